/**
 * My lists (issue 18): a user's own lists of listings they may see; another's
 * list answers 404 whatever the verb; bad input is refused at its field before
 * anything is written; sharing (agents only) masks what must be masked, makes
 * one LINK share per listing and the list's public code in one transaction,
 * or refuses each listing that cannot be shared at its position; the public
 * page shows what the masked page shows and no more, and ages like a link.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPayload } from '../../domain/entities/common';
import { sharedListing } from '../../domain/entities/listing-masking';
import { LISTING_SHARE_REFUSAL_MESSAGES, myList, MY_LIST_MESSAGES as M, sharedList } from '../../domain/my-list';
import { MESSAGES } from '../../domain/messages';
import { auditEvents, employees, listingMaskingHistories, listingMaskings, listings, myListItems, myLists, users } from '../../server/db/schema';
import { bearer, countRows, errorOf, payloadOf, signIn, startTestServer, type TestServer, requestsAs } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const as = (email: string) => requestsAs(server.app, email);
const anonymous = (url: string) => server.app.inject({ method: 'GET', url: `/api/${url}` });

const idOf = async (title: string) => (await server.database.db.select({ listingId: listings.listingId }).from(listings).where(eq(listings.title, title)))[0]!.listingId;
const userIdOf = async (email: string) => (await server.database.db.select({ userId: users.userId }).from(users).where(eq(users.email, email)))[0]!.userId;
const agentRecordOf = async (email: string) =>
  (await server.database.db.select({ employeeId: employees.employeeId }).from(employees).where(and(eq(employees.userId, await userIdOf(email)), eq(employees.role, 'agent'))))[0]!.employeeId;

const WRITTEN = ['my_lists', 'my_list_items', 'listing_maskings', 'listing_masking_histories', 'content_shares', 'audit_events'] as const;
async function counts() {
  const out: Record<string, number> = {};
  for (const t of WRITTEN) out[t] = await countRows(server.database, t);
  return out;
}

describe('my lists', () => {
  it("keeps a user's own lists: created, read, edited, listed, deleted; another's answers 404 and is never listed", async () => {
    const nanda = await as('agent@demo.test');
    const putu = await as('agent.noself@demo.test');
    const [kebayoran, cilandak, pesanggrahan] = await Promise.all([idOf('Rumah 2 Lantai di Kebayoran Baru'), idOf('Rumah Minimalis di Cilandak'), idOf('Rumah Siap Huni di Pesanggrahan')]);
    const created = payloadOf(await nanda('POST', 'my-lists', { name: '  Pak Budi  ', clientName: 'Budi', note: '', listingIds: [cilandak, kebayoran] }), myList, 201);
    expect(created).toMatchObject({ name: 'Pak Budi', clientName: 'Budi', note: null, listingCount: 2, sharedCode: null });
    expect(created.items!.map((i) => [i.listingId, i.position, i.listing?.title])).toEqual([
      [cilandak, 0, 'Rumah Minimalis di Cilandak'],
      [kebayoran, 1, 'Rumah 2 Lantai di Kebayoran Baru'],
    ]);
    expect(created.items![1]!.listing).toMatchObject({ isOwn: true });

    // Reordered, one added, the note set.
    const edited = payloadOf(await nanda('PATCH', `my-lists/${created.myListId}`, { note: 'Near a school', listingIds: [kebayoran, pesanggrahan, cilandak] }), myList);
    expect(edited.items!.map((i) => i.listingId)).toEqual([kebayoran, pesanggrahan, cilandak]);
    expect(edited).toMatchObject({ name: 'Pak Budi', note: 'Near a school', listingCount: 3 });

    const mine = payloadOf(await nanda('GET', `my-lists?search=${encodeURIComponent('pak bud')}`), listPayload(myList));
    expect(mine.results.map((l) => l.myListId)).toEqual([created.myListId]);
    expect(payloadOf(await putu('GET', 'my-lists?limit=100'), listPayload(myList)).results.map((l) => l.myListId)).not.toContain(created.myListId);

    for (const [method, url, body] of [
      ['GET', `my-lists/${created.myListId}`],
      ['PATCH', `my-lists/${created.myListId}`, { name: 'Mine now' }],
      ['DELETE', `my-lists/${created.myListId}`],
      ['POST', `my-lists/${created.myListId}/share`],
    ] as [Method, string, object?][]) {
      expect(errorOf(await putu(method, url, body), 404).message).toBe(M.notFound);
    }
    expect(payloadOf(await nanda('GET', `my-lists/${created.myListId}`), myList).name).toBe('Pak Budi');

    payloadOf(await nanda('DELETE', `my-lists/${created.myListId}`), myList);
    errorOf(await nanda('GET', `my-lists/${created.myListId}`), 404);
    expect(await server.database.db.select().from(myListItems).where(eq(myListItems.myListId, created.myListId))).toHaveLength(0);
    const trail = await server.database.db.select({ action: auditEvents.action }).from(auditEvents).where(and(eq(auditEvents.entityType, 'my_list'), eq(auditEvents.entityId, created.myListId)));
    expect(trail.map((e) => e.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('sorts by name and by last change, and exports the same rows as CSV', async () => {
    const nanda = await as('agent@demo.test');
    const byName = payloadOf(await nanda('GET', 'my-lists?sort=name:ASC'), listPayload(myList)).results.map((l) => l.name);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b)));
    expect(byName.length).toBeGreaterThanOrEqual(2);
    const csv = await server.app.inject({ method: 'GET', url: '/api/my-lists?sort=name:ASC', headers: { ...bearer(await signIn(server.app, 'agent@demo.test')), accept: 'text/csv' } });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n')[0]).toBe('Name,Client,Listings,Shared,Updated');
    expect(csv.body).toContain(byName[0]!);
    errorOf(await nanda('GET', 'my-lists?sort=owner:ASC'), 400);
  });

  it('refuses bad input at its field before anything is written', async () => {
    const nanda = await as('agent@demo.test');
    const kebayoran = await idOf('Rumah 2 Lantai di Kebayoran Baru');
    // Bandung's OPEN listing: not in a Jakarta agent's scope (only masking statuses of other offices are).
    const bandungOpen = await idOf('Rumah Kost 12 Kamar Dekat ITB');
    const before = await counts();
    const cases: [object, string, string][] = [
      [{ name: '', listingIds: [kebayoran] }, 'name', MESSAGES.required('Name')],
      [{ name: 'x'.repeat(101), listingIds: [kebayoran] }, 'name', MESSAGES.maxLength('Name', 100)],
      [{ name: 'Empty', listingIds: [] }, 'listingIds', M.listingsRequired],
      [{ name: 'Too many', listingIds: Array.from({ length: 51 }, (_, i) => `listing-${i}`) }, 'listingIds', M.tooManyListings],
      [{ name: 'Twice', listingIds: [kebayoran, kebayoran] }, 'listingIds.1', M.duplicateListing],
      [{ name: 'Hidden', listingIds: [kebayoran, bandungOpen] }, 'listingIds.1', M.listingNotFound],
      [{ name: 'Unknown', listingIds: ['no-such-listing'] }, 'listingIds.0', M.listingNotFound],
    ];
    for (const [body, field, message] of cases) {
      const error = errorOf(await nanda('POST', 'my-lists', body), 400);
      expect({ field, message: error.fields?.[field] }).toEqual({ field, message });
    }
    const [own] = await server.database.db.select({ myListId: myLists.myListId }).from(myLists).where(eq(myLists.ownerUserId, await userIdOf('agent@demo.test')));
    expect(errorOf(await nanda('PATCH', `my-lists/${own!.myListId}`, {}), 400).message).toContain(M.nothingToUpdate);
    expect(errorOf(await nanda('PATCH', `my-lists/${own!.myListId}`, { listingIds: [bandungOpen] }), 400).fields).toEqual({ 'listingIds.0': M.listingNotFound });
    expect(await counts()).toEqual(before);
  });

  it('shares: masks what must be masked, one LINK share per listing, the codes stored; the public page lists each masked link', async () => {
    const nanda = await as('agent@demo.test');
    const db = server.database.db;
    const employeeId = await agentRecordOf('agent@demo.test');
    // Her own published listing (no masking needed) and another office's she never masked.
    const [own, other] = await Promise.all([idOf('Rumah 2 Lantai di Kebayoran Baru'), idOf('Rumah Cluster Summarecon Bandung')]);
    expect(await db.select().from(listingMaskings).where(and(eq(listingMaskings.listingId, other), eq(listingMaskings.employeeId, employeeId)))).toHaveLength(0);
    const list = payloadOf(await nanda('POST', 'my-lists', { name: 'Pak Ahmad', clientName: 'Ahmad Rahman', note: 'Prefers a corner plot', listingIds: [own, other] }), myList, 201);
    expect(list.items!.map((i) => i.sharedLink)).toEqual([null, null]);

    const shared = payloadOf(await nanda('POST', `my-lists/${list.myListId}/share`), myList);
    expect(shared.sharedCode).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(shared.sharedAt).not.toBeNull();
    const codes = shared.items!.map((i) => i.sharedLink?.listingSharedCode);
    expect(codes.every((c) => typeof c === 'string')).toBe(true);
    expect(shared.items!.map((i) => i.sharedLink?.refusal)).toEqual([null, null]);
    // One LINK history per listing under her agent record, the codes the items keep; the other's listing masked, her own not.
    const histories = await db.select().from(listingMaskingHistories).where(inArray(listingMaskingHistories.listingSharedCode, codes as string[]));
    expect(histories.map((h) => [h.listingId, h.type, h.employeeId]).sort()).toEqual([[own, 'LINK', employeeId], [other, 'LINK', employeeId]].sort());
    expect(await db.select().from(listingMaskings).where(and(eq(listingMaskings.listingId, other), eq(listingMaskings.employeeId, employeeId)))).toHaveLength(1);
    expect(await db.select().from(listingMaskings).where(and(eq(listingMaskings.listingId, own), eq(listingMaskings.employeeId, employeeId)))).toHaveLength(0);
    expect(shared.items![1]!.listing).toMatchObject({ isMaskedByMe: true });

    // Signed out: the list's page, each listing with its masked link, which opens the masked page.
    const page = payloadOf(await anonymous(`shared-lists/${shared.sharedCode}`), sharedList);
    expect(page.name).toBe('Pak Ahmad');
    expect(page.items.map((i) => (i.isAvailable ? [i.title, i.city, i.listingSharedCode] : null))).toEqual([
      ['Rumah 2 Lantai di Kebayoran Baru', 'Jakarta Selatan', codes[0]],
      ['Rumah Cluster Summarecon Bandung', 'Bandung', codes[1]],
    ]);
    for (const code of codes) expect(payloadOf(await anonymous(`shared-listings/${code}`), sharedListing).agent.name).toBeTruthy();
    // Nothing of the owner, the client or the note; no agent contact on the list's own page.
    const body = (await anonymous(`shared-lists/${shared.sharedCode}`)).body;
    for (const hidden of ['Ahmad Rahman', 'corner plot', 'clientName', 'note', 'phone', 'email', 'ownerUserId', 'myListId', employeeId]) expect(body).not.toContain(hidden);

    // Sharing again keeps the live links and the list's code.
    const again = payloadOf(await nanda('POST', `my-lists/${list.myListId}/share`), myList);
    expect(again.sharedCode).toBe(shared.sharedCode);
    expect(again.items!.map((i) => i.sharedLink?.listingSharedCode)).toEqual(codes);
    const events = await db.select({ entityType: auditEvents.entityType }).from(auditEvents).where(eq(auditEvents.entityId, list.myListId));
    expect(events.map((e) => e.entityType)).toEqual(['my_list', 'my_list', 'my_list']);
  });

  it('refuses a list with a listing that cannot be shared, at its position, writing nothing; non-agents keep lists but do not share', async () => {
    const nanda = await as('agent@demo.test');
    // Her own OPEN listing: its link would not answer.
    const [published, open] = await Promise.all([idOf('Rumah 2 Lantai di Kebayoran Baru'), idOf('Rumah Asri Dekat Stasiun Pondok Ranji')]);
    const list = payloadOf(await nanda('POST', 'my-lists', { name: 'Mixed', listingIds: [published, open] }), myList, 201);
    const before = await counts();
    const error = errorOf(await nanda('POST', `my-lists/${list.myListId}/share`), 400);
    expect(error.fields).toEqual({ 'listingIds.1': LISTING_SHARE_REFUSAL_MESSAGES.notPublic });
    expect(await counts()).toEqual(before);

    const manager = await as('manager_office@demo.test');
    const managed = payloadOf(await manager('POST', 'my-lists', { name: 'Office picks', listingIds: [published] }), myList, 201);
    expect(errorOf(await manager('POST', `my-lists/${managed.myListId}/share`), 403).message).toBe(MESSAGES.onlyAgent);
  });

  it('hides a listing whose link no longer answers, and the whole page once the share is older than a link lives; sharing again renews it', async () => {
    const nanda = await as('agent@demo.test');
    const db = server.database.db;
    const [a, b] = await Promise.all([idOf('Rumah Minimalis di Cilandak'), idOf('Kantor Siap Pakai di Kuningan')]);
    const list = payloadOf(await nanda('POST', 'my-lists', { name: 'Aging', listingIds: [a, b] }), myList, 201);
    const shared = payloadOf(await nanda('POST', `my-lists/${list.myListId}/share`), myList);
    await db.update(listings).set({ status: 'UNPUBLISH' }).where(eq(listings.listingId, b));
    try {
      const page = payloadOf(await anonymous(`shared-lists/${shared.sharedCode}`), sharedList);
      expect(page.items[1]).toEqual({ isAvailable: false, position: 1, message: MESSAGES.sharedListingUnavailable });
      expect(JSON.stringify(page)).not.toContain('Kuningan');
      // The owner is told why, and Share is refused until the listing goes.
      const detail = payloadOf(await nanda('GET', `my-lists/${list.myListId}`), myList);
      expect(detail.items![1]!.sharedLink?.refusal).toBe('unavailable');
      expect(errorOf(await nanda('POST', `my-lists/${list.myListId}/share`), 400).fields).toEqual({ 'listingIds.1': LISTING_SHARE_REFUSAL_MESSAGES.notPublic });
    } finally {
      await db.update(listings).set({ status: 'PUBLISH' }).where(eq(listings.listingId, b));
    }

    const start = server.clock.now();
    server.clock.set(new Date(start.getTime() + 31 * 86_400_000));
    try {
      expect(errorOf(await anonymous(`shared-lists/${shared.sharedCode}`), 404).message).toBe(M.sharedListExpired);
      const renewed = payloadOf(await (await as('agent@demo.test'))('POST', `my-lists/${list.myListId}/share`), myList);
      expect(renewed.sharedCode).toBe(shared.sharedCode);
      expect(renewed.items!.map((i) => i.sharedLink?.listingSharedCode)).not.toContain(shared.items![0]!.sharedLink!.listingSharedCode);
      expect(payloadOf(await anonymous(`shared-lists/${shared.sharedCode}`), sharedList).items.every((i) => i.isAvailable)).toBe(true);
    } finally {
      server.clock.set(start);
    }
    expect(errorOf(await anonymous('shared-lists/AAAAAAAAAAAAAAAAAAAAAA'), 404).message).toBe(M.sharedListUnavailable);
    errorOf(await anonymous('shared-lists/short'), 400);
  });

  it('seeds lists for the demo agents, one shared with a page that answers', async () => {
    const [row] = await server.database.db.select({ sharedCode: myLists.sharedCode }).from(myLists).where(sql`${myLists.sharedCode} is not null and ${myLists.name} = 'Rumah keluarga di Jakarta Selatan'`);
    const page = payloadOf(await anonymous(`shared-lists/${row!.sharedCode}`), sharedList);
    expect(page.items.filter((i) => i.isAvailable)).toHaveLength(3);
  });
});

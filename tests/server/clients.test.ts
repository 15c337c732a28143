/**
 * Clients (issue 19): an agent reads and changes only their own clients —
 * another agent's answers 404, never 403; the Super Admin reads every agent's
 * and changes none; bad input is refused at its field before anything is
 * written; sharing a listing masks it where it must be, makes a LINK share
 * through masking's writers, records it on the client and in the trail, and
 * the masked link answers.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, CLIENT_MESSAGES as M, CLIENT_SHARE_REFUSAL_MESSAGES } from '../../domain/client';
import { listPayload } from '../../domain/entities/common';
import { MESSAGES } from '../../domain/messages';
import { auditEvents, clients, listingMaskings, listings, users } from '../../server/db/schema';
import { bearer, countRows, errorOf, payloadOf, signIn, startTestServer, type TestServer } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
async function as(email: string) {
  const headers = bearer(await signIn(server.app, email));
  return (method: Method, url: string, payload?: object, accept?: string) =>
    server.app.inject({ method, url: `/api/${url}`, headers: { ...headers, ...(accept && { accept }) }, ...(payload && { payload }) });
}

const db = () => server.database.db;
const clientIdOf = async (name: string) => (await db().select({ clientId: clients.clientId }).from(clients).where(eq(clients.name, name)))[0]!.clientId;
const listingIdOf = async (title: string) => (await db().select({ listingId: listings.listingId }).from(listings).where(eq(listings.title, title)))[0]!.listingId;
const userIdOf = async (email: string) => (await db().select({ userId: users.userId }).from(users).where(eq(users.email, email)))[0]!.userId;
const page = listPayload(client);

const NEW_CLIENT = { name: 'Bpk. Joko Susilo', phones: ['0812-3456-7890'], email: 'joko@gmail.com', needs: 'buy', budgetMin: 1_000_000_000, budgetMax: 2_000_000_000, preferredAreas: ['Jakarta Selatan'] };

describe('clients: who reads whose', () => {
  it("an agent lists only their own clients; another agent's client answers 404 to every route", async () => {
    const nanda = await as('agent@demo.test');
    const listed = payloadOf(await nanda('GET', 'clients?limit=100'), page);
    const nandaId = await userIdOf('agent@demo.test');
    expect(listed.results.length).toBeGreaterThanOrEqual(4);
    expect(listed.results.every((c) => c.ownerUserId === nandaId)).toBe(true);
    expect(listed.results.map((c) => c.name)).not.toContain('Ibu Siti Nurhaliza');

    const umars = await clientIdOf('Ibu Siti Nurhaliza');
    const listingId = await listingIdOf('Rumah Minimalis di Rungkut');
    const before = await countRows(server.database, 'client_notes');
    for (const [method, url, body] of [
      ['GET', `clients/${umars}`, undefined],
      ['PATCH', `clients/${umars}`, { name: 'Taken over' }],
      ['DELETE', `clients/${umars}`, undefined],
      ['POST', `clients/${umars}/notes`, { note: 'Not mine' }],
      ['POST', `clients/${umars}/shares`, { listingId }],
    ] as const) {
      expect(errorOf(await nanda(method, url, body), 404).message, `${method} ${url}`).toBe(M.notFound);
    }
    expect(await countRows(server.database, 'client_notes')).toBe(before);
    expect((await db().select({ name: clients.name }).from(clients).where(eq(clients.clientId, umars)))[0]!.name).toBe('Ibu Siti Nurhaliza');
  });

  it("the Super Admin reads every agent's clients with their agent, and changes none (403)", async () => {
    const admin = await as('admin@demo.test');
    const listed = payloadOf(await admin('GET', 'clients?limit=100'), page);
    expect(listed.results.map((c) => c.name)).toEqual(expect.arrayContaining(['Bpk. Hendra Wijaya', 'Ibu Siti Nurhaliza', 'Bpk. Agus Salim']));
    expect(listed.results.find((c) => c.name === 'Ibu Siti Nurhaliza')?.ownerName).toBe('Umar');
    const detail = payloadOf(await admin('GET', `clients/${await clientIdOf('Bpk. Hendra Wijaya')}`), client);
    expect(detail.notes).toHaveLength(2);
    expect(detail.shares).toHaveLength(2);
    // The PDF is the sharing agent's own: not offered to anyone else.
    expect(detail.shares!.every((s) => !s.isPdfAvailable)).toBe(true);
    expect(errorOf(await admin('POST', 'clients', NEW_CLIENT), 403).code).toBe('err_forbidden');
    expect(errorOf(await admin('POST', `clients/${detail.clientId}/notes`, { note: 'x' }), 403).message).toBe(MESSAGES.onlyAgent);
  });

  it('roles without the Client menu are refused (403)', async () => {
    for (const email of ['manager_office@demo.test', 'admin_hq@demo.test']) {
      const other = await as(email);
      expect((await other('GET', 'clients')).statusCode, email).toBe(403);
    }
  });
});

describe('clients: writing', () => {
  it('adds a client (phones kept as digits), edits, notes and deletes, each in the trail', async () => {
    const nanda = await as('agent@demo.test');
    const created = payloadOf(await nanda('POST', 'clients', NEW_CLIENT), client, 201);
    expect(created).toMatchObject({ name: 'Bpk. Joko Susilo', phones: ['081234567890'], status: 'ACTIVE', shareCount: 0, notes: [], shares: [] });
    const edited = payloadOf(await nanda('PATCH', `clients/${created.clientId}`, { budgetMax: 2_500_000_000, status: 'INACTIVE' }), client);
    expect(edited).toMatchObject({ budgetMin: 1_000_000_000, budgetMax: 2_500_000_000, status: 'INACTIVE' });
    const noted = payloadOf(await nanda('POST', `clients/${created.clientId}/notes`, { note: 'Called back on Monday.' }), client, 201);
    expect(noted.notes).toEqual([expect.objectContaining({ body: 'Called back on Monday.', authorName: 'Nanda' })]);
    expect(errorOf(await nanda('GET', `clients/${created.clientId}/nope`), 404));

    const events = await db()
      .select({ entityType: auditEvents.entityType, action: auditEvents.action })
      .from(auditEvents)
      .where(sql`${auditEvents.entityId} = ${created.clientId} or ${auditEvents.entityType} = 'client_note'`);
    expect(events).toEqual(expect.arrayContaining([{ entityType: 'client', action: 'create' }, { entityType: 'client', action: 'status' }, { entityType: 'client_note', action: 'create' }]));

    payloadOf(await nanda('DELETE', `clients/${created.clientId}`), client);
    expect(errorOf(await nanda('GET', `clients/${created.clientId}`), 404).message).toBe(M.notFound);
  });

  it('refuses bad input at its field with 400 before anything is written', async () => {
    const nanda = await as('agent@demo.test');
    const before = await countRows(server.database, 'clients');
    const cases: [object, Record<string, string>][] = [
      [{ ...NEW_CLIENT, name: '  ' }, { name: MESSAGES.required('Name') }],
      [{ ...NEW_CLIENT, phones: [] }, { phones: M.phonesRequired }],
      [{ ...NEW_CLIENT, phones: ['0712345678'] }, { 'phones.0': M.phoneFormat }],
      [{ ...NEW_CLIENT, phones: ['081234567890', '0812 3456 7890'] }, { 'phones.1': M.duplicatePhone }],
      [{ ...NEW_CLIENT, email: 'joko@' }, { email: MESSAGES.invalidFormat('Email') }],
      [{ ...NEW_CLIENT, budgetMin: 3_000_000_000, budgetMax: 2_000_000_000 }, { budgetMax: M.budgetOrder }],
      [{ ...NEW_CLIENT, budgetMin: 1.5 }, { budgetMin: 'Minimum budget must be whole rupiah.' }],
      [{ ...NEW_CLIENT, preferredAreas: ['Bandung', 'bandung'] }, { 'preferredAreas.1': M.duplicateArea }],
    ];
    for (const [body, fields] of cases) {
      expect(errorOf(await nanda('POST', 'clients', body), 400).fields, JSON.stringify(body)).toMatchObject(fields);
    }
    // PATCH checks the budget's order against the stored other end.
    const hendra = await clientIdOf('Bpk. Hendra Wijaya');
    expect(errorOf(await nanda('PATCH', `clients/${hendra}`, { budgetMax: 1_000 }), 400).fields).toEqual({ budgetMax: M.budgetOrder });
    expect(errorOf(await nanda('POST', `clients/${hendra}/notes`, { note: '' }), 400).fields).toEqual({ note: MESSAGES.required('Note') });
    expect(await countRows(server.database, 'clients')).toBe(before);
    expect((await db().select({ budgetMax: clients.budgetMax }).from(clients).where(eq(clients.clientId, hendra)))[0]!.budgetMax).toBe(5_000_000_000);
  });

  it('searches by name or phone, filters by status and needs, and exports the same rows as CSV', async () => {
    const nanda = await as('agent@demo.test');
    expect(payloadOf(await nanda('GET', 'clients?search=hendra'), page).results.map((c) => c.name)).toEqual(['Bpk. Hendra Wijaya']);
    expect(payloadOf(await nanda('GET', 'clients?search=0813-7771-2345'), page).results.map((c) => c.name)).toEqual(['Ibu Dewi Lestari']);
    expect(payloadOf(await nanda('GET', 'clients?filterStatus=CLOSED'), page).results.map((c) => c.name)).toEqual(['PT Sinar Logistik']);
    expect(payloadOf(await nanda('GET', 'clients?filterNeeds=rent&sort=name:ASC'), page).results.map((c) => c.name)).toEqual(['PT Sinar Logistik', 'Sdr. Rizky Pratama']);
    const csv = await nanda('GET', 'clients?filterNeeds=rent&sort=name:ASC', undefined, 'text/csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n')[0]).toBe('Name,Phones,Email,Needs,Min Budget,Max Budget,Preferred Areas,Agent,Shared Listings,Status,Updated');
    expect(csv.body).toContain('PT Sinar Logistik,6281122334455,procurement@sinarlogistik.co.id,Rent,\'-,400000000,"Jakarta Timur, Bekasi",Nanda,1,Closed,');
  });
});

describe('clients: sharing a listing', () => {
  it("masks another agent's listing, shares it by link, records it on the client and in the trail; the link answers", async () => {
    const nanda = await as('agent@demo.test');
    const dewi = await clientIdOf('Ibu Dewi Lestari');
    const listingId = await listingIdOf('Rumah Dekat Tol Pasteur');
    const nandaEmployee = (await db().execute(sql`select e.employee_id from employees e join users u on u.user_id = e.user_id where u.email = 'agent@demo.test' and e.role = 'agent'`)) as unknown as { rows: { employee_id: string }[] };
    const employeeId = nandaEmployee.rows[0]!.employee_id;
    const maskedBefore = await db().select().from(listingMaskings).where(and(eq(listingMaskings.listingId, listingId), eq(listingMaskings.employeeId, employeeId)));
    expect(maskedBefore).toHaveLength(0);

    const shared = payloadOf(await nanda('POST', `clients/${dewi}/shares`, { listingId }), client, 201);
    const share = shared.shares!.find((s) => s.listingId === listingId)!;
    expect(share).toMatchObject({ refusal: null, isPdfAvailable: true, employeeId, listing: expect.objectContaining({ title: 'Rumah Dekat Tol Pasteur' }) });
    expect(await db().select().from(listingMaskings).where(and(eq(listingMaskings.listingId, listingId), eq(listingMaskings.employeeId, employeeId)))).toHaveLength(1);
    const opened = await server.app.inject({ method: 'GET', url: `/api/shared-listings/${share.listingSharedCode}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().payload.agent.nickName).toBe('Nanda');

    const trail = await db().select({ entityType: auditEvents.entityType }).from(auditEvents).where(sql`${auditEvents.entityType} in ('client_share', 'listing_masking', 'listing_share') and ${auditEvents.occurredAt} >= now() - interval '1 day'`);
    expect(new Set(trail.map((e) => e.entityType))).toEqual(new Set(['client_share', 'listing_masking', 'listing_share']));

    // The same listing again, while its link works: refused at the field, nothing written.
    const before = await countRows(server.database, 'client_shares');
    expect(errorOf(await nanda('POST', `clients/${dewi}/shares`, { listingId }), 409).fields).toEqual({ listingId: CLIENT_SHARE_REFUSAL_MESSAGES.alreadyShared });
    expect(await countRows(server.database, 'client_shares')).toBe(before);
  });

  it('refuses a listing that is not public, one out of reach, and a client who is not Active', async () => {
    const nanda = await as('agent@demo.test');
    const hendra = await clientIdOf('Bpk. Hendra Wijaya');
    const before = await countRows(server.database, 'listing_masking_histories');
    expect(errorOf(await nanda('POST', `clients/${hendra}/shares`, { listingId: await listingIdOf('Villa Keluarga di Puncak') }), 400).fields).toEqual({ listingId: CLIENT_SHARE_REFUSAL_MESSAGES.notPublic });
    expect(errorOf(await nanda('POST', `clients/${hendra}/shares`, { listingId: 'no-such-listing' }), 400).fields).toEqual({ listingId: M.listingNotFound });
    expect(errorOf(await nanda('POST', `clients/${hendra}/shares`, {}), 400).fields).toEqual({ listingId: 'Listing id is required.' });
    const rizky = await clientIdOf('Sdr. Rizky Pratama');
    expect(errorOf(await nanda('POST', `clients/${rizky}/shares`, { listingId: await listingIdOf('Rumah Sejuk di Dago Atas') }), 409).message).toBe(CLIENT_SHARE_REFUSAL_MESSAGES.notActive);
    expect(await countRows(server.database, 'listing_masking_histories')).toBe(before);
  });
});

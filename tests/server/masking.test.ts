/**
 * Masking (§2, §6, §7): masking another agent's listing, sharing it by LINK or
 * PDF, the history of shares and its scoping (an agent sees their own; office
 * management their offices'; HQ all), every history filter, the public page
 * behind a link (the sharing agent's contact, nothing of the listing agent's).
 * The listing PDF has its own file, pdf.test.ts.
 */
import { createHash } from 'node:crypto';
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listPayload } from '../../domain/entities/common';
import {
  createdMaskingHistory,
  listingMasking,
  listingMaskingHistory,
  LISTING_SHARED_CODE_PATTERN,
  sharedListing,
  shareCounts,
} from '../../domain/entities/listing-masking';
import { visitorCount } from '../../domain/entities/statistics';
import type { ListingStatus } from '../../domain/entities/listing';
import { MASKING_STATUSES } from '../../domain/listing';
import { MASKING_REFUSAL_MESSAGES, SHARED_LINK_STATUSES } from '../../domain/masking';
import { ERROR_CODES, MESSAGES } from '../../domain/messages';
import { employees, listingMaskingHistories, listingMaskings, listings, listingSharedVisits, listingVisitors, offices, users } from '../../server/db/schema';
import { DEMO_OFFICES } from '../../server/db/seed/demo';
import { demoPerson, insertListing, insertMasking, insertShare, type ListingRow } from './listing-fixtures';
import { bearer, errorOf, fingerprintOf, listTables, payloadOf, signIn, startTestServer, type App, type TestServer } from './support';

let server: TestServer;
const tokens = new Map<string, string>();
let officeIdOf: Record<string, string>;

interface Person {
  userId: string;
  employeeId: string;
  officeId: string | null;
  phone: string | null;
  name: string;
}
const people = new Map<string, Person>();

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  officeIdOf = Object.fromEntries((await db.select().from(offices)).map((o) => [o.officeName, o.officeId]));
  const rows = await db
    .select({ email: users.email, userId: users.userId, name: users.name, phone: users.phone, employeeId: employees.employeeId, officeId: employees.officeId, role: employees.role })
    .from(users)
    .innerJoin(employees, eq(employees.userId, users.userId));
  // An account's agent record where it has one (multi@demo.test is an owner and an agent).
  for (const r of [...rows].sort((a, b) => Number(a.role === 'agent') - Number(b.role === 'agent'))) people.set(r.email, r);
});
afterAll(async () => {
  await server?.close();
});

async function tokenOf(email: string): Promise<string> {
  if (!tokens.has(email)) tokens.set(email, await signIn(server.app, email));
  return tokens.get(email)!;
}
const person = (email: string) => people.get(email)!;

async function call(email: string | null, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const headers = email ? bearer(await tokenOf(email)) : {};
  return server.app.inject({ method, url, payload: payload as object | undefined, headers });
}

const qs = (query: Record<string, string | number>) => `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;

/** A listing in a masking status (or in one of `statuses`), in the given office, listed by someone else, not yet masked by this agent. */
async function maskableListing(agentEmail: string, officeName: string, statuses: readonly ListingStatus[] = MASKING_STATUSES) {
  const agent = person(agentEmail);
  const masked = (await server.database.db.select({ id: listingMaskings.listingId }).from(listingMaskings).where(eq(listingMaskings.employeeId, agent.employeeId))).map((r) => r.id);
  const rows = await server.database.db
    .select()
    .from(listings)
    .where(and(eq(listings.officeId, officeIdOf[officeName]!), inArray(listings.status, [...statuses]), ne(listings.userId, agent.userId)));
  const row = rows.find((l) => !masked.includes(l.listingId));
  if (!row) throw new Error(`no maskable listing in ${officeName} for ${agentEmail}`);
  return row;
}

async function mask(email: string, listingId: string) {
  return call(email, 'POST', '/api/listing-maskings', { employeeId: person(email).employeeId, listingId });
}
async function share(email: string, listingId: string, type: 'LINK' | 'PDF') {
  return call(email, 'POST', '/api/listing-masking-histories', { employeeId: person(email).employeeId, listingId, type });
}

const JKS = DEMO_OFFICES.jakartaSelatan.officeName;
const BDG = DEMO_OFFICES.bandung.officeName;
const SBY = DEMO_OFFICES.surabaya.officeName;

describe('POST listing-maskings', () => {
  it("masks another office's listing once; the caller's masking count turns 1", async () => {
    const target = await maskableListing('agent@demo.test', BDG);
    const res = await mask('agent@demo.test', target.listingId);
    const created = payloadOf(res, listingMasking, 201);
    expect(created.listingId).toBe(target.listingId);

    const again = await mask('agent@demo.test', target.listingId);
    expect(errorOf(again, 409, ERROR_CODES.conflict).message).toBe(MASKING_REFUSAL_MESSAGES.alreadyMasked);

    const list = await call('agent@demo.test', 'GET', `/api/office/listings${qs({ search: target.listingCode })}`);
    const row = (JSON.parse(list.body) as { payload: { results: { listingId: string; maskingCount: number }[] } }).payload.results.find((l) => l.listingId === target.listingId);
    expect(row?.maskingCount).toBe(1);
  });

  it("refuses one's own listing, a listing not in a masking status, and masking as someone else", async () => {
    const db = server.database.db;
    const agent = person('agent@demo.test');
    const [own] = await db.select().from(listings).where(and(eq(listings.userId, agent.userId), inArray(listings.status, [...MASKING_STATUSES])));
    expect(errorOf(await mask('agent@demo.test', own!.listingId), 400, ERROR_CODES.validation).message).toBe(MASKING_REFUSAL_MESSAGES.ownListing);

    const [open] = await db.select().from(listings).where(and(eq(listings.officeId, agent.officeId!), eq(listings.status, 'OPEN'), ne(listings.userId, agent.userId)));
    expect(errorOf(await mask('agent@demo.test', open!.listingId), 400, ERROR_CODES.validation).message).toBe(MASKING_REFUSAL_MESSAGES.notMaskable);

    const target = await maskableListing('agent@demo.test', SBY);
    const asUmar = await call('agent@demo.test', 'POST', '/api/listing-maskings', { employeeId: person('umar.hakim@demo.test').employeeId, listingId: target.listingId });
    errorOf(asUmar, 403, ERROR_CODES.forbidden);
  });

  it("refuses non-agents with 403 'Only agent can do this action', and bad bodies with 400, writing nothing", async () => {
    await Promise.all(['admin@demo.test', 'franchise_owner@demo.test', 'agent@demo.test'].map(tokenOf));
    const tables = await listTables(server.database);
    const before = await fingerprintOf(server.database, tables);
    const target = await maskableListing('agent@demo.test', SBY);
    for (const email of ['admin@demo.test', 'franchise_owner@demo.test']) {
      for (const url of ['/api/listing-maskings', '/api/listing-masking-histories']) {
        const refused = errorOf(await call(email, 'POST', url, { employeeId: 'x', listingId: target.listingId, type: 'LINK' }), 403, ERROR_CODES.forbidden);
        expect(refused.message).toBe(MESSAGES.onlyAgent);
      }
    }
    const bad = errorOf(await call('agent@demo.test', 'POST', '/api/listing-maskings', { listingId: target.listingId }), 400, ERROR_CODES.validation);
    expect(bad.fields).toHaveProperty('employeeId');
    errorOf(await call('agent@demo.test', 'POST', '/api/listing-maskings', { employeeId: person('agent@demo.test').employeeId, listingId: 'nope' }), 404);
    expect(await fingerprintOf(server.database, tables)).toEqual(before);
  });
});

describe('POST listing-masking-histories and the shared page', () => {
  it('shares a masked listing by LINK under an unguessable code; the public page shows the sharer, not the listing agent', async () => {
    const target = await maskableListing('agent@demo.test', SBY, SHARED_LINK_STATUSES);
    payloadOf(await mask('agent@demo.test', target.listingId), listingMasking, 201);

    const first = payloadOf(await share('agent@demo.test', target.listingId, 'LINK'), createdMaskingHistory, 201);
    const second = payloadOf(await share('agent@demo.test', target.listingId, 'LINK'), createdMaskingHistory, 201);
    for (const code of [first.listingSharedCode, second.listingSharedCode]) {
      expect(code).toMatch(LISTING_SHARED_CODE_PATTERN);
      // 22 base64url characters carry 132 bits, of which 128 are drawn at random.
      expect(code.length).toBeGreaterThanOrEqual(22);
    }
    expect(first.listingSharedCode).not.toBe(second.listingSharedCode);

    const [after] = await server.database.db.select().from(listings).where(eq(listings.listingId, target.listingId));
    expect(after!.shareCount).toBe(target.shareCount + 2);

    const res = await call(null, 'GET', `/api/shared-listings/${first.listingSharedCode}`);
    const page = payloadOf(res, sharedListing);
    expect(page.listing.title).toBe(target.title);
    const sharer = person('agent@demo.test');
    expect(page.agent.name).toBe(sharer.name);
    expect(page.agent.phone).toBe(sharer.phone);

    const [listingAgent] = await server.database.db
      .select({ name: users.name, phone: users.phone, email: users.email, genius: employees.geniusEmail, private: employees.privateEmail })
      .from(employees)
      .innerJoin(users, eq(users.userId, employees.userId))
      .where(eq(employees.employeeId, target.employeeId));
    for (const secret of [listingAgent!.name, listingAgent!.phone, listingAgent!.email, listingAgent!.genius, listingAgent!.private].filter(Boolean)) {
      expect(res.body).not.toContain(secret!);
    }
    const [viewed] = await server.database.db.select().from(listings).where(eq(listings.listingId, target.listingId));
    expect(viewed!.viewCount).toBe(target.viewCount + 1);

    errorOf(await call(null, 'GET', `/api/shared-listings/${'A'.repeat(22)}`), 404);
    errorOf(await call(null, 'GET', '/api/shared-listings/1'), 400);
  });

  it('refuses to share a listing the agent has not masked', async () => {
    const target = await maskableListing('agent@demo.test', BDG);
    expect(errorOf(await share('agent@demo.test', target.listingId, 'PDF'), 400).message).toBe(MASKING_REFUSAL_MESSAGES.notMasked);
    const missingType = errorOf(await call('agent@demo.test', 'POST', '/api/listing-masking-histories', { employeeId: person('agent@demo.test').employeeId, listingId: target.listingId }), 400);
    expect(missingType.fields).toHaveProperty('type');
  });
});

describe('GET listing-masking-histories', () => {
  const history = async (email: string, query: Record<string, string | number> = {}) =>
    payloadOf(await call(email, 'GET', `/api/listing-masking-histories${qs({ limit: 100, includeData: 'listing,user,employee', ...query })}`), listPayload(listingMaskingHistory));

  it('pages by 10 by default', async () => {
    const page = payloadOf(await call('admin@demo.test', 'GET', '/api/listing-masking-histories'), listPayload(listingMaskingHistory));
    expect(page.results.length).toBeLessThanOrEqual(10);
    expect(page.count).toBeGreaterThan(0);
  });

  it("gives an agent only their own rows, whatever filterUserId says", async () => {
    const mine = await history('agent@demo.test');
    expect(mine.count).toBeGreaterThan(0);
    expect(mine.results.every((h) => h.user?.userId === person('agent@demo.test').userId)).toBe(true);
    const others = await history('agent@demo.test', { filterUserId: person('umar.hakim@demo.test').userId });
    expect(others.count).toBe(0);
  });

  it("gives office management their offices' rows, and HQ every row", async () => {
    const all = await history('admin@demo.test');
    const offices = new Set(all.results.map((h) => h.employee?.officeId));
    expect(offices.size).toBeGreaterThan(1);
    const jks = await history('franchise_owner@demo.test');
    expect(jks.count).toBeGreaterThan(0);
    expect(jks.results.every((h) => h.employee?.officeId === officeIdOf[JKS])).toBe(true);
    const outside = await history('franchise_owner@demo.test', { filterOfficeId: officeIdOf[BDG]! });
    expect(outside.count).toBe(0);
  });

  it("names each row's masking agent's code and office, and the listing as it is", async () => {
    const { results } = await history('admin@demo.test');
    const db = server.database.db;
    const codes = new Map((await db.select({ id: employees.employeeId, code: employees.employeeCode }).from(employees)).map((e) => [e.id, e.code]));
    const officeNames = new Map(Object.entries(officeIdOf).map(([name, id]) => [id, name]));
    expect(results.length).toBeGreaterThan(1);
    for (const h of results) {
      expect(h.employee).toEqual({ employeeId: h.employeeId, employeeCode: codes.get(h.employeeId) ?? null, officeId: h.employee!.officeId, office: { officeName: officeNames.get(h.employee!.officeId!) } });
      const [l] = await db.select().from(listings).where(eq(listings.listingId, h.listing!.listingId));
      expect(h.listing).toEqual({ listingId: l!.listingId, listingCode: l!.listingCode, title: l!.title, status: l!.status, sellOrRent: l!.sellOrRent, price: l!.price, defaultPriceFreq: l!.defaultPriceFreq, officeId: l!.officeId, employeeId: l!.employeeId, userId: l!.userId });
    }
  });

  it('applies every filter of §7', async () => {
    const all = (await history('admin@demo.test')).results;
    const sample = all[0]!;
    const check = async (query: Record<string, string>, keep: (h: (typeof all)[number]) => boolean) => {
      const page = await history('admin@demo.test', query);
      expect(page.results.map((h) => h.listingMaskingHistoryId).sort(), JSON.stringify(query)).toEqual(all.filter(keep).map((h) => h.listingMaskingHistoryId).sort());
    };
    await check({ filterType: 'PDF' }, (h) => h.type === 'PDF');
    await check({ filterType: 'LINK,PDF' }, () => true);
    await check({ filterStatusListing: sample.listing!.status }, (h) => h.listing?.status === sample.listing!.status);
    await check({ filterMaskingByAgent: sample.employeeId }, (h) => h.employeeId === sample.employeeId);
    await check({ filterListingAgent: sample.listing!.employeeId }, (h) => h.listing?.employeeId === sample.listing!.employeeId);
    await check({ filterOfficeId: sample.employee!.officeId! }, (h) => h.employee?.officeId === sample.employee!.officeId);
    await check({ filterUserId: sample.user!.userId }, (h) => h.user?.userId === sample.user!.userId);
    await check({ search: sample.listing!.listingCode }, (h) => h.listing?.listingCode === sample.listing!.listingCode);
    await check({ search: sample.listing!.title.toUpperCase() }, (h) => h.listing!.title.toLowerCase().includes(sample.listing!.title.toLowerCase()));
    await check({ search: sample.listing!.listingCode, filterStatusListing: sample.listing!.status }, (h) => h.listing?.listingCode === sample.listing!.listingCode);
    // The listing renamed after its shares: they are found by its new title (and counted), no longer by the old one.
    const marker = `Qz${Date.now().toString(36)}`;
    await server.database.db.update(listings).set({ title: `Villa ${marker}` }).where(eq(listings.listingId, sample.listing!.listingId));
    const renamed = await history('admin@demo.test', { search: marker.toLowerCase() });
    expect(renamed.results.map((h) => h.listingMaskingHistoryId).sort()).toEqual(all.filter((h) => h.listing?.listingId === sample.listing!.listingId).map((h) => h.listingMaskingHistoryId).sort());
    expect(renamed.count).toBe(renamed.results.length);
    expect(renamed.results.every((h) => h.listing?.title === `Villa ${marker}`)).toBe(true);
    expect((await history('admin@demo.test', { search: sample.listing!.title })).results.filter((h) => h.listing?.listingId === sample.listing!.listingId)).toEqual([]);
    const day = sample.maskingDate.slice(0, 10);
    const inJakarta = (iso: string) => new Date(new Date(iso).getTime() + 7 * 3600_000).toISOString().slice(0, 10);
    const sampleDay = inJakarta(sample.maskingDate);
    await check({ filterMaskingDateStartAt: sampleDay, filterMaskingDateEndAt: sampleDay }, (h) => inJakarta(h.maskingDate) === sampleDay);
    await check({ filterCreatedAtStartAt: `${day}T00:00:00+07:00` }, (h) => new Date(h.createdAt) >= new Date(`${day}T00:00:00+07:00`));
  });

  it('refuses bad filters with 400 naming them', async () => {
    const bad = async (query: Record<string, string>, field: string) => {
      const err = errorOf(await call('admin@demo.test', 'GET', `/api/listing-masking-histories${qs(query)}`), 400, ERROR_CODES.validation);
      expect(err.fields, JSON.stringify(query)).toHaveProperty(field);
    };
    await bad({ filterType: 'FAX' }, 'filterType');
    await bad({ filterStatusListing: 'SOLD' }, 'filterStatusListing');
    await bad({ filterCreatedAtStartAt: 'yesterday' }, 'filterCreatedAtStartAt');
    await bad({ filterMaskingDateStartAt: '2026-03-10', filterMaskingDateEndAt: '2026-03-01' }, 'filterMaskingDateEndAt');
    await bad({ limit: '0' }, 'limit');
    await bad({ limit: '101' }, 'limit');
  });
});

describe('history date bounds', () => {
  // Jakarta is UTC+7: its 10 March 2020 runs from 2020-03-09T17:00Z to 2020-03-10T16:59:59.999Z.
  const AT = {
    dayBefore: new Date('2020-03-09T16:59:59.000Z'),
    dayStart: new Date('2020-03-09T17:00:00.000Z'),
    dayEnd: new Date('2020-03-10T16:59:59.000Z'),
    dayAfter: new Date('2020-03-10T17:00:00.000Z'),
  };
  type Moment = keyof typeof AT;
  const idOf = new Map<string, Moment>();
  let listingCode: string;

  beforeAll(async () => {
    const db = server.database.db;
    const sharer = await demoPerson(db, 'agent@demo.test');
    const listing = await insertListing(db, await demoPerson(db, 'bayu.firmansyah@demo.test'));
    listingCode = listing.listingCode;
    await insertMasking(db, sharer, listing);
    for (const moment of Object.keys(AT) as Moment[]) idOf.set((await insertShare(db, sharer, listing, AT[moment])).listingMaskingHistoryId, moment);
  });

  async function moments(query: Record<string, string>): Promise<Moment[]> {
    const res = await call('agent@demo.test', 'GET', `/api/listing-masking-histories${qs({ limit: 100, search: listingCode, ...query })}`);
    return payloadOf(res, listPayload(listingMaskingHistory)).results.map((h) => idOf.get(h.listingMaskingHistoryId)!);
  }

  it('reads a bare date as the whole day in Asia/Jakarta, for both ranges and either bound', async () => {
    const sorted = { sort: 'maskingDate:ASC' };
    expect(await moments({ ...sorted, filterMaskingDateStartAt: '2020-03-10', filterMaskingDateEndAt: '2020-03-10' })).toEqual(['dayStart', 'dayEnd']);
    expect(await moments({ ...sorted, filterMaskingDateEndAt: '2020-03-10' })).toEqual(['dayBefore', 'dayStart', 'dayEnd']);
    expect(await moments({ ...sorted, filterCreatedAtStartAt: '2020-03-10' })).toEqual(['dayStart', 'dayEnd', 'dayAfter']);
    expect(await moments({ ...sorted, filterCreatedAtStartAt: '2020-03-10', filterCreatedAtEndAt: '2020-03-10' })).toEqual(['dayStart', 'dayEnd']);
  });

  it('takes instants with an offset as they are, and sorts either way', async () => {
    const range = { filterMaskingDateStartAt: '2020-03-10T00:00:00+07:00', filterMaskingDateEndAt: '2020-03-10T12:00:00+07:00' };
    expect(await moments(range)).toEqual(['dayStart']);
    expect(await moments({ sort: 'maskingDate:DESC' })).toEqual(['dayAfter', 'dayEnd', 'dayStart', 'dayBefore']);
    expect(await moments({ sort: 'createdAt:ASC', filterCreatedAtEndAt: '2020-03-09T17:00:00Z' })).toEqual(['dayBefore', 'dayStart']);
  });
});

describe('history scope of office management and of an owner who is also an agent', () => {
  let bandungShareId: string;
  let multiShareId: string;

  beforeAll(async () => {
    const db = server.database.db;
    const umar = await demoPerson(db, 'umar.hakim@demo.test');
    const multiAgent = await demoPerson(db, 'multi@demo.test');
    const jksListing = await insertListing(db, await demoPerson(db, 'yusuf.maulana@demo.test'));
    for (const sharer of [umar, multiAgent]) await insertMasking(db, sharer, jksListing);
    bandungShareId = (await insertShare(db, umar, jksListing, new Date())).listingMaskingHistoryId;
    multiShareId = (await insertShare(db, multiAgent, jksListing, new Date())).listingMaskingHistoryId;
  });

  const historyOf = async (email: string, query: Record<string, string> = {}) =>
    payloadOf(await call(email, 'GET', `/api/listing-masking-histories${qs({ limit: 100, includeData: 'user,employee', ...query })}`), listPayload(listingMaskingHistory));

  it("gives an office-management-only user their office's rows, which filters narrow and never widen", async () => {
    const bdg = officeIdOf[BDG]!;
    const tuti = await historyOf('tuti.alawiyah@demo.test');
    expect(tuti.results.map((h) => h.listingMaskingHistoryId)).toContain(bandungShareId);
    expect(tuti.results.every((h) => h.employee?.officeId === bdg)).toBe(true);
    const [inDb] = await server.database.db.select({ n: count() }).from(listingMaskingHistories).where(eq(listingMaskingHistories.officeId, bdg));
    expect(tuti.count).toBe(inDb!.n);

    expect((await historyOf('tuti.alawiyah@demo.test', { filterOfficeId: officeIdOf[JKS]! })).count).toBe(0);
    expect((await historyOf('tuti.alawiyah@demo.test', { filterUserId: person('agent@demo.test').userId })).count).toBe(0);
    const umar = await historyOf('tuti.alawiyah@demo.test', { filterUserId: person('umar.hakim@demo.test').userId });
    expect(umar.results.every((h) => h.user?.userId === person('umar.hakim@demo.test').userId)).toBe(true);
    expect(umar.results.map((h) => h.listingMaskingHistoryId)).toContain(bandungShareId);
  });

  it('gives an owner of two offices who is also an agent only their own rows (§6: office scope is for office-management-only users)', async () => {
    const multi = await historyOf('multi@demo.test');
    expect(multi.results.map((h) => h.listingMaskingHistoryId)).toContain(multiShareId);
    expect(multi.results.map((h) => h.listingMaskingHistoryId)).not.toContain(bandungShareId);
    expect(multi.results.every((h) => h.user?.userId === person('multi@demo.test').userId)).toBe(true);
    expect((await historyOf('multi@demo.test', { filterOfficeId: officeIdOf[BDG]! })).count).toBe(0);
  });
});

describe('what sharing changes in the counts', () => {
  let target: ListingRow;

  beforeAll(async () => {
    const db = server.database.db;
    target = await insertListing(db, await demoPerson(db, 'bayu.firmansyah@demo.test'), { status: 'CLOSED' });
    payloadOf(await mask('agent@demo.test', target.listingId), listingMasking, 201);
  });

  /** HQ asks the network (no prefix); office users ask under office/. */
  const shareCountOf = async (email: string, prefix: '' | 'office/') =>
    payloadOf(await call(email, 'GET', `/api/${prefix}content-shared/count${qs({ contentType: 'listing', contentId: target.listingId })}`), shareCounts);
  const viewsOf = async (email: string, prefix: '' | 'office/') =>
    payloadOf(await call(email, 'GET', `/api/${prefix}listing-visitors/count${qs({ listingId: target.listingId })}`), visitorCount).totalCount;
  const listingRow = async () => (await server.database.db.select().from(listings).where(eq(listings.listingId, target.listingId)))[0]!;

  it('a LINK share is one copyLink share, for HQ and for the listing office’s owner; a PDF share is none', async () => {
    const hqBefore = await shareCountOf('admin@demo.test', '');
    const ownerBefore = await shareCountOf('multi@demo.test', 'office/');
    payloadOf(await share('agent@demo.test', target.listingId, 'LINK'), createdMaskingHistory, 201);

    const hq = await shareCountOf('admin@demo.test', '');
    expect(hq.totalCount).toBe(hqBefore.totalCount + 1);
    expect(hq.socialMediaCounts.copyLink).toBe(hqBefore.socialMediaCounts.copyLink + 1);
    expect((await shareCountOf('multi@demo.test', 'office/')).socialMediaCounts.copyLink).toBe(ownerBefore.socialMediaCounts.copyLink + 1);
    expect((await shareCountOf('franchise_owner@demo.test', 'office/')).totalCount).toBe(0);
    const afterLink = await listingRow();
    expect(afterLink.shareCount).toBe(target.shareCount + 1);

    payloadOf(await share('agent@demo.test', target.listingId, 'PDF'), createdMaskingHistory, 201);
    expect((await shareCountOf('admin@demo.test', '')).totalCount).toBe(hq.totalCount);
    expect((await listingRow()).shareCount).toBe(afterLink.shareCount);

    const list = await call('agent@demo.test', 'GET', `/api/office/listings${qs({ search: target.listingCode })}`);
    const row = (JSON.parse(list.body) as { payload: { results: { listingId: string; copyListingMaskingCount: number; pdfListingMaskingCount: number }[] } }).payload.results.find(
      (l) => l.listingId === target.listingId,
    );
    expect(row).toMatchObject({ copyListingMaskingCount: 1, pdfListingMaskingCount: 1 });
  });

  it('opening the shared page is one view, for HQ and the listing office’s owner, and shows the sharer’s office', async () => {
    const link = payloadOf(await share('agent@demo.test', target.listingId, 'LINK'), createdMaskingHistory, 201);
    const [hqBefore, ownerBefore] = [await viewsOf('admin@demo.test', ''), await viewsOf('multi@demo.test', 'office/')];
    const page = payloadOf(await call(null, 'GET', `/api/shared-listings/${link.listingSharedCode}`), sharedListing);
    expect(page.agent.officeName).toBe(JKS);
    expect(page.listing.listingCode).toBe(target.listingCode);
    expect(await viewsOf('admin@demo.test', '')).toBe(hqBefore + 1);
    expect(await viewsOf('multi@demo.test', 'office/')).toBe(ownerBefore + 1);
    expect((await listingRow()).viewCount).toBe(target.viewCount + 1);
  });
});

describe('which listings an agent may mask', () => {
  it("masks another office's listing in any masking status, and finds no other office's OPEN listing", async () => {
    const db = server.database.db;
    const bayu = await demoPerson(db, 'bayu.firmansyah@demo.test');
    const open = await insertListing(db, bayu, { status: 'OPEN' });
    const tables = await listTables(server.database);
    const before = await fingerprintOf(server.database, tables);
    errorOf(await mask('agent@demo.test', open.listingId), 404, ERROR_CODES.notFound);
    expect(await fingerprintOf(server.database, tables)).toEqual(before);
    for (const status of MASKING_STATUSES) {
      const listing = await insertListing(db, bayu, { status });
      payloadOf(await mask('agent@demo.test', listing.listingId), listingMasking, 201);
    }
  });
});

describe('the public page of a shared link: while the listing is public, for SHARED_LINK_DAYS, one view per visitor per day', () => {
  const DAY = 86_400_000;
  // 23:00 on 10 March 2026 in Jakarta (UTC+7); midnight there is 17:00 UTC, the same UTC day.
  const SHARED_AT = new Date('2026-03-10T16:00:00.000Z');
  const BROWSER = { ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/124.0 Mobile' };
  let savedNow: Date;

  beforeAll(() => {
    savedNow = server.clock.now();
  });
  afterEach(() => {
    // Sessions of the other tests live on this clock.
    server.clock.set(savedNow);
  });

  async function sharedLink(status: ListingStatus = 'PUBLISH', at = SHARED_AT) {
    const db = server.database.db;
    const sharer = await demoPerson(db, 'agent@demo.test');
    const listing = await insertListing(db, await demoPerson(db, 'bayu.firmansyah@demo.test'), { status });
    await insertMasking(db, sharer, listing);
    const share = await insertShare(db, sharer, listing, at);
    return { listing, code: share.listingSharedCode };
  }
  const open = (code: string, visitor = BROWSER, app: App = server.app) =>
    app.inject({ method: 'GET', url: `/api/shared-listings/${code}`, remoteAddress: visitor.ip, headers: { 'user-agent': visitor.userAgent } });
  const setStatus = (listingId: string, status: ListingStatus) => server.database.db.update(listings).set({ status }).where(eq(listings.listingId, listingId));
  const viewsOf = async (listingId: string) => {
    const db = server.database.db;
    const [row] = await db.select({ viewCount: listings.viewCount }).from(listings).where(eq(listings.listingId, listingId));
    const [visitors] = await db.select({ n: count() }).from(listingVisitors).where(eq(listingVisitors.listingId, listingId));
    // The listing's counter and the listing-visitors statistics move together.
    expect(visitors!.n).toBe(row!.viewCount);
    return row!.viewCount;
  };
  const visitsOf = (listingId: string) => server.database.db.select().from(listingSharedVisits).where(eq(listingSharedVisits.listingId, listingId));
  const at = (ms: number) => server.clock.set(new Date(SHARED_AT.getTime() + ms));

  it('answers while the listing is PUBLISH or CLOSED; OPEN, UNPUBLISH or EXPIRED answer 404 and count nothing', async () => {
    at(60_000);
    const { listing, code } = await sharedLink('PUBLISH');
    payloadOf(await open(code), sharedListing);
    expect(await viewsOf(listing.listingId)).toBe(1);

    for (const status of ['OPEN', 'UNPUBLISH', 'EXPIRED', 'WAITING_APPROVAL', 'PENDING', 'REJECTED'] as const) {
      await setStatus(listing.listingId, status);
      const gone = errorOf(await open(code, { ip: '198.51.100.1', userAgent: status }), 404, ERROR_CODES.notFound);
      expect(gone.message, status).toBe(MESSAGES.sharedListingUnavailable);
    }
    expect(await viewsOf(listing.listingId)).toBe(1);

    // Back on the market, or sold: the same link answers again.
    for (const status of ['CLOSED', 'PUBLISH'] as const) {
      await setStatus(listing.listingId, status);
      expect(payloadOf(await open(code), sharedListing).listing.status).toBe(status);
    }
    // A code nobody was given answers the same as a listing that went away.
    expect(errorOf(await open('A'.repeat(22)), 404, ERROR_CODES.notFound).message).toBe(MESSAGES.sharedListingUnavailable);
  });

  it('answers until 30 days after sharing by default: the day before, yes; from the 30th day on, 404 "This shared link has expired."', async () => {
    const { listing, code } = await sharedLink('PUBLISH');
    at(29 * DAY);
    payloadOf(await open(code), sharedListing);
    at(30 * DAY - 1);
    payloadOf(await open(code), sharedListing);
    at(30 * DAY);
    expect(errorOf(await open(code), 404, ERROR_CODES.notFound).message).toBe(MESSAGES.sharedLinkExpired);
    at(400 * DAY);
    expect(errorOf(await open(code), 404, ERROR_CODES.notFound).message).toBe(MESSAGES.sharedLinkExpired);
    // Two Jakarta days answered: two views; the refusals none.
    expect(await viewsOf(listing.listingId)).toBe(2);
  });

  it('answers for the configured number of days (sharedLinkDays, from SHARED_LINK_DAYS)', async () => {
    const weekly = await server.buildAnother({ sharedLinkDays: 7 });
    const { code } = await sharedLink('PUBLISH');
    at(6 * DAY);
    payloadOf(await open(code, BROWSER, weekly), sharedListing);
    at(7 * DAY);
    expect(errorOf(await open(code, BROWSER, weekly), 404, ERROR_CODES.notFound).message).toBe(MESSAGES.sharedLinkExpired);
    // The default app, on the same database, still answers.
    payloadOf(await open(code), sharedListing);
  });

  it('counts 50 opens from one address and user agent as one view', async () => {
    at(60_000);
    const { listing, code } = await sharedLink('PUBLISH');
    for (let i = 0; i < 50; i++) payloadOf(await open(code), sharedListing);
    expect(await viewsOf(listing.listingId)).toBe(1);
    expect(await visitsOf(listing.listingId)).toHaveLength(1);
  });

  it('counts another user agent or another address as another visitor, and the same visitor again on the next Jakarta day', async () => {
    at(60_000);
    const { listing, code } = await sharedLink('PUBLISH');
    const otherBrowser = { ...BROWSER, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4) Safari/604.1' };
    const otherAddress = { ...BROWSER, ip: '2001:db8::42' };
    for (const visitor of [BROWSER, BROWSER, otherBrowser, otherBrowser, otherAddress, BROWSER]) payloadOf(await open(code, visitor), sharedListing);
    expect(await viewsOf(listing.listingId)).toBe(3);

    // 00:30 of 11 March in Jakarta, still 10 March in UTC.
    at(90 * 60_000);
    payloadOf(await open(code), sharedListing);
    payloadOf(await open(code), sharedListing);
    expect(await viewsOf(listing.listingId)).toBe(4);
    const visits = await visitsOf(listing.listingId);
    expect(visits.map((v) => v.day).sort()).toEqual(['2026-03-10', '2026-03-10', '2026-03-10', '2026-03-11']);
  });

  it('stores no address or user agent: a hash that changes with the day, so a visitor cannot be followed from one day to the next', async () => {
    at(60_000);
    const { listing, code } = await sharedLink('PUBLISH');
    payloadOf(await open(code), sharedListing);
    at(DAY);
    payloadOf(await open(code), sharedListing);
    const visits = await visitsOf(listing.listingId);
    expect(visits).toHaveLength(2);
    const stored = JSON.stringify(visits);
    for (const raw of [BROWSER.ip, BROWSER.userAgent, 'Android', '203.0.113']) expect(stored).not.toContain(raw);
    for (const v of visits) expect(v.visitorHash).toMatch(/^[0-9a-f]{64}$/);
    expect(visits[0]!.visitorHash).not.toBe(visits[1]!.visitorHash);
    // Nor a plain hash of either alone.
    const sha = (text: string) => createHash('sha256').update(text).digest('hex');
    for (const v of visits) expect([sha(BROWSER.ip), sha(BROWSER.userAgent), sha(BROWSER.ip + BROWSER.userAgent)]).not.toContain(v.visitorHash);
  });

  it('keeps visits of today and yesterday only: older ones go as new visits come in', async () => {
    at(60_000);
    const { listing, code } = await sharedLink('PUBLISH');
    for (const day of [0, 1, 2, 3]) {
      at(day * DAY + 60_000);
      payloadOf(await open(code), sharedListing);
    }
    expect(await viewsOf(listing.listingId)).toBe(4);
    expect((await visitsOf(listing.listingId)).map((v) => v.day).sort()).toEqual(['2026-03-12', '2026-03-13']);
  });
});

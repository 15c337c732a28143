/**
 * Statistics (§7), the cases content-statistics.test.ts leaves open: the
 * limit a caller asks for, an owner of two offices seeing both in the tops,
 * refId narrowing, the tie order, and queries with keys the schema has not.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { shareCounts } from '../../domain/entities/listing-masking';
import { topContent, topViewed, visitorCount } from '../../domain/entities/statistics';
import { contentShares, listings, listingVisitors, offices } from '../../server/db/schema';
import { DEMO_OFFICES } from '../../server/db/seed/demo';
import { bearer, errorOf, payloadOf, signIn, startTestServer, type TestServer } from './support';

let server: TestServer;
const tokens = new Map<string, string>();
let officeIdOf: Record<string, string>;
const BDG = DEMO_OFFICES.bandung.officeName;
const SBY = DEMO_OFFICES.surabaya.officeName;

beforeAll(async () => {
  server = await startTestServer();
  officeIdOf = Object.fromEntries((await server.database.db.select().from(offices)).map((o) => [o.officeName, o.officeId]));
  for (const email of ['admin@demo.test', 'multi@demo.test']) tokens.set(email, await signIn(server.app, email));
});
afterAll(async () => {
  await server?.close();
});

const qs = (query: Record<string, string | number>) => `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;
const get = (email: string, url: string) => server.app.inject({ method: 'GET', url, headers: bearer(tokens.get(email)!) });
const results = <T extends z.ZodType>(item: T) => z.object({ results: z.array(item) });

async function officesOfListings(ids: string[]) {
  const rows = await server.database.db.select({ officeId: listings.officeId }).from(listings).where(inArray(listings.listingId, ids));
  return new Set(rows.map((r) => r.officeId));
}

describe('top lists', () => {
  it('answer as many rows as the limit asks, biggest first and ties by id, the newest id first', async () => {
    const shared = payloadOf(await get('admin@demo.test', `/api/content-shared/sort${qs({ contentType: 'listing', limit: 2 })}`), results(topContent)).results;
    const viewed = payloadOf(await get('admin@demo.test', `/api/listing-visitors/sort${qs({ limit: 3 })}`), results(topViewed)).results;
    expect(shared).toHaveLength(2);
    expect(viewed).toHaveLength(3);

    const all = payloadOf(await get('admin@demo.test', `/api/content-shared/sort${qs({ contentType: 'listing', limit: 100 })}`), results(topContent)).results;
    // Ties by id descending: the order the share-count index walks backwards, so a top-5 reads 5 index entries.
    const expected = [...all].sort((a, b) => b.shareCount - a.shareCount || (a.contentId < b.contentId ? 1 : -1));
    expect(all).toEqual(expected);
    expect(shared).toEqual(all.slice(0, 2));
  });

  it('show an owner of two offices the listings of both, and only those', async () => {
    const mine = new Set([officeIdOf[BDG], officeIdOf[SBY]]);
    const shared = payloadOf(await get('multi@demo.test', `/api/office/content-shared/sort${qs({ contentType: 'listing', limit: 100 })}`), results(topContent)).results;
    const viewed = payloadOf(await get('multi@demo.test', `/api/office/listing-visitors/sort${qs({ limit: 100 })}`), results(topViewed)).results;
    expect(await officesOfListings(shared.map((s) => s.contentId))).toEqual(mine);
    expect(await officesOfListings(viewed.map((v) => v.listingId))).toEqual(mine);
  });

  it('narrow to one office with refId1', async () => {
    const bdg = officeIdOf[BDG]!;
    const shared = payloadOf(await get('admin@demo.test', `/api/content-shared/sort${qs({ contentType: 'listing', refId1: bdg, limit: 100 })}`), results(topContent)).results;
    const viewed = payloadOf(await get('multi@demo.test', `/api/office/listing-visitors/sort${qs({ refId1: bdg, limit: 100 })}`), results(topViewed)).results;
    expect(shared.length).toBeGreaterThan(0);
    expect(await officesOfListings(shared.map((s) => s.contentId))).toEqual(new Set([bdg]));
    expect(await officesOfListings(viewed.map((v) => v.listingId))).toEqual(new Set([bdg]));
  });
});

describe('counts', () => {
  it('equal the rows of the caller’s offices and of one agent', async () => {
    const db = server.database.db;
    const mine = [officeIdOf[BDG]!, officeIdOf[SBY]!];
    const [views] = await db.select({ n: count() }).from(listingVisitors).where(inArray(listingVisitors.officeId, mine));
    expect(payloadOf(await get('multi@demo.test', '/api/office/listing-visitors/count'), visitorCount).totalCount).toBe(views!.n);

    const [share] = await db.select().from(contentShares).where(eq(contentShares.refId1, mine[0]!)).limit(1);
    const [byAgent] = await db
      .select({ n: count() })
      .from(contentShares)
      .where(and(eq(contentShares.contentType, 'listing'), eq(contentShares.refId2, share!.refId2!)));
    const counts = payloadOf(await get('multi@demo.test', `/api/office/content-shared/count${qs({ contentType: 'listing', refId2: share!.refId2! })}`), shareCounts);
    expect(counts.totalCount).toBe(byAgent!.n);
  });
});

describe('bad queries', () => {
  it('are refused naming the field', async () => {
    expect(errorOf(await get('admin@demo.test', `/api/content-shared/count${qs({ contentType: 'listing', channel: 'myspace' })}`), 400).fields).toHaveProperty('channel');
    expect(errorOf(await get('admin@demo.test', `/api/listing-visitors/sort${qs({ limit: 101 })}`), 400).fields).toHaveProperty('limit');
    expect(errorOf(await get('multi@demo.test', '/api/office/content-shared/count'), 400).fields).toHaveProperty('contentType');
  });
});

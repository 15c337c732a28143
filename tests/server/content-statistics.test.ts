/**
 * Statistics (§7): top shared and most viewed listings, share counts per
 * channel, view counts. HQ counts the network; office users their own
 * offices, whatever they ask for; the numbers are the rows.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { shareCounts, SHARE_CHANNELS } from '../../domain/entities/listing-masking';
import { topContent, topViewed, visitorCount } from '../../domain/entities/statistics';
import { ERROR_CODES } from '../../domain/messages';
import { contentShares, listings, listingVisitors, offices } from '../../server/db/schema';
import { DEMO_OFFICES } from '../../server/db/seed/demo';
import { bearer, errorOf, fingerprintOf, listTables, payloadOf, signIn, startTestServer, type TestServer } from './support';

let server: TestServer;
const tokens = new Map<string, string>();
let officeIdOf: Record<string, string>;
const JKS = DEMO_OFFICES.jakartaSelatan.officeName;
const BDG = DEMO_OFFICES.bandung.officeName;
const SBY = DEMO_OFFICES.surabaya.officeName;

beforeAll(async () => {
  server = await startTestServer();
  officeIdOf = Object.fromEntries((await server.database.db.select().from(offices)).map((o) => [o.officeName, o.officeId]));
  for (const email of ['admin@demo.test', 'franchise_owner@demo.test', 'multi@demo.test', 'agent@demo.test']) tokens.set(email, await signIn(server.app, email));
});
afterAll(async () => {
  await server?.close();
});

const qs = (query: Record<string, string | number>) => `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;
const get = (email: string, url: string) => server.app.inject({ method: 'GET', url, headers: bearer(tokens.get(email)!) });
const results = <T extends z.ZodType>(item: T) => z.object({ results: z.array(item) });

async function sharesIn(officeIds: string[] | null, contentId?: string) {
  const db = server.database.db;
  const [row] = await db
    .select({ n: count() })
    .from(contentShares)
    .where(and(eq(contentShares.contentType, 'listing'), officeIds ? inArray(contentShares.refId1, officeIds) : undefined, contentId ? eq(contentShares.contentId, contentId) : undefined));
  return row!.n;
}

describe('content-shared', () => {
  it('gives HQ the top 5 shared listings of the network, biggest first, with title and code', async () => {
    const top = payloadOf(await get('admin@demo.test', `/api/content-shared/sort${qs({ contentType: 'listing' })}`), results(topContent)).results;
    expect(top).toHaveLength(5);
    expect([...top].sort((a, b) => b.shareCount - a.shareCount)).toEqual(top);
    for (const item of top) {
      expect(item.shareCount).toBe(await sharesIn(null, item.contentId));
      expect(item.code).toMatch(/^LST-/);
    }
    const officesSeen = await server.database.db.select({ officeId: listings.officeId }).from(listings).where(inArray(listings.listingId, top.map((t) => t.contentId)));
    expect(officesSeen.length).toBe(5);
  });

  it("gives an office user only their own offices' listings, whatever they ask", async () => {
    const jks = officeIdOf[JKS]!;
    const top = payloadOf(await get('franchise_owner@demo.test', `/api/office/content-shared/sort${qs({ contentType: 'listing', limit: 50 })}`), results(topContent)).results;
    expect(top.length).toBeGreaterThan(0);
    const rows = await server.database.db.select({ officeId: listings.officeId }).from(listings).where(inArray(listings.listingId, top.map((t) => t.contentId)));
    expect(new Set(rows.map((r) => r.officeId))).toEqual(new Set([jks]));

    const asked = payloadOf(await get('franchise_owner@demo.test', `/api/office/content-shared/sort${qs({ contentType: 'listing', refId1: officeIdOf[BDG]! })}`), results(topContent)).results;
    expect(asked).toEqual([]);

    const multi = payloadOf(await get('multi@demo.test', `/api/office/content-shared/count${qs({ contentType: 'listing' })}`), shareCounts);
    expect(multi.totalCount).toBe(await sharesIn([officeIdOf[BDG]!, officeIdOf[SBY]!]));
  });

  it('counts a listing’s shares per channel, naming every channel; another office’s listing counts zero for an office user', async () => {
    const [bandungListing] = await server.database.db.select().from(listings).where(eq(listings.officeId, officeIdOf[BDG]!)).limit(1);
    const hq = payloadOf(await get('admin@demo.test', `/api/content-shared/count${qs({ contentType: 'listing', contentId: bandungListing!.listingId })}`), shareCounts);
    expect(Object.keys(hq.socialMediaCounts).sort()).toEqual([...SHARE_CHANNELS].sort());
    expect(hq.totalCount).toBe(await sharesIn(null, bandungListing!.listingId));
    expect(Object.values(hq.socialMediaCounts).reduce((a, b) => a + b, 0)).toBe(hq.totalCount);

    const office = payloadOf(await get('franchise_owner@demo.test', `/api/office/content-shared/count${qs({ contentType: 'listing', contentId: bandungListing!.listingId })}`), shareCounts);
    expect(office.totalCount).toBe(0);
  });

  it('records a share on a channel and counts it on the listing; refuses what the caller cannot see or a bad body, writing nothing', async () => {
    const db = server.database.db;
    const [own] = await db.select().from(listings).where(eq(listings.officeId, officeIdOf[JKS]!)).limit(1);
    const before = await sharesIn(null, own!.listingId);
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/content-shared',
      headers: bearer(tokens.get('franchise_owner@demo.test')!),
      payload: { contentType: 'listing', contentId: own!.listingId, channel: 'whatsapp' },
    });
    const counts = payloadOf(res, shareCounts, 201);
    expect(counts.totalCount).toBe(before + 1);
    const [after] = await db.select().from(listings).where(eq(listings.listingId, own!.listingId));
    expect(after!.shareCount).toBe(own!.shareCount + 1);

    const tables = await listTables(server.database);
    const fingerprint = await fingerprintOf(server.database, tables);
    const [open] = await db.select().from(listings).where(and(eq(listings.officeId, officeIdOf[BDG]!), eq(listings.status, 'OPEN'))).limit(1);
    const send = (payload: object) => server.app.inject({ method: 'POST', url: '/api/content-shared', headers: bearer(tokens.get('franchise_owner@demo.test')!), payload });
    errorOf(await send({ contentType: 'listing', contentId: open!.listingId, channel: 'line' }), 404);
    expect(errorOf(await send({ contentType: 'listing', contentId: own!.listingId, channel: 'myspace' }), 400, ERROR_CODES.validation).fields).toHaveProperty('channel');
    expect(errorOf(await send({ contentId: own!.listingId, channel: 'line' }), 400, ERROR_CODES.validation).fields).toHaveProperty('contentType');
    expect(await fingerprintOf(server.database, tables)).toEqual(fingerprint);
  });

  it("counts the blog's shares apart from the listings', and leaves posts out of the listings' top list", async () => {
    expect(payloadOf(await get('admin@demo.test', `/api/content-shared/sort${qs({ contentType: 'article' })}`), results(topContent)).results).toEqual([]);
    const [row] = await server.database.db.select({ n: count() }).from(contentShares).where(eq(contentShares.contentType, 'article'));
    expect(row!.n).toBeGreaterThan(0);
    expect(payloadOf(await get('admin@demo.test', `/api/content-shared/count${qs({ contentType: 'article' })}`), shareCounts).totalCount).toBe(row!.n);
  });

  it('refuses a query without contentType, an unknown one, or a limit out of range', async () => {
    expect(errorOf(await get('admin@demo.test', '/api/content-shared/sort'), 400).fields).toHaveProperty('contentType');
    expect(errorOf(await get('admin@demo.test', `/api/content-shared/count${qs({ contentType: 'video' })}`), 400).fields).toHaveProperty('contentType');
    expect(errorOf(await get('admin@demo.test', `/api/content-shared/sort${qs({ contentType: 'listing', limit: 0 })}`), 400).fields).toHaveProperty('limit');
  });
});

describe('listing-visitors', () => {
  it('gives HQ the most viewed listings of the network and office users their offices’, counted from the visits', async () => {
    const db = server.database.db;
    const hq = payloadOf(await get('admin@demo.test', '/api/listing-visitors/sort'), results(topViewed)).results;
    expect(hq).toHaveLength(5);
    for (const item of hq) {
      const [row] = await db.select({ n: count() }).from(listingVisitors).where(eq(listingVisitors.listingId, item.listingId));
      expect(item.viewCount).toBe(row!.n);
    }
    const office = payloadOf(await get('franchise_owner@demo.test', `/api/office/listing-visitors/sort${qs({ limit: 100 })}`), results(topViewed)).results;
    const rows = await db.select({ officeId: listings.officeId }).from(listings).where(inArray(listings.listingId, office.map((o) => o.listingId)));
    expect(new Set(rows.map((r) => r.officeId))).toEqual(new Set([officeIdOf[JKS]]));
  });

  it('counts a listing’s views; an office user counts none of another office', async () => {
    const db = server.database.db;
    const [viewed] = await db.select().from(listings).where(eq(listings.officeId, officeIdOf[SBY]!)).orderBy(listings.viewCount).limit(1);
    const [row] = await db.select({ n: count() }).from(listingVisitors).where(eq(listingVisitors.listingId, viewed!.listingId));
    expect(payloadOf(await get('admin@demo.test', `/api/listing-visitors/count${qs({ listingId: viewed!.listingId })}`), visitorCount).totalCount).toBe(row!.n);
    expect(payloadOf(await get('franchise_owner@demo.test', `/api/office/listing-visitors/count${qs({ listingId: viewed!.listingId })}`), visitorCount).totalCount).toBe(0);
    expect(payloadOf(await get('multi@demo.test', `/api/office/listing-visitors/count${qs({ listingId: viewed!.listingId })}`), visitorCount).totalCount).toBe(row!.n);
  });
});

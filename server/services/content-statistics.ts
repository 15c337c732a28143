/**
 * Statistics of §7: shares (content_shares) and views (listing_visitors).
 * HQ's unprefixed calls count the whole network; the office/ calls count the
 * caller's own offices only (refId1 / the listing's office), so an office
 * user's cards are their office's, whatever they ask. Articles have no table
 * yet (issue 6): their statistics are empty, not an error.
 */
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { SHARE_CHANNELS, type ShareCounts } from '../../domain/entities/listing-masking';
import type {
  ContentSharedCountQuery,
  ContentSharedSortQuery,
  RecordShareBody,
  TopContent,
  TopViewed,
  VisitorCount,
} from '../../domain/entities/statistics';
import type { Db, Executor } from '../db/client';
import { contentShares, listings, listingVisitors } from '../db/schema';
import { notFound } from '../errors';
import { callerAudit, recordAudit } from './audit';
import type { Caller } from './caller';
import { contentShareRecord } from './listing-masking';
import { listingScope } from './listings';
import { newId } from './tokens';

export type StatisticsScope = 'network' | 'offices';

/** The offices a count may include: all (HQ's unprefixed calls) or the caller's own. */
function officesOf(caller: Caller, scope: StatisticsScope): string[] | undefined {
  return scope === 'network' ? undefined : caller.officeIds;
}

const inOffices = (column: typeof contentShares.refId1 | typeof listingVisitors.officeId, officeIds: string[] | undefined): SQL | undefined =>
  officeIds === undefined ? undefined : officeIds.length ? inArray(column, officeIds) : sql`false`;

function shareFilters(caller: Caller, scope: StatisticsScope, q: { contentType: string; contentId?: string; refId1?: string; refId2?: string }): SQL | undefined {
  return and(
    eq(contentShares.contentType, q.contentType),
    inOffices(contentShares.refId1, officesOf(caller, scope)),
    q.contentId ? eq(contentShares.contentId, q.contentId) : undefined,
    q.refId1 ? eq(contentShares.refId1, q.refId1) : undefined,
    q.refId2 ? eq(contentShares.refId2, q.refId2) : undefined,
  );
}

/** [office/]content-shared/sort: the most shared listings. */
export async function topShared(db: Executor, caller: Caller, scope: StatisticsScope, q: ContentSharedSortQuery): Promise<{ results: TopContent[] }> {
  if (q.contentType !== 'listing') return { results: [] };
  if (scope === 'network' && !q.refId1 && !q.refId2) return { results: await topSharedListings(db, q.limit) };
  const shares = count(contentShares.contentShareId);
  const rows = await db
    .select({ contentId: contentShares.contentId, shareCount: shares, title: listings.title, code: listings.listingCode })
    .from(contentShares)
    .leftJoin(listings, eq(listings.listingId, contentShares.contentId))
    .where(shareFilters(caller, scope, q))
    .groupBy(contentShares.contentId, listings.title, listings.listingCode)
    .orderBy(desc(shares), desc(contentShares.contentId))
    .limit(q.limit);
  return { results: rows.map((r) => ({ contentId: r.contentId, shareCount: r.shareCount, title: r.title ?? null, code: r.code ?? null })) };
}

/**
 * The network's most shared listings from each listing's own share counter
 * (kept in the share's transaction, so it always equals its share rows): an
 * index walk of listings_share_count_idx instead of counting every share of
 * the network on each request.
 */
async function topSharedListings(db: Executor, limit: number): Promise<TopContent[]> {
  const rows = await db
    .select({ contentId: listings.listingId, shareCount: listings.shareCount, title: listings.title, code: listings.listingCode })
    .from(listings)
    .where(sql`${listings.shareCount} > 0`)
    .orderBy(desc(listings.shareCount), desc(listings.listingId))
    .limit(limit);
  return rows;
}

/** [office/]content-shared/count: shares per channel, every channel named. */
export async function shareCounts(db: Executor, caller: Caller, scope: StatisticsScope, q: ContentSharedCountQuery): Promise<ShareCounts> {
  const rows = await db
    .select({ channel: contentShares.channel, n: count() })
    .from(contentShares)
    .where(shareFilters(caller, scope, q))
    .groupBy(contentShares.channel);
  const socialMediaCounts = Object.fromEntries(SHARE_CHANNELS.map((c) => [c, 0])) as ShareCounts['socialMediaCounts'];
  let totalCount = 0;
  for (const r of rows) {
    totalCount += r.n;
    if ((SHARE_CHANNELS as readonly string[]).includes(r.channel)) socialMediaCounts[r.channel as keyof typeof socialMediaCounts] = r.n;
  }
  return { totalCount, socialMediaCounts };
}

/** POST content-shared: one share of a listing the caller may see, counted on the listing too. */
export async function recordShare(db: Db, caller: Caller, body: RecordShareBody, now: Date): Promise<ShareCounts> {
  if (body.contentType !== 'listing') throw notFound('Content not found.');
  return db.transaction(async (tx) => {
    const [listing] = await tx
      .select({ listingId: listings.listingId, officeId: listings.officeId, employeeId: listings.employeeId })
      .from(listings)
      .where(and(eq(listings.listingId, body.contentId), listingScope(caller)));
    if (!listing) throw notFound('Listing not found.');
    const share = {
      contentShareId: newId(),
      contentType: 'listing',
      contentId: listing.listingId,
      channel: body.channel,
      refId1: listing.officeId,
      refId2: listing.employeeId,
      createdAt: now,
    };
    await tx.insert(contentShares).values(share);
    await tx.update(listings).set({ shareCount: sql`${listings.shareCount} + 1` }).where(eq(listings.listingId, listing.listingId));
    await recordAudit(tx, callerAudit(caller, now), contentShareRecord(share, listing.officeId));
    return shareCounts(tx, caller, 'network', { contentType: 'listing', contentId: listing.listingId });
  });
}

function visitorFilters(caller: Caller, scope: StatisticsScope, q: { listingId?: string; refId1?: string; refId2?: string }): SQL | undefined {
  return and(
    inOffices(listingVisitors.officeId, officesOf(caller, scope)),
    q.listingId ? eq(listingVisitors.listingId, q.listingId) : undefined,
    q.refId1 ? eq(listingVisitors.officeId, q.refId1) : undefined,
    q.refId2 ? eq(listingVisitors.employeeId, q.refId2) : undefined,
  );
}

/** [office/]listing-visitors/sort: the most viewed listings (counted from the visits, so refIds can narrow them). */
export async function topViewed(
  db: Executor,
  caller: Caller,
  scope: StatisticsScope,
  q: { limit: number; refId1?: string; refId2?: string },
): Promise<{ results: TopViewed[] }> {
  const views = count(listingVisitors.listingVisitorId);
  const rows = await db
    .select({ listingId: listingVisitors.listingId, viewCount: views, title: listings.title, code: listings.listingCode })
    .from(listingVisitors)
    .innerJoin(listings, eq(listings.listingId, listingVisitors.listingId))
    .where(visitorFilters(caller, scope, q))
    .groupBy(listingVisitors.listingId, listings.title, listings.listingCode)
    .orderBy(desc(views), listingVisitors.listingId)
    .limit(q.limit);
  return { results: rows };
}

/** [office/]listing-visitors/count. */
export async function visitorCount(db: Executor, caller: Caller, scope: StatisticsScope, q: { listingId?: string; refId1?: string; refId2?: string }): Promise<VisitorCount> {
  const [row] = await db.select({ n: count() }).from(listingVisitors).where(visitorFilters(caller, scope, q));
  return { totalCount: row?.n ?? 0 };
}

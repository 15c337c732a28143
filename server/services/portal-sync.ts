/**
 * Portal sync (issue 17): an office's published listings pushed to the
 * portals it has accounts on. A sync request queues, in one transaction, one
 * `portal_listing_syncs` row (processing) and one job per listing and portal;
 * each job is a remote job of the queue (./jobs.ts): it builds the request,
 * calls the portal's adapter outside any transaction, and records the answer
 * (completed, Rejected) or the error (failed, retried with backoff until the
 * last attempt) on the sync and on the listing's portal listing.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  canSeePortalSyncsOf,
  canSyncOffice,
  PORTAL_SYNC_MAX_ATTEMPTS,
  PORTAL_SYNC_MESSAGES as M,
  portalSyncRetryDelayMs,
  SYNCABLE_LISTING_STATUS,
  type CurrentPortalResult,
  type PortalListingSync,
  type PortalListingSyncsQuery,
  type PortalSyncStatus,
  type SyncOfficeAnswer,
  type SyncOfficeBody,
} from '../../domain/portal-sync';
import { addsDirectly, canManagePortalAccountsOf } from '../../domain/portal-accounts';
import type { Db, Executor, Tx } from '../db/client';
import { jobs, listingLookups, listings, officePortalProfiles, offices, portalListings, portalListingSyncs, portals } from '../db/schema';
import { fieldError, forbidden, notFound } from '../errors';
import { callerAudit, recordAudit } from './audit';
import type { Caller } from './caller';
import type { RemoteJob, RemoteJobRun } from './jobs';
import { countedPage, type ListPage, type Window } from './lists';
import { PortalUnavailableError, type PortalAdapters, type PortalPushAnswer, type PortalPushRequest } from './portals/adapter';
import { newId } from './tokens';

export const PORTAL_SYNC_JOB = 'portal-listing-sync';
export const portalSyncJobKey = (portalListingSyncId: string) => `portal-sync:${portalListingSyncId}`;

/** A push that has not answered in 5 minutes belongs to a worker that died: another takes it. */
const PORTAL_SYNC_LEASE_MS = 5 * 60_000;

/** Jobs inserted per statement when an office's listings are queued. */
const QUEUE_CHUNK = 500;

// ---------------------------------------------------------------------------
// Queueing an office's listings

export async function requestOfficeSync(
  db: Db,
  caller: Caller,
  officeId: string,
  body: SyncOfficeBody,
  viaOffice: boolean,
  now: Date,
): Promise<SyncOfficeAnswer> {
  if (!viaOffice && !addsDirectly(caller)) throw forbidden(M.notYours);
  if (!canSyncOffice(caller, officeId)) throw notFound('Office not found.');
  const [office] = await db.select({ officeId: offices.officeId }).from(offices).where(eq(offices.officeId, officeId));
  if (!office) throw notFound('Office not found.');
  const accounts = await db
    .select({ officePortalProfileId: officePortalProfiles.officePortalProfileId, portalId: officePortalProfiles.portalId })
    .from(officePortalProfiles)
    .innerJoin(portals, eq(portals.portalId, officePortalProfiles.portalId))
    .where(
      and(
        eq(officePortalProfiles.officeId, officeId),
        eq(portals.isActive, true),
        body.portalId ? eq(officePortalProfiles.portalId, body.portalId) : undefined,
      ),
    )
    .orderBy(asc(portals.position));
  if (!accounts.length) throw fieldError('portalId', M.noAccount);

  const queued = await db.transaction(async (tx) => {
    let count = 0;
    for (const account of accounts) count += await queueAccount(tx, caller, officeId, account, now);
    await recordAudit(tx, callerAudit(caller, now), {
      action: 'bulk',
      entityType: 'office',
      entityId: officeId,
      officeId,
      before: null,
      after: { portalSync: { portalIds: accounts.map((a) => a.portalId), queuedCount: count } },
    });
    return count;
  });
  return { queuedCount: queued, portalCount: accounts.length, message: M.queued(queued, accounts.length) };
}

/** A sync still to be answered: processing, or failed with attempts left (its job is waiting to retry). */
const openSync = (listingId: SQL, portalId: SQL) => sql`exists (
  select 1 from ${portalListingSyncs} s
  where s.listing_id = ${listingId} and s.portal_id = ${portalId}
    and (s.status = 'processing' or (s.status = 'failed' and s.attempts < ${PORTAL_SYNC_MAX_ATTEMPTS})))`;

type SQL = ReturnType<typeof sql>;

async function queueAccount(tx: Tx, caller: Caller, officeId: string, account: { officePortalProfileId: string; portalId: string }, now: Date): Promise<number> {
  const at = now.toISOString();
  // Every published listing of the office gets its portal listing on this portal (its sync status says how far it got).
  await tx.execute(sql`
    insert into ${portalListings} (portal_listing_id, listing_id, portal_id, employee_id, office_portal_profile_id, created_at, updated_at)
    select gen_random_uuid()::text, l.listing_id, ${account.portalId}, l.employee_id, ${account.officePortalProfileId}, ${at}::timestamptz, ${at}::timestamptz
    from ${listings} l
    where l.office_id = ${officeId} and l.status = ${SYNCABLE_LISTING_STATUS}
      and not exists (select 1 from ${portalListings} pl where pl.listing_id = l.listing_id and pl.portal_id = ${account.portalId})`);
  const inserted = await tx.execute(sql`
    insert into ${portalListingSyncs}
      (portal_listing_sync_id, listing_id, portal_id, office_portal_profile_id, portal_listing_id, action, status, requested_by_user_id, created_at, updated_at)
    select gen_random_uuid()::text, pl.listing_id, pl.portal_id, ${account.officePortalProfileId}, pl.portal_listing_id,
      case when pl.external_id is null then 'create' else 'update' end, 'processing', ${caller.userId}, ${at}::timestamptz, ${at}::timestamptz
    from ${portalListings} pl
    join ${listings} l on l.listing_id = pl.listing_id
    where l.office_id = ${officeId} and l.status = ${SYNCABLE_LISTING_STATUS} and pl.portal_id = ${account.portalId}
      and not ${openSync(sql`pl.listing_id`, sql`pl.portal_id`)}
    returning portal_listing_sync_id, portal_listing_id`);
  const rows = (inserted as unknown as { rows: { portal_listing_sync_id: string; portal_listing_id: string }[] }).rows;
  for (let i = 0; i < rows.length; i += QUEUE_CHUNK) {
    const chunk = rows.slice(i, i + QUEUE_CHUNK);
    await tx.insert(jobs).values(
      chunk.map((r) => ({
        jobId: newId(),
        name: PORTAL_SYNC_JOB,
        key: portalSyncJobKey(r.portal_listing_sync_id),
        payload: { portalListingSyncId: r.portal_listing_sync_id },
        runAt: now,
        status: 'pending' as const,
      })),
    );
    await tx
      .update(portalListings)
      .set({ syncStatus: 'processing', officePortalProfileId: account.officePortalProfileId, updatedAt: now })
      .where(inArray(portalListings.portalListingId, chunk.map((r) => r.portal_listing_id)));
  }
  return rows.length;
}

// ---------------------------------------------------------------------------
// The job: one listing's push

type PushRequest = PortalPushRequest;

const stamp = (metadata: unknown, key: 'sendResponseR123At' | 'errorResponseR123At', now: Date, extra: Record<string, unknown> = {}) => ({
  ...(metadata && typeof metadata === 'object' ? (metadata as Record<string, unknown>) : {}),
  [key]: now.toISOString(),
  ...extra,
});

async function settleSync(
  tx: Executor,
  syncId: string,
  status: PortalSyncStatus,
  fields: { result: string; resultData: unknown; metadata: unknown },
  portalListing: { portalListingId: string | null; externalId?: string; externalUrl?: string | null },
  now: Date,
): Promise<void> {
  await tx.update(portalListingSyncs).set({ status, ...fields, updatedAt: now }).where(eq(portalListingSyncs.portalListingSyncId, syncId));
  if (portalListing.portalListingId) {
    await tx
      .update(portalListings)
      .set({
        syncStatus: status,
        updatedAt: now,
        ...(portalListing.externalId !== undefined && { externalId: portalListing.externalId, externalUrl: portalListing.externalUrl ?? null }),
      })
      .where(eq(portalListings.portalListingId, portalListing.portalListingId));
  }
}

/** The sync job, speaking to the portals through `adapters`. */
export function portalSyncJob(adapters: PortalAdapters): RemoteJob<PushRequest, PortalPushAnswer> {
  return {
    kind: 'remote',
    leaseMs: PORTAL_SYNC_LEASE_MS,
    maxAttempts: PORTAL_SYNC_MAX_ATTEMPTS,
    retryDelayMs: portalSyncRetryDelayMs,

    async prepare(tx, payload, now, run: RemoteJobRun) {
      const syncId = String(payload.portalListingSyncId);
      const [row] = await tx
        .select({
          sync: portalListingSyncs,
          listing: listings,
          propertyType: listingLookups.name,
          portalName: portals.portalName,
          position: portals.position,
          portalUsername: officePortalProfiles.portalUsername,
          externalId: portalListings.externalId,
        })
        .from(portalListingSyncs)
        .innerJoin(listings, eq(listings.listingId, portalListingSyncs.listingId))
        .innerJoin(portals, eq(portals.portalId, portalListingSyncs.portalId))
        .leftJoin(listingLookups, eq(listingLookups.lookupId, listings.listingPropertyTypeId))
        .leftJoin(officePortalProfiles, eq(officePortalProfiles.officePortalProfileId, portalListingSyncs.officePortalProfileId))
        .leftJoin(portalListings, eq(portalListings.portalListingId, portalListingSyncs.portalListingId))
        .where(eq(portalListingSyncs.portalListingSyncId, syncId))
        .for('update', { of: portalListingSyncs });
      if (!row || row.sync.status === 'completed' || row.sync.status === 'Rejected') return null;
      const { sync, listing } = row;
      const closeLocally = async (message: string) => {
        await settleSync(tx, syncId, 'Rejected', { result: message, resultData: { message, trx_id: null }, metadata: stamp(sync.metadata, 'errorResponseR123At', now) }, { portalListingId: sync.portalListingId }, now);
        return null;
      };
      // Between the request and the push the account may have been deleted, or the listing unpublished.
      if (!row.portalUsername) return closeLocally('The office portal account was deleted before the push.');
      if (listing.status !== SYNCABLE_LISTING_STATUS) return closeLocally('The listing is no longer published.');
      const request: PushRequest = {
        idempotencyKey: `${run.jobId}`,
        action: sync.action,
        portal: { portalId: sync.portalId, portalName: row.portalName, position: row.position },
        account: { portalUsername: row.portalUsername },
        externalId: row.externalId,
        listing: {
          listingId: listing.listingId,
          listingCode: listing.listingCode,
          title: listing.title,
          sellOrRent: listing.sellOrRent,
          propertyType: row.propertyType ?? '',
          price: listing.price,
          city: listing.city,
          address: listing.province,
          description: listing.description.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim(),
          photoCount: listing.photos.length,
        },
      };
      await tx
        .update(portalListingSyncs)
        .set({ status: 'processing', attempts: run.attempt, requestData: request, updatedAt: now })
        .where(eq(portalListingSyncs.portalListingSyncId, syncId));
      return request;
    },

    call: (request) => adapters.forPortal(request.portal).push(request),

    async settle(tx, payload, outcome, now, run) {
      const syncId = String(payload.portalListingSyncId);
      const [sync] = await tx.select().from(portalListingSyncs).where(eq(portalListingSyncs.portalListingSyncId, syncId));
      if (!sync) return 'done';
      const target = { portalListingId: sync.portalListingId };
      if (!outcome.ok) {
        const error = outcome.error;
        const data = error instanceof PortalUnavailableError ? error.data : null;
        const retries = run.attempt < PORTAL_SYNC_MAX_ATTEMPTS;
        const nextAttemptAt = retries ? new Date(now.getTime() + portalSyncRetryDelayMs(run.attempt)).toISOString() : null;
        await settleSync(
          tx,
          syncId,
          'failed',
          { result: error.message, resultData: { message: error.message, trx_id: null, error: data }, metadata: stamp(sync.metadata, 'errorResponseR123At', now, { nextAttemptAt }) },
          target,
          now,
        );
        return 'retry';
      }
      const answer = outcome.value;
      if (answer.outcome === 'rejected') {
        await settleSync(
          tx,
          syncId,
          'Rejected',
          { result: answer.message, resultData: { message: answer.message, trx_id: answer.trxId, response: answer.raw }, metadata: stamp(sync.metadata, 'errorResponseR123At', now, { nextAttemptAt: null }) },
          target,
          now,
        );
        return 'done';
      }
      await settleSync(
        tx,
        syncId,
        'completed',
        { result: answer.message, resultData: { message: answer.message, trx_id: answer.trxId, response: answer.raw }, metadata: stamp(sync.metadata, 'sendResponseR123At', now, { nextAttemptAt: null }) },
        { ...target, externalId: answer.externalId, externalUrl: answer.url },
        now,
      );
      return 'done';
    },
  };
}

// ---------------------------------------------------------------------------
// Reading: a listing's history and the portal's current result

async function visibleListing(db: Executor, caller: Caller, listingId: string): Promise<{ listingId: string; officeId: string }> {
  const [listing] = await db.select({ listingId: listings.listingId, officeId: listings.officeId }).from(listings).where(eq(listings.listingId, listingId));
  if (!listing || !canSeePortalSyncsOf(caller, listing)) throw notFound('Listing not found.');
  return listing;
}

const iso = (d: Date) => d.toISOString();

/** The office's portal account (its email) is for those who manage the office's accounts; others see the push without it. */
function requestDataFor(caller: Caller, officeId: string, requestData: unknown): unknown {
  if (!requestData || typeof requestData !== 'object' || canManagePortalAccountsOf(caller, officeId)) return requestData ?? null;
  const { account: _account, ...rest } = requestData as Record<string, unknown>;
  return rest;
}

export async function listPortalListingSyncs(db: Executor, caller: Caller, q: PortalListingSyncsQuery & Window): Promise<ListPage<PortalListingSync>> {
  const listing = await visibleListing(db, caller, q.filterListingId);
  const where = and(eq(portalListingSyncs.listingId, q.filterListingId), q.filterPortalId ? eq(portalListingSyncs.portalId, q.filterPortalId) : undefined);
  const rows = await db
    .select({ sync: portalListingSyncs, portalName: portals.portalName, position: portals.position })
    .from(portalListingSyncs)
    .innerJoin(portals, eq(portals.portalId, portalListingSyncs.portalId))
    .where(where)
    .orderBy(desc(portalListingSyncs.createdAt), desc(portalListingSyncs.portalListingSyncId))
    .limit(q.limit)
    .offset(q.offset);
  const results: PortalListingSync[] = rows.map(({ sync: s, portalName, position }) => ({
    portalListingSyncId: s.portalListingSyncId,
    listingId: s.listingId,
    portalId: s.portalId,
    portalListingId: s.portalListingId,
    action: s.action,
    status: s.status,
    result: s.result,
    requestData: requestDataFor(caller, listing.officeId, s.requestData),
    resultData: s.resultData ?? null,
    metadata: s.metadata ?? null,
    attempts: s.attempts,
    portal: { portalName, position },
    createdAt: iso(s.createdAt),
    updatedAt: iso(s.updatedAt),
  }));
  return countedPage(db, results, db.select({ one: sql`1` }).from(portalListingSyncs).where(where), q);
}

export async function currentPortalResult(db: Executor, adapters: PortalAdapters, caller: Caller, portalListingId: string, now: () => Date): Promise<CurrentPortalResult> {
  const [row] = await db
    .select({ listingId: portalListings.listingId, externalId: portalListings.externalId, portalId: portals.portalId, portalName: portals.portalName, position: portals.position })
    .from(portalListings)
    .innerJoin(portals, eq(portals.portalId, portalListings.portalId))
    .where(eq(portalListings.portalListingId, portalListingId));
  if (!row) throw notFound(M.portalListingNotFound);
  try {
    await visibleListing(db, caller, row.listingId);
  } catch {
    throw notFound(M.portalListingNotFound);
  }
  if (!row.externalId) return { message: M.notPushedYet, link: null, error: null };
  try {
    const answer = await adapters.forPortal({ portalId: row.portalId, portalName: row.portalName, position: row.position }).currentResult(row, row.externalId);
    return { ...answer, error: null };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { message: null, link: null, error: { message: `${M.resultUnavailable} ${message}`, data: error instanceof PortalUnavailableError ? error.data : null, at: iso(now()) } };
  }
}

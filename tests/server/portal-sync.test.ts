/**
 * Portal sync (issue 17): a sync request queues one job per published listing
 * and portal account; each job pushes through the portal's adapter (here the
 * local simulator, its outcomes ordered by the test) and records completed,
 * Rejected or failed on the sync and the listing's portal listing; a failed
 * push is retried with backoff and left failed after the last attempt, never
 * lost; a worker that dies mid-push leaves the job to another once its lease
 * ends; several workers (separate connections on PostgreSQL) push each
 * listing once. The history (page 10) and the current result are scoped to HQ
 * and the listing's office.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listPayload } from '../../domain/entities/common';
import {
  currentPortalResult,
  PORTAL_SYNC_MAX_ATTEMPTS,
  PORTAL_SYNC_MESSAGES as M,
  PORTAL_SYNC_PAGE_SIZE,
  portalListingSync,
  portalSyncRetryDelayMs,
  syncOfficeAnswer,
} from '../../domain/portal-sync';
import { openDatabase } from '../../server/db/client';
import { auditEvents, jobs, listings, officePortalProfiles, offices, portalListings, portalListingSyncs, portals } from '../../server/db/schema';
import { jobHandlers } from '../../server/services/job-handlers';
import { runDueJobs, runOneDueJob, type JobKind } from '../../server/services/jobs';
import { PORTAL_SYNC_JOB } from '../../server/services/portal-sync';
import { samePortalAdapter } from '../../server/services/portals';
import type { PortalAdapter } from '../../server/services/portals/adapter';
import { createPortalSimulator, SIMULATOR_DESCRIPTION } from '../../server/services/portals/simulator';
import { errorOf, payloadOf, startTestServer, type TestServer, requestsAs } from './support';

const simulator = createPortalSimulator();
let server: TestServer;
let jakselId: string;
let bandungId: string;
let firstPortalId: string;
let handlers: Record<string, JobKind>;

beforeAll(async () => {
  server = await startTestServer({ portalAdapters: samePortalAdapter(simulator) });
  const { db } = server.database;
  const rows = await db.select({ officeId: offices.officeId, officeName: offices.officeName }).from(offices);
  jakselId = rows.find((o) => o.officeName === 'Genius Jakarta Selatan')!.officeId;
  bandungId = rows.find((o) => o.officeName === 'Genius Bandung')!.officeId;
  firstPortalId = (await db.select({ portalId: portals.portalId }).from(portals).where(eq(portals.position, 1)))[0]!.portalId;
  handlers = jobHandlers({ portals: samePortalAdapter(simulator) });
});
afterAll(async () => {
  await server?.close();
});

beforeEach(async () => {
  simulator.clearOrders();
  // Each test starts with no open sync (the demo's history stays).
  await server.database.db.delete(jobs).where(eq(jobs.name, PORTAL_SYNC_JOB));
  await server.database.db
    .update(portalListingSyncs)
    .set({ status: 'failed', attempts: PORTAL_SYNC_MAX_ATTEMPTS })
    .where(inArray(portalListingSyncs.status, ['processing', 'failed']));
});

const as = (email: string) => requestsAs(server.app, email);

const run = (max = 1000) => runDueJobs(server.database.db, handlers, server.clock.now(), 'test-worker', max);

async function publishedOf(officeId: string): Promise<string[]> {
  const rows = await server.database.db.select({ listingId: listings.listingId }).from(listings).where(and(eq(listings.officeId, officeId), eq(listings.status, 'PUBLISH')));
  return rows.map((r) => r.listingId);
}

const syncsOf = (ids: string[]) => server.database.db.select().from(portalListingSyncs).where(inArray(portalListingSyncs.portalListingSyncId, ids));

/** The syncs the last request queued (processing, newest). */
async function openSyncs(officeId: string) {
  const ids = await publishedOf(officeId);
  return server.database.db
    .select()
    .from(portalListingSyncs)
    .where(and(inArray(portalListingSyncs.listingId, ids), eq(portalListingSyncs.status, 'processing')))
    .orderBy(portalListingSyncs.createdAt);
}

describe('queueing a sync', () => {
  it("queues one push per published listing and account, audited, and does not queue a listing that is already on its way", async () => {
    const hq = await as('admin@demo.test');
    const published = await publishedOf(jakselId);
    expect(published.length).toBeGreaterThan(1);
    const answer = payloadOf(await hq('POST', `office-portal-profiles/${jakselId}/sync`, {}), syncOfficeAnswer, 202);
    expect(answer).toEqual({ queuedCount: published.length, portalCount: 1, message: M.queued(published.length, 1) });
    const queued = await openSyncs(jakselId);
    expect(queued).toHaveLength(published.length);
    expect(queued.every((s) => s.portalId === firstPortalId && s.requestData === null)).toBe(true);
    const pushJobs = await server.database.db.select().from(jobs).where(eq(jobs.name, PORTAL_SYNC_JOB));
    expect(pushJobs).toHaveLength(published.length);
    const onPortal = await server.database.db.select().from(portalListings).where(and(inArray(portalListings.listingId, published), eq(portalListings.portalId, firstPortalId)));
    expect(onPortal.every((p) => p.syncStatus === 'processing')).toBe(true);
    const [event] = await server.database.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, jakselId), eq(auditEvents.action, 'bulk')));
    expect(event).toMatchObject({ entityType: 'office' });

    const again = payloadOf(await hq('POST', `office-portal-profiles/${jakselId}/sync`, {}), syncOfficeAnswer, 202);
    expect(again.queuedCount).toBe(0);
    expect(await server.database.db.select().from(jobs).where(eq(jobs.name, PORTAL_SYNC_JOB))).toHaveLength(published.length);
  });

  it('refuses a portal the office has no account on, at the field, before any write', async () => {
    const hq = await as('admin@demo.test');
    const [second] = await server.database.db.select({ portalId: portals.portalId }).from(portals).where(eq(portals.position, 2));
    expect(errorOf(await hq('POST', `office-portal-profiles/${jakselId}/sync`, { portalId: second!.portalId }), 400).fields).toEqual({ portalId: M.noAccount });
    expect(await server.database.db.select().from(jobs).where(eq(jobs.name, PORTAL_SYNC_JOB))).toHaveLength(0);
  });

  it('lets an office admin sync their own office under /office only; another office is not found', async () => {
    const admin = await as('admin_office@demo.test');
    expect((await admin('POST', `office-portal-profiles/${jakselId}/sync`, {})).statusCode).toBe(403);
    expect((await admin('POST', `office/office-portal-profiles/${bandungId}/sync`, {})).statusCode).toBe(404);
    const answer = payloadOf(await admin('POST', `office/office-portal-profiles/${jakselId}/sync`, {}), syncOfficeAnswer, 202);
    expect(answer.queuedCount).toBe((await publishedOf(jakselId)).length);
    const agent = await as('agent@demo.test');
    expect((await agent('POST', `office/office-portal-profiles/${jakselId}/sync`, {})).statusCode).toBe(403);
  });
});

describe('a push', () => {
  it('records completed, Rejected and failed with what the portal answered, on the sync and the portal listing', async () => {
    const hq = await as('admin@demo.test');
    payloadOf(await hq('POST', `office-portal-profiles/${jakselId}/sync`, {}), syncOfficeAnswer, 202);
    const queued = await openSyncs(jakselId);
    simulator.order('down', 'reject', ...queued.slice(2).map(() => 'accept' as const));
    expect(await run()).toBe(queued.length);

    const after = await syncsOf(queued.map((s) => s.portalListingSyncId));
    const byStatus = (status: string) => after.filter((s) => s.status === status);
    expect(byStatus('failed')).toHaveLength(1);
    expect(byStatus('Rejected')).toHaveLength(1);
    expect(byStatus('completed')).toHaveLength(queued.length - 2);

    const failed = byStatus('failed')[0]!;
    expect(failed.result).toContain(SIMULATOR_DESCRIPTION);
    expect(failed.resultData).toMatchObject({ message: failed.result, trx_id: null, error: { status: 503 } });
    expect(failed.metadata).toMatchObject({ errorResponseR123At: server.clock.now().toISOString() });
    // Pushed before (the demo's history): an update of the portal's own id for it.
    expect(failed.requestData).toMatchObject({ action: 'update', externalId: expect.stringContaining('lst-'), account: { portalUsername: expect.stringContaining('@') } });

    const done = byStatus('completed')[0]!;
    expect(done.resultData).toMatchObject({ message: 'Listing updated', trx_id: expect.stringMatching(/^SIM-/) });
    expect(done.metadata).toMatchObject({ sendResponseR123At: server.clock.now().toISOString() });
    const [portalListing] = await server.database.db.select().from(portalListings).where(eq(portalListings.portalListingId, done.portalListingId!));
    expect(portalListing).toMatchObject({ syncStatus: 'completed', externalUrl: expect.stringContaining('simulator.invalid') });
    const [rejectedListing] = await server.database.db.select().from(portalListings).where(eq(portalListings.portalListingId, byStatus('Rejected')[0]!.portalListingId!));
    expect(rejectedListing!.syncStatus).toBe('Rejected');

    // The failed push is retried a minute later (not before) and then completes; the Rejected one is not retried.
    expect(await run()).toBe(0);
    server.clock.advance(portalSyncRetryDelayMs(1));
    simulator.order('accept');
    expect(await run()).toBe(1);
    const [retried] = await syncsOf([failed.portalListingSyncId]);
    expect(retried).toMatchObject({ status: 'completed', attempts: 2 });
    expect(await run()).toBe(0);
  });

  it('retries a portal that stays down with a doubling wait, and leaves the push failed with its error after the last attempt', async () => {
    const hq = await as('admin@demo.test');
    payloadOf(await hq('POST', `office-portal-profiles/${jakselId}/sync`, {}), syncOfficeAnswer, 202);
    const queued = await openSyncs(jakselId);
    // The first push finds the portal down; the others complete.
    simulator.order('down', ...queued.slice(1).map(() => 'accept' as const));
    await run();
    const failedNow = (await syncsOf(queued.map((s) => s.portalListingSyncId))).filter((s) => s.status === 'failed');
    expect(failedNow).toHaveLength(1);
    const one = failedNow[0]!.portalListingSyncId;
    for (let attempt = 2; attempt <= PORTAL_SYNC_MAX_ATTEMPTS; attempt++) {
      server.clock.advance(portalSyncRetryDelayMs(attempt - 1) - 1);
      expect(await run()).toBe(0);
      server.clock.advance(1);
      simulator.order('down');
      expect(await run()).toBe(1);
    }
    const [sync] = await syncsOf([one]);
    expect(sync).toMatchObject({ status: 'failed', attempts: PORTAL_SYNC_MAX_ATTEMPTS });
    expect((sync!.metadata as { nextAttemptAt: string | null }).nextAttemptAt).toBeNull();
    const [job] = await server.database.db.select().from(jobs).where(eq(jobs.key, `portal-sync:${one}`));
    expect(job).toMatchObject({ status: 'failed', lastError: sync!.result });
    server.clock.advance(24 * 3_600_000);
    expect(await run()).toBe(0);
    // Failed for good, it is queued again with the others on the next sync (a day later: a new session).
    const later = await as('admin@demo.test');
    const again = payloadOf(await later('POST', `office-portal-profiles/${jakselId}/sync`, {}), syncOfficeAnswer, 202);
    expect(again.queuedCount).toBe(queued.length);
  });

  it('survives a worker that dies mid-push: after the lease another worker pushes it, and the dead one\'s late answer is not kept', async () => {
    const hq = await as('admin@demo.test');
    payloadOf(await hq('POST', `office-portal-profiles/${jakselId}/sync`, {}), syncOfficeAnswer, 202);
    const [first] = await openSyncs(jakselId);
    let release: (() => void) | undefined;
    const hanging: PortalAdapter = {
      description: 'a portal that never answers in time',
      push: () => new Promise((resolve) => (release = () => resolve({ outcome: 'rejected', message: 'late', trxId: null, raw: null }))),
      currentResult: async () => ({ message: null, link: null }),
    };
    const dying = runOneDueJob(server.database.db, jobHandlers({ portals: samePortalAdapter(hanging) }), server.clock.now(), 'dying-worker');
    await expect.poll(() => release).toBeDefined();
    const [claimed] = await server.database.db.select().from(jobs).where(eq(jobs.key, `portal-sync:${first!.portalListingSyncId}`));
    expect(claimed).toMatchObject({ status: 'running', attempts: 1, doneBy: 'dying-worker' });
    // Not taken again while its lease holds.
    simulator.order(...Array.from({ length: 50 }, () => 'accept' as const));
    await run();
    expect((await syncsOf([first!.portalListingSyncId]))[0]!.status).toBe('processing');
    server.clock.advance(5 * 60_000);
    expect(await run()).toBe(1);
    expect((await syncsOf([first!.portalListingSyncId]))[0]).toMatchObject({ status: 'completed', attempts: 2 });
    release!();
    await dying;
    expect((await syncsOf([first!.portalListingSyncId]))[0]!.status).toBe('completed');
  });

  it('pushes each listing once when several workers race over the queue (separate connections on PostgreSQL)', async () => {
    const counting = createPortalSimulator({ delayMs: [1, 5] });
    const hq = await as('admin@demo.test');
    const answer = payloadOf(await hq('POST', `office-portal-profiles/${jakselId}/sync`, {}), syncOfficeAnswer, 202);
    counting.order(...Array.from({ length: answer.queuedCount }, () => 'accept' as const));
    const url = server.database.url;
    const extra = url ? await Promise.all([1, 2].map(() => openDatabase({ url }))) : [];
    try {
      const dbs = url ? [server.database, ...extra] : [server.database, server.database, server.database];
      const own = jobHandlers({ portals: samePortalAdapter(counting) });
      const counts = await Promise.all(dbs.map((d, i) => runDueJobs(d.db, own, server.clock.now(), `racer-${i}`, 1000, 2)));
      expect(counts.reduce((a, b) => a + b, 0)).toBe(answer.queuedCount);
    } finally {
      await Promise.all(extra.map((d) => d.close()));
    }
    expect(counting.received).toHaveLength(answer.queuedCount);
    expect(new Set(counting.received.map((r) => r.listing.listingId)).size).toBe(answer.queuedCount);
  });
});

describe('the history and the current result', () => {
  it('lists a listing\'s syncs newest first, 10 a page, with their JSON; HQ and the listing\'s office only', async () => {
    const hq = await as('admin@demo.test');
    const [listingId] = await publishedOf(jakselId);
    for (let i = 0; i < 11; i++) {
      payloadOf(await hq('POST', `office-portal-profiles/${jakselId}/sync`, {}), syncOfficeAnswer, 202);
      simulator.order(...Array.from({ length: 20 }, () => (i % 2 ? 'reject' : 'accept') as 'accept' | 'reject'));
      await run();
      simulator.clearOrders();
      server.clock.advance(1000);
    }
    const pageOf = async (who: Awaited<ReturnType<typeof as>>, query: string, status = 200) => {
      const res = await who('GET', `portal-listing-syncs?filterListingId=${listingId}${query}`);
      return status === 200 ? payloadOf(res, listPayload(portalListingSync)) : errorOf(res, status);
    };
    const first = (await pageOf(hq, '')) as { results: { createdAt: string; status: string; requestData: unknown }[]; count: number };
    expect(first.results).toHaveLength(PORTAL_SYNC_PAGE_SIZE);
    expect(first.count).toBeGreaterThanOrEqual(11);
    expect([...first.results].sort((a, b) => b.createdAt.localeCompare(a.createdAt))).toEqual(first.results);
    expect(first.results[0]).toMatchObject({ status: 'completed', requestData: { listing: { listingId } } });
    expect(first.results[1]!.status).toBe('Rejected');

    const officeAdmin = await as('admin_office@demo.test');
    expect(((await pageOf(officeAdmin, '&limit=1')) as { results: unknown[] }).results).toHaveLength(1);
    // An agent of another office may see the published listing, not how its office pushed it.
    const otherOffice = await as('umar.hakim@demo.test');
    expect((await otherOffice('GET', `office/listings/${listingId}`)).statusCode).toBe(200);
    await pageOf(otherOffice, '', 404);
  });

  it("answers the portal's link for a pushed listing, and the portal's error (still 200) when it cannot be asked", async () => {
    const hq = await as('admin@demo.test');
    payloadOf(await hq('POST', `office-portal-profiles/${jakselId}/sync`, {}), syncOfficeAnswer, 202);
    simulator.order(...Array.from({ length: 20 }, () => 'accept' as const));
    await run();
    simulator.clearOrders();
    const [pushed] = await server.database.db
      .select()
      .from(portalListings)
      .where(and(eq(portalListings.syncStatus, 'completed'), inArray(portalListings.listingId, await publishedOf(jakselId))));
    const ok = payloadOf(await hq('GET', `portal-listings/${pushed!.portalListingId}/current-result`), currentPortalResult);
    expect(ok).toMatchObject({ link: pushed!.externalUrl, error: null });
    simulator.order('down');
    const down = payloadOf(await hq('GET', `portal-listings/${pushed!.portalListingId}/current-result`), currentPortalResult);
    expect(down).toMatchObject({ message: null, link: null, error: { message: expect.stringContaining(M.resultUnavailable), data: { status: 503 } } });
    expect((await hq('GET', 'portal-listings/no-such-listing/current-result')).statusCode).toBe(404);
    const [account] = await server.database.db.select().from(officePortalProfiles).where(eq(officePortalProfiles.officeId, jakselId));
    expect(account).toBeDefined();
  });
});

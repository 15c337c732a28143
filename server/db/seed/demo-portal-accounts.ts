/** Issue 17's demo portal accounts (the approved offices on the first two portals, so the office detail opens on accounts of both) and their sync history. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../client';
import { agentPortalProfiles, employees, jobs, listings, officePortalProfiles, offices, portalListings, portalListingSyncs, portals, users } from '../schema';
import { PORTAL_SYNC_JOB, portalSyncJobKey } from '../../services/portal-sync';
import { newId } from '../../services/tokens';
import { DEMO_OFFICE_DETAILS, DEMO_OFFICES, type OfficeKey } from './demo-offices';

/** Which demo office has an account on which portal position (1 the first listing portal, 2 the second). */
const ACCOUNTS: readonly { office: OfficeKey; position: number }[] = [
  { office: 'jakartaSelatan', position: 1 },
  { office: 'bandung', position: 1 },
  { office: 'bandung', position: 2 },
  { office: 'surabaya', position: 2 },
];

export async function seedPortalAccounts(db: Executor, now: Date): Promise<void> {
  const names = Object.values(DEMO_OFFICES).map((o) => o.officeName);
  const officeRows = await db.select({ officeId: offices.officeId, officeName: offices.officeName }).from(offices).where(inArray(offices.officeName, names));
  const portalRows = await db.select({ portalId: portals.portalId, position: portals.position, portalName: portals.portalName }).from(portals);
  const officeIdOf = (key: OfficeKey) => officeRows.find((o) => o.officeName === DEMO_OFFICES[key].officeName)!.officeId;
  await db.insert(officePortalProfiles).values(
    ACCOUNTS.map(({ office, position }, i) => {
      const portal = portalRows.find((p) => p.position === position)!;
      return {
        officePortalProfileId: newId(),
        officeId: officeIdOf(office),
        portalId: portal.portalId,
        portalUsername: `${DEMO_OFFICE_DETAILS[office].subdomain}@${portal.portalName.toLowerCase().replace(/[^a-z0-9]/g, '')}.genius.co.id`,
        createdByUserId: null,
        createdAt: new Date(now.getTime() - (10 - i) * 86_400_000),
      };
    }),
  );
}

/** Two agents' own accounts on the first listing portal (/setting-portal-agent opens on them). */
export async function seedAgentPortalAccounts(db: Executor, now: Date): Promise<void> {
  const agents = await db
    .select({ employeeId: employees.employeeId, email: users.email })
    .from(employees)
    .innerJoin(users, eq(users.userId, employees.userId))
    .where(and(eq(employees.role, 'agent'), eq(employees.status, 'ACTIVE'), eq(employees.approvalStatus, 'APPROVED'), eq(users.status, 'active')))
    .orderBy(asc(users.email))
    .limit(2);
  const [first] = await db.select({ portalId: portals.portalId }).from(portals).where(eq(portals.position, 1));
  if (!first || agents.length === 0) return;
  await db.insert(agentPortalProfiles).values(
    agents.map((a, i) => ({
      agentPortalProfileId: newId(),
      employeeId: a.employeeId,
      portalId: first.portalId,
      portalUsername: a.email.split('@')[0]!,
      email: a.email,
      createdByUserId: null,
      createdAt: new Date(now.getTime() - (5 - i) * 86_400_000),
    })),
  );
}

const DAY = 86_400_000;
const MINUTE = 60_000;

type SyncStatus = 'processing' | 'completed' | 'failed' | 'Rejected';

/**
 * The sync history of the offices' accounts (issue 17): each published
 * listing of an office with an account was first pushed (completed) and then
 * pushed again, with outcomes in every status — completed, Rejected by the
 * portal, failed for good after the last attempt, failed and waiting for its
 * retry, and processing (the last two with their jobs queued, so a running
 * app finishes them).
 */
export async function seedPortalSyncs(db: Executor, now: Date): Promise<void> {
  // Each account with its office's published listings, in one statement.
  const rows = await db
    .select({
      officePortalProfileId: officePortalProfiles.officePortalProfileId,
      portalId: officePortalProfiles.portalId,
      portalUsername: officePortalProfiles.portalUsername,
      portalName: portals.portalName,
      position: portals.position,
      listingId: listings.listingId,
      listingCode: listings.listingCode,
      title: listings.title,
      employeeId: listings.employeeId,
      price: listings.price,
    })
    .from(officePortalProfiles)
    .innerJoin(portals, eq(portals.portalId, officePortalProfiles.portalId))
    .innerJoin(listings, and(eq(listings.officeId, officePortalProfiles.officeId), eq(listings.status, 'PUBLISH')))
    .orderBy(asc(officePortalProfiles.createdAt), asc(listings.listingCode));
  const syncRows: (typeof portalListingSyncs.$inferInsert)[] = [];
  const jobRows: (typeof jobs.$inferInsert)[] = [];
  let n = 0;
  for (const row of rows) {
    const account = row;
    const listing = row;
    n += 1;
    const slug = account.portalName.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const externalId = `${slug}-${listing.listingCode.toLowerCase()}`;
    const url = `https://simulator.invalid/${slug}/properti/${externalId}`;
    const last: SyncStatus = (['completed', 'Rejected', 'failed', 'completed', 'processing', 'failed'] as const)[n % 6]!;
    const isWaiting = last === 'failed' && n % 6 === 5;
    const [existing] = await db
      .select({ portalListingId: portalListings.portalListingId })
      .from(portalListings)
      .where(and(eq(portalListings.listingId, listing.listingId), eq(portalListings.portalId, account.portalId)));
    const portalListingId = existing?.portalListingId ?? newId();
    const values = { officePortalProfileId: account.officePortalProfileId, syncStatus: last, externalId, externalUrl: url, updatedAt: now };
    if (existing) await db.update(portalListings).set(values).where(eq(portalListings.portalListingId, portalListingId));
    else await db.insert(portalListings).values({ portalListingId, listingId: listing.listingId, portalId: account.portalId, employeeId: listing.employeeId, createdAt: new Date(now.getTime() - 30 * DAY), ...values });

    const request = (action: 'create' | 'update', jobId: string) => ({
      idempotencyKey: jobId,
      action,
      portal: { portalId: account.portalId, portalName: account.portalName, position: account.position },
      account: { portalUsername: account.portalUsername },
      externalId: action === 'create' ? null : externalId,
      listing: { listingId: listing.listingId, listingCode: listing.listingCode, title: listing.title, price: listing.price },
    });
    const firstAt = new Date(now.getTime() - 20 * DAY + n * MINUTE);
    const firstJob = newId();
    const trx = (k: number) => `SIM-${String(1000 + n * 10 + k)}`;
    syncRows.push({
      portalListingSyncId: newId(),
      listingId: listing.listingId,
      portalId: account.portalId,
      officePortalProfileId: account.officePortalProfileId,
      portalListingId,
      action: 'create',
      status: 'completed',
      result: 'Listing published',
      requestData: request('create', firstJob),
      resultData: { message: 'Listing published', trx_id: trx(1), response: { status: 200, id: externalId, url, simulator: true } },
      metadata: { sendResponseR123At: new Date(firstAt.getTime() + 2_000).toISOString(), nextAttemptAt: null },
      attempts: 1,
      createdAt: firstAt,
      updatedAt: new Date(firstAt.getTime() + 2_000),
    });
    const syncId = newId();
    const jobId = newId();
    const at = new Date(now.getTime() - (last === 'processing' || isWaiting ? 10 * MINUTE : 2 * DAY) + n * MINUTE);
    const answered = new Date(at.getTime() + 3_000);
    const down = { message: `${account.portalName} is unreachable (local portal simulator: service unavailable).`, trx_id: null, error: { status: 503, error: 'Service Unavailable', simulator: true } };
    const byStatus: Record<SyncStatus, Partial<typeof portalListingSyncs.$inferInsert>> = {
      completed: { result: 'Listing updated', resultData: { message: 'Listing updated', trx_id: trx(2), response: { status: 200, id: externalId, url, simulator: true } }, metadata: { sendResponseR123At: answered.toISOString(), nextAttemptAt: null }, attempts: 1 },
      Rejected: { result: 'Description must be at least 30 characters.', resultData: { message: 'Description must be at least 30 characters.', trx_id: trx(2), response: { status: 422, simulator: true } }, metadata: { errorResponseR123At: answered.toISOString(), nextAttemptAt: null }, attempts: 1 },
      failed: isWaiting
        ? { result: down.message, resultData: down, metadata: { errorResponseR123At: answered.toISOString(), nextAttemptAt: new Date(now.getTime() + 2 * MINUTE).toISOString() }, attempts: 2 }
        : { result: down.message, resultData: down, metadata: { errorResponseR123At: answered.toISOString(), nextAttemptAt: null }, attempts: 5 },
      processing: { result: null, resultData: null, metadata: null, attempts: 0 },
    };
    syncRows.push({
      portalListingSyncId: syncId,
      listingId: listing.listingId,
      portalId: account.portalId,
      officePortalProfileId: account.officePortalProfileId,
      portalListingId,
      action: 'update',
      status: last,
      requestData: last === 'processing' ? null : request('update', jobId),
      createdAt: at,
      updatedAt: last === 'processing' ? at : answered,
      ...byStatus[last],
    });
    if (last === 'processing' || isWaiting) {
      jobRows.push({ jobId, name: PORTAL_SYNC_JOB, key: portalSyncJobKey(syncId), payload: { portalListingSyncId: syncId }, runAt: isWaiting ? new Date(now.getTime() + 2 * MINUTE) : now, status: 'pending', attempts: isWaiting ? 2 : 0, lastError: isWaiting ? down.message : null });
    }
  }
  if (syncRows.length) await db.insert(portalListingSyncs).values(syncRows);
  if (jobRows.length) await db.insert(jobs).values(jobRows);
}

/**
 * Pushing an office's listings to a portal (§3 Portal listing sync, §4 portal
 * sync status, §7 sync routes, §9 portal sync page 10, issue 17). Each
 * listing's push is one job of the jobs queue: queued as `processing`, then
 * `completed`, `Rejected` (the portal refused the listing: final) or `failed`
 * (the portal could not be reached or answered an error: retried with backoff
 * until the last attempt). Pure: the server queues and records with these
 * rules, the SPA shows the Sync button exactly when they hold.
 */
import { z } from 'zod';
import { id, listQuery, pageLimit } from './entities/common';
import { canManagePortalAccountsOf, type PortalAccountCaller } from './portal-accounts';
import { isHqUser, type Role } from './roles';

export const PORTAL_SYNC_STATUSES = ['processing', 'completed', 'failed', 'Rejected'] as const;
export type PortalSyncStatus = (typeof PORTAL_SYNC_STATUSES)[number];

export const PORTAL_SYNC_ACTIONS = ['create', 'update', 'delete'] as const;
export type PortalSyncAction = (typeof PORTAL_SYNC_ACTIONS)[number];

/** §9: the sync-history modal shows 10 syncs a page. */
export const PORTAL_SYNC_PAGE_SIZE = 10;

/** Only published listings are pushed: a draft, closed or expired listing has no place on a portal. */
export const SYNCABLE_LISTING_STATUS = 'PUBLISH';

/** A failed push is tried this many times in all, then left failed with its error. */
export const PORTAL_SYNC_MAX_ATTEMPTS = 5;

/** Ours: the wait before the next try after `attempt` failed ones, doubling from a minute (1, 2, 4, 8 minutes). */
export const portalSyncRetryDelayMs = (attempt: number): number => 60_000 * 2 ** Math.max(0, attempt - 1);

/** A status tag's colour: green done, blue under way, red failed, orange refused by the portal. */
export const PORTAL_SYNC_STATUS_COLORS: Record<PortalSyncStatus, string> = {
  processing: '#2563EB',
  completed: '#15803D',
  failed: '#B91C1C',
  Rejected: '#C2410C',
};

export const PORTAL_SYNC_MESSAGES = {
  queued: (count: number, portals: number) =>
    count === 0
      ? 'No published listings to sync: every one is already queued, or the office has none.'
      : `${count} ${count === 1 ? 'listing' : 'listings'} queued for ${portals === 1 ? 'the portal' : `${portals} portals`}.`,
  noAccount: 'This office has no account on that portal. Add one first.',
  notYours: 'You may not sync the listings of this office.',
  portalListingNotFound: 'Portal listing not found.',
  notPushedYet: 'The portal has not answered for this listing yet.',
  resultUnavailable: 'The portal could not be reached for the current result.',
} as const;

// ---------------------------------------------------------------------------
// The routes' shapes

/** POST [/office]/office-portal-profiles/{officeId}/sync: every portal the office has an account on, or one. */
export const syncOfficeBody = z.object({ portalId: id.optional() }).strict();
export type SyncOfficeBody = z.infer<typeof syncOfficeBody>;
export const syncOfficeAnswer = z.object({ queuedCount: z.number().int(), portalCount: z.number().int(), message: z.string() });
export type SyncOfficeAnswer = z.infer<typeof syncOfficeAnswer>;

/** §3: what a portal answered (message, trx_id) and when (sendResponseR123At, errorResponseR123At). */
export const portalListingSync = z.object({
  portalListingSyncId: z.string(),
  listingId: z.string(),
  portalId: z.string(),
  portalListingId: z.string().nullable(),
  action: z.enum(PORTAL_SYNC_ACTIONS),
  status: z.enum(PORTAL_SYNC_STATUSES),
  result: z.string().nullable(),
  requestData: z.unknown(),
  resultData: z.unknown(),
  metadata: z.unknown(),
  attempts: z.number().int(),
  portal: z.object({ portalName: z.string(), position: z.number().int() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PortalListingSync = z.infer<typeof portalListingSync>;

/** GET portal-listing-syncs: a listing's syncs (filterListingId is required: the history is per listing), newest first. */
export const portalListingSyncsQuery = z
  .object({
    filterListingId: id,
    filterPortalId: id.optional(),
    limit: pageLimit(100, PORTAL_SYNC_PAGE_SIZE),
    offset: listQuery.shape.offset,
  })
  .strict();
export type PortalListingSyncsQuery = z.infer<typeof portalListingSyncsQuery>;

export const portalListingIdParams = z.object({ portalListingId: id }).strict();

/**
 * GET /portal-listings/{portalListingId}/current-result: the portal's word on
 * the listing now, a message or a link. When the portal cannot be asked, the
 * answer is still 200 (our server is fine) with the portal's error in `error`,
 * which the history adds to its list (§8); a 5xx would read as our outage.
 */
export const currentPortalResult = z.object({
  message: z.string().nullable(),
  link: z.string().nullable(),
  error: z.object({ message: z.string(), data: z.unknown(), at: z.string() }).nullable(),
});
export type CurrentPortalResult = z.infer<typeof currentPortalResult>;

/** Who may sync an office's listings: whoever manages its portal accounts (HQ unprefixed, the office's owners and admin under /office). */
export const canSyncOffice = (caller: PortalAccountCaller, officeId: string): boolean => canManagePortalAccountsOf(caller, officeId);

/**
 * Who sees a listing's sync history and current portal result: HQ, and the
 * listing's own office (an agent of another office may see a published
 * listing, but not how its office's portal account pushed it).
 */
export const canSeePortalSyncsOf = (
  caller: { roles: readonly Role[]; employees: readonly { officeId: string | null }[] },
  listing: { officeId: string },
): boolean => isHqUser(caller.roles) || caller.employees.some((e) => e.officeId === listing.officeId);

/**
 * Masking rules of §2 and §6: who may mask and share, which listings can be
 * masked or multi-selected, whose history a user sees, the office filter, and
 * the names of the shared link and the PDF. The masking machine and the server
 * decide with the same functions.
 */
import { GUARDS, type AccessSubject } from './access';
import { DEFAULT_LISTING_SORT, type Listing, type ListingStatus } from './entities/listing';
import { isMasked, isMaskingStatus, MASKING_STATUSES, type MaskingStatus } from './listing';
import { MESSAGES } from './messages';
import { inGroup, type Role } from './roles';

/** What the masking flow needs of a listing row. */
export type MaskingListing = Pick<Listing, 'listingId' | 'listingCode' | 'title' | 'status' | 'maskingCount' | 'userId'>;

/** The signed-in user as the masking rules see them. */
export interface Masker {
  subject: AccessSubject;
  userId: string;
}

export type MaskRefusal = 'notAgent' | 'ownListing' | 'notMaskable' | 'alreadyMasked';
export type ShareRefusal = 'notAgent' | 'notMasked';

/** §6's message for non-agents; the others are our wording (the spec's catalogue has none). */
export const MASKING_REFUSAL_MESSAGES: Record<MaskRefusal | ShareRefusal, string> = {
  notAgent: MESSAGES.onlyAgent,
  ownListing: 'You cannot mask your own listing.',
  notMaskable: 'Only Publish, Unpublish, Expired or Closed listings can be masked.',
  alreadyMasked: 'This listing is already masked.',
  notMasked: 'Mask this listing before sharing it.',
};

/** Success notices: §8 says their exact text is not shown, so these are ours. */
export const MASKING_MESSAGES = {
  masked: (count: number) => (count === 1 ? 'Listing masked successfully' : `${count} listings masked successfully`),
  linkCopied: 'Link copied to clipboard',
  pdfDownloaded: 'PDF downloaded successfully',
} as const;

export function isAgent(subject: AccessSubject): boolean {
  return GUARDS.mask(subject);
}

/**
 * An unmasked listing in a Data Masking status that is not the agent's own
 * (masking shares another agent's listing under one's own name; the Data
 * Masking list leaves one's own out with excludeUserId).
 */
export function canBeMasked(listing: Omit<MaskingListing, 'listingId' | 'listingCode' | 'title'>, userId: string): boolean {
  return isMaskingStatus(listing.status) && !isMasked(listing) && listing.userId !== userId;
}

/** Why this user may not mask this listing, or null when they may. */
export function maskRefusal(masker: Masker, listing: Omit<MaskingListing, 'listingId' | 'listingCode' | 'title'>): MaskRefusal | null {
  if (!isAgent(masker.subject)) return 'notAgent';
  if (listing.userId === masker.userId) return 'ownListing';
  if (!isMaskingStatus(listing.status)) return 'notMaskable';
  if (isMasked(listing)) return 'alreadyMasked';
  return null;
}

/** Why this user may not share (LINK or PDF) this listing, or null when they may. */
export function shareRefusal(masker: Masker, listing: Pick<MaskingListing, 'maskingCount'>): ShareRefusal | null {
  if (!isAgent(masker.subject)) return 'notAgent';
  if (!isMasked(listing)) return 'notMasked';
  return null;
}

/** Multi-select: add the listing, or take it out when it is already in. */
export function toggleSelection(selected: readonly string[], listingId: string): string[] {
  return selected.includes(listingId) ? selected.filter((id) => id !== listingId) : [...selected, listingId];
}

export type MaskingHistoryScope =
  | { kind: 'all' }
  | { kind: 'user'; userId: string }
  | { kind: 'offices'; officeIds: string[] }
  | { kind: 'none' };

/**
 * §6: HQ sees every history; an agent only their own (even when they also
 * hold an office role); office management only their offices' histories.
 */
export function maskingHistoryScope(user: { roles: readonly Role[]; userId: string; officeIds: readonly string[] }): MaskingHistoryScope {
  if (inGroup(user.roles, 'hq')) return { kind: 'all' };
  if (inGroup(user.roles, 'agents')) return { kind: 'user', userId: user.userId };
  if (inGroup(user.roles, 'officeManagement')) return { kind: 'offices', officeIds: [...user.officeIds] };
  return { kind: 'none' };
}

/** The history tab's title (§2). */
export function maskingHistoryTitle(user: { roles: readonly Role[] }): string {
  return !inGroup(user.roles, 'hq') && inGroup(user.roles, 'agents') ? 'My Masking History' : 'Masking History';
}

export const ALL_OFFICE_LABEL = 'All Office';

export interface OfficeOption {
  label: string;
  /** null: every office the user may see (no filterOfficeId). */
  value: string | null;
}

export type OfficeFilter = { kind: 'search' } | { kind: 'choice'; options: OfficeOption[] } | { kind: 'none' };

/**
 * §6: HQ and finance search every office; a franchise owner with several
 * offices chooses among them or 'All Office'; everyone else has no filter.
 */
export function officeFilter(
  subject: AccessSubject,
  offices: readonly { officeId: string; officeName: string }[],
): OfficeFilter {
  if (!GUARDS.officeFilter(subject)) return { kind: 'none' };
  if (inGroup(subject.roles, 'hq')) return { kind: 'search' };
  if (offices.length < 2) return { kind: 'none' };
  return {
    kind: 'choice',
    options: [{ label: ALL_OFFICE_LABEL, value: null }, ...offices.map((o) => ({ label: o.officeName, value: o.officeId }))],
  };
}

/** The Data Masking list's parameters: masking statuses only, the user's own listings left out. */
export function dataMaskingParams(params: {
  userId: string;
  officeId?: string | null;
  search?: string;
  limit: number;
  offset: number;
}): Record<string, string> {
  const query: Record<string, string> = {
    limit: String(params.limit),
    offset: String(params.offset),
    sort: DEFAULT_LISTING_SORT,
    filterStatus: MASKING_STATUSES.join(','),
    excludeUserId: params.userId,
  };
  if (params.officeId) query.filterOfficeId = params.officeId;
  if (params.search) query.search = params.search;
  return query;
}

/** How long a shared link answers when SHARED_LINK_DAYS does not say otherwise. */
export const DEFAULT_SHARED_LINK_DAYS = 30;

/**
 * The masking statuses whose shared link still answers. A link is marketing to
 * a buyer: it shows a listing on the market (PUBLISH) or sold or rented
 * (CLOSED, the agent's track record). UNPUBLISH (the office took it off the
 * market) and EXPIRED (the listing agreement ran out, the office no longer
 * markets it) are not public, so their links stop answering; they answer again
 * if the listing is published again within the link's lifetime.
 */
export const SHARED_LINK_STATUSES = ['PUBLISH', 'CLOSED'] as const satisfies readonly MaskingStatus[];

export type SharedLinkRefusal = 'expired' | 'unavailable';

export const SHARED_LINK_REFUSAL_MESSAGES: Record<SharedLinkRefusal, string> = {
  expired: MESSAGES.sharedLinkExpired,
  unavailable: MESSAGES.sharedListingUnavailable,
};

const DAY_MS = 86_400_000;

/**
 * Why the link shared at `sharedAt` no longer shows its listing at `now`, or
 * null when it does. Age first: an old link stays gone whatever the listing
 * does next, so the buyer is told to ask for a new one.
 */
export function sharedLinkRefusal(listingStatus: ListingStatus, sharedAt: Date, now: Date, days: number): SharedLinkRefusal | null {
  if (now.getTime() >= sharedAt.getTime() + days * DAY_MS) return 'expired';
  if (!(SHARED_LINK_STATUSES as readonly ListingStatus[]).includes(listingStatus)) return 'unavailable';
  return null;
}

/** What the public page says for a 404: the server's reason when it is one of ours, never a proxy's or router's text. */
export function sharedLinkGoneMessage(serverMessage: string | undefined): string {
  const known = Object.values(SHARED_LINK_REFUSAL_MESSAGES);
  return serverMessage && known.includes(serverMessage) ? serverMessage : SHARED_LINK_REFUSAL_MESSAGES.unavailable;
}

/** The public page a copied link opens. */
export function sharedListingPath(listingSharedCode: string): string {
  return `/shared/${encodeURIComponent(listingSharedCode)}`;
}

/** The document service path under the API base (§7). */
export function pdfDocumentPath(listingId: string): string {
  return `pdf/listing/${encodeURIComponent(listingId)}`;
}

/** '{title}.pdf' (§2); a listing without a title still saves under a name. */
export function pdfFileName(title: string): string {
  const name = title.trim();
  return `${name || 'listing'}.pdf`;
}

/**
 * My lists (issue 18, §2 /my-list): a user's own saved lists of listings, in
 * their order, to share with a client. Sharing reuses masking (masking.ts):
 * each listing is masked where it must be, gets a LINK share of its own (the
 * masked page /shared/{code}, with its expiry), and the list gets a public
 * page of its own, /shared-list/{code}, that points at those links. Pure: the
 * server refuses with these rules, the SPA shows Share exactly when they hold.
 */
import { z } from 'zod';
import { GUARDS, type AccessSubject } from './access';
import { id, listQuery, pageLimit } from './entities/common';
import { LISTING_SHARED_CODE_PATTERN } from './entities/listing-masking';
import { listingSummary, SELL_OR_RENT, type ListingStatus } from './entities/listing';
import { PRICE_FREQS } from './format';
import { SHARED_LINK_REFUSAL_MESSAGES, SHARED_LINK_STATUSES, type SharedLinkRefusal } from './masking';
import { MESSAGES } from './messages';
import { requiredText, textField } from './validation';

export const MY_LIST_LIMITS = { name: 100, clientName: 100, note: 1_000, minListings: 1, maxListings: 50 } as const;

export const MY_LIST_MESSAGES = {
  created: (name: string) => `List ${name} created.`,
  updated: 'List saved.',
  deleted: 'List deleted.',
  shared: 'List shared: copy the link for your client.',
  notFound: 'List not found.',
  listingsRequired: 'Add at least one listing.',
  tooManyListings: `A list holds at most ${MY_LIST_LIMITS.maxListings} listings.`,
  duplicateListing: 'This listing is on the list already.',
  listingNotFound: 'Listing not found.',
  nothingToUpdate: 'Nothing to update.',
  /** The public list page of a list that is no longer shared (deleted, or never was). */
  sharedListUnavailable: 'This list is no longer available.',
  sharedListExpired: MESSAGES.sharedLinkExpired,
  linkCopied: 'Link copied to clipboard',
  /** Why a non-agent's list has no Share (masking is the agents', §6). */
  onlyAgentsShare: 'Only agents share lists with clients: each listing goes out as their masked link.',
} as const;

// ---------------------------------------------------------------------------
// Who may share which listing of a list

/** Why one listing of a list cannot be shared by this user now. */
export type ListingShareRefusal = 'notAgent' | 'gone' | 'notPublic';

export const LISTING_SHARE_REFUSAL_MESSAGES: Record<ListingShareRefusal, string> = {
  // §6's words: masking, hence sharing, is the agents' (domain/masking.ts).
  notAgent: MESSAGES.onlyAgent,
  gone: 'This listing is no longer available to you: remove it from the list to share.',
  notPublic: 'Only Publish or Closed listings can be shared: remove it from the list to share.',
};

/** What the rule needs of a list's listing, as the caller sees it (null: no longer in their listing scope). */
export interface ShareableListing {
  status: ListingStatus;
  /** The caller is the listing's agent: shared under their own name, no masking needed. */
  isOwn: boolean;
  /** The caller's agent record masked it already. */
  isMaskedByMe: boolean;
}

export const mayShareLists = (subject: AccessSubject): boolean => GUARDS.mask(subject);

/**
 * Why this listing cannot be shared, or null when it can. A listing whose
 * link would not answer (masking.ts SHARED_LINK_STATUSES) is refused rather
 * than shared dead. Another agent's listing that is not masked yet is masked
 * in the same step: every listing that passes here is maskable
 * (maskRefusal's rules: not one's own, in a masking status, not masked yet).
 */
export function listingShareRefusal(subject: AccessSubject, listing: ShareableListing | null): ListingShareRefusal | null {
  if (!mayShareLists(subject)) return 'notAgent';
  if (!listing) return 'gone';
  if (!(SHARED_LINK_STATUSES as readonly ListingStatus[]).includes(listing.status)) return 'notPublic';
  return null;
}

/** Whether a listing is masked in the share step (another agent's, not masked yet by this agent). */
export const needsMasking = (listing: ShareableListing): boolean => !listing.isOwn && !listing.isMaskedByMe;

/**
 * Why this list cannot be shared: 'notAgent', or the position of every
 * listing refused with its reason. Empty: Share shows, and the server shares.
 */
export function myListShareRefusals(subject: AccessSubject, listings: readonly (ShareableListing | null)[]): { index: number; reason: ListingShareRefusal }[] {
  if (!mayShareLists(subject)) return [{ index: -1, reason: 'notAgent' }];
  return listings.flatMap((l, index) => {
    const reason = listingShareRefusal(subject, l);
    return reason ? [{ index, reason }] : [];
  });
}

/** The field a refused listing's message goes to (the form's and the detail's items, by position). */
export const listingField = (index: number): string => `listingIds.${index}`;

/** The public page a list's copied link opens. */
export function sharedListPath(sharedCode: string): string {
  return `/shared-list/${encodeURIComponent(sharedCode)}`;
}

// ---------------------------------------------------------------------------
// The routes' shapes

/** A listing of a list, as its owner sees it: its summary while it is in their scope, else null. */
export const myListListing = listingSummary.extend({
  isOwn: z.boolean(),
  isMaskedByMe: z.boolean(),
});
export type MyListListing = z.infer<typeof myListListing>;

export const myListItem = z.object({
  listingId: z.string(),
  position: z.number().int(),
  listing: myListListing.nullable(),
  /** Once shared: the masked link (/shared/{code}) and why it no longer answers, if it does not. */
  sharedLink: z.object({ listingSharedCode: z.string(), refusal: z.enum(['expired', 'unavailable']).nullable() }).nullable(),
});
export type MyListItem = z.infer<typeof myListItem>;

export const myList = z.object({
  myListId: z.string(),
  name: z.string(),
  clientName: z.string().nullable(),
  note: z.string().nullable(),
  listingCount: z.number().int(),
  /** The public page's code, once shared (its owner's to copy). */
  sharedCode: z.string().nullable(),
  sharedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  items: z.array(myListItem).optional(),
});
export type MyList = z.infer<typeof myList>;

export const MY_LIST_SORTS = ['updatedAt', 'name'] as const;
export const DEFAULT_MY_LIST_SORT = 'updatedAt:DESC';

export const myListsQuery = listQuery
  .pick({ search: true })
  .extend({ sort: z.string().regex(new RegExp(`^(${MY_LIST_SORTS.join('|')}):(ASC|DESC)$`), 'sort format is invalid.') })
  .partial()
  .extend({ limit: pageLimit(100), offset: listQuery.shape.offset })
  .strict();
export type MyListsQuery = z.infer<typeof myListsQuery>;

export const myListIdParams = z.object({ myListId: id }).strict();

export const sharedListCodeParams = z.object({ sharedCode: z.string().regex(LISTING_SHARED_CODE_PATTERN, MESSAGES.invalidFormat('Shared code')) }).strict();

const optionalText = (field: string, max: number) =>
  textField(field, max)
    // The form sends its parsed body, where an empty optional field is already null.
    .nullish()
    .transform((v) => v || null);

const listingIds = z
  .array(id, { error: MY_LIST_MESSAGES.listingsRequired })
  .min(MY_LIST_LIMITS.minListings, MY_LIST_MESSAGES.listingsRequired)
  .max(MY_LIST_LIMITS.maxListings, MY_LIST_MESSAGES.tooManyListings)
  .superRefine((ids, ctx) => {
    ids.forEach((listingId, index) => {
      if (ids.indexOf(listingId) !== index) ctx.addIssue({ code: 'custom', message: MY_LIST_MESSAGES.duplicateListing, path: [index] });
    });
  });

const myListFields = {
  name: requiredText('Name', MY_LIST_LIMITS.name),
  clientName: optionalText('Client name', MY_LIST_LIMITS.clientName),
  note: optionalText('Note', MY_LIST_LIMITS.note),
  /** The listings in the list's order. */
  listingIds,
};

/** POST my-lists. */
export const createMyListBody = z.object(myListFields).strict();
export type CreateMyListBody = z.infer<typeof createMyListBody>;
export type MyListInput = z.input<typeof createMyListBody>;

/** PATCH my-lists/{myListId}: any of the fields; listingIds replaces the list's listings and their order. */
export const updateMyListBody = z
  .object(myListFields)
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: MY_LIST_MESSAGES.nothingToUpdate });
export type UpdateMyListBody = z.infer<typeof updateMyListBody>;

/** A list's listing on its public page: what the masked page shows of it, and its masked link; or only that it is gone. */
export const sharedListItem = z.discriminatedUnion('isAvailable', [
  z.object({
    isAvailable: z.literal(true),
    position: z.number().int(),
    title: z.string(),
    sellOrRent: z.enum(SELL_OR_RENT),
    price: z.number(),
    defaultPriceFreq: z.enum(PRICE_FREQS).nullable(),
    city: z.string().nullable(),
    listingSharedCode: z.string(),
  }),
  z.object({ isAvailable: z.literal(false), position: z.number().int(), message: z.string() }),
]);
export type SharedListItem = z.infer<typeof sharedListItem>;

/** GET shared-lists/{sharedCode}: the public page. No owner, client, note or agent contact: each masked page has the agent's. */
export const sharedList = z.object({ name: z.string(), sharedAt: z.string(), items: z.array(sharedListItem) });
export type SharedList = z.infer<typeof sharedList>;

/** What the public page says of a listing whose masked link no longer answers. */
export const sharedItemGoneMessage = (refusal: SharedLinkRefusal): string => SHARED_LINK_REFUSAL_MESSAGES[refusal];

/** What the public page says for a 404: the server's reason when it is one of ours. */
export function sharedListGoneMessage(serverMessage: string | undefined): string {
  const known: string[] = [MY_LIST_MESSAGES.sharedListUnavailable, MY_LIST_MESSAGES.sharedListExpired];
  return serverMessage && known.includes(serverMessage) ? serverMessage : MY_LIST_MESSAGES.sharedListUnavailable;
}

/**
 * Why the list shared at `sharedAt` no longer shows at `now`: its page lives
 * as long as a masked link does (sharedLinkDays); sharing again renews it.
 */
export function sharedListExpired(sharedAt: Date, now: Date, days: number): boolean {
  return now.getTime() >= sharedAt.getTime() + days * 86_400_000;
}

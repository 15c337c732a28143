/**
 * Statistics of §7: content-shared (sort: the top shared contents; count: a
 * content's shares per channel) and listing-visitors (sort: the most viewed;
 * count: a listing's views). HQ calls them unprefixed, others under office/,
 * scoped by the server to their offices. refId1 is the office, refId2 the
 * employee.
 */
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { id } from './common';
import { SHARE_CHANNELS } from './listing-masking';

export const CONTENT_TYPES = ['listing', 'article'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** Top lists show 5 rows (§9). */
export const TOP_LIST_LIMIT = 5;

const topLimit = z.coerce.number().int().min(1).max(100).default(TOP_LIST_LIMIT);

/** GET [office/]content-shared/sort. */
export const contentSharedSortQuery = z
  .object({
    contentType: z.enum(CONTENT_TYPES, { error: () => MESSAGES.required('Content type') }),
    limit: topLimit,
    refId1: id.optional(),
    refId2: id.optional(),
  })
  .strict();
export type ContentSharedSortQuery = z.infer<typeof contentSharedSortQuery>;

/** A row of a top list: the content, how often it was shared or viewed, and what the card shows of it. */
export const topContent = z.object({
  contentId: z.string(),
  shareCount: z.number().int().nonnegative(),
  title: z.string().nullable(),
  code: z.string().nullable(),
});
export type TopContent = z.infer<typeof topContent>;

/** GET [office/]content-shared/count. */
export const contentSharedCountQuery = z
  .object({
    contentType: z.enum(CONTENT_TYPES, { error: () => MESSAGES.required('Content type') }),
    contentId: id.optional(),
    refId1: id.optional(),
    refId2: id.optional(),
  })
  .strict();
export type ContentSharedCountQuery = z.infer<typeof contentSharedCountQuery>;

/** POST content-shared: one share of a content on a channel. */
export const recordShareBody = z
  .object({
    contentType: z.enum(CONTENT_TYPES, { error: () => MESSAGES.required('Content type') }),
    contentId: id,
    channel: z.enum(SHARE_CHANNELS, { error: () => MESSAGES.required('Channel') }),
  })
  .strict();
export type RecordShareBody = z.infer<typeof recordShareBody>;

/** GET [office/]listing-visitors/sort. */
export const listingVisitorsSortQuery = z
  .object({
    limit: topLimit,
    refId1: id.optional(),
    refId2: id.optional(),
  })
  .strict();

export const topViewed = z.object({
  listingId: z.string(),
  viewCount: z.number().int().nonnegative(),
  title: z.string().nullable(),
  code: z.string().nullable(),
});
export type TopViewed = z.infer<typeof topViewed>;

/** GET [office/]listing-visitors/count. */
export const listingVisitorsCountQuery = z
  .object({
    listingId: id.optional(),
    refId1: id.optional(),
    refId2: id.optional(),
  })
  .strict();

export const visitorCount = z.object({ totalCount: z.number().int().nonnegative() });
export type VisitorCount = z.infer<typeof visitorCount>;

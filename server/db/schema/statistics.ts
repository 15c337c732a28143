/** Content statistics: shares of content and views of listing pages. */
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { listings } from './listings';

/** One share of a piece of content on a channel (content-shared): refId1 the office, refId2 the employee. */
export const contentShares = pgTable(
  'content_shares',
  {
    contentShareId: text('content_share_id').primaryKey(),
    contentType: text('content_type').notNull(),
    contentId: text('content_id').notNull(),
    channel: text('channel').notNull(),
    refId1: text('ref_id1'),
    refId2: text('ref_id2'),
    createdAt: createdAt(),
  },
  (t) => [index('content_shares_content_idx').on(t.contentType, t.contentId), index('content_shares_ref1_idx').on(t.contentType, t.refId1)],
);

/** One view of a listing's public page or portal page (listing-visitors). */
export const listingVisitors = pgTable(
  'listing_visitors',
  {
    listingVisitorId: text('listing_visitor_id').primaryKey(),
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.listingId, { onDelete: 'cascade' }),
    officeId: text('office_id'),
    employeeId: text('employee_id'),
    createdAt: createdAt(),
  },
  (t) => [index('listing_visitors_listing_idx').on(t.listingId), index('listing_visitors_office_idx').on(t.officeId)],
);

/** Masking (an agent showing another's listing as their own), its shares and shared-page visits. */
import { date, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, trigram, ts } from './columns';
import { listings } from './listings';
import { employees, offices, users } from './people';

/** An agent's masking of another agent's listing (POST /listing-maskings): one per agent and listing. */
export const listingMaskings = pgTable(
  'listing_maskings',
  {
    listingMaskingId: text('listing_masking_id').primaryKey(),
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.listingId, { onDelete: 'cascade' }),
    employeeId: text('employee_id')
      .notNull()
      .references(() => employees.employeeId),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('listing_maskings_listing_employee_unique').on(t.listingId, t.employeeId), index('listing_maskings_employee_idx').on(t.employeeId)],
);

/** Every share of a masked listing (LINK or PDF), with the unguessable code of its public page. */
export const listingMaskingHistories = pgTable(
  'listing_masking_histories',
  {
    listingMaskingHistoryId: text('listing_masking_history_id').primaryKey(),
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.listingId, { onDelete: 'cascade' }),
    /** The masking agent. */
    employeeId: text('employee_id')
      .notNull()
      .references(() => employees.employeeId),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId),
    /** The masking agent's office when they shared (office users see their offices' history). */
    officeId: text('office_id').references(() => offices.officeId),
    type: text('type').$type<'PDF' | 'LINK'>().notNull(),
    listingSharedCode: text('listing_shared_code').notNull(),
    maskingDate: ts('masking_date').notNull(),
    createdAt: createdAt(),
    /**
     * The shared listing's title and code, kept by triggers like closings.listing_words (migration
     * 0030): the history search reads them on the history's own row, so its count reads the history
     * alone instead of probing a listing for every row it passes.
     */
    listingWords: text('listing_words').notNull().default(''),
  },
  (t) => [
    uniqueIndex('listing_masking_histories_code_unique').on(t.listingSharedCode),
    trigram('listing_masking_histories_listing_words_trgm', t.listingWords),
    // Shares of one type in the default order (the type filter of §7, with no listing read since 0030).
    index('listing_masking_histories_type_idx').on(t.type, t.createdAt, t.listingMaskingHistoryId),
    index('listing_masking_histories_employee_idx').on(t.employeeId, t.createdAt),
    index('listing_masking_histories_office_idx').on(t.officeId, t.createdAt),
    index('listing_masking_histories_listing_idx').on(t.listingId),
    // The two sorts with their tie-breaker, and an agent's own history in its default order.
    index('listing_masking_histories_created_idx').on(t.createdAt, t.listingMaskingHistoryId),
    index('listing_masking_histories_masking_date_idx').on(t.maskingDate, t.listingMaskingHistoryId),
    index('listing_masking_histories_user_idx').on(t.userId, t.createdAt, t.listingMaskingHistoryId),
  ],
);

/**
 * Who has opened a shared listing page on which day, so a view counts once per
 * visitor per day. `visitorHash` is a one-way hash of the day, the listing, the
 * client address and user agent: no personal data is stored, and a visitor
 * cannot be followed from one day to the next.
 */
export const listingSharedVisits = pgTable(
  'listing_shared_visits',
  {
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.listingId, { onDelete: 'cascade' }),
    visitorHash: text('visitor_hash').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.day, t.visitorHash] }), index('listing_shared_visits_day_idx').on(t.day)],
);

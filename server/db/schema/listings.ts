/** Listings, their renewal and transfer histories, and their portal publications. */
import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, trigram, ts } from './columns';
import { employees, offices, users } from './people';
import { primaryProjects } from './primary-projects';
import { listingLookups, portals } from './reference';

/** A listing photo and its watermark flag (§4); kept on the listing as jsonb, addressed by key. */
export interface StoredPhoto {
  key: string;
  url: string;
  /** Absent or null: Unidentified. */
  isWatermark?: boolean | null;
  /** Set only by the Genius watermark service: "Watermark by Genius". */
  createdAt?: string | null;
}

export const listings = pgTable(
  'listings',
  {
    listingId: text('listing_id').primaryKey(),
    listingCode: text('listing_code').notNull(),
    title: text('title').notNull(),
    /** Sanitized HTML. */
    description: text('description').notNull(),
    status: text('status').notNull().default('OPEN'),
    sellOrRent: text('sell_or_rent').notNull(),
    listingType: text('listing_type').notNull(),
    listingPartId: text('listing_part_id').references(() => listingLookups.lookupId),
    listingPropertyTypeId: text('listing_property_type_id').references(() => listingLookups.lookupId),
    listingCertificateTypeId: text('listing_certificate_type_id').references(() => listingLookups.lookupId),
    buildingArea: doublePrecision('building_area'),
    landArea: doublePrecision('land_area'),
    buildingFace: text('building_face'),
    numberOfFloor: integer('number_of_floor'),
    mainBedroom: integer('main_bedroom'),
    mainBathroom: integer('main_bathroom'),
    housekeepBedroom: integer('housekeep_bedroom'),
    housekeepBathroom: integer('housekeep_bathroom'),
    facilities: jsonb('facilities').$type<{ facilityName: string; total: number }[]>().notNull().default([]),
    /** Rupiah; a double holds every integer up to 9e15 exactly. */
    price: doublePrecision('price').notNull(),
    defaultPriceFreq: text('default_price_freq'),
    additionalPriceFreq: text('additional_price_freq'),
    pdfOrientation: text('pdf_orientation').notNull().default('PORTRAIT'),
    videoUrl: jsonb('video_url').$type<string[]>().notNull().default([]),
    photos: jsonb('photos').$type<StoredPhoto[]>().notNull().default([]),
    /** Photos whose flag is absent: kept with photos, so the not-watermark list needs no jsonb scan. */
    unflaggedPhotoCount: integer('unflagged_photo_count').notNull().default(0),
    country: text('country'),
    province: text('province'),
    city: text('city'),
    /** The listing agent: their user, employee record and office. */
    userId: text('user_id')
      .notNull()
      .references(() => users.userId),
    employeeId: text('employee_id')
      .notNull()
      .references(() => employees.employeeId),
    officeId: text('office_id')
      .notNull()
      .references(() => offices.officeId),
    /** A primary listing's new-development project (issue 18), if it belongs to one. */
    primaryProjectId: text('primary_project_id').references(() => primaryProjects.primaryProjectId),
    viewCount: integer('view_count').notNull().default(0),
    shareCount: integer('share_count').notNull().default(0),
    expiredAt: ts('expired_at'),
    createdByUserId: text('created_by_user_id'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('listings_code_unique').on(t.listingCode),
    index('listings_office_updated_idx').on(t.officeId, t.updatedAt),
    index('listings_updated_idx').on(t.updatedAt, t.listingId),
    index('listings_user_idx').on(t.userId),
    index('listings_status_idx').on(t.status),
    index('listings_primary_project_idx').on(t.primaryProjectId, t.updatedAt, t.listingId).where(sql`primary_project_id is not null`),
    // The not-watermark list in its order (newest first), holding only listings it shows.
    index('listings_unflagged_idx').on(t.createdAt, t.listingId).where(sql`${t.unflaggedPhotoCount} > 0`),
    // Every offered sort, with the id tie-breaker the order carries.
    index('listings_created_idx').on(t.createdAt, t.listingId),
    index('listings_price_idx').on(t.price, t.listingId),
    index('listings_title_idx').on(t.title, t.listingId),
    index('listings_view_count_idx').on(t.viewCount, t.listingId),
    index('listings_share_count_idx').on(t.shareCount, t.listingId),
    // sell or rent halves the table: only with the default order does an index serve it.
    index('listings_sell_or_rent_idx').on(t.sellOrRent, t.updatedAt, t.listingId),
    // The search (title, code, city) and the city filter.
    trigram('listings_title_trgm', t.title),
    trigram('listings_code_trgm', t.listingCode),
    trigram('listings_city_trgm', t.city),
  ],
);

/**
 * How many listings each office holds in each status, kept by statement
 * triggers on listings (migration 0025) in the writing statement's own
 * transaction, so it is never out of step with the table. The dashboard's
 * listings by status sums these rows (a few per office) in the caller's
 * scope instead of reading every listing in it (docs/bench.md, "The
 * dashboard's calls at scale factor 1").
 */
export const listingStatusTallies = pgTable(
  'listing_status_tallies',
  {
    officeId: text('office_id').notNull(),
    status: text('status').notNull(),
    listings: integer('listings').notNull(),
  },
  (t) => [primaryKey({ columns: [t.officeId, t.status] })],
);

export const listingRenewHistories = pgTable(
  'listing_renew_histories',
  {
    listingRenewHistoryId: text('listing_renew_history_id').primaryKey(),
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.listingId, { onDelete: 'cascade' }),
    previousExpiredAt: ts('previous_expired_at'),
    expiredAt: ts('expired_at'),
    createdAt: createdAt(),
  },
  (t) => [index('listing_renew_histories_listing_idx').on(t.listingId)],
);

export const listingTransferHistories = pgTable(
  'listing_transfer_histories',
  {
    listingTransferHistoryId: text('listing_transfer_history_id').primaryKey(),
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.listingId, { onDelete: 'cascade' }),
    fromEmployeeId: text('from_employee_id'),
    toEmployeeId: text('to_employee_id'),
    createdAt: createdAt(),
  },
  (t) => [index('listing_transfer_histories_listing_idx').on(t.listingId)],
);

/** A listing published to a portal through an agent's portal account. */
export const portalListings = pgTable(
  'portal_listings',
  {
    portalListingId: text('portal_listing_id').primaryKey(),
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.listingId, { onDelete: 'cascade' }),
    portalId: text('portal_id')
      .notNull()
      .references(() => portals.portalId),
    employeeId: text('employee_id').references(() => employees.employeeId),
    /** The office account the listing was last pushed through (null for listings published before portal accounts). */
    officePortalProfileId: text('office_portal_profile_id'),
    /** The last sync's status (§4 portal sync status); null for listings published before syncs were kept. */
    syncStatus: text('sync_status').$type<'processing' | 'completed' | 'failed' | 'Rejected'>(),
    /** The portal's id for the listing (its trx_id) and the public page it answered with. */
    externalId: text('external_id'),
    externalUrl: text('external_url'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at'),
  },
  (t) => [index('portal_listings_listing_idx').on(t.listingId), index('portal_listings_portal_idx').on(t.portalId)],
);

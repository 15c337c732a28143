/**
 * The tables of §3 the server needs so far. Text ids (crypto.randomUUID), times
 * as timestamptz. Statuses are text typed by the domain's enums, so a new value
 * needs no migration of a Postgres enum.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, type ExtraConfigColumn, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Role } from '../../domain/roles';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => ts('created_at').notNull().defaultNow();
/** A pg_trgm GIN index: it serves ILIKE '%term%' (terms of 3+ characters), so a list search reads the index, not the table. */
const trigram = (name: string, column: ExtraConfigColumn) => index(name).using('gin', column.op('gin_trgm_ops'));
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const users = pgTable(
  'users',
  {
    userId: text('user_id').primaryKey(),
    name: text('name').notNull(),
    /** Stored lower-cased: one account per address whatever its case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone'),
    gender: text('gender').$type<'male' | 'female'>().notNull().default('male'),
    province: text('province'),
    city: text('city'),
    postalCode: text('postal_code'),
    status: text('status').$type<'active' | 'inactive'>().notNull().default('inactive'),
    userType: text('user_type').$type<'employee' | 'customer'>().notNull().default('employee'),
    firstName: text('first_name'),
    middleName: text('middle_name'),
    lastName: text('last_name'),
    nickName: text('nick_name'),
    birthDate: date('birth_date', { mode: 'string' }),
    profilePic: text('profile_pic'),
    emailVerifiedAt: ts('email_verified_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    // "Birthdays this week" looks people up by month and day: birthMonthDay() is this expression.
    index('users_birth_month_day_idx').on(sql`(extract(month from ${t.birthDate}) * 100 + extract(day from ${t.birthDate}))`),
    // The employees and authors searches.
    trigram('users_name_trgm', t.name),
    trigram('users_nick_name_trgm', t.nickName),
    trigram('users_email_trgm', t.email),
    index('users_name_idx').on(t.name, t.userId),
  ],
);

/** A birth date's month and day as one number (March 7 → 307), exactly the expression users_birth_month_day_idx indexes. */
export const birthMonthDay = sql<number>`(extract(month from ${users.birthDate}) * 100 + extract(day from ${users.birthDate}))`;

export const offices = pgTable('offices', {
  officeId: text('office_id').primaryKey(),
  officeName: text('office_name').notNull(),
  officeCode: text('office_code'),
  tempOfficeCode: text('temp_office_code'),
  email: text('email'),
  firstPhoneNumber: text('first_phone_number'),
  province: text('province'),
  city: text('city'),
  postalCode: text('postal_code'),
  address: text('address'),
  approvalStatus: text('approval_status').notNull().default('DRAFT'),
  status: text('status').notNull().default('ACTIVE'),
  createdAt: createdAt(),
});

export const employees = pgTable(
  'employees',
  {
    employeeId: text('employee_id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    officeId: text('office_id').references(() => offices.officeId),
    role: text('role').$type<Role>().notNull(),
    roleStatus: text('role_status').$type<'OPEN' | 'PUBLISH' | 'UNPUBLISH' | 'INACTIVE'>().notNull().default('OPEN'),
    approvalStatus: text('approval_status')
      .$type<'DRAFT' | 'WAITING_APPROVAL' | 'APPROVED' | 'REJECTED' | 'OPEN'>()
      .notNull()
      .default('DRAFT'),
    status: text('status').$type<'OPEN' | 'ACTIVE' | 'TRANSFERED' | 'TERMINATED'>().notNull().default('OPEN'),
    currentPosition: text('current_position'),
    employeeCode: text('employee_code'),
    tempEmployeeCode: text('temp_employee_code'),
    allowSelfListing: boolean('allow_self_listing').notNull().default(true),
    agentListingPermission: boolean('agent_listing_permission').notNull().default(false),
    starAgentPhotoUrl: text('star_agent_photo_url'),
    starAgentTitle: text('star_agent_title'),
    starAgentWebContent: text('star_agent_web_content'),
    starAgentItems: jsonb('star_agent_items').$type<{ type: string }[]>().notNull().default([]),
    mainEmail: text('main_email'),
    geniusEmail: text('genius_email'),
    privateEmail: text('private_email'),
    slug: text('slug'),
    slugAuthor: text('slug_author'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('employees_user_idx').on(t.userId),
    index('employees_office_idx').on(t.officeId),
    // The default order of the employees list (newest first), so a page is read, not sorted.
    index('employees_created_idx').on(t.createdAt, t.employeeId),
    uniqueIndex('employees_slug_unique').on(t.slug),
    uniqueIndex('employees_slug_author_unique').on(t.slugAuthor),
    trigram('employees_code_trgm', t.employeeCode),
    index('employees_code_idx').on(t.employeeCode, t.employeeId),
    index('employees_role_idx').on(t.role, t.employeeId),
  ],
);

export const groups = pgTable('groups', {
  groupId: text('group_id').primaryKey(),
  officeId: text('office_id').references(() => offices.officeId),
  groupName: text('group_name').notNull(),
  createdAt: createdAt(),
});

export const groupMembers = pgTable(
  'group_members',
  {
    groupMemberId: text('group_member_id').primaryKey(),
    groupId: text('group_id')
      .notNull()
      .references(() => groups.groupId, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    employeeId: text('employee_id')
      .notNull()
      .references(() => employees.employeeId, { onDelete: 'cascade' }),
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [index('group_members_employee_idx').on(t.employeeId)],
);

/** Opaque bearer tokens: only their SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    sessionId: text('session_id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_unique').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    index('sessions_expires_idx').on(t.expiresAt),
  ],
);

/** Sign-in attempts, in the database so every server instance counts the same failures. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    attemptId: text('attempt_id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.email, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
    index('login_attempts_created_idx').on(t.createdAt),
  ],
);

/** Single-use links (password reset, email verification): only their SHA-256 is stored. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose').$type<'reset_password' | 'verify_email'>().notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('one_time_tokens_user_idx').on(t.userId, t.purpose)],
);

export const fcmTokens = pgTable(
  'fcm_tokens',
  {
    fcmToken: text('fcm_token').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    deviceType: text('device_type').notNull(),
    meta: jsonb('meta').$type<Record<string, string>>().notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('fcm_tokens_user_idx').on(t.userId)],
);

export const appConfigs = pgTable('app_configs', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  updatedByUserId: text('updated_by_user_id'),
});

export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    receiverUserId: text('receiver_user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    feature: text('feature').notNull(),
    externalId: text('external_id'),
    readByUserAt: ts('read_by_user_at'),
    createdAt: ts('created_at').notNull(),
  },
  // The list's order is (createdAt, id) per receiver: with the id in the index a page is read, never sorted.
  (t) => [index('notifications_receiver_idx').on(t.receiverUserId, t.createdAt, t.id)],
);

/** Every mail the server writes; SMTP (when configured) marks it sent. Never dropped. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text_body').notNull(),
    html: text('html_body'),
    createdAt: ts('created_at').notNull(),
    sentAt: ts('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    claimedAt: ts('claimed_at'),
    lastError: text('last_error'),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt), index('mail_outbox_unsent_idx').on(t.sentAt).where(sql`${t.sentAt} is null`)],
);

// ---------------------------------------------------------------------------
// Listings, masking, statistics (issue 5)

/** Master data of a listing's part, property type and certificate type (§3 listingPart, listingPropertyType, listingCertificateType). */
export const listingLookups = pgTable(
  'listing_lookups',
  {
    lookupId: text('lookup_id').primaryKey(),
    kind: text('kind').$type<'part' | 'propertyType' | 'certificateType'>().notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('listing_lookups_kind_name_unique').on(t.kind, t.name)],
);

export const provinces = pgTable('provinces', {
  provinceId: text('province_id').primaryKey(),
  name: text('name').notNull(),
});

export const cities = pgTable(
  'cities',
  {
    cityId: text('city_id').primaryKey(),
    name: text('name').notNull(),
    provinceId: text('province_id')
      .notNull()
      .references(() => provinces.provinceId),
  },
  (t) => [index('cities_name_idx').on(t.name)],
);

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

/** Listing portals (§3 Portal); `position` 1 is the first listing portal (tag #2951A3). */
export const portals = pgTable('portals', {
  portalId: text('portal_id').primaryKey(),
  portalName: text('portal_name').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  position: integer('position').notNull(),
});

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
    createdAt: createdAt(),
  },
  (t) => [index('portal_listings_listing_idx').on(t.listingId), index('portal_listings_portal_idx').on(t.portalId)],
);

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
  },
  (t) => [
    uniqueIndex('listing_masking_histories_code_unique').on(t.listingSharedCode),
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

/** Uploaded images (jpg/png), in the database so every server instance serves them. Keys are unguessable. */
/**
 * An uploaded file. Its bytes live in `file_chunks`, written piece by piece as
 * the upload streams in, so no statement carries a whole file (PGlite runs
 * queries on the event loop: one 10 MB bytea froze every request for seconds).
 * A file is served only once `status` is complete.
 */
export const files = pgTable(
  'files',
  {
    fileKey: text('file_key').primaryKey(),
    contentType: text('content_type').notNull(),
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    status: text('status').$type<'uploading' | 'complete'>().notNull().default('complete'),
    uploadedByUserId: text('uploaded_by_user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('files_uploader_idx').on(t.uploadedByUserId, t.createdAt), index('files_status_idx').on(t.status, t.createdAt)],
);

/** A file's bytes in order of `seq`, at most a few hundred kB each. */
export const fileChunks = pgTable(
  'file_chunks',
  {
    fileKey: text('file_key')
      .notNull()
      .references(() => files.fileKey, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileKey, t.seq] })],
);

// ---------------------------------------------------------------------------
// Blog (§3): posts, their categories (two levels) and tags, images, comments
// and replies, visitors; and the jobs queue that publishes scheduled posts.
// ---------------------------------------------------------------------------

export const articleCategories = pgTable(
  'article_categories',
  {
    categoryId: text('category_id').primaryKey(),
    /** Null for a parent; the tree is two levels deep. */
    parentCategoryId: text('parent_category_id'),
    categoryName: text('category_name').notNull(),
    status: text('status').$type<'PUBLISH' | 'UNPUBLISH'>().notNull().default('PUBLISH'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('article_categories_parent_idx').on(t.parentCategoryId),
    // One name per level under one parent, whatever its case.
    uniqueIndex('article_categories_name_unique').on(sql`coalesce(${t.parentCategoryId}, '')`, sql`lower(${t.categoryName})`),
  ],
);

export const articleTags = pgTable(
  'article_tags',
  {
    tagId: text('tag_id').primaryKey(),
    tagName: text('tag_name').notNull(),
    status: text('status').$type<'PUBLISH' | 'UNPUBLISH'>().notNull().default('PUBLISH'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('article_tags_name_unique').on(sql`lower(${t.tagName})`)],
);

export const articles = pgTable(
  'articles',
  {
    articleId: text('article_id').primaryKey(),
    title: text('title').notNull(),
    /** Shown as Meta Description. */
    subtitle: text('subtitle'),
    slug: text('slug').notNull(),
    authorName: text('author_name'),
    publicationAt: ts('publication_at'),
    publishType: text('publish_type').$type<'PUBLISH_NOW' | 'SCHEDULED'>().notNull().default('PUBLISH_NOW'),
    status: text('status').$type<'PUBLISH' | 'OPEN' | 'SCHEDULED' | 'NEED_APPROVAL' | 'DELETE' | 'UNPUBLISH'>().notNull().default('OPEN'),
    /** Sanitized on save (server/services/html.ts). */
    body: text('body'),
    createdByUserId: text('created_by_user_id').notNull(),
    /** The author's employee record (externalData.employeeId on create, §7). */
    employeeId: text('employee_id'),
    /** When the post actually went live (set by a publish or by the publish job). */
    publishedAt: ts('published_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('articles_slug_unique').on(t.slug),
    index('articles_status_created_idx').on(t.status, t.createdAt),
    // The list's sorts with their id tie-breaker; publicationAt puts undated posts last both ways, so each way has its index.
    index('articles_created_idx').on(t.createdAt, t.articleId),
    index('articles_updated_idx').on(t.updatedAt, t.articleId),
    index('articles_title_idx').on(t.title, t.articleId),
    index('articles_publication_asc_idx').on(t.publicationAt.asc().nullsLast(), t.articleId),
    // Read backwards: publicationAt DESC NULLS LAST, articleId DESC.
    index('articles_publication_desc_idx').on(t.publicationAt.asc().nullsFirst(), t.articleId),
    // The authors list counts each author's posts.
    index('articles_employee_idx').on(t.employeeId),
    trigram('articles_title_trgm', t.title),
  ],
);

export const articleCategoryLinks = pgTable(
  'article_category_links',
  {
    articleId: text('article_id')
      .notNull()
      .references(() => articles.articleId, { onDelete: 'cascade' }),
    categoryId: text('category_id')
      .notNull()
      .references(() => articleCategories.categoryId, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('article_category_links_pk').on(t.articleId, t.categoryId), index('article_category_links_category_idx').on(t.categoryId)],
);

export const articleTagLinks = pgTable(
  'article_tag_links',
  {
    articleId: text('article_id')
      .notNull()
      .references(() => articles.articleId, { onDelete: 'cascade' }),
    tagId: text('tag_id')
      .notNull()
      .references(() => articleTags.tagId, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('article_tag_links_pk').on(t.articleId, t.tagId), index('article_tag_links_tag_idx').on(t.tagId)],
);

/** The feature image (one per post) and images embedded in the body; bytes live in files. */
export const articleImages = pgTable(
  'article_images',
  {
    fileId: text('file_id').primaryKey(),
    articleId: text('article_id')
      .notNull()
      .references(() => articles.articleId, { onDelete: 'cascade' }),
    fileKey: text('file_key').notNull(),
    kind: text('kind').$type<'feature' | 'embedded'>().notNull(),
    originalName: text('original_name'),
    mimeType: text('mime_type'),
    imageName: text('image_name'),
    captionImage: text('caption_image'),
    altText: text('alt_text'),
    createdAt: createdAt(),
  },
  (t) => [index('article_images_article_idx').on(t.articleId, t.kind)],
);

export const articleComments = pgTable(
  'article_comments',
  {
    commentId: text('comment_id').primaryKey(),
    articleId: text('article_id')
      .notNull()
      .references(() => articles.articleId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    comment: text('comment').notNull(),
    /** Null: not moderated yet (Waiting Approval, §4). */
    status: text('status').$type<'WAITING_APPROVAL' | 'PUBLISH' | 'REJECTED'>(),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdByUserId: text('created_by_user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('article_comments_article_created_idx').on(t.articleId, t.createdAt), index('article_comments_article_status_idx').on(t.articleId, t.status)],
);

export const articleReplyComments = pgTable(
  'article_reply_comments',
  {
    replyId: text('reply_id').primaryKey(),
    commentId: text('comment_id')
      .notNull()
      .references(() => articleComments.commentId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    comment: text('comment').notNull(),
    status: text('status').$type<'WAITING_APPROVAL' | 'PUBLISH' | 'REJECTED'>(),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdByUserId: text('created_by_user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('article_reply_comments_comment_idx').on(t.commentId, t.createdAt)],
);

/** One read of a post's public page (article-visitors). */
export const articleVisitors = pgTable(
  'article_visitors',
  {
    articleVisitorId: text('article_visitor_id').primaryKey(),
    articleId: text('article_id')
      .notNull()
      .references(() => articles.articleId, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('article_visitors_article_idx').on(t.articleId)],
);

/**
 * A Postgres-backed job queue: a due row is claimed with FOR UPDATE SKIP
 * LOCKED inside the transaction that does its work, so a job survives a
 * restart and runs exactly once however many server instances share the
 * database. key makes a job unique (one publish job per post; rescheduling
 * moves it).
 */
export const jobs = pgTable(
  'jobs',
  {
    jobId: text('job_id').primaryKey(),
    name: text('name').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    runAt: ts('run_at').notNull(),
    status: text('status').$type<'pending' | 'done' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    doneAt: ts('done_at'),
    doneBy: text('done_by'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('jobs_key_unique').on(t.key), index('jobs_due_idx').on(t.status, t.runAt)],
);

/**
 * The audit trail (domain/audit.ts): one row per record a write touched, in
 * the same transaction as the write. Append-only: the migration's trigger
 * refuses UPDATE, DELETE and TRUNCATE.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    auditEventId: text('audit_event_id').primaryKey(),
    /** The order events were written in: several share one instant (a request's events, a frozen test clock). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    occurredAt: ts('occurred_at').notNull(),
    /** Ties the events of one request together. */
    requestId: text('request_id'),
    actorType: text('actor_type').$type<'user' | 'system' | 'anonymous'>().notNull(),
    actorUserId: text('actor_user_id'),
    /** The actor's name when it happened (a later rename does not rewrite history). */
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role').$type<Role>(),
    actorOfficeId: text('actor_office_id'),
    jobId: text('job_id'),
    clientAddress: text('client_address'),
    userAgent: text('user_agent'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    /** The office the record belongs to, where it belongs to one. */
    officeId: text('office_id'),
    changes: jsonb('changes').$type<unknown[]>().notNull(),
    stateFrom: text('state_from'),
    stateTo: text('state_to'),
  },
  (t) => [
    index('audit_events_occurred_idx').on(t.occurredAt, t.seq),
    index('audit_events_entity_idx').on(t.entityType, t.entityId, t.occurredAt, t.seq),
    index('audit_events_actor_idx').on(t.actorUserId, t.occurredAt, t.seq),
    index('audit_events_office_idx').on(t.officeId, t.occurredAt, t.seq),
    index('audit_events_actor_office_idx').on(t.actorOfficeId, t.occurredAt, t.seq),
    index('audit_events_request_idx').on(t.requestId),
    trigram('audit_events_actor_name_trgm', t.actorName),
    trigram('audit_events_entity_id_trgm', t.entityId),
  ],
);

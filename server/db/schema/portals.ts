/**
 * Portal accounts (§3 Office portal profile, Agent portal profile), the OTP
 * sessions that let a non-HQ user add one (§6), and each listing push to a
 * portal (§3 Portal listing sync, §4 portal sync status).
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';
import { listings, portalListings } from './listings';
import { employees, offices, users } from './people';
import { portals } from './reference';

/** An office's account on a portal; portalUsername is the account's email, stored lower-cased. */
export const officePortalProfiles = pgTable(
  'office_portal_profiles',
  {
    officePortalProfileId: text('office_portal_profile_id').primaryKey(),
    officeId: text('office_id')
      .notNull()
      .references(() => offices.officeId),
    portalId: text('portal_id')
      .notNull()
      .references(() => portals.portalId),
    portalUsername: text('portal_username').notNull(),
    createdByUserId: text('created_by_user_id').references(() => users.userId),
    createdAt: createdAt(),
  },
  (t) => [
    // validate-email: one account per email on each portal.
    uniqueIndex('office_portal_profiles_portal_username_unique').on(t.portalId, t.portalUsername),
    index('office_portal_profiles_office_idx').on(t.officeId, t.portalId),
    index('office_portal_profiles_created_idx').on(t.createdAt, t.officePortalProfileId),
  ],
);

/** An agent's account on a portal (/setting-portal-agent). */
export const agentPortalProfiles = pgTable(
  'agent_portal_profiles',
  {
    agentPortalProfileId: text('agent_portal_profile_id').primaryKey(),
    employeeId: text('employee_id')
      .notNull()
      .references(() => employees.employeeId),
    portalId: text('portal_id')
      .notNull()
      .references(() => portals.portalId),
    portalUsername: text('portal_username').notNull(),
    /** Stored lower-cased; the Rumah123 checker looks accounts up by it. */
    email: text('email').notNull(),
    createdByUserId: text('created_by_user_id').references(() => users.userId),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('agent_portal_profiles_portal_email_unique').on(t.portalId, t.email),
    index('agent_portal_profiles_employee_idx').on(t.employeeId, t.portalId),
    index('agent_portal_profiles_email_idx').on(t.email),
    index('agent_portal_profiles_created_idx').on(t.createdAt, t.agentPortalProfileId),
  ],
);

/**
 * One OTP verification (send-otp → verify-otp → create). Only the code's hash
 * is kept; a session is tied to the user, portal and email it was sent for.
 */
export const portalOtpSessions = pgTable(
  'portal_otp_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    kind: text('kind').$type<'office' | 'agent'>().notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    portalId: text('portal_id')
      .notNull()
      .references(() => portals.portalId),
    email: text('email').notNull(),
    officeId: text('office_id').references(() => offices.officeId),
    employeeId: text('employee_id').references(() => employees.employeeId),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    lastSentAt: ts('last_sent_at').notNull().defaultNow(),
    verifiedAt: ts('verified_at'),
    /** Set when the verified session created its account: a session creates one account only. */
    consumedAt: ts('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('portal_otp_sessions_user_idx').on(t.userId, t.createdAt)],
);

/** One push of a listing to a portal, run as a job (§4: processing → completed / failed / Rejected). */
export const portalListingSyncs = pgTable(
  'portal_listing_syncs',
  {
    portalListingSyncId: text('portal_listing_sync_id').primaryKey(),
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.listingId, { onDelete: 'cascade' }),
    portalId: text('portal_id')
      .notNull()
      .references(() => portals.portalId),
    officePortalProfileId: text('office_portal_profile_id').references(() => officePortalProfiles.officePortalProfileId, {
      onDelete: 'set null',
    }),
    portalListingId: text('portal_listing_id').references(() => portalListings.portalListingId, { onDelete: 'set null' }),
    /** create, update or delete. */
    action: text('action').$type<'create' | 'update' | 'delete'>().notNull(),
    status: text('status').$type<'processing' | 'completed' | 'failed' | 'Rejected'>().notNull().default('processing'),
    /** The portal's one-line verdict ('Listing published', the rejection's reason, the error). */
    result: text('result'),
    requestData: jsonb('request_data'),
    /** { message, trx_id } and whatever else the portal answered. */
    resultData: jsonb('result_data'),
    /** { sendResponseR123At, errorResponseR123At }. */
    metadata: jsonb('metadata'),
    /** Errors of failed current-result fetches (§8: added to the list). */
    errorData: jsonb('error_data'),
    attempts: integer('attempts').notNull().default(0),
    requestedByUserId: text('requested_by_user_id').references(() => users.userId),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('portal_listing_syncs_listing_idx').on(t.listingId, t.portalId, t.createdAt),
    index('portal_listing_syncs_listing_created_idx').on(t.listingId, t.createdAt, t.portalListingSyncId),
    index('portal_listing_syncs_status_idx').on(t.status, t.createdAt),
    index('portal_listing_syncs_profile_idx').on(t.officePortalProfileId).where(sql`office_portal_profile_id is not null`),
  ],
);

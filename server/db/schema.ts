/**
 * The tables of §3 the server needs so far. Text ids (crypto.randomUUID), times
 * as timestamptz. Statuses are text typed by the domain's enums, so a new value
 * needs no migration of a Postgres enum.
 */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Role } from '../../domain/roles';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => ts('created_at').notNull().defaultNow();

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
  (t) => [index('notifications_receiver_idx').on(t.receiverUserId, t.createdAt)],
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

/** Who works in the network: users, offices, employee records and groups. */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { GroupMemberStatus } from '../../../domain/entities/team';
import type { Role } from '../../../domain/roles';
import { createdAt, trigram, ts } from './columns';

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
    /** A public user who asked for their account to be deleted (§3 authInfo.isBlocked, 'Request Delete Account'). */
    isBlocked: boolean('is_blocked').notNull().default(false),
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
    // /users and /public-users: one kind of user, newest first, so a page is read, not sorted.
    index('users_type_created_idx').on(t.userType, t.createdAt, t.userId),
  ],
);

/** A birth date's month and day as one number (March 7 → 307), exactly the expression users_birth_month_day_idx indexes. */
export const birthMonthDay = sql<number>`(extract(month from ${users.birthDate}) * 100 + extract(day from ${users.birthDate}))`;

export const offices = pgTable(
  'offices',
  {
    officeId: text('office_id').primaryKey(),
    officeName: text('office_name').notNull(),
    officeCode: text('office_code'),
    tempOfficeCode: text('temp_office_code'),
    /** §3 logo.fileUrl: the uploaded file's URL (files route). */
    logoUrl: text('logo_url'),
    email: text('email'),
    firstPhoneNumber: text('first_phone_number'),
    secondPhoneNumber: text('second_phone_number'),
    province: text('province'),
    city: text('city'),
    postalCode: text('postal_code'),
    address: text('address'),
    isOfficePkp: boolean('is_office_pkp').notNull().default(false),
    /** When true, a listing that duplicates another listing of this office is refused ('Allow Similar Listing': Deny). */
    denyDuplicateListing: boolean('deny_duplicate_listing').notNull().default(false),
    /** The office's website subdomain, stored lower-cased; unique across the network. */
    subdomain: text('subdomain'),
    approvalStatus: text('approval_status').$type<'DRAFT' | 'WAITING_APPROVAL' | 'APPROVED' | 'REJECTED'>().notNull().default('DRAFT'),
    /** The reason given with REJECTED. */
    approvalReason: text('approval_reason'),
    approvalSubmittedAt: ts('approval_submitted_at'),
    approvalDecidedByUserId: text('approval_decided_by_user_id'),
    approvalDecidedAt: ts('approval_decided_at'),
    status: text('status').notNull().default('ACTIVE'),
    createdByUserId: text('created_by_user_id'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('offices_subdomain_unique').on(t.subdomain),
    // The office picker: approved offices by name; /office and /approve-office by status.
    index('offices_approval_name_idx').on(t.approvalStatus, t.officeName, t.officeId),
    index('offices_name_idx').on(t.officeName, t.officeId),
    index('offices_city_idx').on(t.city, t.officeName),
    trigram('offices_name_trgm', t.officeName),
    trigram('offices_code_trgm', t.officeCode),
  ],
);

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
    /**
     * An agent's commission set on /setting-agent, in whole basis points (1 % = 100, so 0–10000):
     * the percent of §3 with its 2 decimals kept exactly, never a float. Null: none set.
     */
    commissionBps: integer('commission_bps'),
    starAgentPhotoUrl: text('star_agent_photo_url'),
    starAgentTitle: text('star_agent_title'),
    starAgentWebContent: text('star_agent_web_content'),
    starAgentItems: jsonb('star_agent_items').$type<{ type: string }[]>().notNull().default([]),
    mainEmail: text('main_email'),
    geniusEmail: text('genius_email'),
    privateEmail: text('private_email'),
    slug: text('slug'),
    slugAuthor: text('slug_author'),
    /** The last approval decision (§4): its reason (told to the employee on rejection), who took it and when. */
    approvalReason: text('approval_reason'),
    approvalDecidedByUserId: text('approval_decided_by_user_id'),
    approvalDecidedAt: ts('approval_decided_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // The approval lists: one role set and status, newest first.
    index('employees_approval_idx').on(t.approvalStatus, t.role, t.createdAt),
    index('employees_user_idx').on(t.userId),
    index('employees_office_idx').on(t.officeId),
    // The default order of the employees list (newest first), so a page is read, not sorted.
    index('employees_created_idx').on(t.createdAt, t.employeeId),
    uniqueIndex('employees_slug_unique').on(t.slug),
    uniqueIndex('employees_slug_author_unique').on(t.slugAuthor),
    trigram('employees_code_trgm', t.employeeCode),
    index('employees_code_idx').on(t.employeeCode, t.employeeId),
    index('employees_role_idx').on(t.role, t.employeeId),
    check('employees_commission_bps_range', sql`${t.commissionBps} between 0 and 10000`),
  ],
);

/** A team of an office (§3 Group), led by one of its agents. */
export const groups = pgTable(
  'groups',
  {
    groupId: text('group_id').primaryKey(),
    officeId: text('office_id').references(() => offices.officeId),
    groupName: text('group_name').notNull(),
    leaderEmployeeId: text('leader_employee_id').references(() => employees.employeeId),
    createdAt: createdAt(),
  },
  (t) => [
    // An office's teams newest first (the office scope and the transfer dropdowns).
    index('groups_office_idx').on(t.officeId, t.createdAt, t.groupId),
    // The default order of the teams list, so a page is read, not sorted.
    index('groups_created_idx').on(t.createdAt, t.groupId),
    index('groups_name_idx').on(t.groupName, t.groupId),
    trigram('groups_name_trgm', t.groupName),
  ],
);

/** Group member of §3: active in the group, waiting for a transfer into it to complete, or gone (inactive). */
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
    status: text('status').$type<GroupMemberStatus>().notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [
    index('group_members_employee_idx').on(t.employeeId),
    // A group's active members (the detail, the member count) and a user's places (is the user already in that group?).
    index('group_members_group_status_idx').on(t.groupId, t.status),
    index('group_members_user_status_idx').on(t.userId, t.status),
  ],
);

/** Transfers of staff and agents between offices (/transfer-staff): immediate, or scheduled through the jobs queue. */
export const transferEmployees = pgTable(
  'transfer_employees',
  {
    transferEmployeeId: text('transfer_employee_id').primaryKey(),
    employeeId: text('employee_id')
      .notNull()
      .references(() => employees.employeeId, { onDelete: 'cascade' }),
    fromOfficeId: text('from_office_id').references(() => offices.officeId),
    toOfficeId: text('to_office_id')
      .notNull()
      .references(() => offices.officeId),
    timing: text('timing').$type<'SCHEDULED' | 'IMMEDIATELY'>().notNull(),
    scheduledAt: ts('scheduled_at'),
    status: text('status').$type<'WAITING' | 'TRANSFERED' | 'CANCELED'>().notNull().default('WAITING'),
    transferedAt: ts('transfered_at'),
    createdByUserId: text('created_by_user_id').references(() => users.userId),
    createdAt: createdAt(),
  },
  (t) => [
    // The list's order, by status and by employee. One waiting transfer per employee is kept by the
    // employee row's lock in createTransferEmployee (a partial unique index led the planner to sort).
    index('transfer_employees_created_idx').on(t.createdAt, t.transferEmployeeId),
    index('transfer_employees_status_idx').on(t.status, t.createdAt, t.transferEmployeeId),
    index('transfer_employees_employee_idx').on(t.employeeId, t.createdAt, t.transferEmployeeId),
  ],
);

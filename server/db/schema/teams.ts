/**
 * Transfers of team members, member fees and the master fee rates (§3, §7
 * "Fees and teams"). Groups and their members live in people.ts.
 *
 * Money: a fee's `value` is numeric(20,4), read back as a JS number. An amount
 * is whole rupiah (exact up to 2^53, far beyond any fee) and a percentage a
 * fraction with 4 decimals (9.99% is 0.0999), both exact in the column; the
 * domain (fees.ts) keeps amounts whole and percentages at 4 decimals before
 * they are written, so the number read back is the number written.
 */
import { customType, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { FeeFor, FeeFrequency, FeeItemStatus, FeePosition, FeeType } from '../../../domain/fees';
import type { TransferMemberStatus } from '../../../domain/transfer';
import { createdAt, ts } from './columns';
import { employees, groupMembers, groups, offices, users } from './people';

/** numeric(20,4) as a number: exact for whole rupiah and 4-decimal fractions. */
export const feeValue = customType<{ data: number; driverData: string | number }>({
  dataType: () => 'numeric(20, 4)',
  toDriver: (value) => value.toFixed(4),
  fromDriver: (value) => Number(value),
});

export const transferMemberTeams = pgTable(
  'transfer_member_teams',
  {
    transferMemberId: text('transfer_member_id').primaryKey(),
    originGroupId: text('origin_group_id')
      .notNull()
      .references(() => groups.groupId, { onDelete: 'cascade' }),
    originGroupMemberId: text('origin_group_member_id')
      .notNull()
      .references(() => groupMembers.groupMemberId, { onDelete: 'cascade' }),
    toGroupId: text('to_group_id')
      .notNull()
      .references(() => groups.groupId, { onDelete: 'cascade' }),
    /** The waiting membership; null once a canceled transfer's membership is removed. */
    toGroupMemberId: text('to_group_member_id').references(() => groupMembers.groupMemberId, { onDelete: 'set null' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    employeeId: text('employee_id')
      .notNull()
      .references(() => employees.employeeId, { onDelete: 'cascade' }),
    /** Both groups' office (a transfer stays within one): the scope of the list. */
    officeId: text('office_id').references(() => offices.officeId),
    status: text('status').$type<TransferMemberStatus>().notNull().default('WAITING'),
    createdByUserId: text('created_by_user_id').references(() => users.userId, { onDelete: 'set null' }),
    createdAt: createdAt(),
    transferedAt: ts('transfered_at'),
  },
  (t) => [
    // The list's default order (newest first), whole and per office.
    index('transfer_member_teams_created_idx').on(t.createdAt, t.transferMemberId),
    index('transfer_member_teams_office_idx').on(t.officeId, t.createdAt, t.transferMemberId),
    index('transfer_member_teams_user_idx').on(t.userId, t.createdAt),
    index('transfer_member_teams_status_idx').on(t.status, t.createdAt, t.transferMemberId),
    index('transfer_member_teams_origin_group_idx').on(t.originGroupId),
    index('transfer_member_teams_to_group_idx').on(t.toGroupId),
    index('transfer_member_teams_to_member_idx').on(t.toGroupMemberId),
  ],
);

/** A member's fee record (one per group member): the items hang under it. */
export const teamsMemberFees = pgTable(
  'teams_member_fees',
  {
    teamsMemberFeeId: text('teams_member_fee_id').primaryKey(),
    groupMemberId: text('group_member_id')
      .notNull()
      .references(() => groupMembers.groupMemberId, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    employeeId: text('employee_id')
      .notNull()
      .references(() => employees.employeeId, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('teams_member_fees_group_member_unique').on(t.groupMemberId)],
);

export const teamsMemberFeeItems = pgTable(
  'teams_member_fee_items',
  {
    teamsMemberFeeItemId: text('teams_member_fee_item_id').primaryKey(),
    teamsMemberFeeId: text('teams_member_fee_id')
      .notNull()
      .references(() => teamsMemberFees.teamsMemberFeeId, { onDelete: 'cascade' }),
    position: text('position').$type<FeePosition>().notNull(),
    type: text('type').$type<FeeType>().notNull(),
    frequency: text('frequency').$type<FeeFrequency>().notNull(),
    feeFor: text('fee_for').$type<FeeFor>().notNull(),
    value: feeValue('value').notNull(),
    nextChargeAt: date('next_charge_at', { mode: 'string' }),
    startAt: date('start_at', { mode: 'string' }).notNull(),
    endAt: date('end_at', { mode: 'string' }),
    status: text('status').$type<FeeItemStatus>().notNull().default('PUBLISH'),
    /** The order of the list: items of one save keep the order they were sent in. */
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('teams_member_fee_items_fee_idx').on(t.teamsMemberFeeId, t.createdAt, t.sortOrder, t.teamsMemberFeeItemId)],
);

/** §9's rates, seeded by the migration that makes the table. */
export const masterFees = pgTable('master_fees', {
  feeCode: text('fee_code').primaryKey(),
  value: feeValue('value').notNull(),
});

/** Reading member fees: a fee record with its items, as the domain's TeamsMemberFee (§3). */
import { asc, eq, inArray } from 'drizzle-orm';
import type { TeamsMemberFee, TeamsMemberFeeItem } from '../../domain/fees';
import type { Executor } from '../db/client';
import { teamsMemberFeeItems, teamsMemberFees } from '../db/schema';

export type FeeItemRow = typeof teamsMemberFeeItems.$inferSelect;
export type FeeRow = typeof teamsMemberFees.$inferSelect;

/** The list's order: the order the items were saved in. */
export const FEE_ITEM_ORDER = [
  asc(teamsMemberFeeItems.teamsMemberFeeId),
  asc(teamsMemberFeeItems.createdAt),
  asc(teamsMemberFeeItems.sortOrder),
  asc(teamsMemberFeeItems.teamsMemberFeeItemId),
];

export function toFeeItem(row: FeeItemRow): TeamsMemberFeeItem {
  return {
    teamsMemberFeeItemId: row.teamsMemberFeeItemId,
    teamsMemberFeeId: row.teamsMemberFeeId,
    position: row.position,
    type: row.type,
    frequency: row.frequency,
    feeFor: row.feeFor,
    value: row.value,
    nextChargeAt: row.nextChargeAt,
    startAt: row.startAt,
    endAt: row.endAt,
    status: row.status,
  };
}

const toFee = (row: FeeRow, items: TeamsMemberFeeItem[]): TeamsMemberFee => ({
  teamsMemberFeeId: row.teamsMemberFeeId,
  groupMemberId: row.groupMemberId,
  userId: row.userId,
  employeeId: row.employeeId,
  teamsMemberFeeItems: items,
});

/** Each member's fee records (at most one) with their items, by group member. */
export async function feesOfMembers(db: Executor, groupMemberIds: readonly string[]): Promise<Map<string, TeamsMemberFee[]>> {
  const byMember = new Map<string, TeamsMemberFee[]>();
  if (!groupMemberIds.length) return byMember;
  const fees = await db.select().from(teamsMemberFees).where(inArray(teamsMemberFees.groupMemberId, [...groupMemberIds]));
  const items = await itemsOf(db, fees.map((f) => f.teamsMemberFeeId));
  for (const fee of fees) {
    byMember.set(fee.groupMemberId, [...(byMember.get(fee.groupMemberId) ?? []), toFee(fee, items.get(fee.teamsMemberFeeId) ?? [])]);
  }
  return byMember;
}

async function itemsOf(db: Executor, feeIds: readonly string[]): Promise<Map<string, TeamsMemberFeeItem[]>> {
  const byFee = new Map<string, TeamsMemberFeeItem[]>();
  if (!feeIds.length) return byFee;
  const rows = await db.select().from(teamsMemberFeeItems).where(inArray(teamsMemberFeeItems.teamsMemberFeeId, [...feeIds])).orderBy(...FEE_ITEM_ORDER);
  for (const row of rows) byFee.set(row.teamsMemberFeeId, [...(byFee.get(row.teamsMemberFeeId) ?? []), toFeeItem(row)]);
  return byFee;
}

export async function feeWithItems(db: Executor, fee: FeeRow): Promise<TeamsMemberFee> {
  const items = await itemsOf(db, [fee.teamsMemberFeeId]);
  return toFee(fee, items.get(fee.teamsMemberFeeId) ?? []);
}

export async function feeById(db: Executor, teamsMemberFeeId: string): Promise<FeeRow | undefined> {
  const [row] = await db.select().from(teamsMemberFees).where(eq(teamsMemberFees.teamsMemberFeeId, teamsMemberFeeId));
  return row;
}

/**
 * Member fees (§3, §4, §7 teams-member-fees, teams-member-fee-items): the
 * fee record of a group member with its items, the items' list, adding and
 * removing one, and the fee editor's save (creates and deletes in one
 * transaction, never leaving the list empty). A member's first fees after a
 * transfer complete the transfer in the same transaction (transfers.ts).
 *
 * The next charge date is the server's: domain/fees.ts nextChargeDate of the
 * start date and frequency; whatever the client sent is not kept.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { ListPayload } from '../../domain/entities/common';
import type { SaveTeamsMemberFeeItemsBody, TeamsMemberFeeItemsQuery } from '../../domain/entities/team';
import {
  FEE_FORM_LABELS,
  FEE_FORM_MESSAGES,
  FEE_STORED_DECIMALS,
  MASTER_FEES,
  nextChargeDate,
  percentToStored,
  storedToPercent,
  type CreateTeamsMemberFeeItemBody,
  type CreateTeamsMemberFeesBody,
  type FeeCode,
  type MasterFee,
  type TeamsMemberFee,
  type TeamsMemberFeeItem,
  type UpdateMasterFeeBody,
} from '../../domain/fees';
import { feeRatesOf, type FeeRates } from '../../domain/closing-fees';
import { DEFAULT_ZONE } from '../../domain/format';
import { MESSAGES } from '../../domain/messages';
import { TEAM_NOT_FOUND } from '../../domain/team-policy';
import type { Db, Executor } from '../db/client';
import { groupMembers, groups, masterFees, teamsMemberFeeItems, teamsMemberFees, transferMemberTeams } from '../db/schema';
import { conflict, fieldError, invalid, notFound } from '../errors';
import { callerAudit, recordAudit, type AuditRecord } from './audit';
import type { Caller } from './caller';
import { countedPage, type Window } from './lists';
import { FEE_ITEM_ORDER, feeWithItems, toFeeItem, type FeeRow } from './member-fee-records';
import { officeScope, scopedGroupMember } from './team-scope';
import { newId } from './tokens';
import { lockedTransfer } from './transfers';

export const FEE_REFUSALS = {
  memberMismatch: 'userId and employeeId must be those of the group member.',
  alreadyHasFees: 'Member fees already exist for this member.',
  inactiveMember: 'The member has left this team.',
  notThisFee: 'The fee does not belong to this member fees record.',
} as const;

type ItemInput = Omit<CreateTeamsMemberFeeItemBody, 'teamsMemberFeeId' | 'position' | 'status'> &
  Partial<Pick<CreateTeamsMemberFeeItemBody, 'position' | 'status'>>;

/** A date or instant as the calendar day it names in Jakarta, within years a fee can have. */
function dayOf(value: string, at: string, field: 'startAt' | 'endAt'): string {
  const day = DateTime.fromISO(value, { zone: DEFAULT_ZONE });
  if (!day.isValid || day.year < 1900 || day.year > 9999) throw fieldError(`${at}${field}`, MESSAGES.invalidFormat(FEE_FORM_LABELS[field]));
  return day.toISODate()!;
}

const SCALE = 10 ** FEE_STORED_DECIMALS;

/** The row of an item as it is stored: days in Jakarta, the value exact, the next charge computed here. */
function itemRow(teamsMemberFeeId: string, item: ItemInput, sortOrder: number, now: Date, at: string): typeof teamsMemberFeeItems.$inferInsert {
  const startAt = dayOf(item.startAt, at, 'startAt');
  const endAt = item.endAt ? dayOf(item.endAt, at, 'endAt') : null;
  if (endAt && endAt < startAt) throw fieldError(`${at}endAt`, FEE_FORM_MESSAGES.endBeforeStart);
  if (item.type === 'percentage' && Math.abs(item.value * SCALE - Math.round(item.value * SCALE)) > 1e-6) {
    throw fieldError(`${at}value`, FEE_FORM_MESSAGES.percentFormat);
  }
  if (item.value > Number.MAX_SAFE_INTEGER) throw fieldError(`${at}value`, MESSAGES.invalidFormat(FEE_FORM_LABELS.value));
  return {
    teamsMemberFeeItemId: newId(),
    teamsMemberFeeId,
    position: item.position ?? 'bottom',
    type: item.type,
    frequency: item.frequency,
    feeFor: item.feeFor,
    value: item.type === 'percentage' ? Math.round(item.value * SCALE) / SCALE : item.value,
    nextChargeAt: nextChargeDate(startAt, item.frequency),
    startAt,
    endAt,
    status: item.status ?? 'PUBLISH',
    sortOrder,
    createdAt: now,
  };
}

const itemAudit = (action: 'create' | 'delete', row: typeof teamsMemberFeeItems.$inferSelect | typeof teamsMemberFeeItems.$inferInsert, officeId: string | null): AuditRecord => {
  const fields = { teamsMemberFeeId: row.teamsMemberFeeId, feeFor: row.feeFor, type: row.type, value: row.value, frequency: row.frequency, startAt: row.startAt, endAt: row.endAt ?? null };
  return { action, entityType: 'teams_member_fee_item', entityId: row.teamsMemberFeeItemId, officeId, ...(action === 'create' ? { after: fields } : { before: fields }) };
};

// ---------------------------------------------------------------------------
// The fee record of a member (POST teams-member-fees)

export async function createTeamsMemberFees(db: Db, caller: Caller, body: CreateTeamsMemberFeesBody, now: Date): Promise<TeamsMemberFee> {
  const teamsMemberFeeId = newId();
  const rows = body.teamsMemberFeeItems.map((item, i) => itemRow(teamsMemberFeeId, item, i, now, `teamsMemberFeeItems.${i}.`));
  await db.transaction(async (tx) => {
    // Two saves of one member's first fees at once: the unique index lets one in, the other hears why.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`teams_member_fees:${body.groupMemberId}`}, 0))`);
    const { member, group } = await scopedGroupMember(tx, caller, body.groupMemberId);
    if (member.userId !== body.userId || member.employeeId !== body.employeeId) throw fieldError('groupMemberId', FEE_REFUSALS.memberMismatch);
    if (member.status === 'inactive') throw fieldError('groupMemberId', FEE_REFUSALS.inactiveMember);
    const transfer = member.status === 'waiting' ? await lockedTransfer(tx, caller, and(eq(transferMemberTeams.toGroupMemberId, member.groupMemberId), eq(transferMemberTeams.status, 'WAITING'))!) : undefined;
    if (member.status === 'waiting' && !transfer) throw fieldError('groupMemberId', FEE_REFUSALS.inactiveMember);
    const [existing] = await tx.select({ id: teamsMemberFees.teamsMemberFeeId }).from(teamsMemberFees).where(eq(teamsMemberFees.groupMemberId, member.groupMemberId));
    if (existing) throw conflict(FEE_REFUSALS.alreadyHasFees, 'groupMemberId');

    const fee = { teamsMemberFeeId, groupMemberId: member.groupMemberId, userId: member.userId, employeeId: member.employeeId, createdAt: now };
    await tx.insert(teamsMemberFees).values(fee);
    await tx.insert(teamsMemberFeeItems).values(rows);
    const records: AuditRecord[] = [
      { action: 'create', entityType: 'teams_member_fee', entityId: teamsMemberFeeId, officeId: group.officeId, after: { groupMemberId: fee.groupMemberId, userId: fee.userId, items: rows.length } },
      ...rows.map((r) => itemAudit('create', r, group.officeId)),
    ];
    if (transfer) records.push(...(await completeTransfer(tx, transfer, member.groupMemberId, group.officeId, now)));
    await recordAudit(tx, callerAudit(caller, now), records);
  });
  const fee = await feeRowInScope(db, caller, teamsMemberFeeId);
  return feeWithItems(db, fee);
}

/** The waiting membership becomes active, the origin one ends, the transfer is done. */
async function completeTransfer(
  tx: Executor,
  transfer: typeof transferMemberTeams.$inferSelect,
  toGroupMemberId: string,
  officeId: string | null,
  now: Date,
): Promise<AuditRecord[]> {
  await tx.update(groupMembers).set({ status: 'active' }).where(eq(groupMembers.groupMemberId, toGroupMemberId));
  await tx.update(groupMembers).set({ status: 'inactive' }).where(eq(groupMembers.groupMemberId, transfer.originGroupMemberId));
  await tx.update(transferMemberTeams).set({ status: 'TRANSFERED', transferedAt: now }).where(eq(transferMemberTeams.transferMemberId, transfer.transferMemberId));
  const status = (entityId: string, entityType: 'group_member' | 'transfer_member_team', from: string, to: string): AuditRecord => ({
    action: 'status',
    entityType,
    entityId,
    officeId,
    before: { status: from },
    after: { status: to },
    stateFrom: from,
    stateTo: to,
  });
  return [
    status(transfer.transferMemberId, 'transfer_member_team', 'WAITING', 'TRANSFERED'),
    status(toGroupMemberId, 'group_member', 'waiting', 'active'),
    status(transfer.originGroupMemberId, 'group_member', 'active', 'inactive'),
  ];
}

// ---------------------------------------------------------------------------
// Fee items

const feeScope = (caller: Caller): SQL | undefined => officeScope(caller, groups.officeId);

async function feeInScope(db: Executor, caller: Caller, teamsMemberFeeId: string, { lock = false } = {}): Promise<{ fee: FeeRow; officeId: string | null }> {
  const query = db
    .select({ fee: teamsMemberFees, officeId: groups.officeId })
    .from(teamsMemberFees)
    .innerJoin(groupMembers, eq(groupMembers.groupMemberId, teamsMemberFees.groupMemberId))
    .innerJoin(groups, eq(groups.groupId, groupMembers.groupId))
    .where(and(eq(teamsMemberFees.teamsMemberFeeId, teamsMemberFeeId), feeScope(caller)));
  const [row] = lock ? await query.for('update', { of: teamsMemberFees }) : await query;
  if (!row) throw notFound(TEAM_NOT_FOUND.teamsMemberFee);
  return row;
}

async function feeRowInScope(db: Executor, caller: Caller, teamsMemberFeeId: string): Promise<FeeRow> {
  return (await feeInScope(db, caller, teamsMemberFeeId)).fee;
}

export async function getTeamsMemberFee(db: Executor, caller: Caller, teamsMemberFeeId: string): Promise<TeamsMemberFee> {
  return feeWithItems(db, await feeRowInScope(db, caller, teamsMemberFeeId));
}

function selectItems(db: Executor) {
  return db
    .select({ item: teamsMemberFeeItems })
    .from(teamsMemberFeeItems)
    .innerJoin(teamsMemberFees, eq(teamsMemberFees.teamsMemberFeeId, teamsMemberFeeItems.teamsMemberFeeId))
    .innerJoin(groupMembers, eq(groupMembers.groupMemberId, teamsMemberFees.groupMemberId))
    .innerJoin(groups, eq(groups.groupId, groupMembers.groupId))
    .$dynamic();
}

export async function listFeeItems(db: Db, caller: Caller, q: TeamsMemberFeeItemsQuery & Window): Promise<ListPayload<TeamsMemberFeeItem>> {
  const where = and(feeScope(caller), q.filterTeamsMemberFeeId ? eq(teamsMemberFeeItems.teamsMemberFeeId, q.filterTeamsMemberFeeId) : undefined);
  const rows = await selectItems(db).where(where).orderBy(...FEE_ITEM_ORDER).limit(q.limit).offset(q.offset);
  const matches = selectItems(db).where(where);
  return countedPage(db, rows.map((r) => toFeeItem(r.item)), matches, q);
}

async function itemCount(tx: Executor, teamsMemberFeeId: string): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(teamsMemberFeeItems).where(eq(teamsMemberFeeItems.teamsMemberFeeId, teamsMemberFeeId));
  return row!.n;
}

export async function createFeeItem(db: Db, caller: Caller, body: CreateTeamsMemberFeeItemBody, now: Date): Promise<TeamsMemberFeeItem> {
  const row = itemRow(body.teamsMemberFeeId, body, 0, now, '');
  await db.transaction(async (tx) => {
    const { officeId } = await feeInScope(tx, caller, body.teamsMemberFeeId, { lock: true });
    row.sortOrder = await itemCount(tx, body.teamsMemberFeeId);
    await tx.insert(teamsMemberFeeItems).values(row);
    await recordAudit(tx, callerAudit(caller, now), itemAudit('create', row, officeId));
  });
  const [saved] = await db.select().from(teamsMemberFeeItems).where(eq(teamsMemberFeeItems.teamsMemberFeeItemId, row.teamsMemberFeeItemId));
  return toFeeItem(saved!);
}

/** Removing one fee; the last one stays ('Fee can't be empty!'). */
export async function deleteFeeItem(db: Db, caller: Caller, teamsMemberFeeItemId: string, now: Date): Promise<TeamsMemberFeeItem> {
  return db.transaction(async (tx) => {
    const [found] = await selectItems(tx).where(and(eq(teamsMemberFeeItems.teamsMemberFeeItemId, teamsMemberFeeItemId), feeScope(caller)));
    if (!found) throw notFound(TEAM_NOT_FOUND.teamsMemberFeeItem);
    const { officeId } = await feeInScope(tx, caller, found.item.teamsMemberFeeId, { lock: true });
    if ((await itemCount(tx, found.item.teamsMemberFeeId)) <= 1) throw invalid(MESSAGES.feeEmpty);
    await tx.delete(teamsMemberFeeItems).where(eq(teamsMemberFeeItems.teamsMemberFeeItemId, teamsMemberFeeItemId));
    await recordAudit(tx, callerAudit(caller, now), itemAudit('delete', found.item, officeId));
    return toFeeItem(found.item);
  });
}

/** The fee editor's save (§4): new items created and removed ones deleted together, or nothing. */
export async function saveFeeItems(db: Db, caller: Caller, body: SaveTeamsMemberFeeItemsBody, now: Date): Promise<TeamsMemberFee> {
  const rows = body.create.map((item, i) => itemRow(body.teamsMemberFeeId, item, i, now, `create.${i}.`));
  const remove = [...new Set(body.remove)];
  await db.transaction(async (tx) => {
    const { officeId } = await feeInScope(tx, caller, body.teamsMemberFeeId, { lock: true });
    const removed = remove.length
      ? await tx.select().from(teamsMemberFeeItems).where(and(inArray(teamsMemberFeeItems.teamsMemberFeeItemId, remove), eq(teamsMemberFeeItems.teamsMemberFeeId, body.teamsMemberFeeId)))
      : [];
    if (removed.length !== remove.length) throw fieldError('remove', FEE_REFUSALS.notThisFee);
    const base = await itemCount(tx, body.teamsMemberFeeId);
    if (base - removed.length + rows.length < 1) throw invalid(MESSAGES.feeEmpty);
    if (remove.length) await tx.delete(teamsMemberFeeItems).where(inArray(teamsMemberFeeItems.teamsMemberFeeItemId, remove));
    if (rows.length) await tx.insert(teamsMemberFeeItems).values(rows.map((r, i) => ({ ...r, sortOrder: base + i })));
    await recordAudit(tx, callerAudit(caller, now), [...removed.map((r) => itemAudit('delete', r, officeId)), ...rows.map((r) => itemAudit('create', r, officeId))]);
  });
  return getTeamsMemberFee(db, caller, body.teamsMemberFeeId);
}

// ---------------------------------------------------------------------------
// Master fees (§9)

export async function listMasterFees(db: Executor): Promise<ListPayload<MasterFee>> {
  const rows = await db.select().from(masterFees);
  const byCode = new Map(rows.map((r) => [r.feeCode, r.value]));
  const results = MASTER_FEES.map((m) => ({ ...m, value: byCode.get(m.feeCode as FeeCode) ?? m.value }));
  return { results, count: results.length, countIsEstimate: false, prev: null, next: null };
}

/** The rates in force now, in basis points: what a closing recorded now is computed with (the fee master, issue 19). */
export async function currentFeeRates(db: Executor): Promise<FeeRates> {
  return feeRatesOf((await listMasterFees(db)).results);
}

/** PATCH master-fees/{feeCode} (admin-HQ-plus): the code's new rate, audited; closings already recorded keep theirs. */
export async function updateMasterFee(db: Db, caller: Caller, feeCode: FeeCode, body: UpdateMasterFeeBody, now: Date): Promise<MasterFee> {
  const value = percentToStored(body.ratePercent);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(masterFees).where(eq(masterFees.feeCode, feeCode)).for('update');
    const previous = before?.value ?? MASTER_FEES.find((m) => m.feeCode === feeCode)!.value;
    await tx.insert(masterFees).values({ feeCode, value }).onConflictDoUpdate({ target: masterFees.feeCode, set: { value } });
    await recordAudit(tx, callerAudit(caller, now), {
      action: 'update',
      entityType: 'master_fee',
      entityId: feeCode,
      officeId: null,
      before: { value: storedToPercent(previous) },
      after: { value: body.ratePercent },
    });
  });
  return (await listMasterFees(db)).results.find((m) => m.feeCode === feeCode)!;
}

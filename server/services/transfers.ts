/**
 * Transfers of team members (§2, §3, §4, §7; docs/decisions.md "People and
 * teams"). A transfer moves an active member of one team to another team of
 * the same office in two steps: POST transfer-member-teams makes it WAITING
 * with a waiting membership in the to group; the member's fees for the new
 * team (member-fees.ts createTeamsMemberFees) complete it, TRANSFERED. A
 * WAITING transfer may be canceled: CANCELED, the waiting membership removed.
 */
import { and, desc, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ListPayload } from '../../domain/entities/common';
import type { TransferMemberTeamsQuery } from '../../domain/entities/team';
import { MESSAGES } from '../../domain/messages';
import { TEAM_NOT_FOUND } from '../../domain/team-policy';
import type { CreateTransferMemberTeamBody, TransferMemberTeam } from '../../domain/transfer';
import type { Db, Executor } from '../db/client';
import { employees, groupMembers, groups, transferMemberTeams, users } from '../db/schema';
import { conflict, fieldError, notFound } from '../errors';
import { callerAudit, recordAudit, type AuditRecord } from './audit';
import type { Caller } from './caller';
import { currentPlace } from './group-members';
import { countedPage, escapeLike, inOrderOf, type Window } from './lists';
import { plannedPerCallWhenLarge } from '../db/planned-per-call';
import { officeScope, scopedGroup, some } from './team-scope';
import { newId } from './tokens';

export const TRANSFER_REFUSALS = {
  otherOffice: 'To Group must be a team of the same office as From Group.',
  notActiveMember: 'Member is not an active member of From Group.',
  leader: "A team's leader cannot be transferred: name another leader first.",
  alreadyWaiting: 'Member already has a transfer waiting.',
  notWaiting: 'Only a waiting transfer can be canceled.',
} as const;

const originGroup = alias(groups, 'origin_group');
const toGroup = alias(groups, 'to_group');
const originEmployee = alias(employees, 'origin_employee');
const creator = alias(users, 'creator');

function selectTransfers(db: Executor) {
  return db
    .select({
      transfer: transferMemberTeams,
      originGroupName: originGroup.groupName,
      toGroupName: toGroup.groupName,
      employeeCode: originEmployee.employeeCode,
      nickName: users.nickName,
      creatorName: creator.name,
    })
    .from(transferMemberTeams)
    .innerJoin(users, eq(users.userId, transferMemberTeams.userId))
    .leftJoin(originGroup, eq(originGroup.groupId, transferMemberTeams.originGroupId))
    .leftJoin(toGroup, eq(toGroup.groupId, transferMemberTeams.toGroupId))
    .leftJoin(originEmployee, eq(originEmployee.employeeId, transferMemberTeams.employeeId))
    .leftJoin(creator, eq(creator.userId, transferMemberTeams.createdByUserId))
    .$dynamic();
}

type TransferSelection = Awaited<ReturnType<ReturnType<typeof selectTransfers>['execute']>>[number];

function toTransfer(r: TransferSelection): TransferMemberTeam {
  const t = r.transfer;
  return {
    transferMemberId: t.transferMemberId,
    originGroup: r.originGroupName !== null ? { groupName: r.originGroupName } : null,
    toGroup: r.toGroupName !== null ? { groupName: r.toGroupName } : null,
    originGroupMember: { employee: { employeeCode: r.employeeCode } },
    toGroupMember: t.toGroupMemberId ? { groupMemberId: t.toGroupMemberId } : null,
    toGroupMemberId: t.toGroupMemberId,
    user: { nickName: r.nickName },
    status: t.status,
    createdAt: t.createdAt.toISOString(),
    createdByUserMeta: r.creatorName !== null ? { name: r.creatorName } : null,
  };
}

function transferFilters(caller: Caller, q: TransferMemberTeamsQuery, perCall: SQL | undefined): SQL | undefined {
  const search = q.search?.trim();
  const pattern = search ? `%${escapeLike(search)}%` : undefined;
  return and(
    perCall,
    officeScope(caller, transferMemberTeams.officeId),
    q.filterOfficeId ? eq(transferMemberTeams.officeId, q.filterOfficeId) : undefined,
    q.filterUserId ? eq(transferMemberTeams.userId, q.filterUserId) : undefined,
    some(q.filterStatus) ? inArray(transferMemberTeams.status, [...q.filterStatus]) : undefined,
    q.filterGroupId ? or(eq(transferMemberTeams.originGroupId, q.filterGroupId), eq(transferMemberTeams.toGroupId, q.filterGroupId)) : undefined,
    pattern ? or(ilike(users.name, pattern), ilike(users.nickName, pattern)) : undefined,
  );
}

export async function listTransfers(db: Db, caller: Caller, q: TransferMemberTeamsQuery & Window): Promise<ListPayload<TransferMemberTeam>> {
  // A search of a large table is planned with its own pattern: the generic plan of the capped count read
  // the users by their key and filtered them (4.6 ms for '%a%' at scale factor 1; 1.0 ms planned per call).
  const perCall = q.search?.trim() ? await plannedPerCallWhenLarge(db, transferMemberTeams) : undefined;
  const where = transferFilters(caller, q, perCall);
  const dir = q.sort === 'createdAt:ASC' ? asc : desc;
  // The page's ids first, on the transfers and the user their search reads (the created-at index serves
  // the order); then only those rows joined to their groups, employee and creator. The six-table page was
  // planned anew on every request (1.9 ms of PostgreSQL's for 0.35 ms of work at scale factor 1).
  const ids = (
    await db
      .select({ id: transferMemberTeams.transferMemberId })
      .from(transferMemberTeams)
      .innerJoin(users, eq(users.userId, transferMemberTeams.userId))
      .where(where)
      .orderBy(dir(transferMemberTeams.createdAt), dir(transferMemberTeams.transferMemberId))
      .limit(q.limit)
      .offset(q.offset)
  ).map((r) => r.id);
  const rows = ids.length ? await selectTransfers(db).where(inArray(transferMemberTeams.transferMemberId, ids)) : [];
  const page = inOrderOf(ids, rows, (r) => r.transfer.transferMemberId);
  const matches = db.select({ one: sql`1` }).from(transferMemberTeams).innerJoin(users, eq(users.userId, transferMemberTeams.userId)).where(where);
  return countedPage(db, page.map(toTransfer), matches, q);
}

export async function getTransfer(db: Executor, caller: Caller, transferMemberId: string): Promise<TransferMemberTeam> {
  const [row] = await selectTransfers(db).where(
    and(eq(transferMemberTeams.transferMemberId, transferMemberId), officeScope(caller, transferMemberTeams.officeId)),
  );
  if (!row) throw notFound(TEAM_NOT_FOUND.transfer);
  return toTransfer(row);
}

/** The transfer row, in the caller's scope, locked for its change. */
export async function lockedTransfer(tx: Executor, caller: Caller, where: SQL) {
  const [row] = await tx.select().from(transferMemberTeams).where(and(where, officeScope(caller, transferMemberTeams.officeId))).for('update');
  return row;
}

export async function createTransfer(db: Db, caller: Caller, body: CreateTransferMemberTeamBody, now: Date): Promise<TransferMemberTeam> {
  const transferMemberId = newId();
  await db.transaction(async (tx) => {
    // Both groups locked, in id order so two transfers between them cannot deadlock.
    const [first, second] = [body.originGroupId, body.toGroupId].sort();
    const locked = new Map([[first!, await scopedGroup(tx, caller, first!, { lock: true })], [second!, await scopedGroup(tx, caller, second!, { lock: true })]]);
    const origin = locked.get(body.originGroupId)!;
    const target = locked.get(body.toGroupId)!;
    if (origin.officeId !== target.officeId) throw fieldError('toGroupId', TRANSFER_REFUSALS.otherOffice);
    const [member] = await tx
      .select()
      .from(groupMembers)
      .where(
        and(
          eq(groupMembers.groupMemberId, body.originGroupMemberId),
          eq(groupMembers.groupId, origin.groupId),
          eq(groupMembers.userId, body.userId),
          eq(groupMembers.status, 'active'),
        ),
      );
    if (!member) throw fieldError('originGroupMemberId', TRANSFER_REFUSALS.notActiveMember);
    if (member.employeeId === origin.leaderEmployeeId) throw fieldError('originGroupMemberId', TRANSFER_REFUSALS.leader);
    if (await currentPlace(tx, target.groupId, member.userId)) throw conflict(MESSAGES.userAlreadyInGroup(target.groupName), 'toGroupId');
    const [pending] = await tx
      .select({ id: transferMemberTeams.transferMemberId })
      .from(transferMemberTeams)
      .where(and(eq(transferMemberTeams.originGroupMemberId, member.groupMemberId), eq(transferMemberTeams.status, 'WAITING')));
    if (pending) throw conflict(TRANSFER_REFUSALS.alreadyWaiting, 'originGroupMemberId');

    const waiting = { groupMemberId: newId(), groupId: target.groupId, userId: member.userId, employeeId: member.employeeId, status: 'waiting' as const, createdAt: now };
    await tx.insert(groupMembers).values(waiting);
    const transfer = {
      transferMemberId,
      originGroupId: origin.groupId,
      originGroupMemberId: member.groupMemberId,
      toGroupId: target.groupId,
      toGroupMemberId: waiting.groupMemberId,
      userId: member.userId,
      employeeId: member.employeeId,
      officeId: origin.officeId,
      status: 'WAITING' as const,
      createdByUserId: caller.userId,
      createdAt: now,
    };
    await tx.insert(transferMemberTeams).values(transfer);
    await recordAudit(tx, callerAudit(caller, now), [
      {
        action: 'create',
        entityType: 'transfer_member_team',
        entityId: transferMemberId,
        officeId: origin.officeId,
        after: { originGroupId: transfer.originGroupId, toGroupId: transfer.toGroupId, userId: transfer.userId, status: transfer.status },
        stateTo: 'WAITING',
      },
      {
        action: 'create',
        entityType: 'group_member',
        entityId: waiting.groupMemberId,
        officeId: origin.officeId,
        after: { groupId: waiting.groupId, employeeId: waiting.employeeId, userId: waiting.userId, status: waiting.status },
      },
    ]);
  });
  return getTransfer(db, caller, transferMemberId);
}

/** Cancel a WAITING transfer: CANCELED, and the waiting membership in the to group removed. */
type TransferRow = typeof transferMemberTeams.$inferSelect;

/** Cancels WAITING transfers: each becomes CANCELED and its waiting membership is removed. Answers the audit records. */
async function cancelWaiting(tx: Executor, transfers: readonly TransferRow[]): Promise<AuditRecord[]> {
  const records: AuditRecord[] = [];
  for (const transfer of transfers) {
    await tx.update(transferMemberTeams).set({ status: 'CANCELED', toGroupMemberId: null }).where(eq(transferMemberTeams.transferMemberId, transfer.transferMemberId));
    records.push({
      action: 'status',
      entityType: 'transfer_member_team',
      entityId: transfer.transferMemberId,
      officeId: transfer.officeId,
      before: { status: transfer.status },
      after: { status: 'CANCELED' },
      stateFrom: transfer.status,
      stateTo: 'CANCELED',
    });
    if (!transfer.toGroupMemberId) continue;
    const [removed] = await tx
      .delete(groupMembers)
      .where(and(eq(groupMembers.groupMemberId, transfer.toGroupMemberId), eq(groupMembers.status, 'waiting')))
      .returning();
    if (removed) {
      records.push({
        action: 'delete',
        entityType: 'group_member',
        entityId: removed.groupMemberId,
        officeId: transfer.officeId,
        before: { groupId: removed.groupId, employeeId: removed.employeeId, userId: removed.userId, status: removed.status },
      });
    }
  }
  return records;
}

/**
 * An employee leaving their office (a staff transfer, staff-transfers.ts) leaves
 * its teams: a team transfer still waiting for its fees can no longer complete,
 * so it is canceled with its waiting membership. Answers the audit records.
 */
export async function cancelWaitingTransfersOf(tx: Executor, employeeId: string): Promise<AuditRecord[]> {
  const waiting = await tx
    .select()
    .from(transferMemberTeams)
    .where(and(eq(transferMemberTeams.employeeId, employeeId), eq(transferMemberTeams.status, 'WAITING')))
    .for('update');
  return cancelWaiting(tx, waiting);
}

export async function cancelTransfer(db: Db, caller: Caller, transferMemberId: string, now: Date): Promise<TransferMemberTeam> {
  await db.transaction(async (tx) => {
    const transfer = await lockedTransfer(tx, caller, eq(transferMemberTeams.transferMemberId, transferMemberId));
    if (!transfer) throw notFound(TEAM_NOT_FOUND.transfer);
    if (transfer.status !== 'WAITING') throw conflict(TRANSFER_REFUSALS.notWaiting);
    await recordAudit(tx, callerAudit(caller, now), await cancelWaiting(tx, [transfer]));
  });
  return getTransfer(db, caller, transferMemberId);
}

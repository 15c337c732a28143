/**
 * Members of teams (§3 Group member, §7 group-members): the list (the
 * transfer form's member dropdown, the team's member list), adding an agent of
 * the team's office, and removing one (the membership ends: inactive).
 */
import { and, asc, eq, inArray, ne, or, isNull, sql, type SQL } from 'drizzle-orm';
import type { ListPayload } from '../../domain/entities/common';
import type { AddGroupMemberBody, GroupMembersQuery } from '../../domain/entities/team';
import { MESSAGES } from '../../domain/messages';
import type { GroupMember } from '../../domain/transfer';
import type { Db, Executor } from '../db/client';
import { employees, groupMembers, groups, users } from '../db/schema';
import { conflict, invalid } from '../errors';
import { officeAgents } from './agents';
import { callerAudit, recordAudit } from './audit';
import type { Caller } from './caller';
import { countedPage, type Window } from './lists';
import { feesOfMembers } from './member-fee-records';
import { officeScope, scopedGroup, scopedGroupMember, some } from './team-scope';
import { newId } from './tokens';

type Include = GroupMembersQuery['includeData'];

function selectMembers(db: Executor) {
  return db
    .select({ member: groupMembers, name: users.name, nickName: users.nickName, profilePic: users.profilePic, gender: users.gender, employeeCode: employees.employeeCode })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.groupId, groupMembers.groupId))
    .innerJoin(users, eq(users.userId, groupMembers.userId))
    .innerJoin(employees, eq(employees.employeeId, groupMembers.employeeId))
    .$dynamic();
}

type MemberSelection = Awaited<ReturnType<ReturnType<typeof selectMembers>['execute']>>[number];

/** User and employee always (the dropdowns show them); the profile and the fees when asked. */
async function toMembers(db: Executor, rows: MemberSelection[], include: Include): Promise<GroupMember[]> {
  const wanted = new Set(include ?? []);
  const fees = wanted.has('teamsMemberFees') ? await feesOfMembers(db, rows.map((r) => r.member.groupMemberId)) : undefined;
  return rows.map((r) => ({
    groupMemberId: r.member.groupMemberId,
    groupId: r.member.groupId,
    user: { userId: r.member.userId, name: r.name, nickName: r.nickName },
    employee: { employeeId: r.member.employeeId, employeeCode: r.employeeCode },
    ...(wanted.has('profile') && { profile: { name: r.name, nickName: r.nickName, gender: r.gender, profilePic: r.profilePic } }),
    ...(fees && { teamsMemberFees: fees.get(r.member.groupMemberId) ?? [] }),
  }));
}

const MEMBER_ORDER = [asc(groupMembers.createdAt), asc(groupMembers.groupMemberId)];

/** A team's active members with their fees (GET groups/{groupId}). */
export async function activeMembersOf(db: Executor, groupId: string): Promise<GroupMember[]> {
  const rows = await selectMembers(db)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.status, 'active')))
    .orderBy(...MEMBER_ORDER);
  return toMembers(db, rows, ['user', 'employee', 'teamsMemberFees']);
}

function memberFilters(caller: Caller, q: GroupMembersQuery): SQL | undefined {
  return and(
    officeScope(caller, groups.officeId),
    q.filterGroupId ? eq(groupMembers.groupId, q.filterGroupId) : undefined,
    q.filterUserId ? eq(groupMembers.userId, q.filterUserId) : undefined,
    some(q.filterStatus) ? inArray(groupMembers.status, [...q.filterStatus]) : undefined,
    // withLeaderTeam=false: the transfer's member dropdown leaves the team's leader out.
    q.withLeaderTeam === false ? or(isNull(groups.leaderEmployeeId), ne(groupMembers.employeeId, groups.leaderEmployeeId)) : undefined,
  );
}

export async function listGroupMembers(db: Db, caller: Caller, q: GroupMembersQuery & Window): Promise<ListPayload<GroupMember>> {
  const where = memberFilters(caller, q);
  const rows = await selectMembers(db).where(where).orderBy(...MEMBER_ORDER).limit(q.limit).offset(q.offset);
  const matches = db.select({ one: sql`1` }).from(groupMembers).innerJoin(groups, eq(groups.groupId, groupMembers.groupId)).where(where);
  return countedPage(db, await toMembers(db, rows, q.includeData), matches, q);
}

/** The user's place in the group, active or waiting (a transfer into it under way), if any. */
export async function currentPlace(db: Executor, groupId: string, userId: string) {
  const [row] = await db
    .select({ groupMemberId: groupMembers.groupMemberId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId), inArray(groupMembers.status, ['active', 'waiting'])));
  return row;
}

async function memberById(db: Executor, groupMemberId: string): Promise<GroupMember> {
  const rows = await selectMembers(db).where(eq(groupMembers.groupMemberId, groupMemberId));
  return (await toMembers(db, rows, ['user', 'employee']))[0]!;
}

export async function addGroupMember(db: Db, caller: Caller, body: AddGroupMemberBody, now: Date): Promise<GroupMember> {
  const groupMemberId = newId();
  await db.transaction(async (tx) => {
    const group = await scopedGroup(tx, caller, body.groupId, { lock: true });
    const agent = (await officeAgents(tx, group.officeId, [body.employeeId], 'employeeId', 'Agent')).get(body.employeeId)!;
    if (await currentPlace(tx, group.groupId, agent.userId)) throw conflict(MESSAGES.userAlreadyInGroup(group.groupName), 'employeeId');
    const row = { groupMemberId, groupId: group.groupId, userId: agent.userId, employeeId: agent.employeeId, status: 'active' as const, createdAt: now };
    await tx.insert(groupMembers).values(row);
    await recordAudit(tx, callerAudit(caller, now), {
      action: 'create',
      entityType: 'group_member',
      entityId: groupMemberId,
      officeId: group.officeId,
      after: { groupId: row.groupId, employeeId: row.employeeId, userId: row.userId, status: row.status },
    });
  });
  return memberById(db, groupMemberId);
}

export const MEMBER_REFUSALS = {
  leader: "The team's leader cannot be removed: name another leader first.",
  notActive: 'Only an active member can be removed (a waiting transfer is canceled instead).',
} as const;

/** Removing a member ends the membership (inactive): its fees and transfers stay as history. */
export async function removeGroupMember(db: Db, caller: Caller, groupMemberId: string, now: Date): Promise<GroupMember> {
  await db.transaction(async (tx) => {
    const found = await scopedGroupMember(tx, caller, groupMemberId);
    await scopedGroup(tx, caller, found.group.groupId, { lock: true });
    // Read again under the group's lock: a transfer or another removal may have moved it meanwhile.
    const { member, group } = await scopedGroupMember(tx, caller, groupMemberId);
    if (member.status !== 'active') throw invalid(MEMBER_REFUSALS.notActive);
    if (member.employeeId === group.leaderEmployeeId) throw invalid(MEMBER_REFUSALS.leader);
    await tx.update(groupMembers).set({ status: 'inactive' }).where(eq(groupMembers.groupMemberId, groupMemberId));
    await recordAudit(tx, callerAudit(caller, now), {
      action: 'status',
      entityType: 'group_member',
      entityId: groupMemberId,
      officeId: group.officeId,
      before: { status: member.status },
      after: { status: 'inactive' },
      stateFrom: member.status,
      stateTo: 'inactive',
    });
  });
  return memberById(db, groupMemberId);
}

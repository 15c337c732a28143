/**
 * Teams (groups) of an office (§3, §7 groups): the list with leader and
 * member count, one team with its active members and their fees, creating
 * one with its leader and first members, renaming it or naming another
 * leader. Scoped by the team policy: another office's team is not found.
 */
import { and, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { ListPayload } from '../../domain/entities/common';
import type { CreateGroupBody, GroupDetail, GroupListItem, GroupsQuery, PatchGroupBody, TeamPerson } from '../../domain/entities/team';
import { GROUP_FORM_LABELS } from '../../domain/entities/team';
import { TEAM_NOT_FOUND } from '../../domain/team-policy';
import type { Db, Executor } from '../db/client';
import { employees, groupMembers, groups, offices, users } from '../db/schema';
import { notFound } from '../errors';
import { officeAgents } from './agents';
import { callerAudit, recordAudit, type AuditRecord } from './audit';
import type { Caller } from './caller';
import { activeMembersOf } from './group-members';
import { countedPage, escapeLike, orderBy, sortOrder, type Window } from './lists';
import { officeScope, scopedGroup } from './team-scope';
import { newId } from './tokens';

const SORTABLE = { createdAt: groups.createdAt, groupName: groups.groupName } as const;

const orderOf = (sort: string | undefined) => orderBy(sortOrder(sort, SORTABLE, groups.groupId, 'createdAt:DESC'));

function selectGroups(db: Executor) {
  return db
    .select({
      group: groups,
      officeName: offices.officeName,
      leaderUserId: employees.userId,
      leaderCode: employees.employeeCode,
      leaderName: users.name,
      leaderNickName: users.nickName,
    })
    .from(groups)
    .leftJoin(offices, eq(offices.officeId, groups.officeId))
    .leftJoin(employees, eq(employees.employeeId, groups.leaderEmployeeId))
    .leftJoin(users, eq(users.userId, employees.userId))
    .$dynamic();
}

type GroupSelection = Awaited<ReturnType<ReturnType<typeof selectGroups>['execute']>>[number];

function leaderOf(r: GroupSelection): TeamPerson | null {
  if (!r.group.leaderEmployeeId || !r.leaderUserId) return null;
  return { employeeId: r.group.leaderEmployeeId, userId: r.leaderUserId, name: r.leaderName ?? '', nickName: r.leaderNickName, employeeCode: r.leaderCode };
}

async function memberCounts(db: Executor, groupIds: readonly string[]): Promise<Map<string, number>> {
  if (!groupIds.length) return new Map();
  const rows = await db
    .select({ groupId: groupMembers.groupId, n: count() })
    .from(groupMembers)
    .where(and(inArray(groupMembers.groupId, [...groupIds]), eq(groupMembers.status, 'active')))
    .groupBy(groupMembers.groupId);
  return new Map(rows.map((r) => [r.groupId, r.n]));
}

async function toListItems(db: Executor, rows: GroupSelection[]): Promise<GroupListItem[]> {
  const counts = await memberCounts(db, rows.map((r) => r.group.groupId));
  return rows.map((r) => ({
    groupId: r.group.groupId,
    groupName: r.group.groupName,
    officeId: r.group.officeId,
    office: r.group.officeId && r.officeName !== null ? { officeId: r.group.officeId, officeName: r.officeName } : null,
    leader: leaderOf(r),
    memberCount: counts.get(r.group.groupId) ?? 0,
    createdAt: r.group.createdAt.toISOString(),
  }));
}

export async function listGroups(db: Db, caller: Caller, q: GroupsQuery & Window): Promise<ListPayload<GroupListItem>> {
  const search = q.search?.trim();
  const where = and(
    officeScope(caller, groups.officeId),
    q.filterOfficeId ? eq(groups.officeId, q.filterOfficeId) : undefined,
    search ? ilike(groups.groupName, `%${escapeLike(search)}%`) : undefined,
  );
  const rows = await selectGroups(db).where(where).orderBy(...orderOf(q.sort)).limit(q.limit).offset(q.offset);
  const matches = db.select({ one: sql`1` }).from(groups).where(where);
  return countedPage(db, await toListItems(db, rows), matches, q);
}

export async function getGroup(db: Executor, caller: Caller, groupId: string): Promise<GroupDetail> {
  const [row] = await selectGroups(db).where(and(eq(groups.groupId, groupId), officeScope(caller, groups.officeId)));
  if (!row) throw notFound(TEAM_NOT_FOUND.group);
  const [item] = await toListItems(db, [row]);
  return { ...item!, members: await activeMembersOf(db, groupId) };
}

const memberRow = (groupId: string, agent: { employeeId: string; userId: string }, now: Date) => ({
  groupMemberId: newId(),
  groupId,
  userId: agent.userId,
  employeeId: agent.employeeId,
  status: 'active' as const,
  createdAt: now,
});

const memberAudit = (m: ReturnType<typeof memberRow>, officeId: string | null): AuditRecord => ({
  action: 'create',
  entityType: 'group_member',
  entityId: m.groupMemberId,
  officeId,
  after: { groupId: m.groupId, employeeId: m.employeeId, userId: m.userId, status: m.status },
});

export async function createGroup(db: Db, caller: Caller, body: CreateGroupBody, now: Date): Promise<GroupDetail> {
  const [office] = await db.select({ officeId: offices.officeId }).from(offices).where(and(eq(offices.officeId, body.officeId), officeScope(caller, offices.officeId)));
  if (!office) throw notFound('Office not found.');
  const leader = (await officeAgents(db, body.officeId, [body.leaderEmployeeId], 'leaderEmployeeId', GROUP_FORM_LABELS.leaderEmployeeId)).get(body.leaderEmployeeId)!;
  const others = body.memberEmployeeIds.filter((id) => id !== body.leaderEmployeeId);
  const agents = await officeAgents(db, body.officeId, others, 'memberEmployeeIds', GROUP_FORM_LABELS.memberEmployeeIds);
  const groupId = newId();
  await db.transaction(async (tx) => {
    const group = { groupId, officeId: body.officeId, groupName: body.groupName, leaderEmployeeId: body.leaderEmployeeId, createdAt: now };
    await tx.insert(groups).values(group);
    const members = [leader, ...agents.values()].map((a) => memberRow(groupId, a, now));
    await tx.insert(groupMembers).values(members);
    await recordAudit(tx, callerAudit(caller, now), [
      { action: 'create', entityType: 'group', entityId: groupId, officeId: body.officeId, after: { groupName: group.groupName, officeId: group.officeId, leaderEmployeeId: group.leaderEmployeeId } },
      ...members.map((m) => memberAudit(m, body.officeId)),
    ]);
  });
  return getGroup(db, caller, groupId);
}

export async function patchGroup(db: Db, caller: Caller, groupId: string, body: PatchGroupBody, now: Date): Promise<GroupDetail> {
  await db.transaction(async (tx) => {
    const group = await scopedGroup(tx, caller, groupId, { lock: true });
    const records: AuditRecord[] = [];
    if (body.leaderEmployeeId && body.leaderEmployeeId !== group.leaderEmployeeId) {
      const leader = (await officeAgents(tx, group.officeId, [body.leaderEmployeeId], 'leaderEmployeeId', GROUP_FORM_LABELS.leaderEmployeeId)).get(body.leaderEmployeeId)!;
      const [member] = await tx
        .select({ id: groupMembers.groupMemberId })
        .from(groupMembers)
        .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.employeeId, leader.employeeId), eq(groupMembers.status, 'active')));
      if (!member) {
        const row = memberRow(groupId, leader, now);
        await tx.insert(groupMembers).values(row);
        records.push(memberAudit(row, group.officeId));
      }
    }
    const after = { groupName: body.groupName ?? group.groupName, leaderEmployeeId: body.leaderEmployeeId ?? group.leaderEmployeeId };
    await tx.update(groups).set(after).where(eq(groups.groupId, groupId));
    records.unshift({
      action: 'update',
      entityType: 'group',
      entityId: groupId,
      officeId: group.officeId,
      before: { groupName: group.groupName, leaderEmployeeId: group.leaderEmployeeId },
      after,
    });
    await recordAudit(tx, callerAudit(caller, now), records);
  });
  return getGroup(db, caller, groupId);
}

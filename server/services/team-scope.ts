/**
 * The team policy (domain/team-policy.ts) as SQL, and the lookups every team
 * service starts with: a record outside the caller's scope is not found, the
 * same answer as a record that does not exist.
 */
import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { TEAM_NOT_FOUND, teamScope } from '../../domain/team-policy';
import type { Executor } from '../db/client';
import { groupMembers, groups } from '../db/schema';
import { notFound } from '../errors';
import type { Caller } from './caller';

/** Rows whose office (this column) the caller may reach; undefined: every row. */
export function officeScope(caller: Caller, officeColumn: AnyColumn): SQL | undefined {
  const scope = teamScope(caller);
  if (scope.kind === 'all') return undefined;
  return scope.officeIds.length ? inArray(officeColumn, [...scope.officeIds]) : sql`false`;
}

export type GroupRow = typeof groups.$inferSelect;
export type GroupMemberRow = typeof groupMembers.$inferSelect;

/** The group, locked for the change when asked (membership changes of one group run one at a time). */
export async function scopedGroup(db: Executor, caller: Caller, groupId: string, { lock = false } = {}): Promise<GroupRow> {
  const query = db.select().from(groups).where(and(eq(groups.groupId, groupId), officeScope(caller, groups.officeId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(TEAM_NOT_FOUND.group);
  return row;
}

export async function scopedGroupMember(db: Executor, caller: Caller, groupMemberId: string): Promise<{ member: GroupMemberRow; group: GroupRow }> {
  const [row] = await db
    .select({ member: groupMembers, group: groups })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.groupId, groupMembers.groupId))
    .where(and(eq(groupMembers.groupMemberId, groupMemberId), officeScope(caller, groups.officeId)));
  if (!row) throw notFound(TEAM_NOT_FOUND.groupMember);
  return row;
}

export const some = <T>(list: readonly T[] | undefined): list is readonly T[] => !!list && list.length > 0;

import { DROPDOWN_LIST_LIMIT, envelope, listPayload } from '../../../domain/entities/common';
import type { groupMembersQuery } from '../../../domain/entities/team';
import { groupMember, type GroupMember } from '../../../domain/transfer';
import { http, type QueryParams } from '../http';

export type GroupMembersParams = Partial<QueryParams<typeof groupMembersQuery>>;

const answer = envelope(listPayload(groupMember));

/** GET group-members (§7). */
export async function getGroupMembers(params: GroupMembersParams, signal?: AbortSignal): Promise<GroupMember[]> {
  const res = await http.get('group-members', { query: { ...params }, signal, schema: answer });
  return res.payload.results;
}

/** The transfer's member dropdown (§7): the from group's active members, the leader left out, every one of them. */
export const getTransferableMembers = (groupId: string, signal?: AbortSignal) =>
  getGroupMembers(
    { filterGroupId: groupId, filterStatus: ['active'], includeData: ['user', 'employee'], withLeaderTeam: false, limit: DROPDOWN_LIST_LIMIT, offset: 0 },
    signal,
  );

/** Is the user active in the group already (§5)? The userIds found. */
export const getActiveUserIdsIn = async (groupId: string, userId: string, signal?: AbortSignal) =>
  (await getGroupMembers({ filterGroupId: groupId, filterUserId: userId, filterStatus: ['active'], includeData: ['user'], limit: DROPDOWN_LIST_LIMIT, offset: 0 }, signal))
    .map((m) => m.user?.userId)
    .filter((id): id is string => Boolean(id));

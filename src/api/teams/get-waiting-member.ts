import { useQuery } from '@tanstack/react-query';
import { DROPDOWN_LIST_LIMIT } from '../../../domain/entities/common';
import type { FeeMember } from '../../../machines/fee-editor.machine';
import { getGroups } from './get-groups';
import { getGroupMembers } from './get-group-members';
import { teamKeys } from './keys';

/**
 * The waiting membership a WAITING transfer made, with the user and employee
 * the fee modal needs. The transfer record (§3) names the to group only by
 * name and the membership only by id, so the to group's waiting members are
 * read and the one with that id taken: a name two teams share is tried in both.
 */
export async function findWaitingMember(toGroupName: string, toGroupMemberId: string, signal?: AbortSignal): Promise<FeeMember | null> {
  const groups = await getGroups({ search: toGroupName, limit: DROPDOWN_LIST_LIMIT, offset: 0 }, signal);
  for (const group of groups.results.filter((g) => g.groupName === toGroupName)) {
    const waiting = await getGroupMembers(
      { filterGroupId: group.groupId, filterStatus: ['waiting'], includeData: ['user', 'employee'], limit: DROPDOWN_LIST_LIMIT, offset: 0 },
      signal,
    );
    const found = waiting.find((m) => m.groupMemberId === toGroupMemberId);
    if (found?.user && found.employee) return { groupMemberId: found.groupMemberId, userId: found.user.userId, employeeId: found.employee.employeeId };
  }
  return null;
}

export const useWaitingMember = (toGroupName: string | null, toGroupMemberId: string | null) =>
  useQuery({
    queryKey: [...teamKeys.all, 'waiting-member', toGroupName, toGroupMemberId],
    queryFn: ({ signal }) => findWaitingMember(toGroupName ?? '', toGroupMemberId ?? '', signal),
    enabled: toGroupName !== null && toGroupMemberId !== null,
  });

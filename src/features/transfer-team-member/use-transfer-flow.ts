import { useQueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { GroupListItem } from '../../../domain/entities/team';
import { transferMachine, type TransferMember } from '../../../machines/transfer.machine';
import { createTransferMemberTeam } from '../../api/teams/create-transfer-member-team';
import { getActiveUserIdsIn, getTransferableMembers } from '../../api/teams/get-group-members';
import { teamKeys } from '../../api/teams/keys';
import { useFlow } from '../../app/flows/use-flow';
import { showToast } from '../../ui/toast';
import type { GroupMember } from '../../../domain/transfer';

/** A group member as the member dropdown offers it: one with no user or employee cannot be transferred. */
function transferMemberOf(m: GroupMember): TransferMember | null {
  if (!m.user || !m.employee) return null;
  return { groupMemberId: m.groupMemberId, userId: m.user.userId, employeeId: m.employee.employeeId, name: m.user.nickName || m.user.name };
}

/**
 * The transfer machine with its real effects: the group-member lookups and
 * POST transfer-member-teams of §7, the toast. QA's flow log sees it as 'transfer'.
 */
export function useTransferFlow(groups: readonly GroupListItem[]) {
  const queryClient = useQueryClient();
  return useFlow(
    () =>
      transferMachine.provide({
        actors: {
          loadMembers: fromPromise(async ({ input: { groupId }, signal }) =>
            (await getTransferableMembers(groupId, signal)).map(transferMemberOf).filter((m): m is TransferMember => m !== null),
          ),
          loadToGroupMembers: fromPromise(({ input: { groupId, userId }, signal }) => getActiveUserIdsIn(groupId, userId, signal)),
          createTransfer: fromPromise(async ({ input: body }) => {
            const created = await createTransferMemberTeam(body);
            void queryClient.invalidateQueries({ queryKey: teamKeys.all });
            return created;
          }),
        },
        actions: { notify: (_, params) => showToast(params) },
      }),
    { name: 'transfer', input: { groups: groups.map(({ groupId, groupName }) => ({ groupId, groupName })) } },
  );
}

export type TransferActor = ReturnType<typeof useTransferFlow>;

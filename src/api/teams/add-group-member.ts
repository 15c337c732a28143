import { useMutation, useQueryClient } from '@tanstack/react-query';
import { envelope } from '../../../domain/entities/common';
import type { AddGroupMemberBody } from '../../../domain/entities/team';
import { groupMember, type GroupMember } from '../../../domain/transfer';
import { http } from '../http';
import { teamKeys } from './keys';

const answer = envelope(groupMember);

/** POST group-members: an agent joins a team (refused with 'User already exists in group {group}'). */
export async function addGroupMember(body: AddGroupMemberBody): Promise<GroupMember> {
  const res = await http.post('group-members', body, { schema: answer });
  return res.payload;
}

export function useAddGroupMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addGroupMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

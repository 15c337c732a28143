import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../http';
import { teamKeys } from './keys';

/** DELETE group-members/{groupMemberId}: the member leaves the team. */
export async function removeGroupMember(groupMemberId: string): Promise<void> {
  await http.delete(`group-members/${encodeURIComponent(groupMemberId)}`);
}

export function useRemoveGroupMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeGroupMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../http';
import { teamKeys } from './keys';

/** POST transfer-member-teams/{id}/cancel: a WAITING transfer is dropped, the member stays where it was. */
export async function cancelTransferMemberTeam(transferMemberId: string): Promise<void> {
  await http.post(`transfer-member-teams/${encodeURIComponent(transferMemberId)}/cancel`);
}

export function useCancelTransferMemberTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelTransferMemberTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

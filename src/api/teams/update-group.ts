import { useMutation, useQueryClient } from '@tanstack/react-query';
import { envelope } from '../../../domain/entities/common';
import { groupListItem, type GroupListItem, type PatchGroupBody } from '../../../domain/entities/team';
import { http } from '../http';
import { teamKeys } from './keys';

const answer = envelope(groupListItem);

export interface UpdateGroupInput {
  groupId: string;
  body: PatchGroupBody;
}

/** PATCH groups/{groupId}: rename, or name another leader. */
export async function updateGroup({ groupId, body }: UpdateGroupInput): Promise<GroupListItem> {
  const res = await http.patch(`groups/${encodeURIComponent(groupId)}`, body, { schema: answer });
  return res.payload;
}

export function useUpdateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

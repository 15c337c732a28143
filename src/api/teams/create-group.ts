import { useMutation, useQueryClient } from '@tanstack/react-query';
import { envelope } from '../../../domain/entities/common';
import { groupListItem, type CreateGroupBody, type GroupListItem } from '../../../domain/entities/team';
import { http } from '../http';
import { teamKeys } from './keys';

const answer = envelope(groupListItem);

/** POST groups: answers the new team. */
export async function createGroup(body: CreateGroupBody): Promise<GroupListItem> {
  const res = await http.post('groups', body, { schema: answer });
  return res.payload;
}

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

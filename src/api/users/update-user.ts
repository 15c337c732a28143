import { useMutation, useQueryClient } from '@tanstack/react-query';
import { envelope } from '../../../domain/entities/common';
import { user, type PatchUserBody, type User } from '../../../domain/entities/user';
import { http } from '../http';
import { userKeys } from './keys';

const answer = envelope(user);

export interface UpdateUserInput {
  userId: string;
  body: PatchUserBody;
}

/** PATCH users/{userId} (§7). */
export async function updateUser({ userId, body }: UpdateUserInput): Promise<User> {
  const res = await http.patch(`users/${encodeURIComponent(userId)}`, body, { schema: answer });
  return res.payload;
}

export function useUpdateUser(options: { onSuccess?: (user: User) => void | Promise<void> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: async (user) => {
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
      await options.onSuccess?.(user);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PatchUserBody, User } from '../../../domain/entities/user';
import { http, type Envelope } from '../http';
import { userKeys } from './keys';

export interface UpdateUserInput {
  userId: string;
  body: PatchUserBody;
}

/** PATCH users/{userId} (§7). */
export async function updateUser({ userId, body }: UpdateUserInput): Promise<User> {
  const res = await http.patch<Envelope<User>>(`users/${encodeURIComponent(userId)}`, body);
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

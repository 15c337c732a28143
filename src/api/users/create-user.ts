import { useMutation, useQueryClient } from '@tanstack/react-query';
import { envelope } from '../../../domain/entities/common';
import { user, type User } from '../../../domain/entities/user';
import type { CreateUserInput } from '../../../domain/entities/user-admin';
import { http } from '../http';
import { userKeys } from './keys';

const answer = envelope(user);

/** POST users: a new user with a first password. */
export async function createUser(body: CreateUserInput): Promise<User> {
  const res = await http.post('users', body, { schema: answer });
  return res.payload;
}

export function useCreateUser(options: { onSuccess?: (user: User) => void | Promise<void> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: async (created) => {
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
      await options.onSuccess?.(created);
    },
  });
}

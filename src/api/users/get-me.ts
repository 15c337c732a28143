import { queryOptions, useQuery } from '@tanstack/react-query';
import { envelope } from '../../../domain/entities/common';
import { user, type User } from '../../../domain/entities/user';
import { http } from '../http';
import { userKeys } from './keys';

export const meAnswer = envelope(user);

/** GET users/me: the signed-in user's own record. */
export async function getMe(signal?: AbortSignal): Promise<User> {
  const res = await http.get('users/me', { signal, schema: meAnswer });
  return res.payload;
}

export const meQueryOptions = () => queryOptions({ queryKey: userKeys.me(), queryFn: ({ signal }) => getMe(signal) });

export const useMe = () => useQuery(meQueryOptions());

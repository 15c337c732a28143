import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '../../../domain/entities/user';
import { http, type Envelope } from '../http';
import { userKeys } from './keys';

/** GET users/me: the signed-in user's own record. */
export async function getMe(signal?: AbortSignal): Promise<User> {
  const res = await http.get<Envelope<User>>('users/me', { signal });
  return res.payload;
}

export const meQueryOptions = () => queryOptions({ queryKey: userKeys.me(), queryFn: ({ signal }) => getMe(signal) });

export const useMe = () => useQuery(meQueryOptions());

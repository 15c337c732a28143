import { queryOptions, useQuery } from '@tanstack/react-query';
import { envelope } from '../../../domain/entities/common';
import { userDetail, type UserDetail } from '../../../domain/entities/user-admin';
import { http } from '../http';
import { userKeys } from './keys';

const answer = envelope(userDetail);

/** GET users/{id} (§7): the user with every employee record. */
export async function getUser(userId: string, signal?: AbortSignal): Promise<UserDetail> {
  const res = await http.get(`users/${encodeURIComponent(userId)}`, { signal, schema: answer });
  return res.payload;
}

export const userQueryOptions = (userId: string) => queryOptions({ queryKey: userKeys.detail(userId), queryFn: ({ signal }) => getUser(userId, signal) });

export const useUser = (userId: string) => useQuery(userQueryOptions(userId));

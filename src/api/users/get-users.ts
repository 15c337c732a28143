import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { envelope, listPayload, type ListPayload } from '../../../domain/entities/common';
import { userListItem, type UserListItem, type usersQuery } from '../../../domain/entities/user-admin';
import { http, type QueryParams } from '../http';
import { userKeys } from './keys';

export type UsersParams = Partial<QueryParams<typeof usersQuery>>;

const answer = envelope(listPayload(userListItem));

/** GET users (§7): back-office users with their ranked roles, searched and filtered. */
export async function getUsers(params: UsersParams, signal?: AbortSignal): Promise<ListPayload<UserListItem>> {
  const res = await http.get('users', { query: { ...params }, signal, schema: answer });
  return res.payload;
}

export const usersQueryOptions = (params: UsersParams) =>
  queryOptions({
    queryKey: userKeys.list({ ...params }),
    queryFn: ({ signal }) => getUsers(params, signal),
    placeholderData: keepPreviousData,
  });

export const useUsers = (params: UsersParams) => useQuery(usersQueryOptions(params));

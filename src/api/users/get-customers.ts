import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { envelope, listPayload, type ListPayload } from '../../../domain/entities/common';
import { publicUser, type customersQuery, type PublicUser } from '../../../domain/entities/user-admin';
import { http, type QueryParams } from '../http';
import { userKeys } from './keys';

export type CustomersParams = Partial<QueryParams<typeof customersQuery>>;

const answer = envelope(listPayload(publicUser));

/** GET users/customers (§7): public users by status and blocked flag, searched. */
export async function getCustomers(params: CustomersParams, signal?: AbortSignal): Promise<ListPayload<PublicUser>> {
  const res = await http.get('users/customers', { query: { filterUserType: 'customer', ...params }, signal, schema: answer });
  return res.payload;
}

export const customersQueryOptions = (params: CustomersParams) =>
  queryOptions({
    queryKey: userKeys.customers({ ...params }),
    queryFn: ({ signal }) => getCustomers(params, signal),
    placeholderData: keepPreviousData,
  });

export const useCustomers = (params: CustomersParams) => useQuery(customersQueryOptions(params));

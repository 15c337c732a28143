import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { envelope, listPayload, type ListPayload } from '../../../domain/entities/common';
import { officeListItem, type OfficeListItem, type officesQuery } from '../../../domain/entities/office';
import { http, type QueryParams } from '../http';
import { officeKeys } from './keys';

export type OfficesParams = Partial<QueryParams<typeof officesQuery>>;

const answer = envelope(listPayload(officeListItem));

/** GET offices (§7): a page of /office or /approve-office. */
export async function listOffices(params: OfficesParams, signal?: AbortSignal): Promise<ListPayload<OfficeListItem>> {
  const res = await http.get('offices', { query: { ...params }, signal, schema: answer });
  return res.payload;
}

export const officesQueryOptions = (params: OfficesParams) =>
  queryOptions({ queryKey: officeKeys.list(params), queryFn: ({ signal }) => listOffices(params, signal) });

/** The previous page stays while the next loads. */
export const useOffices = (params: OfficesParams) => useQuery({ ...officesQueryOptions(params), placeholderData: keepPreviousData });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { envelope, listPayload } from '../../../domain/entities/common';
import { OFFICE_SEARCH_LIMIT, officeListItem, type OfficeListItem, type officesQuery } from '../../../domain/entities/office';
import { http, type QueryParams } from '../http';
import { officeKeys } from './keys';

const answer = envelope(listPayload(officeListItem));

type OfficesParams = Partial<QueryParams<typeof officesQuery>>;

/** GET offices?filterApprovalStatus=APPROVED&search&limit=20 (§7): the office pickers' search. */
export async function searchOffices(search: string, signal?: AbortSignal): Promise<OfficeListItem[]> {
  const query: OfficesParams = { filterApprovalStatus: 'APPROVED', search, limit: OFFICE_SEARCH_LIMIT };
  const res = await http.get('offices', { query, signal, schema: answer });
  return res.payload.results;
}

export const officeSearchQueryOptions = (search: string) =>
  queryOptions({ queryKey: officeKeys.search(search), queryFn: ({ signal }) => searchOffices(search, signal), staleTime: 10 * 60_000 });

/** One office by id (filterOfficeId): the name of the office a URL names. */
export async function getOffice(officeId: string, signal?: AbortSignal): Promise<OfficeListItem | null> {
  const query: OfficesParams = { filterOfficeId: officeId, limit: 1 };
  const res = await http.get('offices', { query, signal, schema: answer });
  return res.payload.results[0] ?? null;
}

export const useOffice = (officeId: string) =>
  useQuery({
    queryKey: officeKeys.detail(officeId),
    queryFn: ({ signal }) => getOffice(officeId, signal),
    enabled: officeId !== '',
    staleTime: 10 * 60_000,
  });

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { envelope, listPayload, type ListPayload } from '../../../domain/entities/common';
import {
  INCLUDE_MASKING_HISTORY_DATA,
  listingMaskingHistory,
  MASKING_HISTORY_PAGE_SIZE,
  type ListingMaskingHistory,
  type maskingHistoryQuery,
} from '../../../domain/entities/listing-masking';
import { http, type QueryParams } from '../http';
import { maskingKeys } from './keys';

type MaskingHistoryQuery = QueryParams<typeof maskingHistoryQuery>;

/** The filters of §7 as the list sends them (absent ones are left out of the URL); page size, order and relations are the fetcher's. */
export type MaskingHistoryFilters = Omit<MaskingHistoryQuery, 'limit' | 'sort' | 'includeData' | 'search' | 'filterUserId'>;

const answer = envelope(listPayload(listingMaskingHistory));

/** GET listing-masking-histories, 10 a page (§9); the server scopes agents to their own, offices to theirs. */
export async function getMaskingHistories(filters: MaskingHistoryFilters, signal?: AbortSignal): Promise<ListPayload<ListingMaskingHistory>> {
  const query: MaskingHistoryQuery = {
    limit: MASKING_HISTORY_PAGE_SIZE,
    sort: 'maskingDate:DESC',
    includeData: [...INCLUDE_MASKING_HISTORY_DATA],
    ...filters,
  };
  const res = await http.get('listing-masking-histories', { query, signal, schema: answer });
  return res.payload;
}

export const maskingHistoriesQueryOptions = (filters: MaskingHistoryFilters) =>
  queryOptions({
    queryKey: maskingKeys.list({ ...filters }),
    queryFn: ({ signal }) => getMaskingHistories(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useMaskingHistories = (filters: MaskingHistoryFilters) => useQuery(maskingHistoriesQueryOptions(filters));

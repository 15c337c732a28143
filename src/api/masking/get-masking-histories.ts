import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListPayload } from '../../../domain/entities/common';
import {
  INCLUDE_MASKING_HISTORY_DATA,
  MASKING_HISTORY_PAGE_SIZE,
  type ListingMaskingHistory,
} from '../../../domain/entities/listing-masking';
import { http, type Envelope } from '../http';
import { maskingKeys } from './keys';

/** The filters of §7 as the list sends them; absent ones are left out of the URL. */
export interface MaskingHistoryFilters {
  offset: number;
  filterOfficeId?: string;
  filterStatusListing?: string;
  filterType?: string;
  filterMaskingByAgent?: string;
  filterListingAgent?: string;
  filterCreatedAtStartAt?: string;
  filterCreatedAtEndAt?: string;
  filterMaskingDateStartAt?: string;
  filterMaskingDateEndAt?: string;
}

/** GET listing-masking-histories, 10 a page (§9); the server scopes agents to their own, offices to theirs. */
export async function getMaskingHistories(filters: MaskingHistoryFilters, signal?: AbortSignal): Promise<ListPayload<ListingMaskingHistory>> {
  const query = {
    limit: MASKING_HISTORY_PAGE_SIZE,
    sort: 'maskingDate:DESC',
    includeData: INCLUDE_MASKING_HISTORY_DATA.join(','),
    ...filters,
  };
  const res = await http.get<Envelope<ListPayload<ListingMaskingHistory>>>('listing-masking-histories', { query, signal });
  return res.payload;
}

export const maskingHistoriesQueryOptions = (filters: MaskingHistoryFilters) =>
  queryOptions({
    queryKey: maskingKeys.list({ ...filters }),
    queryFn: ({ signal }) => getMaskingHistories(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useMaskingHistories = (filters: MaskingHistoryFilters) => useQuery(maskingHistoriesQueryOptions(filters));

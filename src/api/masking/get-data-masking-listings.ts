import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { envelope, listPayload, type ListPayload } from '../../../domain/entities/common';
import { listingsApiPrefix } from '../../../domain/listing';
import { dataMaskingListItem, type DataMaskingListItem } from '../../../domain/lists/listings';
import { dataMaskingParams } from '../../../domain/masking';
import { http } from '../http';
import { listingKeys } from '../listings/keys';

export interface DataMaskingListingsInput {
  isHQ: boolean;
  userId: string;
  officeId?: string | null;
  search?: string;
  limit: number;
  offset: number;
}

/** The rows show the listing's office and agent. */
const INCLUDE_DATA = 'user,office';

const answer = envelope(listPayload(dataMaskingListItem));

/**
 * GET listings (office/listings for non-HQ) in the Data Masking statuses, the
 * user's own left out (§2, §7), as the tab's rows (view=masking: the row, its
 * owner and the caller's masking counts, not whole listings).
 */
export async function getDataMaskingListings(input: DataMaskingListingsInput, signal?: AbortSignal): Promise<ListPayload<DataMaskingListItem>> {
  const query = { ...dataMaskingParams(input), includeData: INCLUDE_DATA, view: 'masking' };
  const res = await http.get(listingsApiPrefix(input.isHQ), { query, signal, schema: answer });
  return res.payload;
}

// Under listingKeys.all: any listing change (a mask, an edit) refreshes this list too.
export const dataMaskingListingsQueryOptions = (input: DataMaskingListingsInput) =>
  queryOptions({
    queryKey: listingKeys.list({ view: 'data-masking', ...input }),
    queryFn: ({ signal }) => getDataMaskingListings(input, signal),
    placeholderData: keepPreviousData,
  });

export const useDataMaskingListings = (input: DataMaskingListingsInput) => useQuery(dataMaskingListingsQueryOptions(input));

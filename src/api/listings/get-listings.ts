import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { envelope, listPayload, type ListPayload } from '../../../domain/entities/common';
import type { listingsQuery } from '../../../domain/entities/listing';
import { listingsApiPrefix } from '../../../domain/listing';
import { listingListItem, type ListingListItem } from '../../../domain/lists/listings';
import { http, type QueryParams } from '../http';
import { listingKeys } from './keys';

const answer = envelope(listPayload(listingListItem));

/** The relations a row needs: the agent's nickname and the office name. */
export const LIST_INCLUDE_DATA = ['user', 'office'] as const;

/** GET listings' query as /listing sets it: the fetcher adds the relations a row needs and asks for rows. */
export type ListingsParams = Omit<QueryParams<typeof listingsQuery>, 'includeData' | 'excludeUserId' | 'view'>;

/**
 * GET listings (HQ) or office/listings (everyone else, scoped to their offices
 * by the server), as list rows (view=row): what the columns show and the row
 * needs, not whole listings.
 */
export async function getListings(isHQ: boolean, params: ListingsParams, signal?: AbortSignal): Promise<ListPayload<ListingListItem>> {
  const res = await http.get(listingsApiPrefix(isHQ), { query: { ...params, includeData: LIST_INCLUDE_DATA, view: 'row' }, signal, schema: answer });
  return res.payload;
}

export const listingsQueryOptions = (isHQ: boolean, params: ListingsParams) =>
  queryOptions({
    queryKey: listingKeys.list({ scope: listingsApiPrefix(isHQ), ...params }),
    queryFn: ({ signal }) => getListings(isHQ, params, signal),
    // Paging and filtering keep the previous page on screen until the next arrives.
    placeholderData: keepPreviousData,
  });

export const useListings = (isHQ: boolean, params: ListingsParams) => useQuery(listingsQueryOptions(isHQ, params));

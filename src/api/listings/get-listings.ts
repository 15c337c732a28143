import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { listPayload, type ListPayload } from '../../../domain/entities/common';
import { listing, type ListingStatus, type SellOrRent } from '../../../domain/entities/listing';
import { listingsApiPrefix } from '../../../domain/listing';
import { http, type Envelope } from '../http';
import { listingKeys } from './keys';

/** What a row of /listing shows; the rest of the entity is the detail's. */
export const listingRow = listing.pick({
  listingId: true,
  listingCode: true,
  title: true,
  status: true,
  sellOrRent: true,
  price: true,
  defaultPriceFreq: true,
  // Whose listing it is: the row's Edit shows only where canEditListing says the server will accept it.
  officeId: true,
  employeeId: true,
  user: true,
  office: true,
  createdAt: true,
  updatedAt: true,
});
export type ListingRow = z.infer<typeof listingRow>;

const listingRows = z.object({ payload: listPayload(listingRow) });

/** The relations a row needs: the agent's nickname and the office name. */
export const LIST_INCLUDE_DATA = ['user', 'office'] as const;

export interface ListingsParams {
  limit: number;
  offset: number;
  search?: string;
  /** 'field:ASC' or 'field:DESC' (LISTING_SORT_FIELDS). */
  sort: string;
  filterStatus?: ListingStatus[];
  filterOfficeId?: string;
  filterCity?: string;
  filterSellOrRent?: SellOrRent;
}

/** GET listings (HQ) or office/listings (everyone else, scoped to their offices by the server). */
export async function getListings(isHQ: boolean, params: ListingsParams, signal?: AbortSignal): Promise<ListPayload<ListingRow>> {
  const res = await http.get<Envelope<unknown>>(listingsApiPrefix(isHQ), {
    query: { ...params, includeData: LIST_INCLUDE_DATA },
    signal,
  });
  return listingRows.parse(res).payload;
}

export const listingsQueryOptions = (isHQ: boolean, params: ListingsParams) =>
  queryOptions({
    queryKey: listingKeys.list({ scope: listingsApiPrefix(isHQ), ...params }),
    queryFn: ({ signal }) => getListings(isHQ, params, signal),
    // Paging and filtering keep the previous page on screen until the next arrives.
    placeholderData: keepPreviousData,
  });

export const useListings = (isHQ: boolean, params: ListingsParams) => useQuery(listingsQueryOptions(isHQ, params));

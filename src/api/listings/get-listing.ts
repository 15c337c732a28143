import { queryOptions, useQuery } from '@tanstack/react-query';
import { envelope } from '../../../domain/entities/common';
import { INCLUDE_LISTING_DATA, listing, type Listing } from '../../../domain/entities/listing';
import { listingsApiPrefix } from '../../../domain/listing';
import { http } from '../http';
import { listingKeys } from './keys';

const answer = envelope(listing);

/** GET listings/{id} or office/listings/{id}, with every relation the detail shows (§7). */
export async function getListing(isHQ: boolean, listingId: string, signal?: AbortSignal): Promise<Listing> {
  const res = await http.get(`${listingsApiPrefix(isHQ)}/${encodeURIComponent(listingId)}`, {
    query: { includeData: INCLUDE_LISTING_DATA },
    signal,
    schema: answer,
  });
  return res.payload;
}

export const listingQueryOptions = (isHQ: boolean, listingId: string) =>
  queryOptions({
    queryKey: listingKeys.detail(listingId, { scope: listingsApiPrefix(isHQ) }),
    queryFn: ({ signal }) => getListing(isHQ, listingId, signal),
  });

export const useListing = (isHQ: boolean, listingId: string) => useQuery(listingQueryOptions(isHQ, listingId));

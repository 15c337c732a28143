import { queryOptions, useQuery } from '@tanstack/react-query';
import { envelope } from '../../../domain/entities/common';
import { INCLUDE_LISTING_DATA, listing, type Listing } from '../../../domain/entities/listing';
import { listingsApiPrefix } from '../../../domain/listing';
import { http } from '../http';
import { listingKeys } from '../listings/keys';

const INCLUDE_DATA = INCLUDE_LISTING_DATA.join(',');

const answer = envelope(listing);

/** GET listings/{id} (office/listings/{id} for non-HQ) with the includeData of §7. */
export async function getMaskingListing(isHQ: boolean, listingId: string, signal?: AbortSignal): Promise<Listing> {
  const path = `${listingsApiPrefix(isHQ)}/${encodeURIComponent(listingId)}`;
  const res = await http.get(path, { query: { includeData: INCLUDE_DATA }, signal, schema: answer });
  return res.payload;
}

export const maskingListingQueryOptions = (isHQ: boolean, listingId: string) =>
  queryOptions({
    queryKey: listingKeys.detail(listingId, { isHQ, includeData: INCLUDE_DATA }),
    queryFn: ({ signal }) => getMaskingListing(isHQ, listingId, signal),
  });

export const useMaskingListing = (isHQ: boolean, listingId: string) => useQuery(maskingListingQueryOptions(isHQ, listingId));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { INCLUDE_LISTING_DATA, listing, type Listing } from '../../../domain/entities/listing';
import { listingsApiPrefix } from '../../../domain/listing';
import { http, type Envelope } from '../http';
import { listingKeys } from './keys';

const listingAnswer = z.object({ payload: listing });

/** GET listings/{id} or office/listings/{id}, with every relation the detail shows (§7). */
export async function getListing(isHQ: boolean, listingId: string, signal?: AbortSignal): Promise<Listing> {
  const res = await http.get<Envelope<unknown>>(`${listingsApiPrefix(isHQ)}/${encodeURIComponent(listingId)}`, {
    query: { includeData: INCLUDE_LISTING_DATA },
    signal,
  });
  return listingAnswer.parse(res).payload;
}

export const listingQueryOptions = (isHQ: boolean, listingId: string) =>
  queryOptions({
    queryKey: listingKeys.detail(listingId, { scope: listingsApiPrefix(isHQ) }),
    queryFn: ({ signal }) => getListing(isHQ, listingId, signal),
  });

export const useListing = (isHQ: boolean, listingId: string) => useQuery(listingQueryOptions(isHQ, listingId));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { envelope } from '../../../domain/entities/common';
import { sharedListing, type SharedListing } from '../../../domain/entities/listing-masking';
import { http } from '../http';
import { maskingKeys } from './keys';

const answer = envelope(sharedListing);

/** GET /shared-listings/{code}: the public page behind a copied link, read without a token. */
export async function getSharedListing(code: string, signal?: AbortSignal): Promise<SharedListing> {
  const res = await http.get(`shared-listings/${encodeURIComponent(code)}`, { signal, token: null, schema: answer });
  return res.payload;
}

export const sharedListingQueryOptions = (code: string) =>
  queryOptions({ queryKey: maskingKeys.shared(code), queryFn: ({ signal }) => getSharedListing(code, signal), retry: false });

export const useSharedListing = (code: string) => useQuery(sharedListingQueryOptions(code));

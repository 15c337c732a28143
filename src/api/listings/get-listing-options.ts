import { queryOptions, useQuery } from '@tanstack/react-query';
import { listingOptions, type ListingOptions } from '../../../domain/entities/reference';
import { envelope } from '../../../domain/entities/common';
import { http } from '../http';
import { listingKeys } from './keys';

const answer = envelope(listingOptions);

/** GET listing-options: the parts, property types and certificate types of the listing form's selects. */
export async function getListingOptions(signal?: AbortSignal): Promise<ListingOptions> {
  const res = await http.get('listing-options', { signal, schema: answer });
  return res.payload;
}

export const listingOptionsQueryOptions = () =>
  queryOptions({ queryKey: listingKeys.options(), queryFn: ({ signal }) => getListingOptions(signal), staleTime: 30 * 60_000 });

export const useListingOptions = () => useQuery(listingOptionsQueryOptions());

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateListingBody, Listing } from '../../../domain/entities/listing';
import { http, type Envelope } from '../http';
import { listingKeys } from './keys';

/** POST listings (§7): answers the new listing. */
export async function createListing(body: CreateListingBody): Promise<Listing> {
  const res = await http.post<Envelope<Listing>>('listings', body);
  return res.payload;
}

export function useCreateListing(options: { onSuccess?: (listing: Listing) => void | Promise<void> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createListing,
    onSuccess: async (listing) => {
      await queryClient.invalidateQueries({ queryKey: listingKeys.all });
      await options.onSuccess?.(listing);
    },
  });
}

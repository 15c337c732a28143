import { useMutation, useQueryClient } from '@tanstack/react-query';
import { envelope } from '../../../domain/entities/common';
import { listing, type CreateListingBody, type Listing } from '../../../domain/entities/listing';
import { http } from '../http';
import { listingKeys } from './keys';

const answer = envelope(listing);

/** POST listings (§7): answers the new listing. */
export async function createListing(body: CreateListingBody): Promise<Listing> {
  const res = await http.post('listings', body, { schema: answer });
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

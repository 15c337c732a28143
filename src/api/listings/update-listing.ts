import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Listing, UpdateListingBody } from '../../../domain/entities/listing';
import { http, type Envelope } from '../http';
import { listingKeys } from './keys';

export interface UpdateListingInput {
  listingId: string;
  body: UpdateListingBody;
}

/** PATCH listings/{listingId} (§7): answers the updated listing. */
export async function updateListing({ listingId, body }: UpdateListingInput): Promise<Listing> {
  const res = await http.patch<Envelope<Listing>>(`listings/${encodeURIComponent(listingId)}`, body);
  return res.payload;
}

export function useUpdateListing(options: { onSuccess?: (listing: Listing) => void | Promise<void> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateListing,
    onSuccess: async (listing) => {
      await queryClient.invalidateQueries({ queryKey: listingKeys.all });
      await options.onSuccess?.(listing);
    },
  });
}

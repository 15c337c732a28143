import { useMutation, useQueryClient } from '@tanstack/react-query';
import { envelope } from '../../../domain/entities/common';
import { listing, type Listing, type UpdateListingBody } from '../../../domain/entities/listing';
import { http } from '../http';
import { listingKeys } from './keys';

const answer = envelope(listing);

export interface UpdateListingInput {
  listingId: string;
  body: UpdateListingBody;
}

/** PATCH listings/{listingId} (§7): answers the updated listing. */
export async function updateListing({ listingId, body }: UpdateListingInput): Promise<Listing> {
  const res = await http.patch(`listings/${encodeURIComponent(listingId)}`, body, { schema: answer });
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

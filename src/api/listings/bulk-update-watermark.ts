import { useMutation, useQueryClient } from '@tanstack/react-query';
import { envelope } from '../../../domain/entities/common';
import { listing, type BulkUpdateWatermarkBody, type Listing } from '../../../domain/entities/listing';
import { http } from '../http';
import { listingKeys } from './keys';

const answer = envelope(listing);

export type BulkUpdateWatermarkInput = BulkUpdateWatermarkBody & { listingId: string };

/** POST listings/{listingId}/bulk-update-status-watermark (keys, isWatermark): answers with the updated listing (§7). */
export async function bulkUpdateWatermark({ listingId, keys, isWatermark }: BulkUpdateWatermarkInput): Promise<Listing> {
  const body: BulkUpdateWatermarkBody = { keys, isWatermark };
  const res = await http.post(`listings/${encodeURIComponent(listingId)}/bulk-update-status-watermark`, body, { schema: answer });
  return res.payload;
}

/** Every listing list counts photos by flag, so a change refreshes them all. */
export function useBulkUpdateWatermark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdateWatermark,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingKeys.all }),
  });
}

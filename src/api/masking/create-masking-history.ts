import { envelope } from '../../../domain/entities/common';
import { createdMaskingHistory, type CreatedMaskingHistory, type CreateListingMaskingHistoryBody } from '../../../domain/entities/listing-masking';
import { http } from '../http';

const answer = envelope(createdMaskingHistory);

/** POST /listing-masking-histories (§7): a LINK or PDF share; the answer carries listingSharedCode. */
export async function createMaskingHistory(body: CreateListingMaskingHistoryBody): Promise<CreatedMaskingHistory> {
  const res = await http.post('listing-masking-histories', body, { schema: answer });
  return res.payload;
}

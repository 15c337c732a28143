import type { CreatedMaskingHistory, CreateListingMaskingHistoryBody } from '../../../domain/entities/listing-masking';
import { http, type Envelope } from '../http';

/** POST /listing-masking-histories (§7): a LINK or PDF share; the answer carries listingSharedCode. */
export async function createMaskingHistory(body: CreateListingMaskingHistoryBody): Promise<CreatedMaskingHistory> {
  const res = await http.post<Envelope<CreatedMaskingHistory>>('listing-masking-histories', body);
  return res.payload;
}

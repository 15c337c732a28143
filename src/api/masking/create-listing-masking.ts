import type { CreateListingMaskingBody, ListingMasking } from '../../../domain/entities/listing-masking';
import { http, type Envelope } from '../http';

/** POST /listing-maskings (§7): the masking flow's `mask` actor; the flow reloads the lists afterwards. */
export async function createListingMasking(body: CreateListingMaskingBody): Promise<ListingMasking> {
  const res = await http.post<Envelope<ListingMasking>>('listing-maskings', body);
  return res.payload;
}

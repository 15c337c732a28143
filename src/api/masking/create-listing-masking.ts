import { envelope } from '../../../domain/entities/common';
import { listingMasking, type CreateListingMaskingBody, type ListingMasking } from '../../../domain/entities/listing-masking';
import { http } from '../http';

const answer = envelope(listingMasking);

/** POST /listing-maskings (§7): the masking flow's `mask` actor; the flow reloads the lists afterwards. */
export async function createListingMasking(body: CreateListingMaskingBody): Promise<ListingMasking> {
  const res = await http.post('listing-maskings', body, { schema: answer });
  return res.payload;
}

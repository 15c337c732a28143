import type { Listing } from '../../domain/entities/listing';
import { listingPrice, listingShortPrice } from '../../domain/listing';

/** 'Rp 1,5 M' (or 'Rp 15 Jt/thn'), the full amount on hover and for screen readers. */
export function Price({ listing, isFull = false }: { listing: Pick<Listing, 'price' | 'sellOrRent' | 'defaultPriceFreq'>; isFull?: boolean }) {
  const full = listingPrice(listing);
  if (isFull) return <span>{full}</span>;
  return (
    <abbr title={full} style={{ textDecoration: 'none' }}>
      {listingShortPrice(listing)}
    </abbr>
  );
}

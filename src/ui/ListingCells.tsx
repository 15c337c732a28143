/** The listing cells the listing lists share (/listing-not-watermark, /listing-has-portal). */
import { Link } from 'wouter';
import type { Listing } from '../../domain/entities/listing';
import { listingStatusTag } from '../../domain/listing';
import { StatusTag } from './StatusTag';

export const listingDetailPath = (listingId: string) => `/listing/${encodeURIComponent(listingId)}/information`;

export function ListingCodeCell({ listing }: { listing: Pick<Listing, 'listingId' | 'listingCode'> }) {
  return <Link href={listingDetailPath(listing.listingId)}>{listing.listingCode}</Link>;
}

export function ListingStatusCell({ listing }: { listing: Pick<Listing, 'status'> }) {
  const { label, color } = listingStatusTag(listing.status);
  return <StatusTag label={label} color={color} />;
}

import { Link } from 'wouter';
import type { Listing } from '../../../../domain/entities/listing';
import { listingStatusTag } from '../../../../domain/listing';
import { Price } from '../../../ui/Price';
import { StatusTag } from '../../../ui/StatusTag';

/** Title, code, status and price of the listing, with 'Edit Listing' for those who may edit. */
export function ListingHeader({ listing, canEdit }: { listing: Listing; canEdit: boolean }) {
  return (
    <header>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link href="/listing">Listing</Link> / {listing.listingCode}
      </nav>
      <div className="page-header">
        <h1 className="page-title">{listing.title}</h1>
        {canEdit && (
          <Link href={`/listing/${listing.listingId}/edit`} className="p-button p-component">
            <i className="pi pi-pencil p-button-icon p-button-icon-left" aria-hidden="true" />
            <span className="p-button-label">Edit Listing</span>
          </Link>
        )}
      </div>
      <p style={{ display: 'flex', gap: '0.75rem', alignItems: 'center', flexWrap: 'wrap' }}>
        <span>{listing.listingCode}</span>
        <StatusTag {...listingStatusTag(listing.status)} />
        <strong>
          <Price listing={listing} isFull />
        </strong>
      </p>
    </header>
  );
}

import DOMPurify from 'dompurify';
import type { Listing } from '../../../../domain/entities/listing';
import { formatDate } from '../../../../domain/format';
import { listingAgentEmail, LISTING_TYPE_LABELS, SELL_OR_RENT_LABELS } from '../../../../domain/listing';
import { Price } from '../../../ui/Price';
import { FieldList, orDash, type Field } from './FieldList';
import { ListingStatistics } from './ListingStatistics';

function location(l: Listing): string {
  return orDash([l.city, l.province, l.country].filter(Boolean).join(', '));
}

function agentEmail(l: Listing): string {
  return orDash(listingAgentEmail(l.profile));
}

function informationFields(l: Listing): Field[] {
  return [
    ['Price', <Price key="price" listing={l} isFull />],
    ['Sell or rent', SELL_OR_RENT_LABELS[l.sellOrRent]],
    ['Listing type', LISTING_TYPE_LABELS[l.listingType]],
    ['Listing part', orDash(l.listingPart?.name)],
    ['Property type', orDash(l.listingPropertyType?.name)],
    ['Location', location(l)],
    ['Agent', orDash(l.user?.nickName)],
    ['Agent phone', orDash(l.profile?.firstPhoneNumber)],
    ['Agent email', agentEmail(l)],
    ['Office', orDash(l.office?.officeName)],
    ['Posting date', formatDate(l.createdAt)],
    ['Views', l.viewCount],
    ['Shares', l.shareCount],
    ['Masking', l.maskingCount],
    ['Masked links copied', l.copyListingMaskingCount],
    ['Masked PDFs downloaded', l.pdfListingMaskingCount],
  ];
}

/** The description comes from a rich editor: only sanitized HTML reaches the page. */
function Description({ html }: { html: string }) {
  return <div className="listing-description" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />;
}

export function InformationTab({ listing, isHQ }: { listing: Listing; isHQ: boolean }) {
  return (
    <>
      <section className="card" aria-labelledby="listing-information-title">
        <h2 id="listing-information-title" className="card-title">
          Information
        </h2>
        <FieldList fields={informationFields(listing)} />
      </section>
      <section className="card" aria-labelledby="listing-description-title">
        <h2 id="listing-description-title" className="card-title">
          Description
        </h2>
        <Description html={listing.description} />
      </section>
      <ListingStatistics listingId={listing.listingId} isHQ={isHQ} />
    </>
  );
}

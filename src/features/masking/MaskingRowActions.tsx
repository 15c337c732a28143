import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import type { Listing } from '../../../domain/entities/listing';
import { isMasked } from '../../../domain/listing';
import type { MaskingListing } from '../../../domain/masking';
import type { MaskingActor } from './use-masking-flow';

export const toMaskingListing = (l: Listing): MaskingListing => ({
  listingId: l.listingId,
  listingCode: l.listingCode,
  title: l.title,
  status: l.status,
  maskingCount: l.maskingCount,
  userId: l.userId,
});

/**
 * A masked listing (maskingCount above 0) shares by link or PDF, with their
 * counts, and cannot be masked again; an unmasked one can only be masked (§2).
 * The machine decides who may: a non-agent's click is answered with its message.
 */
export function MaskingRowActions({ listing, actor }: { listing: Listing; actor: MaskingActor }) {
  const isBusy = useSelector(actor, (s) => !s.matches('browsing'));
  const isLinking = useSelector(actor, (s) => s.matches('creatingLink') && s.context.sharing?.listingId === listing.listingId);
  const isMasking = useSelector(actor, (s) => s.matches('maskingListings') && s.context.queue[0] === listing.listingId);
  const masked = isMasked(listing);
  const send = (type: 'masking.linkRequested' | 'masking.pdfRequested' | 'masking.maskRequested') =>
    actor.send({ type, listing: toMaskingListing(listing) });
  return (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      {masked && (
        <Button
          type="button"
          size="small"
          outlined
          icon="pi pi-link"
          label="Copy Link"
          badge={String(listing.copyListingMaskingCount)}
          aria-label={`Copy Link (${listing.copyListingMaskingCount})`}
          disabled={isBusy}
          loading={isLinking}
          onClick={() => send('masking.linkRequested')}
        />
      )}
      {masked && (
        <Button
          type="button"
          size="small"
          outlined
          icon="pi pi-file-pdf"
          label="PDF"
          badge={String(listing.pdfListingMaskingCount)}
          aria-label={`PDF (${listing.pdfListingMaskingCount})`}
          disabled={isBusy}
          onClick={() => send('masking.pdfRequested')}
        />
      )}
      <Button
        type="button"
        size="small"
        icon="pi pi-eye-slash"
        label="Mask"
        disabled={masked || isBusy}
        loading={isMasking}
        onClick={() => send('masking.maskRequested')}
      />
    </div>
  );
}

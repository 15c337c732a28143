import { useSelector } from '@xstate/react';
import { isMasked } from '../../../domain/listing';
import type { DataMaskingListItem } from '../../../domain/lists/listings';
import type { MaskingListing } from '../../../domain/masking';
import { RowActions, type RowAction } from '../../ui/RowActions';
import type { MaskingActor } from './use-masking-flow';

export const toMaskingListing = (l: DataMaskingListItem): MaskingListing => ({
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
 * Only agents see them (DataMaskingTab); the machine still answers any refusal with its message.
 * Where the table is too narrow for the three, they fold into one menu (RowActions).
 */
export function MaskingRowActions({ listing, actor }: { listing: DataMaskingListItem; actor: MaskingActor }) {
  const isBusy = useSelector(actor, (s) => !s.matches('browsing'));
  const isLinking = useSelector(actor, (s) => s.matches('creatingLink') && s.context.sharing?.listingId === listing.listingId);
  const isMasking = useSelector(actor, (s) => s.matches('maskingListings') && s.context.queue[0] === listing.listingId);
  const masked = isMasked(listing);
  const send = (type: 'masking.linkRequested' | 'masking.pdfRequested' | 'masking.maskRequested') =>
    actor.send({ type, listing: toMaskingListing(listing) });
  const shares: RowAction[] = [
    {
      label: 'Copy Link',
      name: `Copy Link (${listing.copyListingMaskingCount})`,
      icon: 'pi pi-link',
      badge: String(listing.copyListingMaskingCount),
      isDisabled: isBusy,
      isLoading: isLinking,
      onClick: () => send('masking.linkRequested'),
    },
    {
      label: 'PDF',
      name: `PDF (${listing.pdfListingMaskingCount})`,
      icon: 'pi pi-file-pdf',
      badge: String(listing.pdfListingMaskingCount),
      isDisabled: isBusy,
      onClick: () => send('masking.pdfRequested'),
    },
  ];
  const mask: RowAction = {
    label: 'Mask',
    icon: 'pi pi-eye-slash',
    isPrimary: true,
    isDisabled: masked || isBusy,
    isLoading: isMasking,
    onClick: () => send('masking.maskRequested'),
  };
  return <RowActions name={`Actions for ${listing.listingCode}`} actions={masked ? [...shares, mask] : [mask]} />;
}

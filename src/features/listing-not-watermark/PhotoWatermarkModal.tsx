import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useCallback, useState, type CSSProperties } from 'react';
import type { Listing, ListingPhoto } from '../../../domain/entities/listing';
import { errorMessage } from '../../../domain/errors';
import { bulkAllowed, bulkKeys, watermarkConfirmation, watermarkFlag, watermarkSuccess } from '../../../domain/watermark';
import { useBulkUpdateWatermark } from '../../api/listings/bulk-update-watermark';
import { EmptyState } from '../../ui/QueryState';
import { showToast } from '../../ui/toast';
import { PhotoFlag } from './PhotoFlag';
import { WatermarkConfirm } from './WatermarkConfirm';

/** §9: the photo modal is 768 wide. */
export const PHOTO_MODAL_WIDTH = '768px';

const GRID_STYLE: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: '1rem' };
const BULK_STYLE: CSSProperties = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem', marginBottom: '1rem' };

export const photoName = (index: number, title: string) => `Photo ${index + 1} of ${title}`;

/** 'Watermarked ALL' / 'Not Watermarked ALL': the unflagged photos in one request, after the same confirmation. */
function useBulkWatermark(listingId: string, photos: ListingPhoto[], onUpdated: (listing: Listing) => void) {
  const mutation = useBulkUpdateWatermark();
  const [target, setTarget] = useState<boolean | null>(null);
  const confirm = () => {
    if (target === null) return;
    setTarget(null);
    mutation.mutate(
      { listingId, keys: bulkKeys(photos), isWatermark: target },
      {
        onSuccess: (listing) => {
          showToast({ severity: 'success', summary: watermarkSuccess(target) });
          onUpdated(listing);
        },
        onError: (error) => showToast({ severity: 'error', summary: errorMessage(error) }),
      },
    );
  };
  return { target, choose: setTarget, confirm, cancel: () => setTarget(null), isPending: mutation.isPending };
}

function BulkActions({ bulk, count }: { bulk: ReturnType<typeof useBulkWatermark>; count: number }) {
  return (
    <div className="photo-flag-bulk" style={BULK_STYLE}>
      <span>{count} photo(s) without watermark flag</span>
      <Button type="button" label="Watermarked ALL" size="small" loading={bulk.isPending} onClick={() => bulk.choose(true)} />
      <Button type="button" label="Not Watermarked ALL" size="small" severity="danger" outlined disabled={bulk.isPending} onClick={() => bulk.choose(false)} />
    </div>
  );
}

/**
 * The photos of one listing with their watermark flags. Each photo runs its
 * own flag machine; a photo remounts (a fresh actor) when its flag changes
 * from outside it, i.e. after a bulk 'ALL' request.
 */
export function PhotoWatermarkModal({ listing, onHide }: { listing: Pick<Listing, 'listingId' | 'title' | 'photos'>; onHide: () => void }) {
  const [photos, setPhotos] = useState(listing.photos);
  const bulk = useBulkWatermark(listing.listingId, photos, (updated) => setPhotos(updated.photos));
  const onSettled = useCallback((photo: ListingPhoto) => setPhotos((all) => all.map((p) => (p.key === photo.key ? photo : p))), []);
  const unflagged = bulkKeys(photos).length;

  return (
    <Dialog header={listing.title} visible onHide={onHide} modal style={{ width: PHOTO_MODAL_WIDTH }} breakpoints={{ '800px': '95vw' }}>
      {bulkAllowed(photos) && <BulkActions bulk={bulk} count={unflagged} />}
      {photos.length === 0 ? (
        <EmptyState />
      ) : (
        <div className="photo-flag-grid" style={GRID_STYLE}>
          {photos.map((photo, index) => (
            <PhotoFlag
              key={`${photo.key}:${watermarkFlag(photo)}`}
              listingId={listing.listingId}
              photo={photo}
              name={photoName(index, listing.title)}
              isBusy={bulk.isPending}
              onSettled={onSettled}
            />
          ))}
        </div>
      )}
      <WatermarkConfirm
        question={bulk.target === null ? null : watermarkConfirmation(bulk.target)}
        subject={`${unflagged} photo(s) without watermark flag of ${listing.title}`}
        onAccept={bulk.confirm}
        onReject={bulk.cancel}
      />
    </Dialog>
  );
}

import { Tag } from 'primereact/tag';
import type { Listing } from '../../../../domain/entities/listing';
import { watermarkFlag, watermarkLabel, type WatermarkFlag } from '../../../../domain/watermark';
import { EmptyState } from '../../../ui/QueryState';

/** The same colours as the flags of /listing-not-watermark. */
const FLAG_SEVERITY: Record<WatermarkFlag, 'success' | 'info' | 'warning' | 'danger'> = {
  unidentified: 'warning',
  byGenius: 'info',
  byAdmin: 'success',
  notWatermark: 'danger',
};

/** Every photo with its watermark flag (§4). */
export function PhotosTab({ listing }: { listing: Listing }) {
  return (
    <section className="card" aria-labelledby="listing-photos-title">
      <h2 id="listing-photos-title" className="card-title">
        Photos
      </h2>
      {listing.photos.length === 0 ? (
        <EmptyState />
      ) : (
        <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}>
          {listing.photos.map((photo, i) => (
            <li key={photo.key}>
              <figure style={{ margin: 0 }}>
                <img src={photo.url} alt={`${listing.title}, photo ${i + 1}`} loading="lazy" style={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover' }} />
                <figcaption>
                  <Tag value={watermarkLabel(photo)} severity={FLAG_SEVERITY[watermarkFlag(photo)]} />
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

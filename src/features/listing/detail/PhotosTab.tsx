import type { Listing } from '../../../../domain/entities/listing';
import { EmptyState } from '../../../ui/QueryState';
import { WatermarkTag } from '../../../ui/WatermarkTag';

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
                  <WatermarkTag photo={photo} />
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

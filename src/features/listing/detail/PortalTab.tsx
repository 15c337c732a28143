import { portalTagColor, type Listing } from '../../../../domain/entities/listing';
import { EmptyState } from '../../../ui/QueryState';
import { StatusTag } from '../../../ui/StatusTag';

/** The portals the listing is on: the first listing portal in #2951A3, the others in #FF8600 (§9). */
export function PortalTab({ listing }: { listing: Listing }) {
  const portals = (listing.portalListing ?? []).flatMap((p) => (p.portalAgent ? [{ id: p.portalListingId, ...p.portalAgent.portal }] : []));
  return (
    <section className="card" aria-labelledby="listing-portal-title">
      <h2 id="listing-portal-title" className="card-title">
        Portal
      </h2>
      {portals.length === 0 ? (
        <EmptyState />
      ) : (
        <ul aria-label="Portals" style={{ listStyle: 'none', padding: 0, display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
          {portals.map((p) => (
            <li key={p.id}>
              <StatusTag label={p.portalName} hex={portalTagColor(p.position)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { Tag } from 'primereact/tag';
import { FIRST_PORTAL_COLOR, portalTagColor, type Listing } from '../../../domain/entities/listing';

type PortalOfListing = { portalId: string; portalName: string; position: number };

/** The portals a listing is placed on, first listing portal first. */
export function portalsOf(listing: Pick<Listing, 'portalListing'>): PortalOfListing[] {
  const portals = (listing.portalListing ?? []).flatMap((pl) => (pl.portalAgent?.portal ? [pl.portalAgent.portal] : []));
  return [...portals].sort((a, b) => a.position - b.position);
}

/** §9's colours: #2951A3 for the first listing portal, #FF8600 for others (dark text there, for contrast). */
export function PortalTags({ listing }: { listing: Pick<Listing, 'portalListing'> }) {
  const portals = portalsOf(listing);
  if (portals.length === 0) return <>-</>;
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: '0.25rem' }}>
      {portals.map((portal) => {
        const background = portalTagColor(portal.position);
        return (
          <Tag
            key={portal.portalId}
            value={portal.portalName}
            style={{ background, color: background === FIRST_PORTAL_COLOR ? '#fff' : '#1f1f1f' }}
          />
        );
      })}
    </span>
  );
}

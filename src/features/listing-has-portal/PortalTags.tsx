import { portalTagColor, type Listing } from '../../../domain/entities/listing';
import { StatusTag } from '../../ui/StatusTag';

type PortalOfListing = { portalId: string; portalName: string; position: number };

/** The portals a listing is placed on, first listing portal first. */
export function portalsOf(listing: Pick<Listing, 'portalListing'>): PortalOfListing[] {
  const portals = (listing.portalListing ?? []).flatMap((pl) => (pl.portalAgent?.portal ? [pl.portalAgent.portal] : []));
  return [...portals].sort((a, b) => a.position - b.position);
}

/** §9's colours: #2951A3 for the first listing portal, #FF8600 for others (StatusTag picks the readable text colour). */
export function PortalTags({ listing }: { listing: Pick<Listing, 'portalListing'> }) {
  const portals = portalsOf(listing);
  if (portals.length === 0) return <>-</>;
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: '0.25rem' }}>
      {portals.map((portal) => (
        <StatusTag key={portal.portalId} label={portal.portalName} hex={portalTagColor(portal.position)} />
      ))}
    </span>
  );
}

import { Button } from 'primereact/button';
import { useState } from 'react';
import { portalTagColor, type Listing } from '../../../../domain/entities/listing';
import { canSeePortalSyncsOf, PORTAL_SYNC_STATUS_COLORS } from '../../../../domain/portal-sync';
import { useCurrentSession } from '../../../app/session-context';
import { EmptyState } from '../../../ui/QueryState';
import { StatusTag } from '../../../ui/StatusTag';
import { SyncHistoryDialog } from '../../../ui/SyncHistoryDialog';

/**
 * The portals the listing is on: the first listing portal in #2951A3, the
 * others in #FF8600 (§9), each with its last sync's status; HQ and the
 * listing's office open its sync history.
 */
export function PortalTab({ listing }: { listing: Listing }) {
  const session = useCurrentSession();
  const [isHistoryOpen, setIsHistoryOpen] = useState(false);
  const portals = (listing.portalListing ?? []).flatMap((p) => (p.portalAgent ? [{ id: p.portalListingId, syncStatus: p.syncStatus ?? null, ...p.portalAgent.portal }] : []));
  const seesSyncs = canSeePortalSyncsOf(session, listing);
  return (
    <section className="card" aria-labelledby="listing-portal-title">
      <div className="page-header">
        <h2 id="listing-portal-title" className="card-title">
          Portal
        </h2>
        {seesSyncs && <Button type="button" label="Sync History" icon="pi pi-history" outlined onClick={() => setIsHistoryOpen(true)} />}
      </div>
      {portals.length === 0 ? (
        <EmptyState />
      ) : (
        <ul aria-label="Portals" style={{ listStyle: 'none', padding: 0, display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
          {portals.map((p) => (
            <li key={p.id} style={{ display: 'inline-flex', gap: '0.35rem', alignItems: 'center' }}>
              <StatusTag label={p.portalName} hex={portalTagColor(p.position)} />
              {seesSyncs && p.syncStatus && <StatusTag label={p.syncStatus} hex={PORTAL_SYNC_STATUS_COLORS[p.syncStatus]} />}
            </li>
          ))}
        </ul>
      )}
      {isHistoryOpen && <SyncHistoryDialog listing={listing} onClose={() => setIsHistoryOpen(false)} />}
    </section>
  );
}

import { useMemo } from 'react';
import { Link, useParams } from 'wouter';
import { GUARDS } from '../../../domain/access';
import type { Listing } from '../../../domain/entities/listing';
import { canEditListing, policyCaller } from '../../../domain/listing-policy';
import { accessSubject } from '../../../domain/session';
import { ApiError } from '../../api/http';
import { useListing } from '../../api/listings/get-listing';
import { useCurrentSession } from '../../app/session-context';
import { QueryError, QueryPending } from '../../ui/QueryState';
import { RecordHistory } from '../../ui/RecordHistory';
import { HistoryTab } from './detail/HistoryTab';
import { InformationTab } from './detail/InformationTab';
import { ListingHeader } from './detail/ListingHeader';
import { listingTab, ListingTabs, type ListingTab } from './detail/ListingTabs';
import { PhotosTab } from './detail/PhotosTab';
import { PortalTab } from './detail/PortalTab';
import { SpecificationsTab } from './detail/SpecificationsTab';

export const LISTING_NOT_FOUND = 'Listing not found';

/** A listing that does not exist and one outside the user's offices look the same: neither is theirs to see. */
const isNotFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 403);

function NotFound() {
  return (
    <div className="page">
      <h1 className="page-title">{LISTING_NOT_FOUND}</h1>
      <p>This listing does not exist, or it is not one you may see.</p>
      <Link href="/listing">Back to Listing</Link>
    </div>
  );
}

function TabPanel({ tab, listing, isHQ, readsAudit }: { tab: ListingTab; listing: Listing; isHQ: boolean; readsAudit: boolean }) {
  switch (tab) {
    case 'specifications':
      return <SpecificationsTab listing={listing} />;
    case 'photos':
      return <PhotosTab listing={listing} />;
    case 'portal':
      return <PortalTab listing={listing} />;
    case 'history':
      return (
        <>
          <HistoryTab listing={listing} />
          {readsAudit && <RecordHistory entityType="listing" entityId={listing.listingId} title="Changes" />}
        </>
      );
    default:
      return <InformationTab listing={listing} isHQ={isHQ} />;
  }
}

/** /listing/{listingId}/{tab}: one listing, its tabs in the URL. */
export default function ListingDetailPage() {
  const { listingId = '', tab: tabParam } = useParams<{ listingId: string; tab: string }>();
  const tab = listingTab(tabParam);
  const session = useCurrentSession();
  const subject = useMemo(() => accessSubject(session), [session]);
  const isHQ = GUARDS.hq(subject);
  const query = useListing(isHQ, listingId);

  if (query.isPending) return <QueryPending label="Loading listing" />;
  if (query.isError && isNotFound(query.error)) return <NotFound />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <div className="page">
      <ListingHeader listing={query.data} canEdit={canEditListing(policyCaller(session), query.data)} />
      <ListingTabs listingId={listingId} active={tab} />
      <div style={{ display: 'grid', gap: '1rem', marginTop: '1rem' }}>
        <TabPanel tab={tab} listing={query.data} isHQ={isHQ} readsAudit={GUARDS.auditReader(subject)} />
      </div>
    </div>
  );
}

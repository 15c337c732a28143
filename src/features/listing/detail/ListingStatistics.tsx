import { useShareCounts } from '../../../api/statistics/get-share-counts';
import { useViewCount } from '../../../api/statistics/get-view-count';
import { QueryError, QueryPending } from '../../../ui/QueryState';
import { ShareChart } from '../../../ui/ShareChart';

function ViewCount({ listingId, isHQ }: { listingId: string; isHQ: boolean }) {
  const query = useViewCount(isHQ, listingId);
  if (query.isPending) return <QueryPending label="Loading views" />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <p>
      Views: <strong>{query.data}</strong>
    </p>
  );
}

function ShareBreakdown({ listingId, isHQ }: { listingId: string; isHQ: boolean }) {
  const query = useShareCounts(isHQ, 'listing', listingId);
  if (query.isPending) return <QueryPending label="Loading shares" />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  return <ShareChart counts={query.data} />;
}

/** How often the listing was viewed, and shared on each channel. */
export function ListingStatistics({ listingId, isHQ }: { listingId: string; isHQ: boolean }) {
  return (
    <section className="card" aria-labelledby="listing-statistics-title">
      <h2 id="listing-statistics-title" className="card-title">
        Statistics
      </h2>
      <ViewCount listingId={listingId} isHQ={isHQ} />
      <ShareBreakdown listingId={listingId} isHQ={isHQ} />
    </section>
  );
}

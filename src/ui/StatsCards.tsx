import { Link } from 'wouter';
import { useTopShared } from '../api/statistics/get-top-shared';
import { useTopViewed } from '../api/statistics/get-top-viewed';
import { EmptyState, QueryError, QueryPending } from './QueryState';

export const NO_STATS = 'No data yet';

interface TopRow {
  listingId: string;
  title: string | null;
  code: string | null;
  count: number;
}

function TopList({ rows, unit }: { rows: TopRow[]; unit: (n: number) => string }) {
  if (rows.length === 0) return <EmptyState text={NO_STATS} />;
  return (
    <ol className="top-list" style={{ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: '0.5rem' }}>
      {rows.map((r) => (
        <li key={r.listingId}>
          <span style={{ display: 'flex', justifyContent: 'space-between', gap: '1rem' }}>
            <span>
              <Link href={`/listing/${r.listingId}/information`}>{r.title ?? r.code ?? r.listingId}</Link>
              {r.title && r.code && <span className="top-list__code"> {r.code}</span>}
            </span>{' '}
            <span className="top-list__count">{unit(r.count)}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

interface TopCardProps {
  id: string;
  title: string;
  unit: (n: number) => string;
  isPending: boolean;
  error: unknown;
  rows: TopRow[] | undefined;
  onRetry: () => void;
}

function TopCard({ id, title, unit, isPending, error, rows, onRetry }: TopCardProps) {
  return (
    <section className="card" aria-labelledby={id} style={{ flex: '1 1 280px', minWidth: 0 }}>
      <h2 id={id} className="card-title">
        {title}
      </h2>
      {isPending ? (
        <QueryPending label={`Loading ${title}`} />
      ) : error || !rows ? (
        <QueryError error={error} onRetry={onRetry} />
      ) : (
        <TopList rows={rows} unit={unit} />
      )}
    </section>
  );
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The statistics cards of §2: the five most viewed and the five most shared
 * listings. HQ sees the whole network; office users see their offices (the
 * office/ endpoints are scoped by the server).
 */
export function StatsCards({ isHQ }: { isHQ: boolean }) {
  const viewed = useTopViewed(isHQ);
  const shared = useTopShared(isHQ, 'listing');
  return (
    <div className="stats-cards" style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem' }}>
      <TopCard
        id="stats-most-viewed"
        title="Top 5 Most Viewed"
        unit={(n) => plural(n, 'view')}
        isPending={viewed.isPending}
        error={viewed.error}
        rows={viewed.data?.map((r) => ({ listingId: r.listingId, title: r.title, code: r.code, count: r.viewCount }))}
        onRetry={() => void viewed.refetch()}
      />
      <TopCard
        id="stats-most-shared"
        title="Top 5 Most Shared"
        unit={(n) => plural(n, 'share')}
        isPending={shared.isPending}
        error={shared.error}
        rows={shared.data?.map((r) => ({ listingId: r.contentId, title: r.title, code: r.code, count: r.shareCount }))}
        onRetry={() => void shared.refetch()}
      />
    </div>
  );
}

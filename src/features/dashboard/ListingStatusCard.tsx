import { Link } from 'wouter';
import { listingsWithStatusHref } from '../../../domain/dashboard';
import { formatCount } from '../../../domain/format';
import { LISTING_STATUS_LABELS } from '../../../domain/listing';
import { useListingStatusCounts } from '../../api/dashboard/dashboard';
import { BarChart } from '../../ui/BarChart';
import { QueryError, QueryPending } from '../../ui/QueryState';

/**
 * The listings the user sees, by status: a chart to read the shape at a
 * glance and, beside it, the same numbers as a table whose every status opens
 * /listing filtered to it (the chart is a picture; the table is what a
 * keyboard and a screen reader use).
 */
export function ListingStatusCard({ isHQ }: { isHQ: boolean }) {
  const query = useListingStatusCounts(isHQ, true);
  return (
    <section className="card" aria-labelledby="dashboard-listings">
      <h2 id="dashboard-listings" className="card-title">
        Listings by Status
      </h2>
      {query.isPending ? (
        <QueryPending label="Loading listings by status" />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <div className="listing-status">
          <BarChart label="Listings" labels={query.data.map((r) => LISTING_STATUS_LABELS[r.status])} values={query.data.map((r) => r.count)} />
          <table className="simple-table">
            <thead>
              <tr>
                <th scope="col">Status</th>
                <th scope="col" className="numeric">
                  Listings
                </th>
              </tr>
            </thead>
            <tbody>
              {query.data.map((r) => (
                <tr key={r.status}>
                  <td>
                    <Link href={listingsWithStatusHref(r.status)}>{LISTING_STATUS_LABELS[r.status]}</Link>
                  </td>
                  <td className="numeric">{formatCount(r.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

import { Link, useParams } from 'wouter';
import { CLOSING_FIELD_LABELS, CLOSING_HISTORY_ACTION_COLORS, CLOSING_HISTORY_ACTION_LABELS, CLOSING_MESSAGES, closingPrefix } from '../../../domain/closing';
import { formatDateTime } from '../../../domain/format';
import { useClosingHistory } from '../../api/closings/closings';
import { FactGrid } from '../../ui/Payments';
import { isNotFound, NotFoundState, QueryError, QueryPending } from '../../ui/QueryState';
import { StatusTag } from '../../ui/StatusTag';
import { useClosingCaller } from './use-closing-caller';

const shown = (value: unknown): string => (value === null || value === undefined || value === '' ? '-' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** /closing/history/{closingHistoryId}: one change of a closing — who, when, and each field before and after. */
export default function ClosingHistoryDetailPage() {
  const { closingHistoryId = '' } = useParams<{ closingHistoryId: string }>();
  const caller = useClosingCaller();
  const query = useClosingHistory(closingPrefix(caller), closingHistoryId);
  if (query.isPending) return <QueryPending label="Loading closing history" />;
  if (query.isError && isNotFound(query.error)) return <NotFoundState message={CLOSING_MESSAGES.historyNotFound} backHref="/closing/history" backLabel="Back to Closing History" />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const h = query.data;
  const keys = [...new Set([...Object.keys(h.before ?? {}), ...Object.keys(h.after ?? {})])];
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">
          {h.closingCode}: {CLOSING_HISTORY_ACTION_LABELS[h.action]} <StatusTag label={CLOSING_HISTORY_ACTION_LABELS[h.action]} hex={CLOSING_HISTORY_ACTION_COLORS[h.action]} />
        </h1>
        <Link href={`/closing/history?closingId=${encodeURIComponent(h.closingId)}`}>All changes of {h.closingCode}</Link>
      </div>
      <FactGrid
        label="Change information"
        facts={[
          ['Closing', <Link href={`/closing/${h.closingId}`}>{`${h.closingCode} · ${h.listingTitle}`}</Link>],
          ['Changed by', h.changedByName],
          ['When', formatDateTime(h.createdAt)],
        ]}
      />
      <section className="card" aria-labelledby="closing-change-title" style={{ marginTop: '1rem' }}>
        <h2 id="closing-change-title" className="card-title">
          Before and after
        </h2>
        <table aria-label="Changed fields" style={{ width: '100%' }}>
          <thead>
            <tr>
              <th scope="col" style={{ textAlign: 'left' }}>
                Field
              </th>
              <th scope="col" style={{ textAlign: 'left' }}>
                Before
              </th>
              <th scope="col" style={{ textAlign: 'left' }}>
                After
              </th>
            </tr>
          </thead>
          <tbody>
            {keys.map((k) => (
              <tr key={k}>
                <th scope="row" style={{ textAlign: 'left', fontWeight: 400 }}>
                  {CLOSING_FIELD_LABELS[k] ?? k}
                </th>
                <td>{shown(h.before?.[k])}</td>
                <td>{shown(h.after?.[k])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

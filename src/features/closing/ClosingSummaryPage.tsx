import { Link } from 'wouter';
import { CLOSING_SUMMARY_GROUP_LABELS, CLOSING_SUMMARY_GROUPS, closingPrefix, type ClosingSummaryGroup } from '../../../domain/closing';
import { formatPrice, formatShortPrice } from '../../../domain/format';
import { useClosingSummary } from '../../api/closings/closings';
import { BarChart } from '../../ui/BarChart';
import { DateRangeField } from '../../ui/DateRangeField';
import { rangeBounds } from '../../ui/date-range';
import { QueryError, QueryPending } from '../../ui/QueryState';
import { StatusTabs } from '../../ui/StatusTabs';
import { useUrlQuery } from '../../ui/use-url-query';
import { useClosingCaller } from './use-closing-caller';

const num: React.CSSProperties = { textAlign: 'right' };
const isGroup = (v: string): v is ClosingSummaryGroup => (CLOSING_SUMMARY_GROUPS as readonly string[]).includes(v);
const HEADER = { month: 'Month', office: 'Office', agent: 'Agent' } as const satisfies Record<ClosingSummaryGroup, string>;

/**
 * /closing/summary (§2): the closings in force of the caller's scope totalled
 * by month, office or agent over §9's date presets (this year unless the URL
 * says otherwise), as a chart of the commission and a table of the same
 * numbers with the whole below.
 */
export default function ClosingSummaryPage() {
  const caller = useClosingCaller();
  const prefix = closingPrefix(caller);
  const [values, set] = useUrlQuery({ group: 'month', date: 'This Year' });
  const groupBy: ClosingSummaryGroup = isGroup(values.group) ? values.group : 'month';
  const range = rangeBounds(values.date, new Date());
  const query = useClosingSummary(prefix, {
    groupBy,
    ...(range ? { filterClosingDateStartAt: range.start.slice(0, 10), filterClosingDateEndAt: range.end.slice(0, 10) } : {}),
  });
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">Closing Summary</h1>
        <Link href="/closing">Back to Data Closing</Link>
      </div>
      <section className="card" aria-label="Closing summary">
        <div className="page-header" style={{ flexWrap: 'wrap', gap: '0.5rem', alignItems: 'flex-end' }}>
          <StatusTabs label="Group closings" tabs={CLOSING_SUMMARY_GROUPS} active={groupBy} labels={CLOSING_SUMMARY_GROUP_LABELS} onChoose={(group) => set({ group })} />
          <DateRangeField id="closing-summary-date" label="Closing Date" value={values.date} onChange={(date) => set({ date })} />
        </div>
        {query.isPending ? (
          <QueryPending label="Loading closing summary" />
        ) : query.isError ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <>
            <BarChart labels={query.data.rows.map((r) => r.label)} values={query.data.rows.map((r) => r.commission)} label="Commission" height={260} formatTick={(v) => formatShortPrice(v)} />
            {query.data.rows.length === 0 ? (
              <p>No closing in this period.</p>
            ) : (
              <table aria-label="Closing totals" style={{ width: '100%', marginTop: '1rem' }}>
                <thead>
                  <tr>
                    <th scope="col" style={{ textAlign: 'left' }}>
                      {HEADER[groupBy]}
                    </th>
                    <th scope="col" style={num}>
                      Closings
                    </th>
                    <th scope="col" style={num}>
                      Sales Value
                    </th>
                    <th scope="col" style={num}>
                      {groupBy === 'agent' ? 'Agent’s Gross Share' : 'Commission'}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {query.data.rows.map((r) => (
                    <tr key={r.key}>
                      <th scope="row" style={{ textAlign: 'left', fontWeight: 400 }}>
                        {r.label}
                      </th>
                      <td style={num}>{r.count}</td>
                      <td style={num}>{formatPrice(r.finalPrice)}</td>
                      <td style={num}>{formatPrice(r.commission)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" style={{ textAlign: 'left' }}>
                      Total{groupBy === 'agent' ? ' (each closing once)' : ''}
                    </th>
                    <td style={{ ...num, fontWeight: 700 }}>{query.data.total.count}</td>
                    <td style={{ ...num, fontWeight: 700 }}>{formatPrice(query.data.total.finalPrice)}</td>
                    <td style={{ ...num, fontWeight: 700 }}>{formatPrice(query.data.total.commission)}</td>
                  </tr>
                </tfoot>
              </table>
            )}
          </>
        )}
      </section>
    </div>
  );
}

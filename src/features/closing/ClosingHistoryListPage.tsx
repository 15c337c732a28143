import { Link } from 'wouter';
import { CLOSING_HISTORY_ACTION_COLORS, CLOSING_HISTORY_ACTION_LABELS, CLOSING_HISTORY_ACTIONS, closingHistorySummary, closingPrefix, type ClosingHistory, type ClosingHistoryAction } from '../../../domain/closing';
import { formatDateTime } from '../../../domain/format';
import { CLOSING_HISTORY_COLUMNS } from '../../../domain/lists/closings';
import { useClosingHistories, type ClosingHistoriesParams } from '../../api/closings/closings';
import { DateRangeField } from '../../ui/DateRangeField';
import { rangeBounds } from '../../ui/date-range';
import { sharedColumns } from '../../ui/list-table-columns';
import { ListTable } from '../../ui/ListTable';
import { SearchBox } from '../../ui/SearchBox';
import { SelectFilter } from '../../ui/SelectFilter';
import { StatusTag } from '../../ui/StatusTag';
import { useListUrlState } from '../../ui/use-list-url-state';
import { useClosingCaller } from './use-closing-caller';

const FILTERS = { action: '', date: '', closingId: '' };
const ACTION_OPTIONS = CLOSING_HISTORY_ACTIONS.map((a) => ({ value: a, label: CLOSING_HISTORY_ACTION_LABELS[a] }));
const isAction = (v: string): v is ClosingHistoryAction => (CLOSING_HISTORY_ACTIONS as readonly string[]).includes(v);

const COLUMNS = sharedColumns<ClosingHistory>(CLOSING_HISTORY_COLUMNS, {
  createdAt: { body: (h) => <Link href={`/closing/history/${h.closingHistoryId}`}>{formatDateTime(h.createdAt)}</Link> },
  closingCode: { kind: 'code', body: (h) => <Link href={`/closing/${h.closingId}`}>{h.closingCode}</Link> },
  listing: {},
  action: { body: (h) => <StatusTag label={CLOSING_HISTORY_ACTION_LABELS[h.action]} hex={CLOSING_HISTORY_ACTION_COLORS[h.action]} /> },
  changedBy: {},
  change: { body: (h) => closingHistorySummary(h) },
});

/** /closing/history (§2): who changed which closing, when and how, in the caller's scope; one closing's when the URL names it. */
export default function ClosingHistoryListPage() {
  const caller = useClosingCaller();
  const prefix = closingPrefix(caller);
  const list = useListUrlState(FILTERS);
  const { action, date, closingId } = list.values;
  const range = rangeBounds(date, new Date());
  const params: ClosingHistoriesParams = {
    limit: list.limit,
    offset: list.offset,
    search: list.search,
    ...(isAction(action) ? { filterAction: action } : {}),
    ...(closingId ? { filterClosingId: closingId } : {}),
    ...(range ? { filterCreatedAtStartAt: range.start, filterCreatedAtEndAt: range.end } : {}),
  };
  const query = useClosingHistories(prefix, params);
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">Closing History</h1>
        <Link href="/closing">Back to Data Closing</Link>
      </div>
      <section className="card" aria-label="Closing history list">
        <div className="page-header" style={{ flexWrap: 'wrap', gap: '0.5rem', alignItems: 'flex-end' }}>
          <SearchBox label="Search by closing code" value={list.values.search} onSearch={(search) => list.setFilters({ search })} />
          <SelectFilter id="closing-history-action" label="Action" value={action} allLabel="All Actions" options={ACTION_OPTIONS} onChange={(next) => list.setFilters({ action: next })} />
          <DateRangeField id="closing-history-date" label="When" value={date} onChange={(next) => list.setFilters({ date: next })} />
        </div>
        {closingId && (
          <p role="status">
            One closing’s changes. <Link href="/closing/history">Show every closing’s</Link>
          </p>
        )}
        <ListTable
          label="Closing history"
          query={query}
          dataKey="closingHistoryId"
          columns={COLUMNS}
          page={list.page}
          limit={list.limit}
          onPage={list.onPage}
          exportRequest={{ path: `${prefix}closing-histories`, query: params }}
          pendingLabel="Loading closing history"
        />
      </section>
    </div>
  );
}

import { Link } from 'wouter';
import { CLOSING_SORTS, CLOSING_STATUS_COLORS, CLOSING_STATUS_LABELS, CLOSING_STATUSES, closingPrefix, type Closing, type ClosingStatus } from '../../../domain/closing';
import { can } from '../../../domain/access';
import { CLOSING_COLUMNS } from '../../../domain/lists/closings';
import { formatPrice } from '../../../domain/format';
import { useClosings, type ClosingsParams } from '../../api/closings/closings';
import { formatSort, parseSort, type ListSort } from '../../ui/list-sort';
import { sharedColumns } from '../../ui/list-table-columns';
import { DateRangeField } from '../../ui/DateRangeField';
import { rangeBounds } from '../../ui/date-range';
import { ListTable } from '../../ui/ListTable';
import { SearchBox } from '../../ui/SearchBox';
import { SelectFilter } from '../../ui/SelectFilter';
import { StatusTag } from '../../ui/StatusTag';
import { tablePaging, useListUrlState } from '../../ui/use-list-url-state';
import { useClosingCaller } from './use-closing-caller';

const FILTERS = { status: '', sellOrRent: '', date: '' };
const SORT_FIELDS = [...CLOSING_SORTS];
const DEFAULT_SORT: ListSort = { field: 'closingDate', order: 'DESC' };

const STATUS_OPTIONS = CLOSING_STATUSES.map((s) => ({ value: s, label: CLOSING_STATUS_LABELS[s] }));
const SELL_OR_RENT_OPTIONS = [
  { value: 'sell', label: 'Sell' },
  { value: 'rent', label: 'Rent' },
];
const isStatus = (v: string): v is ClosingStatus => (CLOSING_STATUSES as readonly string[]).includes(v);

const COLUMNS = sharedColumns<Closing>(CLOSING_COLUMNS, {
  closingCode: { kind: 'code', body: (c) => <Link href={`/closing/${c.closingId}`}>{c.closingCode}</Link> },
  closingDate: { isSortable: true },
  listing: {
    body: (c) => (
      <>
        <div>{c.listing.title}</div>
        <small>{c.listing.listingCode}</small>
      </>
    ),
  },
  office: {},
  agents: {},
  buyerName: {},
  finalPrice: { body: (c) => formatPrice(c.finalPrice), isSortable: true },
  commission: { body: (c) => formatPrice(c.commission), isSortable: true },
  status: { body: (c) => <StatusTag label={CLOSING_STATUS_LABELS[c.status]} hex={CLOSING_STATUS_COLORS[c.status]} /> },
});

/** /closing (§2 'Data Closing'): the closings of the caller's scope, searched and filtered in the URL, with Record Closing. */
export default function ClosingListPage() {
  const caller = useClosingCaller();
  const prefix = closingPrefix(caller);
  const list = useListUrlState(FILTERS);
  const sort = parseSort(list.sort, SORT_FIELDS, DEFAULT_SORT);
  const { status, sellOrRent, date } = list.values;
  // §9's presets or a custom range, as the dates (in Jakarta) the API filters by.
  const range = rangeBounds(date, new Date());
  const params: ClosingsParams = {
    limit: list.limit,
    offset: list.offset,
    search: list.search,
    sort: formatSort(sort),
    ...(isStatus(status) ? { filterStatus: status } : {}),
    ...(sellOrRent === 'sell' || sellOrRent === 'rent' ? { filterSellOrRent: sellOrRent } : {}),
    ...(range ? { filterClosingDateStartAt: range.start.slice(0, 10), filterClosingDateEndAt: range.end.slice(0, 10) } : {}),
  };
  const query = useClosings(prefix, params);
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">Data Closing</h1>
        <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
          <Link href="/closing/summary" className="p-button p-button-text">
            Summary
          </Link>
          <Link href="/closing/history" className="p-button p-button-text">
            History
          </Link>
          {can(caller.subject, 'closing') && (
            <Link href="/closing/create" className="p-button">
              Record Closing
            </Link>
          )}
        </div>
      </div>
      <section className="card" aria-label="Closing list">
        <div className="page-header" style={{ flexWrap: 'wrap', gap: '0.5rem', alignItems: 'flex-end' }}>
          <SearchBox label="Search by code, listing or buyer" value={list.values.search} onSearch={(search) => list.setFilters({ search })} />
          <SelectFilter id="closing-status" label="Status" value={status} allLabel="All Status" options={STATUS_OPTIONS} onChange={(next) => list.setFilters({ status: next })} />
          <SelectFilter id="closing-type" label="Sell or Rent" value={sellOrRent} allLabel="Sell and Rent" options={SELL_OR_RENT_OPTIONS} onChange={(next) => list.setFilters({ sellOrRent: next })} />
          <DateRangeField id="closing-date" label="Closing Date" value={date} onChange={(next) => list.setFilters({ date: next })} />
        </div>
        <ListTable
          label="Closings"
          query={query}
          dataKey="closingId"
          columns={COLUMNS}
          {...tablePaging(list, sort)}
          exportRequest={{ path: `${prefix}closings`, query: params }}
          pendingLabel="Loading closings"
        />
      </section>
    </div>
  );
}

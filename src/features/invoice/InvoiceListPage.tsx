import { Link } from 'wouter';
import { formatPrice } from '../../../domain/format';
import { INVOICE_SORTS, INVOICE_STATUS_COLORS, INVOICE_STATUS_LABELS, INVOICE_STATUSES, invoicePrefix, type Invoice, type InvoiceStatus } from '../../../domain/invoice';
import { INVOICE_COLUMNS } from '../../../domain/lists/invoices';
import { useInvoices, type InvoicesParams } from '../../api/invoices/invoices';
import { formatSort, parseSort, type ListSort } from '../../ui/list-sort';
import { sharedColumns } from '../../ui/list-table-columns';
import { DateRangeField } from '../../ui/DateRangeField';
import { rangeBounds } from '../../ui/date-range';
import { ListTable } from '../../ui/ListTable';
import { SearchBox } from '../../ui/SearchBox';
import { SelectFilter } from '../../ui/SelectFilter';
import { StatusTag } from '../../ui/StatusTag';
import { useListUrlState } from '../../ui/use-list-url-state';
import { useInvoiceCaller } from './use-invoice-caller';

const FILTERS = { status: '', date: '' };
const SORT_FIELDS = [...INVOICE_SORTS];
const DEFAULT_SORT: ListSort = { field: 'issuedOn', order: 'DESC' };
const STATUS_OPTIONS = INVOICE_STATUSES.map((s) => ({ value: s, label: INVOICE_STATUS_LABELS[s] }));
const isStatus = (v: string): v is InvoiceStatus => (INVOICE_STATUSES as readonly string[]).includes(v);

const COLUMNS = sharedColumns<Invoice>(INVOICE_COLUMNS, {
  invoiceNumber: { kind: 'code', body: (i) => <Link href={`/invoice/${i.invoiceId}`}>{i.invoiceNumber}</Link> },
  issuedOn: { isSortable: true },
  dueOn: { isSortable: true },
  office: {},
  closing: {
    body: (i) => (
      <>
        <div>{i.listing.title}</div>
        <small>{i.closingCode}</small>
      </>
    ),
  },
  total: { body: (i) => formatPrice(i.total), isSortable: true },
  balance: { body: (i) => formatPrice(i.balance) },
  status: { body: (i) => <StatusTag label={INVOICE_STATUS_LABELS[i.status]} hex={INVOICE_STATUS_COLORS[i.status]} /> },
});

/** /invoice (§2): HQ's invoices in the caller's scope, searched by number and filtered by status and issue date in the URL. */
export default function InvoiceListPage() {
  const caller = useInvoiceCaller();
  const prefix = invoicePrefix(caller);
  const list = useListUrlState(FILTERS);
  const sort = parseSort(list.sort, SORT_FIELDS, DEFAULT_SORT);
  const { status, date } = list.values;
  // §9's presets or a custom range, as the dates (in Jakarta) the API filters by.
  const range = rangeBounds(date, new Date());
  const params: InvoicesParams = {
    limit: list.limit,
    offset: list.offset,
    search: list.search,
    sort: formatSort(sort),
    ...(isStatus(status) ? { filterStatus: status } : {}),
    ...(range ? { filterIssuedOnStartAt: range.start.slice(0, 10), filterIssuedOnEndAt: range.end.slice(0, 10) } : {}),
  };
  const query = useInvoices(prefix, params);
  return (
    <div className="page">
      <h1 className="page-title">Invoice</h1>
      <section className="card" aria-label="Invoice list">
        <div className="page-header" style={{ flexWrap: 'wrap', gap: '0.5rem', alignItems: 'flex-end' }}>
          <SearchBox label="Search by invoice number" value={list.values.search} onSearch={(search) => list.setFilters({ search })} />
          <SelectFilter id="invoice-status" label="Status" value={status} allLabel="All Status" options={STATUS_OPTIONS} onChange={(next) => list.setFilters({ status: next })} />
          <DateRangeField id="invoice-date" label="Issued" value={date} onChange={(next) => list.setFilters({ date: next })} />
        </div>
        <ListTable
          label="Invoices"
          query={query}
          dataKey="invoiceId"
          columns={COLUMNS}
          page={list.page}
          limit={list.limit}
          onPage={list.onPage}
          sort={sort}
          onSort={(next) => list.onSort(formatSort(next))}
          exportRequest={{ path: `${prefix}invoices`, query: params }}
          pendingLabel="Loading invoices"
        />
      </section>
    </div>
  );
}

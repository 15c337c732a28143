import { Link } from 'wouter';
import { formatPrice } from '../../../domain/format';
import { INVOICE_SORTS, INVOICE_STATUS_COLORS, INVOICE_STATUS_LABELS, INVOICE_STATUSES, invoicePrefix, type Invoice, type InvoiceStatus } from '../../../domain/invoice';
import { INVOICE_COLUMNS } from '../../../domain/lists/invoices';
import { useInvoices, type InvoicesParams } from '../../api/invoices/invoices';
import { formatSort, parseSort, type ListSort } from '../../ui/list-sort';
import { sharedColumns } from '../../ui/list-table-columns';
import { ListTable } from '../../ui/ListTable';
import { SearchBox } from '../../ui/SearchBox';
import { StatusTag } from '../../ui/StatusTag';
import { useListUrlState } from '../../ui/use-list-url-state';
import { useInvoiceCaller } from './use-invoice-caller';

const FILTERS = { status: '', from: '', to: '' };
const SORT_FIELDS = [...INVOICE_SORTS];
const DEFAULT_SORT: ListSort = { field: 'issuedOn', order: 'DESC' };
const isStatus = (v: string): v is InvoiceStatus => (INVOICE_STATUSES as readonly string[]).includes(v);
const isDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

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
  const { status, from, to } = list.values;
  const params: InvoicesParams = {
    limit: list.limit,
    offset: list.offset,
    search: list.search,
    sort: formatSort(sort),
    ...(isStatus(status) ? { filterStatus: status } : {}),
    ...(isDate(from) ? { filterIssuedOnStartAt: from } : {}),
    ...(isDate(to) ? { filterIssuedOnEndAt: to } : {}),
  };
  const query = useInvoices(prefix, params);
  return (
    <div className="page">
      <h1 className="page-title">Invoice</h1>
      <section className="card" aria-label="Invoice list">
        <div className="page-header" style={{ flexWrap: 'wrap', gap: '0.5rem', alignItems: 'flex-end' }}>
          <SearchBox label="Search by invoice number" value={list.values.search} onSearch={(search) => list.setFilters({ search })} />
          <div className="field">
            <label htmlFor="invoice-status">Status</label>
            <select id="invoice-status" className="p-inputtext" value={status} onChange={(e) => list.setFilters({ status: e.target.value })}>
              <option value="">All Status</option>
              {INVOICE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {INVOICE_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="invoice-from">Issued from</label>
            <input id="invoice-from" type="date" className="p-inputtext" value={from} onChange={(e) => list.setFilters({ from: e.target.value })} />
          </div>
          <div className="field">
            <label htmlFor="invoice-to">Issued to</label>
            <input id="invoice-to" type="date" className="p-inputtext" value={to} onChange={(e) => list.setFilters({ to: e.target.value })} />
          </div>
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

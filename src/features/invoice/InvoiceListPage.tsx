import { Link } from 'wouter';
import { formatPrice } from '../../../domain/format';
import { INVOICE_SORTS, INVOICE_STATUS_COLORS, INVOICE_STATUS_LABELS, INVOICE_STATUSES, invoicePrefix, type Invoice } from '../../../domain/invoice';
import { INVOICE_COLUMNS } from '../../../domain/lists/invoices';
import { useInvoices } from '../../api/invoices/invoices';
import type { ListSort } from '../../ui/list-sort';
import { sharedColumns } from '../../ui/list-table-columns';
import { tablePaging } from '../../ui/use-list-url-state';
import { ListTable } from '../../ui/ListTable';
import { StatusDateFilters, useStatusDateList } from '../../ui/StatusDateFilters';
import { StatusTag } from '../../ui/StatusTag';
import { useInvoiceCaller } from './use-invoice-caller';

const SORT_FIELDS = [...INVOICE_SORTS];
const DEFAULT_SORT: ListSort = { field: 'issuedOn', order: 'DESC' };

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
  const { list, sort, params } = useStatusDateList({ statuses: INVOICE_STATUSES, sortFields: SORT_FIELDS, defaultSort: DEFAULT_SORT, dateFilter: ['filterIssuedOnStartAt', 'filterIssuedOnEndAt'] });
  const query = useInvoices(prefix, params);
  return (
    <div className="page">
      <h1 className="page-title">Invoice</h1>
      <section className="card" aria-label="Invoice list">
        <StatusDateFilters id="invoice" searchLabel="Search by invoice number" dateLabel="Issued" statuses={INVOICE_STATUSES} statusLabels={INVOICE_STATUS_LABELS} values={list.values} onChange={list.setFilters} />
        <ListTable
          label="Invoices"
          query={query}
          dataKey="invoiceId"
          columns={COLUMNS}
          {...tablePaging(list, sort)}
          exportRequest={{ path: `${prefix}invoices`, query: params }}
          pendingLabel="Loading invoices"
        />
      </section>
    </div>
  );
}

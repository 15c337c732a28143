/** The columns of /invoice (the list and its CSV). */
import { INVOICE_STATUS_LABELS, type Invoice } from '../invoice';
import { dateCell, rupiahCell, type ListColumn } from '../list-columns';

export const INVOICE_COLUMNS: readonly ListColumn<Invoice>[] = [
  { key: 'invoiceNumber', header: 'Invoice', text: (i) => i.invoiceNumber },
  { key: 'issuedOn', header: 'Issued', text: (i) => dateCell(i.issuedOn) },
  { key: 'dueOn', header: 'Due', text: (i) => dateCell(i.dueOn) },
  { key: 'office', header: 'Office', text: (i) => i.officeName },
  { key: 'closing', header: 'Closing', text: (i) => `${i.closingCode} ${i.listing.title}` },
  { key: 'total', header: 'Total', text: (i) => rupiahCell(i.total) },
  { key: 'balance', header: 'Balance', text: (i) => rupiahCell(i.balance) },
  { key: 'status', header: 'Status', text: (i) => INVOICE_STATUS_LABELS[i.status] },
];

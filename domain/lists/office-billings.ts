/** The columns of /billing (the list and its CSV). */
import { dateCell, orDash, rupiahCell, type ListColumn } from '../list-columns';
import { BILLING_FREQUENCY_LABELS, OFFICE_BILLING_STATUS_LABELS, type OfficeBilling } from '../office-billing';

export const OFFICE_BILLING_COLUMNS: readonly ListColumn<OfficeBilling>[] = [
  { key: 'description', header: 'Description', text: (b) => b.description },
  { key: 'office', header: 'Office', text: (b) => b.officeName },
  { key: 'amount', header: 'Amount', text: (b) => rupiahCell(b.amount) },
  { key: 'frequency', header: 'Frequency', text: (b) => BILLING_FREQUENCY_LABELS[b.frequency] },
  { key: 'startOn', header: 'Start', text: (b) => dateCell(b.startOn) },
  { key: 'nextChargeOn', header: 'Next Charge', text: (b) => (b.nextChargeOn ? dateCell(b.nextChargeOn) : orDash(null)) },
  { key: 'charged', header: 'Charged', text: (b) => rupiahCell(b.charged) },
  { key: 'status', header: 'Status', text: (b) => OFFICE_BILLING_STATUS_LABELS[b.status] },
];

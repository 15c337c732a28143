/** The columns of /agent-receivable (the list and its CSV). */
import type { AgentBilling } from '../agent-billing';
import { INVOICE_STATUS_LABELS } from '../invoice';
import { dateCell, rupiahCell, type ListColumn } from '../list-columns';

export const AGENT_BILLING_COLUMNS: readonly ListColumn<AgentBilling>[] = [
  { key: 'agent', header: 'Agent', text: (b) => b.agentName },
  { key: 'closingDate', header: 'Closing Date', text: (b) => dateCell(b.closingDate) },
  { key: 'closing', header: 'Closing', text: (b) => `${b.closingCode} ${b.listing.title}` },
  { key: 'office', header: 'Office', text: (b) => b.officeName },
  { key: 'amount', header: 'Amount', text: (b) => rupiahCell(b.amount) },
  { key: 'paid', header: 'Paid', text: (b) => rupiahCell(b.paid) },
  { key: 'balance', header: 'Balance', text: (b) => rupiahCell(b.balance) },
  { key: 'status', header: 'Status', text: (b) => INVOICE_STATUS_LABELS[b.status] },
];

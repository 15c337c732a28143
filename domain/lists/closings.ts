/** The columns of /closing and /closing/history (the lists and their CSV). */
import { CLOSING_HISTORY_ACTION_LABELS, CLOSING_STATUS_LABELS, closingHistorySummary, type Closing, type ClosingHistory } from '../closing';
import { dateCell, dateTimeCell, rupiahCell, type ListColumn } from '../list-columns';

export const CLOSING_COLUMNS: readonly ListColumn<Closing>[] = [
  { key: 'closingCode', header: 'Closing', text: (c) => c.closingCode },
  { key: 'closingDate', header: 'Closing Date', text: (c) => dateCell(c.closingDate) },
  { key: 'listing', header: 'Listing', text: (c) => `${c.listing.listingCode} ${c.listing.title}` },
  { key: 'office', header: 'Office', text: (c) => c.officeName },
  { key: 'agents', header: 'Agents', text: (c) => c.agentNames.join(', ') },
  { key: 'buyerName', header: 'Buyer / Tenant', text: (c) => c.buyerName },
  { key: 'finalPrice', header: 'Final Price', text: (c) => rupiahCell(c.finalPrice) },
  { key: 'commission', header: 'Commission', text: (c) => rupiahCell(c.commission) },
  { key: 'status', header: 'Status', text: (c) => CLOSING_STATUS_LABELS[c.status] },
];

export const CLOSING_HISTORY_COLUMNS: readonly ListColumn<ClosingHistory>[] = [
  { key: 'createdAt', header: 'When', text: (h) => dateTimeCell(h.createdAt) },
  { key: 'closingCode', header: 'Closing', text: (h) => h.closingCode },
  { key: 'listing', header: 'Listing', text: (h) => h.listingTitle },
  { key: 'action', header: 'Action', text: (h) => CLOSING_HISTORY_ACTION_LABELS[h.action] },
  { key: 'changedBy', header: 'Changed by', text: (h) => h.changedByName },
  { key: 'change', header: 'Change', text: (h) => closingHistorySummary(h) },
];

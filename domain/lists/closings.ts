/** The columns of /closing (the list and its CSV). */
import { CLOSING_STATUS_LABELS, type Closing } from '../closing';
import { dateCell, rupiahCell, type ListColumn } from '../list-columns';

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

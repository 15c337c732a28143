/** The columns of /handover (the list and its CSV). */
import { HANDOVER_STATUS_LABELS, type Handover } from '../handover';
import { dateCell, type ListColumn } from '../list-columns';

export const HANDOVER_COLUMNS: readonly ListColumn<Handover>[] = [
  { key: 'handoverCode', header: 'Handover', text: (h) => h.handoverCode },
  { key: 'listing', header: 'Listing', text: (h) => `${h.listing.listingCode} ${h.listing.title}` },
  { key: 'receiverName', header: 'Receiver', text: (h) => h.receiverName },
  { key: 'agentName', header: 'Agent', text: (h) => h.agentName },
  { key: 'officeName', header: 'Office', text: (h) => h.officeName },
  { key: 'handoverDate', header: 'Handover Date', text: (h) => dateCell(h.handoverDate) },
  { key: 'checklist', header: 'Checklist', text: (h) => `${h.checkedCount}/${h.itemCount}` },
  { key: 'status', header: 'Status', text: (h) => HANDOVER_STATUS_LABELS[h.status] },
];

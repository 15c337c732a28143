/** The columns of /clients (the list and its CSV). */
import { CLIENT_NEED_LABELS, CLIENT_STATUS_LABELS, type Client } from '../client';
import { dateTimeCell, orDash, rupiahCell, type ListColumn } from '../list-columns';

export const CLIENT_COLUMNS: readonly ListColumn<Client>[] = [
  { key: 'name', header: 'Name', text: (c) => c.name },
  { key: 'phones', header: 'Phones', text: (c) => c.phones.join(', ') },
  { key: 'email', header: 'Email', text: (c) => orDash(c.email) },
  { key: 'needs', header: 'Needs', text: (c) => CLIENT_NEED_LABELS[c.needs] },
  { key: 'budgetMin', header: 'Min Budget', text: (c) => rupiahCell(c.budgetMin) },
  { key: 'budgetMax', header: 'Max Budget', text: (c) => rupiahCell(c.budgetMax) },
  { key: 'preferredAreas', header: 'Preferred Areas', text: (c) => orDash(c.preferredAreas.join(', ')) },
  { key: 'agent', header: 'Agent', text: (c) => orDash(c.ownerName) },
  { key: 'shareCount', header: 'Shared Listings', text: (c) => String(c.shareCount) },
  { key: 'status', header: 'Status', text: (c) => CLIENT_STATUS_LABELS[c.status] },
  { key: 'updatedAt', header: 'Updated', text: (c) => dateTimeCell(c.updatedAt) },
];

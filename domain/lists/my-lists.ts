/** The columns of /my-list (the list and its CSV). */
import { dateCell, dateTimeCell, orDash, type ListColumn } from '../list-columns';
import type { MyList } from '../my-list';

export const MY_LIST_COLUMNS: readonly ListColumn<MyList>[] = [
  { key: 'name', header: 'Name', text: (l) => l.name },
  { key: 'clientName', header: 'Client', text: (l) => orDash(l.clientName) },
  { key: 'listingCount', header: 'Listings', text: (l) => String(l.listingCount) },
  { key: 'sharedAt', header: 'Shared', text: (l) => dateCell(l.sharedAt) },
  { key: 'updatedAt', header: 'Updated', text: (l) => dateTimeCell(l.updatedAt) },
];

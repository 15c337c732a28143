/** The columns of the Rumah123 checker's two lists. */
import { dateTimeCell, type ListColumn } from '../list-columns';
import type { R123Employee, R123Listing } from '../rumah123';

export const R123_LISTING_COLUMNS: readonly ListColumn<R123Listing>[] = [
  { key: 'listingCode', header: 'Listing Code', text: (l) => l.listingCode },
  { key: 'title', header: 'Title', text: (l) => l.title },
  { key: 'officeName', header: 'Office', text: (l) => l.officeName },
  { key: 'agentName', header: 'Agent', text: (l) => l.agentName },
  { key: 'status', header: 'Status', text: (l) => l.status },
  { key: 'updatedAt', header: 'Updated', text: (l) => dateTimeCell(l.updatedAt) },
];

export const R123_EMPLOYEE_COLUMNS: readonly ListColumn<R123Employee>[] = [
  { key: 'name', header: 'Name', text: (e) => e.nickName ?? e.name },
  { key: 'officeName', header: 'Office', text: (e) => e.officeName ?? '-' },
  { key: 'portalUsername', header: 'Rumah123 Username', text: (e) => e.portalUsername },
];

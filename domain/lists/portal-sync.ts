/** The columns of a listing's sync history (the sync-history modal, and its CSV). */
import { dateTimeCell, type ListColumn } from '../list-columns';
import type { PortalListingSync } from '../portal-sync';

export const PORTAL_LISTING_SYNC_COLUMNS: readonly ListColumn<PortalListingSync>[] = [
  { key: 'createdAt', header: 'Requested', text: (s) => dateTimeCell(s.createdAt) },
  { key: 'portal', header: 'Portal', text: (s) => s.portal.portalName },
  { key: 'action', header: 'Action', text: (s) => s.action },
  { key: 'status', header: 'Status', text: (s) => s.status },
  { key: 'result', header: 'Result', text: (s) => s.result ?? '-' },
  { key: 'attempts', header: 'Attempts', text: (s) => String(s.attempts) },
  { key: 'updatedAt', header: 'Last change', text: (s) => dateTimeCell(s.updatedAt) },
];

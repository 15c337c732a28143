/** The columns of the office portal accounts list (the office detail's Portal Accounts tab). */
import { dateTimeCell, type ListColumn } from '../list-columns';
import type { OfficePortalProfile } from '../portal-accounts';

export const OFFICE_PORTAL_PROFILE_COLUMNS: readonly ListColumn<OfficePortalProfile>[] = [
  { key: 'portal', header: 'Portal', text: (p) => p.portal.portalName },
  { key: 'portalUsername', header: 'Email', text: (p) => p.portalUsername },
  { key: 'office', header: 'Office', text: (p) => p.office.officeName },
  { key: 'createdAt', header: 'Added', text: (p) => dateTimeCell(p.createdAt) },
];

/** The columns of the lists behind pickers and the mail outbox (no screen of their own). */
import type { MailOutboxItem } from '../entities/mail';
import type { OfficeListItem } from '../entities/office';
import type { City, Portal } from '../entities/reference';
import { dateTimeCell, orDash, type ListColumn } from '../list-columns';

export const OFFICE_COLUMNS: readonly ListColumn<OfficeListItem>[] = [
  { key: 'officeCode', header: 'Office Code', text: (o) => orDash(o.officeCode) },
  { key: 'officeName', header: 'Office Name', text: (o) => o.officeName },
  { key: 'city', header: 'City', text: (o) => orDash(o.city) },
  { key: 'isOfficePkp', header: 'PKP', text: (o) => (o.isOfficePkp ? 'Yes' : 'No') },
  { key: 'approvalStatus', header: 'Approval Status', text: (o) => orDash(o.approvalStatus) },
];

export const CITY_COLUMNS: readonly ListColumn<City>[] = [
  { key: 'name', header: 'City', text: (c) => c.name },
  { key: 'province', header: 'Province', text: (c) => orDash(c.province?.name) },
];

export const PORTAL_COLUMNS: readonly ListColumn<Portal>[] = [
  { key: 'position', header: 'Position', text: (p) => String(p.position) },
  { key: 'portalName', header: 'Portal', text: (p) => p.portalName },
  { key: 'isActive', header: 'Active', text: (p) => (p.isActive ? 'Yes' : 'No') },
];

export const MAIL_OUTBOX_COLUMNS: readonly ListColumn<MailOutboxItem>[] = [
  { key: 'createdAt', header: 'Written', text: (m) => dateTimeCell(m.createdAt) },
  { key: 'to', header: 'To', text: (m) => m.to },
  { key: 'subject', header: 'Subject', text: (m) => m.subject },
  { key: 'sentAt', header: 'Sent', text: (m) => dateTimeCell(m.sentAt) },
];

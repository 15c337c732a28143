/** The columns of /partner, /banner and /template-messages (the lists and their CSV). */
import { BANNER_PLACEMENT_LABELS, BANNER_STATUS_LABELS, type Banner } from '../banners';
import { dateTimeCell, orDash, type ListColumn } from '../list-columns';
import type { Partner } from '../partners';
import { TEMPLATE_CHANNEL_LABELS, type TemplateMessage } from '../template-messages';

export const PARTNER_COLUMNS: readonly ListColumn<Partner>[] = [
  { key: 'displayOrder', header: 'Order', text: (p) => String(p.displayOrder) },
  { key: 'name', header: 'Name', text: (p) => p.name },
  { key: 'link', header: 'Link', text: (p) => p.link },
  { key: 'logoUrl', header: 'Logo', text: (p) => p.logoUrl },
];

export const BANNER_COLUMNS: readonly ListColumn<Banner>[] = [
  { key: 'displayOrder', header: 'Order', text: (b) => String(b.displayOrder) },
  { key: 'title', header: 'Title', text: (b) => b.title },
  { key: 'placement', header: 'Placement', text: (b) => BANNER_PLACEMENT_LABELS[b.placement] },
  { key: 'link', header: 'Link', text: (b) => orDash(b.link) },
  { key: 'startAt', header: 'Start', text: (b) => dateTimeCell(b.startAt) },
  { key: 'endAt', header: 'End', text: (b) => dateTimeCell(b.endAt) },
  { key: 'status', header: 'Status', text: (b) => BANNER_STATUS_LABELS[b.status] },
];

export const TEMPLATE_MESSAGE_COLUMNS: readonly ListColumn<TemplateMessage>[] = [
  { key: 'name', header: 'Name', text: (t) => t.name },
  { key: 'channel', header: 'Channel', text: (t) => TEMPLATE_CHANNEL_LABELS[t.channel] },
  { key: 'subject', header: 'Subject', text: (t) => orDash(t.subject) },
  { key: 'updatedAt', header: 'Updated', text: (t) => dateTimeCell(t.updatedAt) },
];

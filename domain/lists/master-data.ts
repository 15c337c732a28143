/** The columns of the master data screens (issue 19), for the screen and its CSV. */
import { formatPrice } from '../format';
import type { ListColumn } from '../list-columns';
import { dateTimeCell, orDash } from '../list-columns';
import { MASTER_STATUS_LABELS, type MasterAchievement, type MasterCareer } from '../master-data';

export const MASTER_ACHIEVEMENT_COLUMNS: readonly ListColumn<MasterAchievement>[] = [
  { key: 'name', header: 'Name', text: (a) => a.name },
  { key: 'minClosings', header: 'Closings in a Year', text: (a) => String(a.minClosings) },
  { key: 'minCommission', header: 'Commission in a Year', text: (a) => formatPrice(a.minCommission) },
  { key: 'description', header: 'Description', text: (a) => orDash(a.description) },
  { key: 'status', header: 'Status', text: (a) => MASTER_STATUS_LABELS[a.status] },
  { key: 'updatedAt', header: 'Updated At', text: (a) => dateTimeCell(a.updatedAt) },
];

export const MASTER_CAREER_COLUMNS: readonly ListColumn<MasterCareer>[] = [
  { key: 'level', header: 'Level', text: (c) => String(c.level) },
  { key: 'position', header: 'Position', text: (c) => c.position },
  { key: 'description', header: 'Description', text: (c) => orDash(c.description) },
  { key: 'status', header: 'Status', text: (c) => MASTER_STATUS_LABELS[c.status] },
  { key: 'updatedAt', header: 'Updated At', text: (c) => dateTimeCell(c.updatedAt) },
];

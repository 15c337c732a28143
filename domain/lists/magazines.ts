/** The columns of /magazine (the list and its CSV). */
import { dateCell, dateTimeCell, type ListColumn } from '../list-columns';
import { MAGAZINE_STATUS_LABELS, type MagazineItem } from '../magazine';
import { displayFileName } from '../upload';

export const MAGAZINE_COLUMNS: readonly ListColumn<MagazineItem>[] = [
  { key: 'title', header: 'Title', text: (m) => m.title },
  { key: 'issueDate', header: 'Issue Date', text: (m) => dateCell(m.issueDate) },
  { key: 'pdfFileName', header: 'PDF', text: (m) => displayFileName(m.pdfFileName) },
  { key: 'status', header: 'Status', text: (m) => MAGAZINE_STATUS_LABELS[m.status] },
  { key: 'updatedAt', header: 'Updated At', text: (m) => dateTimeCell(m.updatedAt) },
];

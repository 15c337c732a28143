/** The columns of /document-center (the list and its CSV). */
import { DOCUMENT_CATEGORY_LABELS, type DocumentItem } from '../document';
import { dateTimeCell, orDash, type ListColumn } from '../list-columns';
import { displayFileName } from '../upload';

/** A file's size as people read it: 820 KB, 2.4 MB. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export const DOCUMENT_COLUMNS: readonly ListColumn<DocumentItem>[] = [
  { key: 'title', header: 'Title', text: (d) => d.title },
  { key: 'category', header: 'Category', text: (d) => DOCUMENT_CATEGORY_LABELS[d.category] },
  { key: 'fileName', header: 'File', text: (d) => displayFileName(d.fileName) },
  { key: 'size', header: 'Size', text: (d) => fileSizeText(d.size) },
  { key: 'uploadedBy', header: 'Uploaded By', text: (d) => orDash(d.uploadedByName) },
  { key: 'createdAt', header: 'Uploaded At', text: (d) => dateTimeCell(d.createdAt) },
];

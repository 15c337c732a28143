/**
 * The magazine (issue 19, §2 magazine; admin-HQ-plus, §6): the network's
 * issues, each a title, an issue date, a cover image (jpg/png, 2 MB, §9) and
 * a PDF (proven by its bytes); listed, created, edited, published or
 * unpublished, deleted after a confirmation.
 */
import { z } from 'zod';
import { id, listQuery, pageLimit } from './entities/common';
import type { TagColor } from './listing';
import { MESSAGES } from './messages';
import { requiredText } from './validation';

export const MAGAZINE_STATUSES = ['PUBLISH', 'UNPUBLISH'] as const;
export type MagazineStatus = (typeof MAGAZINE_STATUSES)[number];
export const MAGAZINE_STATUS_LABELS: Record<MagazineStatus, string> = { PUBLISH: 'Published', UNPUBLISH: 'Unpublished' };
export const MAGAZINE_STATUS_COLORS: Record<MagazineStatus, TagColor> = { PUBLISH: 'green', UNPUBLISH: 'warning' };

export const MAGAZINE_MESSAGES = {
  notFound: 'Magazine issue not found.',
  coverRequired: 'Upload the cover first.',
  pdfRequired: 'Upload the PDF first.',
  fileNotYours: 'Upload the file first: it was not found among your uploads.',
  coverNotImage: 'The cover must be a JPG or PNG image.',
  pdfNotPdf: 'The file must be a PDF.',
  created: (title: string) => `${title} created.`,
  updated: (title: string) => `${title} updated.`,
  published: (title: string) => `${title} published.`,
  unpublished: (title: string) => `${title} unpublished.`,
  deleted: (title: string) => `${title} deleted.`,
} as const;

export const MAGAZINE_LABELS = { title: 'Title', issueDate: 'Issue Date', coverFileKey: 'Cover', pdfFileKey: 'PDF', status: 'Status' } as const;

export const magazineItem = z.object({
  magazineId: z.string(),
  title: z.string(),
  issueDate: z.string(),
  coverFileKey: z.string(),
  coverUrl: z.string(),
  pdfFileKey: z.string(),
  pdfUrl: z.string(),
  pdfFileName: z.string(),
  status: z.enum(MAGAZINE_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MagazineItem = z.infer<typeof magazineItem>;

/** A stored file's key (base64url, 22–64 characters, as the files route takes them): anything else was not uploaded here. */
const fileKey = (message: string) => z.string({ error: message }).regex(/^[A-Za-z0-9_-]{22,64}$/, message);

const magazineFields = z
  .object({
    title: requiredText(MAGAZINE_LABELS.title, 150),
    issueDate: z.iso.date({ error: (i) => (i.input ? MESSAGES.invalidFormat(MAGAZINE_LABELS.issueDate) : MESSAGES.required(MAGAZINE_LABELS.issueDate)) }),
    coverFileKey: fileKey(MAGAZINE_MESSAGES.coverRequired),
    pdfFileKey: fileKey(MAGAZINE_MESSAGES.pdfRequired),
    status: z.enum(MAGAZINE_STATUSES, { error: MESSAGES.required(MAGAZINE_LABELS.status) }),
  })
  .strict();
export const createMagazineBody = magazineFields;
export type CreateMagazineBody = z.infer<typeof createMagazineBody>;
export const updateMagazineBody = magazineFields.partial().strict();
export type UpdateMagazineBody = z.infer<typeof updateMagazineBody>;

export const MAGAZINE_SORTS = ['issueDate', 'title', 'createdAt'] as const;
export const magazinesQuery = listQuery
  .pick({ search: true })
  .extend({
    filterStatus: z.enum(MAGAZINE_STATUSES),
    sort: z.string().regex(new RegExp(`^(${MAGAZINE_SORTS.join('|')}):(ASC|DESC)$`), 'sort format is invalid.'),
  })
  .partial()
  .extend({ limit: pageLimit(100), offset: listQuery.shape.offset })
  .strict();
export type MagazinesQuery = z.infer<typeof magazinesQuery>;
export const magazineIdParams = z.object({ magazineId: id }).strict();

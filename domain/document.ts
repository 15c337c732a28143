/**
 * The document center (issue 19, §2 document-center; admin-HQ-plus, §6): the
 * network's PDF files by category — upload (the bytes proven a PDF by the
 * file service), rename and recategorise, delete after a confirmation. A new
 * document tells those who may open /document-center in their drawer (§2's
 * 'document' feature opens /document-center).
 */
import { z } from 'zod';
import { id, listQuery, pageLimit } from './entities/common';
import type { TagColor } from './listing';
import { MESSAGES } from './messages';
import { requiredText } from './validation';

/** The spec names no categories: a small fixed set (docs/decisions.md 'Document center and magazine'). */
export const DOCUMENT_CATEGORIES = ['FORM', 'GUIDELINE', 'CONTRACT', 'MARKETING', 'OTHER'] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];
export const DOCUMENT_CATEGORY_LABELS: Record<DocumentCategory, string> = {
  FORM: 'Forms',
  GUIDELINE: 'Guidelines & SOP',
  CONTRACT: 'Contracts',
  MARKETING: 'Marketing',
  OTHER: 'Other',
};
export const DOCUMENT_CATEGORY_COLORS: Record<DocumentCategory, TagColor> = { FORM: 'blue', GUIDELINE: 'purple', CONTRACT: 'volcano', MARKETING: 'green', OTHER: 'warning' };

export const DOCUMENT_MESSAGES = {
  notFound: 'Document not found.',
  fileRequired: 'Upload the PDF file first.',
  fileNotYours: 'Upload the file first: it was not found among your uploads.',
  fileNotPdf: 'The file must be a PDF.',
  fileTaken: 'This file is already attached to another document.',
  created: (title: string) => `${title} uploaded.`,
  updated: (title: string) => `${title} updated.`,
  deleted: (title: string) => `${title} deleted.`,
  notificationTitle: 'New Document',
  notificationMessage: (title: string, category: string) => `${title} was added to the Document Center (${category}).`,
} as const;

export const DOCUMENT_LABELS = { title: 'Title', category: 'Category', fileKey: 'File' } as const;

export const documentItem = z.object({
  documentId: z.string(),
  title: z.string(),
  category: z.enum(DOCUMENT_CATEGORIES),
  fileKey: z.string(),
  url: z.string(),
  fileName: z.string(),
  size: z.number(),
  uploadedByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DocumentItem = z.infer<typeof documentItem>;

const category = z.enum(DOCUMENT_CATEGORIES, { error: MESSAGES.required(DOCUMENT_LABELS.category) });

/** POST documents: the PDF the caller uploaded (POST /files, purpose document), its title and category. */
export const createDocumentBody = z
  .object({
    title: requiredText(DOCUMENT_LABELS.title, 150),
    category,
    // A stored file's key (newFileKey: base64url, 22 characters; at most 64 by the files route): anything else was not uploaded here.
    fileKey: z.string({ error: DOCUMENT_MESSAGES.fileRequired }).regex(/^[A-Za-z0-9_-]{22,64}$/, DOCUMENT_MESSAGES.fileRequired),
  })
  .strict();
export type CreateDocumentBody = z.infer<typeof createDocumentBody>;

/** PATCH documents/{id}: rename, recategorise (the file stays: a new file is a new document). */
export const updateDocumentBody = z.object({ title: requiredText(DOCUMENT_LABELS.title, 150), category }).partial().strict();
export type UpdateDocumentBody = z.infer<typeof updateDocumentBody>;

export const DOCUMENT_SORTS = ['createdAt', 'title'] as const;
export const documentsQuery = listQuery
  .pick({ search: true })
  .extend({
    filterCategory: z.enum(DOCUMENT_CATEGORIES),
    sort: z.string().regex(new RegExp(`^(${DOCUMENT_SORTS.join('|')}):(ASC|DESC)$`), 'sort format is invalid.'),
  })
  .partial()
  .extend({ limit: pageLimit(100), offset: listQuery.shape.offset })
  .strict();
export type DocumentsQuery = z.infer<typeof documentsQuery>;
export const documentIdParams = z.object({ documentId: id }).strict();

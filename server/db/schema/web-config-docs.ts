/**
 * The document center and the magazine (issue 19). Each record points at
 * files of the file service (their bytes, served at /api/files/{key}). The
 * service attaches an upload to one document only; the scaled rows share the
 * demo's few files (files are not scaled), so no unique index says so.
 */
import { date, index, pgTable, text } from 'drizzle-orm/pg-core';
import type { DocumentCategory } from '../../../domain/document';
import type { MagazineStatus } from '../../../domain/magazine';
import { createdAt, trigram, ts } from './columns';
import { files } from './files';
import { users } from './people';

export const documents = pgTable(
  'documents',
  {
    documentId: text('document_id').primaryKey(),
    title: text('title').notNull(),
    category: text('category').$type<DocumentCategory>().notNull(),
    fileKey: text('file_key')
      .notNull()
      .references(() => files.fileKey),
    uploadedByUserId: text('uploaded_by_user_id').references(() => users.userId, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('documents_created_idx').on(t.createdAt, t.documentId),
    index('documents_category_created_idx').on(t.category, t.createdAt, t.documentId),
    index('documents_title_idx').on(t.title, t.documentId),
    trigram('documents_title_trgm', t.title),
  ],
);

export const magazines = pgTable(
  'magazines',
  {
    magazineId: text('magazine_id').primaryKey(),
    title: text('title').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    coverFileKey: text('cover_file_key')
      .notNull()
      .references(() => files.fileKey),
    pdfFileKey: text('pdf_file_key')
      .notNull()
      .references(() => files.fileKey),
    status: text('status').$type<MagazineStatus>().notNull().default('UNPUBLISH'),
    createdByUserId: text('created_by_user_id').references(() => users.userId, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('magazines_issue_idx').on(t.issueDate, t.magazineId),
    index('magazines_status_issue_idx').on(t.status, t.issueDate, t.magazineId),
    index('magazines_title_idx').on(t.title, t.magazineId),
    index('magazines_created_idx').on(t.createdAt, t.magazineId),
    trigram('magazines_title_trgm', t.title),
  ],
);

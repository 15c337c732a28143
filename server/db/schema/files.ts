/** Uploaded images and their bytes. */
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns';

/**
 * An uploaded file. Its bytes live in `file_chunks`, written piece by piece as
 * the upload streams in, so no statement carries a whole file (PGlite runs
 * queries on the event loop: one 10 MB bytea froze every request for seconds).
 * A file is served only once `status` is complete.
 */
export const files = pgTable(
  'files',
  {
    fileKey: text('file_key').primaryKey(),
    contentType: text('content_type').notNull(),
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    status: text('status').$type<'uploading' | 'complete'>().notNull().default('complete'),
    uploadedByUserId: text('uploaded_by_user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('files_uploader_idx').on(t.uploadedByUserId, t.createdAt), index('files_status_idx').on(t.status, t.createdAt)],
);

/** A file's bytes in order of `seq`, at most a few hundred kB each. */
export const fileChunks = pgTable(
  'file_chunks',
  {
    fileKey: text('file_key')
      .notNull()
      .references(() => files.fileKey, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileKey, t.seq] })],
);

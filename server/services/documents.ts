/**
 * The document center (issue 19): PDFs by category, listed with search,
 * category filter and sorts (§7's shape), uploaded, renamed, recategorised
 * and deleted by admin-HQ-plus (the route's guard), each write audited. A new
 * document queues its notification: the jobs queue tells every active user who
 * may open /document-center (admin-HQ-plus, §6), the uploader aside, in one
 * job per document — once however many instances run.
 */
import { and, asc, desc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import {
  DOCUMENT_CATEGORY_LABELS,
  DOCUMENT_MESSAGES as M,
  type CreateDocumentBody,
  type DocumentItem,
  type DocumentsQuery,
  type UpdateDocumentBody,
} from '../../domain/document';
import { PDF_CONTENT_TYPE } from '../../domain/entities/file';
import { ROLE_GROUPS } from '../../domain/roles';
import type { Db, Executor, Tx } from '../db/client';
import { documents, employees, files, users } from '../db/schema';
import { fieldError, notFound } from '../errors';
import { callerAudit, recordAudit } from './audit';
import type { Caller } from './caller';
import { isActiveEmployee } from './employees';
import { fileUrl } from './files';
import { enqueueJob } from './jobs';
import { countedPage, escapeLike, type ListPage, type Window } from './lists';
import { insertNotification } from './push';
import { newId } from './tokens';

export const DOCUMENT_NOTIFICATION_JOB = 'document-notification';
const AUDITED = ['title', 'category', 'fileKey'] as const;

const SORTS = { createdAt: documents.createdAt, title: documents.title } as const;

const selection = {
  row: documents,
  fileName: files.fileName,
  size: files.size,
  uploadedByName: sql<string | null>`coalesce(${users.nickName}, ${users.name})`,
};
type Selected = { row: typeof documents.$inferSelect; fileName: string; size: number; uploadedByName: string | null };

const toDocument = ({ row, fileName, size, uploadedByName }: Selected): DocumentItem => ({
  documentId: row.documentId,
  title: row.title,
  category: row.category,
  fileKey: row.fileKey,
  url: fileUrl(row.fileKey),
  fileName,
  size,
  uploadedByName,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const joined = (db: Executor) =>
  db.select(selection).from(documents).innerJoin(files, eq(files.fileKey, documents.fileKey)).leftJoin(users, eq(users.userId, documents.uploadedByUserId));

export async function listDocuments(db: Executor, q: DocumentsQuery & Window): Promise<ListPage<DocumentItem>> {
  const search = q.search?.trim();
  const where = and(q.filterCategory ? eq(documents.category, q.filterCategory) : undefined, search ? ilike(documents.title, `%${escapeLike(search)}%`) : undefined);
  const [key = 'createdAt', direction = 'DESC'] = (q.sort ?? 'createdAt:DESC').split(':') as [keyof typeof SORTS, string];
  const order = direction.toUpperCase() === 'ASC' ? [asc(SORTS[key]), asc(documents.documentId)] : [desc(SORTS[key]), desc(documents.documentId)];
  const rows = await joined(db)
    .where(where)
    .orderBy(...order)
    .limit(q.limit)
    .offset(q.offset);
  return countedPage(db, rows.map(toDocument), db.select({ one: sql`1` }).from(documents).where(where), q);
}

export async function getDocument(db: Executor, documentId: string): Promise<DocumentItem> {
  const [row] = await joined(db).where(eq(documents.documentId, documentId));
  if (!row) throw notFound(M.notFound);
  return toDocument(row);
}

/** The caller's own complete upload, a PDF (the file service proved it by its bytes), not attached to a document yet. */
async function refuseFile(db: Executor, caller: Caller, fileKey: string): Promise<void> {
  const [file] = await db
    .select({ contentType: files.contentType })
    .from(files)
    .where(and(eq(files.fileKey, fileKey), eq(files.uploadedByUserId, caller.userId), eq(files.status, 'complete')));
  if (!file) throw fieldError('fileKey', M.fileNotYours);
  if (file.contentType !== PDF_CONTENT_TYPE) throw fieldError('fileKey', M.fileNotPdf);
  const [taken] = await db.select({ id: documents.documentId }).from(documents).where(eq(documents.fileKey, fileKey)).limit(1);
  if (taken) throw fieldError('fileKey', M.fileTaken);
}

export async function createDocument(db: Db, caller: Caller, body: CreateDocumentBody, now: Date): Promise<DocumentItem> {
  await refuseFile(db, caller, body.fileKey);
  const row = { documentId: newId(), ...body, uploadedByUserId: caller.userId, createdAt: now, updatedAt: now };
  await db.transaction(async (tx) => {
    await tx.insert(documents).values(row);
    await recordAudit(tx, callerAudit(caller, now), { action: 'create', entityType: 'document', entityId: row.documentId, officeId: null, before: null, after: row, fields: AUDITED });
    // The notification goes out with the document or not at all: the job commits with it.
    await enqueueJob(tx, { name: DOCUMENT_NOTIFICATION_JOB, key: `${DOCUMENT_NOTIFICATION_JOB}:${row.documentId}`, payload: { documentId: row.documentId }, runAt: now });
  });
  return getDocument(db, row.documentId);
}

export async function updateDocument(db: Db, caller: Caller, documentId: string, body: UpdateDocumentBody, now: Date): Promise<DocumentItem> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(documents).where(eq(documents.documentId, documentId)).for('update');
    if (!before) throw notFound(M.notFound);
    const [after] = await tx.update(documents).set({ ...body, updatedAt: now }).where(eq(documents.documentId, documentId)).returning();
    await recordAudit(tx, callerAudit(caller, now), { action: 'update', entityType: 'document', entityId: documentId, officeId: null, before, after: after!, fields: AUDITED });
  });
  return getDocument(db, documentId);
}

/**
 * The record goes; its file stays where it is served (a link already sent keeps
 * working, and no upload is ever deleted once complete: docs/decisions.md).
 */
export async function deleteDocument(db: Db, caller: Caller, documentId: string, now: Date): Promise<DocumentItem> {
  const gone = await getDocument(db, documentId);
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(documents).where(eq(documents.documentId, documentId)).returning();
    if (!before) throw notFound(M.notFound);
    await recordAudit(tx, callerAudit(caller, now), { action: 'delete', entityType: 'document', entityId: documentId, officeId: null, before, after: null, fields: AUDITED });
  });
  return gone;
}

/** Who is told of a new document: every active user who may open /document-center, the uploader aside. */
export async function documentReaders(db: Executor, exceptUserId: string | null): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: users.userId })
    .from(employees)
    .innerJoin(users, eq(users.userId, employees.userId))
    .where(and(isActiveEmployee, eq(users.status, 'active'), inArray(employees.role, [...ROLE_GROUPS.adminHqPlus]), exceptUserId ? ne(users.userId, exceptUserId) : undefined))
    .orderBy(asc(users.userId));
  return rows.map((r) => r.userId);
}

/** The job: the document's notification in each reader's drawer (a document deleted before the job ran tells nobody). */
export async function runDocumentNotification(tx: Tx, payload: Record<string, unknown>, now: Date): Promise<void> {
  const [doc] = await tx.select().from(documents).where(eq(documents.documentId, String(payload.documentId)));
  if (!doc) return;
  const message = M.notificationMessage(doc.title, DOCUMENT_CATEGORY_LABELS[doc.category]);
  for (const receiverUserId of await documentReaders(tx, doc.uploadedByUserId)) {
    await insertNotification(tx, { receiverUserId, title: M.notificationTitle, message, feature: 'document', externalId: doc.documentId }, now);
  }
}

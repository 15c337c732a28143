/**
 * The magazine (issue 19): issues listed with search, status filter and sorts
 * (§7's shape), created, edited, published or unpublished and deleted by
 * admin-HQ-plus (the route's guard), each write audited. A cover is the
 * caller's own JPEG or PNG upload, a PDF their own PDF upload (the file
 * service proved both by their bytes).
 */
import { aliasedTable, and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import { PDF_CONTENT_TYPE, UPLOAD_CONTENT_TYPES } from '../../domain/entities/file';
import { MAGAZINE_MESSAGES as M, type CreateMagazineBody, type MagazineItem, type MagazinesQuery, type UpdateMagazineBody } from '../../domain/magazine';
import type { Db, Executor } from '../db/client';
import { files, magazines } from '../db/schema';
import { fieldError, notFound } from '../errors';
import { callerAudit, recordAudit } from './audit';
import type { Caller } from './caller';
import { fileUrl } from './files';
import { countedPage, escapeLike, type ListPage, type Window } from './lists';
import { newId } from './tokens';

const AUDITED = ['title', 'issueDate', 'coverFileKey', 'pdfFileKey', 'status'] as const;
const SORTS = { issueDate: magazines.issueDate, title: magazines.title, createdAt: magazines.createdAt } as const;
const pdfFiles = aliasedTable(files, 'pdf_files');

type Row = typeof magazines.$inferSelect;
const toMagazine = ({ row, pdfFileName }: { row: Row; pdfFileName: string }): MagazineItem => ({
  magazineId: row.magazineId,
  title: row.title,
  issueDate: row.issueDate,
  coverFileKey: row.coverFileKey,
  coverUrl: fileUrl(row.coverFileKey),
  pdfFileKey: row.pdfFileKey,
  pdfUrl: fileUrl(row.pdfFileKey),
  pdfFileName,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const joined = (db: Executor) => db.select({ row: magazines, pdfFileName: pdfFiles.fileName }).from(magazines).innerJoin(pdfFiles, eq(pdfFiles.fileKey, magazines.pdfFileKey));

export async function listMagazines(db: Executor, q: MagazinesQuery & Window): Promise<ListPage<MagazineItem>> {
  const search = q.search?.trim();
  const where = and(q.filterStatus ? eq(magazines.status, q.filterStatus) : undefined, search ? ilike(magazines.title, `%${escapeLike(search)}%`) : undefined);
  const [key = 'issueDate', direction = 'DESC'] = (q.sort ?? 'issueDate:DESC').split(':') as [keyof typeof SORTS, string];
  const order = direction.toUpperCase() === 'ASC' ? [asc(SORTS[key]), asc(magazines.magazineId)] : [desc(SORTS[key]), desc(magazines.magazineId)];
  const rows = await joined(db)
    .where(where)
    .orderBy(...order)
    .limit(q.limit)
    .offset(q.offset);
  return countedPage(db, rows.map(toMagazine), db.select({ one: sql`1` }).from(magazines).where(where), q);
}

async function getMagazine(db: Executor, magazineId: string): Promise<MagazineItem> {
  const [row] = await joined(db).where(eq(magazines.magazineId, magazineId));
  if (!row) throw notFound(M.notFound);
  return toMagazine(row);
}

/** A file the body names: the caller's own complete upload of the right kind (the one it already has passes as it is). */
async function refuseFile(db: Executor, caller: Caller, field: 'coverFileKey' | 'pdfFileKey', fileKey: string | undefined, current?: string): Promise<void> {
  if (fileKey === undefined || fileKey === current) return;
  const [file] = await db
    .select({ contentType: files.contentType })
    .from(files)
    .where(and(eq(files.fileKey, fileKey), eq(files.uploadedByUserId, caller.userId), eq(files.status, 'complete')));
  if (!file) throw fieldError(field, M.fileNotYours);
  if (field === 'pdfFileKey' && file.contentType !== PDF_CONTENT_TYPE) throw fieldError(field, M.pdfNotPdf);
  if (field === 'coverFileKey' && !(UPLOAD_CONTENT_TYPES as readonly string[]).includes(file.contentType)) throw fieldError(field, M.coverNotImage);
}

export async function createMagazine(db: Db, caller: Caller, body: CreateMagazineBody, now: Date): Promise<MagazineItem> {
  await refuseFile(db, caller, 'coverFileKey', body.coverFileKey);
  await refuseFile(db, caller, 'pdfFileKey', body.pdfFileKey);
  const row = { magazineId: newId(), ...body, createdByUserId: caller.userId, createdAt: now, updatedAt: now };
  await db.transaction(async (tx) => {
    await tx.insert(magazines).values(row);
    await recordAudit(tx, callerAudit(caller, now), { action: 'create', entityType: 'magazine', entityId: row.magazineId, officeId: null, before: null, after: row, fields: AUDITED });
  });
  return getMagazine(db, row.magazineId);
}

export async function updateMagazine(db: Db, caller: Caller, magazineId: string, body: UpdateMagazineBody, now: Date): Promise<MagazineItem> {
  const [current] = await db.select().from(magazines).where(eq(magazines.magazineId, magazineId));
  if (!current) throw notFound(M.notFound);
  await refuseFile(db, caller, 'coverFileKey', body.coverFileKey, current.coverFileKey);
  await refuseFile(db, caller, 'pdfFileKey', body.pdfFileKey, current.pdfFileKey);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(magazines).where(eq(magazines.magazineId, magazineId)).for('update');
    if (!before) throw notFound(M.notFound);
    const [after] = await tx.update(magazines).set({ ...body, updatedAt: now }).where(eq(magazines.magazineId, magazineId)).returning();
    const moved = body.status !== undefined && body.status !== before.status;
    await recordAudit(tx, callerAudit(caller, now), {
      action: moved ? 'status' : 'update',
      entityType: 'magazine',
      entityId: magazineId,
      officeId: null,
      before,
      after: after!,
      fields: AUDITED,
      ...(moved && { stateFrom: before.status, stateTo: after!.status }),
    });
  });
  return getMagazine(db, magazineId);
}

/** The issue goes; its files stay where they are served (no complete upload is deleted: docs/decisions.md). */
export async function deleteMagazine(db: Db, caller: Caller, magazineId: string, now: Date): Promise<MagazineItem> {
  const gone = await getMagazine(db, magazineId);
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(magazines).where(eq(magazines.magazineId, magazineId)).returning();
    if (!before) throw notFound(M.notFound);
    await recordAudit(tx, callerAudit(caller, now), { action: 'delete', entityType: 'magazine', entityId: magazineId, officeId: null, before, after: null, fields: AUDITED });
  });
  return gone;
}

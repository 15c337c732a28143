/**
 * Handovers (issue 18): an agent of a closing hands the property over — a
 * checklist, a date, the documents and signatures uploaded as images —
 * and completes it once every item is ticked and a signature is on file.
 * Read in the caller's scope (HQ all, an office's management their office's,
 * an agent their own); changed only by the handing agent while in progress.
 * Each change is one transaction with its audit event.
 */
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { closingCode } from '../../domain/closing';
import {
  HANDOVER_MESSAGES as M,
  handoverChangeRefusal,
  handoverCode,
  handoverCompleteRefusal,
  handoverCreateRefusal,
  handoverScope,
  MAX_HANDOVER_FILES,
  type AddHandoverFileBody,
  type CreateHandoverBody,
  type Handover,
  type HandoverFileKind,
  type HandoversQuery,
  type HandoverStatus,
  type UpdateHandoverBody,
} from '../../domain/handover';
import type { Db, Executor, Tx } from '../db/client';
import { closingAgents, closings, employees, files, handoverFiles, handoverItems, handovers, listings, users } from '../db/schema';
import { conflict, fieldError, forbidden, notFound } from '../errors';
import { callerAudit, recordAudit } from './audit';
import type { Caller } from './caller';
import { fileUrl } from './files';
import { countedPage, escapeLike, type ListPage, type Window } from './lists';
import { CLOSING_CONTEXT, closingContextOf, joinClosingContext, type ClosingContextRow } from './closing-context';
import { newId } from './tokens';

export function handoverScopeSql(caller: Caller): SQL | undefined {
  const scope = handoverScope(caller);
  if (scope.kind === 'all') return undefined;
  const inOffice = scope.officeIds.length ? inArray(handovers.officeId, [...scope.officeIds]) : undefined;
  const own = scope.employeeIds.length ? inArray(handovers.employeeId, [...scope.employeeIds]) : undefined;
  return or(inOffice, own) ?? sql`false`;
}

/** A handover with what the screens show beside it, read in one statement (closing, listing, office, agent, checklist progress). */
const withContext = (db: Executor) =>
  joinClosingContext(
    db
      .select({
        h: handovers,
        ...CLOSING_CONTEXT,
        nickName: users.nickName,
        email: users.email,
        itemCount: sql<number>`(select count(*)::int from ${handoverItems} i where i.handover_id = ${handovers.handoverId})`,
        checkedCount: sql<number>`(select count(*)::int from ${handoverItems} i where i.handover_id = ${handovers.handoverId} and i.checked)`,
      })
      .from(handovers)
      .$dynamic(),
    { closingId: handovers.closingId, officeId: handovers.officeId },
  )
    .innerJoin(employees, eq(employees.employeeId, handovers.employeeId))
    .innerJoin(users, eq(users.userId, employees.userId));

type ContextRow = { h: typeof handovers.$inferSelect; nickName: string | null; email: string; itemCount: number; checkedCount: number } & ClosingContextRow;

const toHandover = ({ h, nickName, email, itemCount, checkedCount, ...context }: ContextRow): Handover => {
  const { closingCode, listing, officeName } = closingContextOf(context);
  return {
    handoverId: h.handoverId,
    handoverCode: handoverCode(h.handoverNumber),
    closingId: h.closingId,
    closingCode,
    listing: { listingId: h.listingId, ...listing },
    officeId: h.officeId,
    officeName,
    employeeId: h.employeeId,
    agentName: nickName ?? email,
    handoverDate: h.handoverDate,
    receiverName: h.receiverName,
    note: h.note,
    status: h.status,
    checkedCount,
    itemCount,
    completedAt: h.completedAt?.toISOString() ?? null,
    createdAt: h.createdAt.toISOString(),
  };
};

const SORT_COLUMNS = { handoverDate: handovers.handoverDate, createdAt: handovers.createdAt } as const;

export async function listHandovers(db: Executor, caller: Caller, q: HandoversQuery & Window): Promise<ListPage<Handover>> {
  const search = q.search?.trim();
  const where = and(
    handoverScopeSql(caller),
    q.filterStatus ? eq(handovers.status, q.filterStatus) : undefined,
    q.filterOfficeId ? eq(handovers.officeId, q.filterOfficeId) : undefined,
    q.filterHandoverDateStartAt ? gte(handovers.handoverDate, q.filterHandoverDateStartAt) : undefined,
    q.filterHandoverDateEndAt ? lte(handovers.handoverDate, q.filterHandoverDateEndAt) : undefined,
    // The receiver's name, by its trigram index.
    search ? ilike(handovers.receiverName, `%${escapeLike(search)}%`) : undefined,
  );
  const [key = 'handoverDate', direction = 'DESC'] = (q.sort ?? 'handoverDate:DESC').split(':') as [keyof typeof SORT_COLUMNS, string];
  const column = SORT_COLUMNS[key];
  const rows = await withContext(db)
    .where(where)
    .orderBy(...(direction.toUpperCase() === 'ASC' ? [asc(column), asc(handovers.handoverId)] : [desc(column), desc(handovers.handoverId)]))
    .limit(q.limit)
    .offset(q.offset);
  return countedPage(db, rows.map(toHandover), db.select({ one: sql`1` }).from(handovers).where(where), q);
}

export async function getHandover(db: Executor, caller: Caller, handoverId: string): Promise<Handover> {
  const [row] = await withContext(db).where(and(eq(handovers.handoverId, handoverId), handoverScopeSql(caller)));
  if (!row) throw notFound(M.notFound);
  const items = await db.select().from(handoverItems).where(eq(handoverItems.handoverId, handoverId)).orderBy(asc(handoverItems.position));
  const fileRows = await db
    .select({ f: handoverFiles, fileName: files.fileName })
    .from(handoverFiles)
    .innerJoin(files, eq(files.fileKey, handoverFiles.fileKey))
    .where(eq(handoverFiles.handoverId, handoverId))
    .orderBy(asc(handoverFiles.createdAt), asc(handoverFiles.handoverFileId));
  return {
    ...toHandover(row),
    items: items.map((i) => ({ position: i.position, label: i.label, checked: i.checked, note: i.note })),
    files: fileRows.map(({ f, fileName }) => ({
      handoverFileId: f.handoverFileId,
      fileKey: f.fileKey,
      fileName,
      url: fileUrl(f.fileKey),
      kind: f.kind,
      createdAt: f.createdAt.toISOString(),
    })),
  };
}

/** The closings the caller may hand over now: in force, theirs as an agent, without a handover in progress or done. */
export async function handoverableClosings(db: Executor, caller: Caller): Promise<{ closingId: string; closingCode: string; listingCode: string; title: string; buyerName: string; closingDate: string }[]> {
  const mine = caller.employees.filter((e) => e.employeeRole.role === 'agent').map((e) => e.employeeId);
  if (!mine.length) return [];
  const rows = await db
    .select({ closingId: closings.closingId, closingNumber: closings.closingNumber, listingCode: listings.listingCode, title: listings.title, buyerName: closings.buyerName, closingDate: closings.closingDate })
    .from(closings)
    .innerJoin(listings, eq(listings.listingId, closings.listingId))
    .where(
      and(
        eq(closings.status, 'ACTIVE'),
        sql`exists (select 1 from ${closingAgents} a where a.closing_id = ${closings.closingId} and a.employee_id in ${mine})`,
        sql`not exists (select 1 from ${handovers} h where h.closing_id = ${closings.closingId} and h.status <> 'CANCELLED')`,
      ),
    )
    .orderBy(desc(closings.closingDate), desc(closings.closingId))
    .limit(200);
  return rows.map((r) => ({ closingId: r.closingId, closingCode: closingCode(r.closingNumber), listingCode: r.listingCode, title: r.title, buyerName: r.buyerName, closingDate: r.closingDate }));
}

async function writeItems(tx: Tx, handoverId: string, items: CreateHandoverBody['items']): Promise<void> {
  await tx.delete(handoverItems).where(eq(handoverItems.handoverId, handoverId));
  await tx.insert(handoverItems).values(items.map((item, position) => ({ handoverId, position, label: item.label, checked: item.checked, note: item.note })));
}

export async function createHandover(db: Db, caller: Caller, body: CreateHandoverBody, now: Date): Promise<Handover> {
  const handoverId = newId();
  await db.transaction(async (tx) => {
    const [closing] = await tx.select().from(closings).where(eq(closings.closingId, body.closingId)).for('update');
    if (!closing) throw fieldError('closingId', M.closingNotFound);
    const agents = await tx.select({ employeeId: closingAgents.employeeId }).from(closingAgents).where(eq(closingAgents.closingId, body.closingId));
    const [existing] = await tx.select({ id: handovers.handoverId }).from(handovers).where(and(eq(handovers.closingId, body.closingId), sql`${handovers.status} <> 'CANCELLED'`));
    const refusal = handoverCreateRefusal(caller, { status: closing.status, agentEmployeeIds: agents.map((a) => a.employeeId), hasHandover: Boolean(existing) });
    if (refusal) throw refusal === M.onlyAgents ? forbidden(refusal) : fieldError('closingId', refusal);
    // The handing agent's record of the closing: whose handover it is, and their office's.
    const record = caller.employees.find((e) => e.employeeRole.role === 'agent' && agents.some((a) => a.employeeId === e.employeeId))!;
    await tx.insert(handovers).values({
      handoverId,
      closingId: closing.closingId,
      listingId: closing.listingId,
      officeId: record.officeId ?? closing.officeId,
      employeeId: record.employeeId,
      handoverDate: body.handoverDate,
      receiverName: body.receiverName,
      note: body.note,
      createdByUserId: caller.userId,
      createdAt: now,
      updatedAt: now,
    });
    await writeItems(tx, handoverId, body.items);
    await recordAudit(tx, callerAudit(caller, now), { action: 'create', entityType: 'handover', entityId: handoverId, officeId: record.officeId, before: null, after: { ...body } });
  });
  return getHandover(db, caller, handoverId);
}

/** The handover locked for a change, in scope (else 404), and the change rule (else 409 or 403). */
async function lockForChange(tx: Tx, caller: Caller, handoverId: string) {
  const [row] = await tx
    .select()
    .from(handovers)
    .where(and(eq(handovers.handoverId, handoverId), handoverScopeSql(caller)))
    .for('update');
  if (!row) throw notFound(M.notFound);
  const refusal = handoverChangeRefusal(caller, row);
  if (refusal === M.notOpen) throw conflict(refusal);
  if (refusal) throw forbidden(refusal);
  return row;
}

export async function updateHandover(db: Db, caller: Caller, handoverId: string, body: UpdateHandoverBody, now: Date): Promise<Handover> {
  await db.transaction(async (tx) => {
    const row = await lockForChange(tx, caller, handoverId);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const key of ['handoverDate', 'receiverName', 'note'] as const) {
      if (body[key] !== undefined && body[key] !== row[key]) {
        before[key] = row[key];
        after[key] = body[key];
      }
    }
    if (body.items) {
      const old = await tx.select().from(handoverItems).where(eq(handoverItems.handoverId, handoverId)).orderBy(asc(handoverItems.position));
      const shape = (items: readonly { label: string; checked: boolean; note: string | null }[]) => items.map((i) => ({ label: i.label, checked: i.checked, note: i.note }));
      if (JSON.stringify(shape(old)) !== JSON.stringify(shape(body.items))) {
        before.items = shape(old);
        after.items = shape(body.items);
        await writeItems(tx, handoverId, body.items);
      }
    }
    if (!Object.keys(after).length) return;
    const { items: _items, ...fields } = body;
    await tx.update(handovers).set({ ...fields, updatedAt: now }).where(eq(handovers.handoverId, handoverId));
    await recordAudit(tx, callerAudit(caller, now), { action: 'update', entityType: 'handover', entityId: handoverId, officeId: row.officeId, before, after });
  });
  return getHandover(db, caller, handoverId);
}

export async function addHandoverFile(db: Db, caller: Caller, handoverId: string, body: AddHandoverFileBody, now: Date): Promise<Handover> {
  await db.transaction(async (tx) => {
    const row = await lockForChange(tx, caller, handoverId);
    // Only a complete upload of the caller's own: nobody attaches another user's file by its key.
    const [file] = await tx
      .select({ fileKey: files.fileKey })
      .from(files)
      .where(and(eq(files.fileKey, body.fileKey), eq(files.uploadedByUserId, caller.userId), eq(files.status, 'complete')));
    if (!file) throw fieldError('fileKey', M.fileNotYours);
    const [{ count = 0 } = {}] = await tx.select({ count: sql<number>`count(*)::int` }).from(handoverFiles).where(eq(handoverFiles.handoverId, handoverId));
    if (count >= MAX_HANDOVER_FILES) throw fieldError('fileKey', M.tooManyFiles);
    const handoverFileId = newId();
    await tx.insert(handoverFiles).values({ handoverFileId, handoverId, fileKey: body.fileKey, kind: body.kind, createdByUserId: caller.userId, createdAt: now });
    await tx.update(handovers).set({ updatedAt: now }).where(eq(handovers.handoverId, handoverId));
    await recordAudit(tx, callerAudit(caller, now), { action: 'update', entityType: 'handover', entityId: handoverId, officeId: row.officeId, before: null, after: { fileAdded: { handoverFileId, kind: body.kind } } });
  });
  return getHandover(db, caller, handoverId);
}

export async function removeHandoverFile(db: Db, caller: Caller, handoverId: string, handoverFileId: string, now: Date): Promise<Handover> {
  await db.transaction(async (tx) => {
    const row = await lockForChange(tx, caller, handoverId);
    const removed = await tx
      .delete(handoverFiles)
      .where(and(eq(handoverFiles.handoverId, handoverId), eq(handoverFiles.handoverFileId, handoverFileId)))
      .returning({ kind: handoverFiles.kind });
    if (!removed.length) throw notFound('File not found.');
    await tx.update(handovers).set({ updatedAt: now }).where(eq(handovers.handoverId, handoverId));
    await recordAudit(tx, callerAudit(caller, now), { action: 'update', entityType: 'handover', entityId: handoverId, officeId: row.officeId, before: { fileRemoved: { handoverFileId, kind: removed[0]!.kind } }, after: null });
  });
  return getHandover(db, caller, handoverId);
}

async function setStatus(tx: Tx, caller: Caller, row: typeof handovers.$inferSelect, status: HandoverStatus, now: Date): Promise<void> {
  await tx
    .update(handovers)
    .set({ status, completedAt: status === 'COMPLETED' ? now : null, updatedAt: now })
    .where(eq(handovers.handoverId, row.handoverId));
  await recordAudit(tx, callerAudit(caller, now), {
    action: 'status',
    entityType: 'handover',
    entityId: row.handoverId,
    officeId: row.officeId,
    before: { status: row.status },
    after: { status },
    stateFrom: row.status,
    stateTo: status,
  });
}

export async function completeHandover(db: Db, caller: Caller, handoverId: string, now: Date): Promise<Handover> {
  await db.transaction(async (tx) => {
    const row = await lockForChange(tx, caller, handoverId);
    const items = await tx.select({ checked: handoverItems.checked }).from(handoverItems).where(eq(handoverItems.handoverId, handoverId));
    const fileKinds = await tx.select({ kind: handoverFiles.kind }).from(handoverFiles).where(eq(handoverFiles.handoverId, handoverId));
    const refusal = handoverCompleteRefusal(caller, { ...row, items, files: fileKinds as { kind: HandoverFileKind }[] });
    if (refusal) throw conflict(refusal);
    await setStatus(tx, caller, row, 'COMPLETED', now);
  });
  return getHandover(db, caller, handoverId);
}

export async function cancelHandover(db: Db, caller: Caller, handoverId: string, now: Date): Promise<Handover> {
  await db.transaction(async (tx) => {
    const row = await lockForChange(tx, caller, handoverId);
    await setStatus(tx, caller, row, 'CANCELLED', now);
  });
  return getHandover(db, caller, handoverId);
}

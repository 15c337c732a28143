/**
 * Transfers of staff and agents between offices (/transfer-staff). The move
 * itself — the record's office changes and its teams in the old office end —
 * happens in the request for IMMEDIATELY, and in a job of the queue at the
 * scheduled time for SCHEDULED (once across instances, surviving a restart).
 * A job finding its transfer no longer WAITING (canceled) does nothing.
 */
import { and, asc, desc, eq, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  STAFF_TRANSFER_MESSAGES,
  staffTransferRefusal,
  transferTimeRefusal,
  type CreateTransferEmployeeBody,
  type TransferEmployee,
  type TransferEmployeesQuery,
} from '../../domain/staff-transfer';
import type { ListPayload } from '../../domain/entities/common';
import type { Db, Executor } from '../db/client';
import { employees, groupMembers, offices, transferEmployees, users } from '../db/schema';
import { conflict, fieldError, notFound } from '../errors';
import { callerAudit, recordAudit, systemAudit, type AuditContext } from './audit';
import type { Caller } from './caller';
import { cancelJob, enqueueJob, type JobHandler } from './jobs';
import { countedPage, escapeLike, type Window } from './lists';
import { newId } from './tokens';
import { cancelWaitingTransfersOf } from './transfers';

export const TRANSFER_EMPLOYEE_JOB = 'transfer-employee';
const jobKey = (transferEmployeeId: string) => `${TRANSFER_EMPLOYEE_JOB}:${transferEmployeeId}`;

const fromOffice = alias(offices, 'from_office');
const toOffice = alias(offices, 'to_office');
const creator = alias(users, 'creator');

function rows(db: Executor) {
  return db
    // What toTransfer shows of each join, not whole rows (employees and users are wide).
    .select({
      t: transferEmployees,
      e: { employeeId: employees.employeeId, employeeCode: employees.employeeCode, role: employees.role },
      u: { name: users.name, nickName: users.nickName },
      from: { officeId: fromOffice.officeId, officeName: fromOffice.officeName },
      to: { officeId: toOffice.officeId, officeName: toOffice.officeName },
      creatorName: creator.name,
    })
    .from(transferEmployees)
    .innerJoin(employees, eq(employees.employeeId, transferEmployees.employeeId))
    .innerJoin(users, eq(users.userId, employees.userId))
    .leftJoin(fromOffice, eq(fromOffice.officeId, transferEmployees.fromOfficeId))
    .innerJoin(toOffice, eq(toOffice.officeId, transferEmployees.toOfficeId))
    .leftJoin(creator, eq(creator.userId, transferEmployees.createdByUserId))
    .$dynamic();
}

type Row = Awaited<ReturnType<ReturnType<typeof rows>['execute']>>[number];

function toTransfer({ t, e, u, from, to, creatorName }: Row): TransferEmployee {
  return {
    transferEmployeeId: t.transferEmployeeId,
    employee: { employeeId: e.employeeId, employeeCode: e.employeeCode, role: e.role },
    user: { name: u.name, nickName: u.nickName },
    fromOffice: from && { officeId: from.officeId, officeName: from.officeName },
    toOffice: { officeId: to.officeId, officeName: to.officeName },
    timing: t.timing,
    scheduledAt: t.scheduledAt?.toISOString() ?? null,
    status: t.status,
    transferedAt: t.transferedAt?.toISOString() ?? null,
    createdAt: t.createdAt.toISOString(),
    createdByUserMeta: creatorName ? { name: creatorName } : null,
  };
}

function filters(q: TransferEmployeesQuery): SQL | undefined {
  const pattern = q.search?.trim() ? `%${escapeLike(q.search.trim())}%` : undefined;
  return and(
    q.filterStatus?.length ? inArray(transferEmployees.status, [...q.filterStatus]) : undefined,
    q.filterEmployeeId ? eq(transferEmployees.employeeId, q.filterEmployeeId) : undefined,
    pattern ? or(ilike(users.name, pattern), ilike(users.nickName, pattern), ilike(employees.employeeCode, pattern)) : undefined,
  );
}

export async function listTransferEmployees(db: Db, q: TransferEmployeesQuery & Window): Promise<ListPayload<TransferEmployee>> {
  const where = filters(q);
  // Both keys one way, so the (created_at, id) indexes give the page in order.
  const direction = q.sort === 'createdAt:ASC' ? asc : desc;
  const found = await rows(db)
    .where(where)
    .orderBy(direction(transferEmployees.createdAt), direction(transferEmployees.transferEmployeeId))
    .limit(q.limit)
    .offset(q.offset);
  // The count joins the people only to search their names: without a search it counts the transfers alone.
  const counted = db.select({ one: sql`1` }).from(transferEmployees).$dynamic();
  const matches = q.search?.trim()
    ? counted.innerJoin(employees, eq(employees.employeeId, transferEmployees.employeeId)).innerJoin(users, eq(users.userId, employees.userId)).where(where)
    : counted.where(where);
  return countedPage(db, found.map(toTransfer), matches, q);
}

export async function getTransferEmployee(db: Executor, transferEmployeeId: string): Promise<TransferEmployee> {
  const [row] = await rows(db).where(eq(transferEmployees.transferEmployeeId, transferEmployeeId));
  if (!row) throw notFound(STAFF_TRANSFER_MESSAGES.notFound);
  return toTransfer(row);
}

/** The move: the record joins the new office, its teams in the old one end, the transfer is done. */
async function applyTransfer(tx: Executor, transfer: typeof transferEmployees.$inferSelect, audit: AuditContext): Promise<void> {
  const now = audit.now;
  await tx.update(employees).set({ officeId: transfer.toOfficeId, updatedAt: now }).where(eq(employees.employeeId, transfer.employeeId));
  await tx
    .update(groupMembers)
    .set({ status: 'inactive' })
    .where(and(eq(groupMembers.employeeId, transfer.employeeId), eq(groupMembers.status, 'active')));
  // Before the memberships end: a waiting team transfer's membership is 'waiting', not 'active'.
  const teamTransfers = await cancelWaitingTransfersOf(tx, transfer.employeeId);
  await tx
    .update(transferEmployees)
    .set({ status: 'TRANSFERED', transferedAt: now })
    .where(eq(transferEmployees.transferEmployeeId, transfer.transferEmployeeId));
  await recordAudit(tx, audit, [
    {
      action: 'update',
      entityType: 'employee',
      entityId: transfer.employeeId,
      officeId: transfer.toOfficeId,
      changes: [{ field: 'officeId', before: transfer.fromOfficeId, after: transfer.toOfficeId }],
    },
    {
      action: 'status',
      entityType: 'transfer_employee',
      entityId: transfer.transferEmployeeId,
      officeId: transfer.toOfficeId,
      changes: [{ field: 'status', before: 'WAITING', after: 'TRANSFERED' }],
      stateFrom: 'WAITING',
      stateTo: 'TRANSFERED',
    },
    ...teamTransfers,
  ]);
}

export async function createTransferEmployee(db: Db, caller: Caller, body: CreateTransferEmployeeBody, now: Date): Promise<TransferEmployee> {
  const timeRefusal = transferTimeRefusal(body, now);
  if (timeRefusal) throw fieldError('scheduledAt', timeRefusal);
  const transferEmployeeId = newId();
  await db.transaction(async (tx) => {
    const [record] = await tx.select().from(employees).where(eq(employees.employeeId, body.employeeId)).for('update');
    if (!record) throw fieldError('employeeId', 'Employee not found.');
    const [office] = await tx.select({ officeId: offices.officeId }).from(offices).where(eq(offices.officeId, body.toOfficeId));
    if (!office) throw fieldError('toOfficeId', 'Office not found.');
    const [waiting] = await tx
      .select({ id: transferEmployees.transferEmployeeId })
      .from(transferEmployees)
      .where(and(eq(transferEmployees.employeeId, record.employeeId), eq(transferEmployees.status, 'WAITING')));
    const refusal = staffTransferRefusal({ ...record, hasWaitingTransfer: !!waiting }, body.toOfficeId);
    if (refusal) throw refusal === STAFF_TRANSFER_MESSAGES.sameOffice ? fieldError('toOfficeId', refusal) : conflict(refusal, 'employeeId');

    const [transfer] = await tx
      .insert(transferEmployees)
      .values({
        transferEmployeeId,
        employeeId: record.employeeId,
        fromOfficeId: record.officeId,
        toOfficeId: body.toOfficeId,
        timing: body.timing,
        scheduledAt: body.timing === 'SCHEDULED' && body.scheduledAt ? new Date(body.scheduledAt) : null,
        createdByUserId: caller.userId,
        createdAt: now,
      })
      .returning();
    const audit = callerAudit(caller, now);
    await recordAudit(tx, audit, {
      action: 'create',
      entityType: 'transfer_employee',
      entityId: transferEmployeeId,
      officeId: body.toOfficeId,
      before: null,
      after: { employeeId: record.employeeId, fromOfficeId: record.officeId, toOfficeId: body.toOfficeId, timing: body.timing, scheduledAt: body.scheduledAt ?? null },
    });
    if (body.timing === 'IMMEDIATELY') await applyTransfer(tx, transfer!, audit);
    else await enqueueJob(tx, { name: TRANSFER_EMPLOYEE_JOB, key: jobKey(transferEmployeeId), payload: { transferEmployeeId }, runAt: transfer!.scheduledAt! });
  });
  return getTransferEmployee(db, transferEmployeeId);
}

export async function cancelTransferEmployee(db: Db, caller: Caller, transferEmployeeId: string, now: Date): Promise<TransferEmployee> {
  await db.transaction(async (tx) => {
    const [transfer] = await tx.select().from(transferEmployees).where(eq(transferEmployees.transferEmployeeId, transferEmployeeId)).for('update');
    if (!transfer) throw notFound(STAFF_TRANSFER_MESSAGES.notFound);
    if (transfer.status !== 'WAITING') throw conflict(STAFF_TRANSFER_MESSAGES.notWaiting, 'status');
    await tx.update(transferEmployees).set({ status: 'CANCELED' }).where(eq(transferEmployees.transferEmployeeId, transferEmployeeId));
    await cancelJob(tx, jobKey(transferEmployeeId));
    await recordAudit(tx, callerAudit(caller, now), {
      action: 'status',
      entityType: 'transfer_employee',
      entityId: transferEmployeeId,
      officeId: transfer.toOfficeId,
      changes: [{ field: 'status', before: 'WAITING', after: 'CANCELED' }],
      stateFrom: 'WAITING',
      stateTo: 'CANCELED',
    });
  });
  return getTransferEmployee(db, transferEmployeeId);
}

/** The scheduled move, if its transfer still waits and its time has come. */
export const runScheduledTransfer: JobHandler = async (tx, payload, now, job) => {
  const [transfer] = await tx
    .select()
    .from(transferEmployees)
    .where(
      and(
        eq(transferEmployees.transferEmployeeId, String(payload.transferEmployeeId ?? '')),
        eq(transferEmployees.status, 'WAITING'),
        lte(transferEmployees.scheduledAt, now),
      ),
    )
    .for('update');
  if (!transfer) return;
  await applyTransfer(tx, transfer, systemAudit(job.jobId, now));
};

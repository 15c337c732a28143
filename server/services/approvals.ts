/**
 * One employee record, and the approval decision on it (§2 /approve-*, §4):
 * who may decide is domain/approval.ts's rule; the decision, the employee's
 * notification and the audit event are written in one transaction.
 */
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { APPROVAL_MESSAGES, approvalRefusal, decidedRecord, type DecideApprovalBody } from '../../domain/approval';
import { contactLevel, contactViewer, visibleContact } from '../../domain/contact-visibility';
import type { EmployeeDetail } from '../../domain/entities/employee';
import { ROLE_LABELS } from '../../domain/roles';
import type { Db, Executor } from '../db/client';
import { employees, offices, users } from '../db/schema';
import { conflict, forbidden, notFound } from '../errors';
import { callerAudit, recordAudit } from './audit';
import type { Caller } from './caller';
import { toEmployee, visibleTo } from './employees';
import { insertNotification } from './push';

const NOT_FOUND = 'Employee not found.';
const decider = alias(users, 'decider');

/** The record as this caller may see it, or 404 when it is not theirs to see. */
export async function getEmployee(db: Executor, caller: Caller, employeeId: string): Promise<EmployeeDetail> {
  const [row] = await db
    .select({ employee: employees, user: users, office: offices, deciderName: decider.name })
    .from(employees)
    .innerJoin(users, eq(users.userId, employees.userId))
    .leftJoin(offices, eq(offices.officeId, employees.officeId))
    .leftJoin(decider, eq(decider.userId, employees.approvalDecidedByUserId))
    .where(and(eq(employees.employeeId, employeeId), visibleTo(caller)));
  if (!row) throw notFound(NOT_FOUND);
  const { employee, user, office, deciderName } = row;
  const record = visibleContact(toEmployee(employee), contactLevel(contactViewer(caller), employee));
  return {
    ...record,
    office: office && { officeId: office.officeId, officeName: office.officeName, officeCode: office.officeCode, tempOfficeCode: office.tempOfficeCode },
    currentPositionItem: employee.currentPosition ? { name: employee.currentPosition } : null,
    starAgentPhoto: employee.starAgentPhotoUrl ? { fileUrl: employee.starAgentPhotoUrl } : null,
    user: { name: user.name, nickName: user.nickName, email: user.email },
    approval: {
      reason: employee.approvalReason,
      decidedAt: employee.approvalDecidedAt?.toISOString() ?? null,
      decidedBy: deciderName ? { name: deciderName } : null,
    },
  };
}

/** Approve or reject a record waiting for approval; the employee is told in a notification. */
export async function decideApproval(db: Db, caller: Caller, employeeId: string, body: DecideApprovalBody, now: Date): Promise<EmployeeDetail> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(employees)
      .where(and(eq(employees.employeeId, employeeId), visibleTo(caller)))
      .for('update');
    if (!current) throw notFound(NOT_FOUND);
    const refusal = approvalRefusal(caller.subject, current);
    if (refusal === APPROVAL_MESSAGES.notYours) throw forbidden(refusal);
    if (refusal) throw conflict(refusal, 'approvalStatus');

    const change = decidedRecord(body.approvalStatus, body.reason);
    const [after] = await tx
      .update(employees)
      .set({ ...change, approvalDecidedByUserId: caller.userId, approvalDecidedAt: now, updatedAt: now })
      .where(eq(employees.employeeId, employeeId))
      .returning();
    const role = ROLE_LABELS[current.role];
    const isApproved = body.approvalStatus === 'APPROVED';
    await insertNotification(
      tx,
      {
        receiverUserId: current.userId,
        title: isApproved ? APPROVAL_MESSAGES.notificationApprovedTitle : APPROVAL_MESSAGES.notificationRejectedTitle,
        message: isApproved ? APPROVAL_MESSAGES.notificationApproved(role) : APPROVAL_MESSAGES.notificationRejected(role, body.reason ?? ''),
        feature: 'dashboard',
        externalId: null,
      },
      now,
    );
    const fields = ['approvalStatus', 'status', 'roleStatus', 'approvalReason'] as const;
    await recordAudit(tx, callerAudit(caller, now), {
      action: 'status',
      entityType: 'employee',
      entityId: employeeId,
      officeId: current.officeId,
      before: Object.fromEntries(fields.map((f) => [f, current[f]])),
      after: Object.fromEntries(fields.map((f) => [f, after![f]])),
    });
  });
  return getEmployee(db, caller, employeeId);
}

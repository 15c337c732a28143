/**
 * Transfers of staff and agents between offices (§2 /transfer-staff, §4
 * transfer status and timing): the request, its rules, and the record's shape.
 * A transfer runs IMMEDIATELY, or SCHEDULED at a date and time through the
 * jobs queue, so it survives a restart and runs once across instances.
 */
import { z } from 'zod';
import { listQuery, MAX_PAGE_LIMIT, pageLimit, csv, id } from './entities/common';
import { scheduleInstant } from './entities/article';
import { MESSAGES } from './messages';
import { roleLevel, ROLES, type Role } from './roles';
import { TRANSFER_MEMBER_STATUSES, TRANSFER_TIMINGS, type TransferMemberStatus, type TransferTiming } from './transfer';

export const TRANSFER_EMPLOYEE_STATUSES = TRANSFER_MEMBER_STATUSES;
export type TransferEmployeeStatus = TransferMemberStatus;

export const TRANSFER_TIMING_LABELS: Record<TransferTiming, string> = { IMMEDIATELY: 'Immediately', SCHEDULED: 'Scheduled' };

export const STAFF_TRANSFER_LABELS = {
  employeeId: 'Employee',
  toOfficeId: 'To Office',
  timing: 'Transfer Time',
  scheduledAt: 'Scheduled Date',
  submit: 'Transfer',
} as const;

export const STAFF_TRANSFER_MESSAGES = {
  created: 'Transfer created!',
  scheduled: (when: string) => `Transfer scheduled for ${when}.`,
  canceled: 'Transfer canceled.',
  future: 'Scheduled Date must be in the future.',
  sameOffice: 'The employee already works in this office.',
  hqRecord: 'HQ records do not move between offices.',
  notActive: 'Only an active employee can be transferred.',
  alreadyWaiting: 'This employee already has a transfer waiting.',
  notWaiting: 'Only a waiting transfer can be canceled.',
  notFound: 'Transfer not found.',
} as const;

const requiredId = (field: string) =>
  z.string({ error: () => MESSAGES.required(field) }).trim().min(1, MESSAGES.required(field)).max(64, MESSAGES.maxLength(field, 64));

/** POST transfer-employees. A scheduled transfer needs its date and time (checked against the clock by transferTimeRefusal). */
export const createTransferEmployeeBody = z
  .object({
    employeeId: requiredId(STAFF_TRANSFER_LABELS.employeeId),
    toOfficeId: requiredId(STAFF_TRANSFER_LABELS.toOfficeId),
    timing: z.enum(TRANSFER_TIMINGS, { error: () => MESSAGES.required(STAFF_TRANSFER_LABELS.timing) }),
    scheduledAt: z.iso.datetime({ offset: true, error: () => MESSAGES.required(STAFF_TRANSFER_LABELS.scheduledAt) }).nullable().optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.timing === 'SCHEDULED' && !body.scheduledAt) {
      ctx.addIssue({ code: 'custom', path: ['scheduledAt'], message: MESSAGES.required(STAFF_TRANSFER_LABELS.scheduledAt) });
    }
  });
export type CreateTransferEmployeeBody = z.infer<typeof createTransferEmployeeBody>;

/** A scheduled time must lie ahead; an immediate transfer has none. */
export function transferTimeRefusal(body: Pick<CreateTransferEmployeeBody, 'timing' | 'scheduledAt'>, now: Date): string | null {
  if (body.timing !== 'SCHEDULED' || !body.scheduledAt) return null;
  return new Date(body.scheduledAt).getTime() > now.getTime() ? null : STAFF_TRANSFER_MESSAGES.future;
}

/** Why this record cannot be moved to that office now, or null. */
export function staffTransferRefusal(
  record: { role: Role; status: string; officeId: string | null; hasWaitingTransfer: boolean },
  toOfficeId: string,
): string | null {
  if (roleLevel(record.role) === 'hq') return STAFF_TRANSFER_MESSAGES.hqRecord;
  if (record.status !== 'ACTIVE') return STAFF_TRANSFER_MESSAGES.notActive;
  if (record.officeId === toOfficeId) return STAFF_TRANSFER_MESSAGES.sameOffice;
  if (record.hasWaitingTransfer) return STAFF_TRANSFER_MESSAGES.alreadyWaiting;
  return null;
}

const officeRef = z.object({ officeId: z.string(), officeName: z.string() });

/** A transfer of an employee (§2 /transfer-staff/{transferEmployeeId}). */
export const transferEmployee = z.object({
  transferEmployeeId: z.string(),
  employee: z.object({ employeeId: z.string(), employeeCode: z.string().nullable(), role: z.enum(ROLES) }),
  user: z.object({ name: z.string(), nickName: z.string().nullable() }),
  fromOffice: officeRef.nullable(),
  toOffice: officeRef,
  timing: z.enum(TRANSFER_TIMINGS),
  scheduledAt: z.string().nullable(),
  status: z.enum(TRANSFER_EMPLOYEE_STATUSES),
  transferedAt: z.string().nullable(),
  createdAt: z.string(),
  createdByUserMeta: z.object({ name: z.string() }).nullable(),
});
export type TransferEmployee = z.infer<typeof transferEmployee>;

export const TRANSFER_EMPLOYEE_SORTS = ['createdAt:DESC', 'createdAt:ASC'] as const;

export const transferEmployeesQuery = listQuery
  .extend({
    sort: z.enum(TRANSFER_EMPLOYEE_SORTS),
    filterStatus: csv(TRANSFER_EMPLOYEE_STATUSES),
    filterEmployeeId: id,
  })
  .partial()
  .extend({ limit: pageLimit(MAX_PAGE_LIMIT), offset: listQuery.shape.offset })
  .strict();
export type TransferEmployeesQuery = z.infer<typeof transferEmployeesQuery>;

export const transferEmployeeIdParams = z.object({ transferEmployeeId: id }).strict();

// ---------------------------------------------------------------------------
// The /transfer-staff/create form: the schedule typed as 'YYYY-MM-DD HH:mm' in Jakarta (as the blog's).

export const staffTransferForm = z
  .object({
    employeeId: requiredId(STAFF_TRANSFER_LABELS.employeeId),
    toOfficeId: requiredId(STAFF_TRANSFER_LABELS.toOfficeId),
    timing: z.enum(TRANSFER_TIMINGS, { error: () => MESSAGES.required(STAFF_TRANSFER_LABELS.timing) }),
    scheduledAt: z.string().nullable(),
  })
  .superRefine((form, ctx) => {
    if (form.timing === 'SCHEDULED' && !(form.scheduledAt && scheduleInstant(form.scheduledAt))) {
      ctx.addIssue({ code: 'custom', path: ['scheduledAt'], message: MESSAGES.required(STAFF_TRANSFER_LABELS.scheduledAt) });
    }
  });
export type StaffTransferFormValues = z.infer<typeof staffTransferForm>;

/** The request the form makes: a schedule only for SCHEDULED, as an instant. */
export function staffTransferBody(form: StaffTransferFormValues): CreateTransferEmployeeBody {
  const at = form.timing === 'SCHEDULED' && form.scheduledAt ? scheduleInstant(form.scheduledAt) : null;
  return { employeeId: form.employeeId, toOfficeId: form.toOfficeId, timing: form.timing, scheduledAt: at ? at.toUTC().toISO() : null };
}

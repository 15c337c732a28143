/**
 * Office billing (issue 18): HQ finance bills an office once or on every
 * period; the jobs queue makes each due date's charge on that date (00:00 in
 * Jakarta). A job charges every date that is due by its run — so a queue that
 * was down catches up — and schedules the next date's job. A charge is unique
 * per billing and date, and the billing row is locked while charging: two
 * instances reaching the same date make one charge.
 */
import { and, asc, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { todayInJakarta } from '../../domain/closing';
import { DEFAULT_ZONE } from '../../domain/format';
import { formatPrice } from '../../domain/format';
import { INVOICE_MESSAGES, invoiceStatusOf, type PaymentMethod, type RecordPaymentBody } from '../../domain/invoice';
import {
  chargePaymentRefusal,
  dueDates,
  mayBillOffices,
  nextBillingDate,
  OFFICE_BILLING_MESSAGES as M,
  type BillingFrequency,
  type CreateOfficeBillingBody,
  type OfficeBilling,
  type OfficeBillingsQuery,
} from '../../domain/office-billing';
import type { Db, Executor } from '../db/client';
import { officeBillingCharges, officeBillingPayments, officeBillings, offices, users } from '../db/schema';
import { conflict, fieldError, forbidden, notFound } from '../errors';
import { callerAudit, recordAudit, systemAudit, type AuditContext } from './audit';
import type { Caller } from './caller';
import { cancelJob, enqueueJob, type JobHandler } from './jobs';
import { countedPage, escapeLike, type ListPage, type Window } from './lists';
import { newId } from './tokens';

export const OFFICE_BILLING_JOB = 'office-billing-charge';
const jobKey = (officeBillingId: string, chargeOn: string) => `${OFFICE_BILLING_JOB}:${officeBillingId}:${chargeOn}`;
/** A charge date starts at midnight in Jakarta. */
const startOfDay = (date: string): Date => DateTime.fromISO(date, { zone: DEFAULT_ZONE }).startOf('day').toJSDate();

type BillingRow = typeof officeBillings.$inferSelect;

async function toBillings(db: Executor, rows: BillingRow[], withCharges: boolean): Promise<OfficeBilling[]> {
  if (!rows.length) return [];
  const names = new Map(
    (await db.select({ officeId: offices.officeId, officeName: offices.officeName }).from(offices).where(sql`${offices.officeId} in ${[...new Set(rows.map((r) => r.officeId))]}`)).map((o) => [o.officeId, o.officeName]),
  );
  const charges = withCharges
    ? await db
        .select()
        .from(officeBillingCharges)
        .where(sql`${officeBillingCharges.officeBillingId} in ${rows.map((r) => r.officeBillingId)}`)
        .orderBy(desc(officeBillingCharges.chargeOn))
    : [];
  const payments = charges.length
    ? await db
        .select({ payment: officeBillingPayments, chargeOn: officeBillingCharges.chargeOn, officeBillingId: officeBillingCharges.officeBillingId, nickName: users.nickName, email: users.email })
        .from(officeBillingPayments)
        .innerJoin(officeBillingCharges, eq(officeBillingCharges.officeBillingChargeId, officeBillingPayments.officeBillingChargeId))
        .leftJoin(users, eq(users.userId, officeBillingPayments.recordedByUserId))
        .where(inArray(officeBillingPayments.officeBillingChargeId, charges.map((c) => c.officeBillingChargeId)))
        .orderBy(asc(officeBillingPayments.paidOn), asc(officeBillingPayments.seq))
    : [];
  return rows.map((r) => ({
    officeBillingId: r.officeBillingId,
    officeId: r.officeId,
    officeName: names.get(r.officeId) ?? '-',
    description: r.description,
    amount: r.amount,
    frequency: r.frequency,
    startOn: r.startOn,
    endOn: r.endOn,
    nextChargeOn: r.nextChargeOn,
    status: r.status,
    charged: r.charged,
    paid: r.paid,
    createdAt: r.createdAt.toISOString(),
    ...(withCharges && {
      charges: charges
        .filter((c) => c.officeBillingId === r.officeBillingId)
        .map((c) => ({ officeBillingChargeId: c.officeBillingChargeId, chargeOn: c.chargeOn, amount: c.amount, paid: c.paid, balance: c.amount - c.paid, status: c.status, createdAt: c.createdAt.toISOString() })),
      payments: payments
        .filter((p) => p.officeBillingId === r.officeBillingId)
        .map(({ payment: p, chargeOn, nickName, email }) => ({
          invoicePaymentId: p.officeBillingPaymentId,
          officeBillingChargeId: p.officeBillingChargeId,
          chargeOn,
          amount: p.amount,
          paidOn: p.paidOn,
          method: p.method as PaymentMethod,
          reference: p.reference,
          recordedByName: nickName ?? email ?? null,
          createdAt: p.createdAt.toISOString(),
        })),
    }),
  }));
}

export async function listOfficeBillings(db: Executor, q: OfficeBillingsQuery & Window): Promise<ListPage<OfficeBilling>> {
  const search = q.search?.trim();
  const where: SQL | undefined = and(
    q.filterOfficeId ? eq(officeBillings.officeId, q.filterOfficeId) : undefined,
    q.filterStatus ? eq(officeBillings.status, q.filterStatus) : undefined,
    search ? ilike(officeBillings.description, `%${escapeLike(search)}%`) : undefined,
  );
  const rows = await db.select().from(officeBillings).where(where).orderBy(desc(officeBillings.createdAt), desc(officeBillings.officeBillingId)).limit(q.limit).offset(q.offset);
  return countedPage(db, await toBillings(db, rows, false), db.select({ one: sql`1` }).from(officeBillings).where(where), q);
}

export async function getOfficeBilling(db: Executor, officeBillingId: string): Promise<OfficeBilling> {
  const [row] = await db.select().from(officeBillings).where(eq(officeBillings.officeBillingId, officeBillingId));
  if (!row) throw notFound(M.notFound);
  return (await toBillings(db, [row], true))[0]!;
}

/**
 * Charge every date of a billing due by `today`, in the caller's transaction
 * on the locked row: a charge row per date (a date already charged is
 * skipped), the billing's next date and total, the audit event * and the next date's job (§6 keeps Billing HQ's: offices get no screen, so no notification). The job and the demo seed both charge this way.
 */
export async function chargeDue(tx: Executor, row: BillingRow, today: string, audit: AuditContext, jobId: string | null): Promise<number> {
  if (row.status !== 'ACTIVE' || !row.nextChargeOn) return 0;
  const dates = dueDates(row.nextChargeOn, row.frequency as BillingFrequency, row.endOn, today);
  let made = 0;
  for (const chargeOn of dates) {
    const inserted = await tx
      .insert(officeBillingCharges)
      .values({ officeBillingChargeId: newId(), officeBillingId: row.officeBillingId, chargeOn, amount: row.amount, jobId, createdAt: audit.now })
      .onConflictDoNothing()
      .returning({ id: officeBillingCharges.officeBillingChargeId });
    made += inserted.length;
  }
  const last = dates.at(-1) ?? null;
  const next = last ? nextBillingDate(last, row.frequency as BillingFrequency, row.endOn) : row.nextChargeOn;
  const status = next ? 'ACTIVE' : 'ENDED';
  const charged = row.charged + made * row.amount;
  await tx.update(officeBillings).set({ nextChargeOn: next, status, charged, updatedAt: audit.now }).where(eq(officeBillings.officeBillingId, row.officeBillingId));
  if (made) {
    await recordAudit(tx, audit, { action: 'update', entityType: 'office_billing', entityId: row.officeBillingId, officeId: row.officeId, before: { charged: row.charged, nextChargeOn: row.nextChargeOn }, after: { charged, nextChargeOn: next, charges: dates } });
  }
  // Nothing due yet leaves the pending job as it is (it may be the one running).
  if (next && last) await enqueueJob(tx, { name: OFFICE_BILLING_JOB, key: jobKey(row.officeBillingId, next), payload: { officeBillingId: row.officeBillingId, chargeOn: next }, runAt: startOfDay(next) });
  return made;
}

/** The queue's job: charge what is due of one billing by now (nothing when it was stopped, or another run already did). */
export const runOfficeBillingCharge: JobHandler = async (tx, payload, now, job) => {
  const [row] = await tx.select().from(officeBillings).where(eq(officeBillings.officeBillingId, String(payload.officeBillingId ?? ''))).for('update');
  if (!row || row.nextChargeOn !== payload.chargeOn) return;
  await chargeDue(tx, row, todayInJakarta(now), systemAudit(job.jobId, now), job.jobId);
};

export async function createOfficeBilling(db: Db, caller: Caller, body: CreateOfficeBillingBody, now: Date): Promise<OfficeBilling> {
  if (!mayBillOffices(caller)) throw forbidden(M.mayNotBill);
  const officeBillingId = newId();
  await db.transaction(async (tx) => {
    const [office] = await tx.select({ officeId: offices.officeId }).from(offices).where(and(eq(offices.officeId, body.officeId), eq(offices.approvalStatus, 'APPROVED')));
    if (!office) throw fieldError('officeId', 'Office not found.');
    const [row] = await tx
      .insert(officeBillings)
      .values({ officeBillingId, officeId: body.officeId, description: body.description, amount: body.amount, frequency: body.frequency, startOn: body.startOn, endOn: body.endOn, nextChargeOn: body.startOn, createdByUserId: caller.userId, createdAt: now, updatedAt: now })
      .returning();
    await recordAudit(tx, callerAudit(caller, now), { action: 'create', entityType: 'office_billing', entityId: officeBillingId, officeId: body.officeId, before: null, after: { ...body } });
    // The first date's job: due at once when the start date is today or past (the queue catches up).
    await enqueueJob(tx, { name: OFFICE_BILLING_JOB, key: jobKey(officeBillingId, row!.startOn), payload: { officeBillingId, chargeOn: row!.startOn }, runAt: startOfDay(row!.startOn) });
  });
  return getOfficeBilling(db, officeBillingId);
}

/** Stop: no further charges (those made stay). */
export async function stopOfficeBilling(db: Db, caller: Caller, officeBillingId: string, now: Date): Promise<OfficeBilling> {
  if (!mayBillOffices(caller)) throw forbidden(M.mayNotBill);
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(officeBillings).where(eq(officeBillings.officeBillingId, officeBillingId)).for('update');
    if (!row) throw notFound(M.notFound);
    if (row.status !== 'ACTIVE') throw conflict(M.notActive);
    await tx.update(officeBillings).set({ status: 'STOPPED', nextChargeOn: null, updatedAt: now }).where(eq(officeBillings.officeBillingId, officeBillingId));
    if (row.nextChargeOn) await cancelJob(tx, jobKey(officeBillingId, row.nextChargeOn));
    await recordAudit(tx, callerAudit(caller, now), { action: 'status', entityType: 'office_billing', entityId: officeBillingId, officeId: row.officeId, before: { status: 'ACTIVE' }, after: { status: 'STOPPED' }, stateFrom: 'ACTIVE', stateTo: 'STOPPED' });
  });
  return getOfficeBilling(db, officeBillingId);
}

/**
 * A payment of one charge, in the caller's transaction on the locked charge:
 * never more than is left; the charge's paid and status and the billing's
 * paid follow, with the audit event on the billing. The route and the demo
 * seed both pay this way.
 */
export async function writeChargePayment(
  tx: Executor,
  p: { officeBillingId: string; officeBillingChargeId: string; body: RecordPaymentBody; audit: AuditContext; recordedByUserId: string | null; now: Date },
): Promise<void> {
  const { body, now } = p;
  const [charge] = await tx
    .select()
    .from(officeBillingCharges)
    .where(and(eq(officeBillingCharges.officeBillingChargeId, p.officeBillingChargeId), eq(officeBillingCharges.officeBillingId, p.officeBillingId)))
    .for('update');
  if (!charge) throw notFound(M.chargeNotFound);
  const refusal = chargePaymentRefusal(charge, body.amount, formatPrice);
  if (refusal) throw fieldError('amount', refusal);
  const paid = charge.paid + body.amount;
  const status = invoiceStatusOf({ status: charge.status, total: charge.amount, paid }) as 'unpaid' | 'partially_paid' | 'paid';
  const officeBillingPaymentId = newId();
  await tx.insert(officeBillingPayments).values({ officeBillingPaymentId, officeBillingChargeId: charge.officeBillingChargeId, amount: body.amount, paidOn: body.paidOn, method: body.method, reference: body.reference, recordedByUserId: p.recordedByUserId, createdAt: now });
  await tx.update(officeBillingCharges).set({ paid, status, updatedAt: now }).where(eq(officeBillingCharges.officeBillingChargeId, charge.officeBillingChargeId));
  const [billing] = await tx
    .update(officeBillings)
    .set({ paid: sql`${officeBillings.paid} + ${body.amount}`, updatedAt: now })
    .where(eq(officeBillings.officeBillingId, p.officeBillingId))
    .returning({ officeId: officeBillings.officeId, paid: officeBillings.paid });
  await recordAudit(tx, p.audit, {
    action: 'update',
    entityType: 'office_billing',
    entityId: p.officeBillingId,
    officeId: billing!.officeId,
    before: { paid: billing!.paid - body.amount, charge: { chargeOn: charge.chargeOn, paid: charge.paid, status: charge.status } },
    after: { paid: billing!.paid, charge: { chargeOn: charge.chargeOn, paid, status }, payment: { officeBillingPaymentId, amount: body.amount, paidOn: body.paidOn, method: body.method } },
  });
}

/** POST office-billings/{id}/charges/{chargeId}/payments: HQ finance records what the office paid of a charge. */
export async function recordChargePayment(db: Db, caller: Caller, officeBillingId: string, officeBillingChargeId: string, body: RecordPaymentBody, now: Date): Promise<OfficeBilling> {
  if (!mayBillOffices(caller)) throw forbidden(M.mayNotBill);
  if (body.paidOn > todayInJakarta(now)) throw fieldError('paidOn', INVOICE_MESSAGES.futurePayment);
  await db.transaction(async (tx) => {
    await writeChargePayment(tx, { officeBillingId, officeBillingChargeId, body, audit: callerAudit(caller, now), recordedByUserId: caller.userId, now });
  });
  return getOfficeBilling(db, officeBillingId);
}

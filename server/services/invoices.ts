/**
 * Invoices (issue 18): HQ's invoices to offices, raised with each closing
 * (services/closings.ts), read in the caller's scope, and paid in one or more
 * payments by HQ finance: each payment in one transaction with the invoice's
 * new paid amount and status, its audit event and the invoice report to the
 * office; never more than is left.
 */
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { todayInJakarta } from '../../domain/closing';
import { formatPrice } from '../../domain/format';
import {
  INVOICE_MESSAGES as M,
  INVOICE_OFFICE_ROLES,
  invoiceScope,
  invoiceStatusOf,
  mayRecordPayments,
  paymentRefusal,
  type Invoice,
  type InvoicesQuery,
  type PaymentMethod,
  type RecordPaymentBody,
} from '../../domain/invoice';
import { bpToPercent } from '../../domain/money';
import type { Db, Executor } from '../db/client';
import { employees, invoiceLines, invoicePayments, invoices, users } from '../db/schema';
import { fieldError, forbidden, notFound } from '../errors';
import { callerAudit, recordAudit, type AuditContext } from './audit';
import type { Caller } from './caller';
import { countedPage, escapeLike, type ListPage, type Window } from './lists';
import { insertNotification } from './push';
import { CLOSING_CONTEXT, closingContextOf, joinClosingContext, type ClosingContextRow } from './closing-context';
import { newId } from './tokens';

type InvoiceRow = typeof invoices.$inferSelect;

export function invoiceScopeSql(caller: Caller): SQL | undefined {
  const scope = invoiceScope(caller);
  if (scope.kind === 'all') return undefined;
  const inOffice = scope.officeIds.length ? inArray(invoices.officeId, [...scope.officeIds]) : undefined;
  const asAgent = scope.employeeIds.length
    ? sql`exists (select 1 from closing_agents a where a.closing_id = ${invoices.closingId} and a.employee_id in ${scope.employeeIds})`
    : undefined;
  return or(inOffice, asAgent) ?? sql`false`;
}

/** Invoices read with their closing context (one statement: `invoicesWithContext`). */
const invoicesWithContext = (db: Executor) =>
  joinClosingContext(db.select({ r: invoices, ...CLOSING_CONTEXT }).from(invoices).$dynamic(), { closingId: invoices.closingId, officeId: invoices.officeId });

async function toInvoices(db: Executor, withContext: ({ r: InvoiceRow } & ClosingContextRow)[], withDetail: boolean): Promise<Invoice[]> {
  if (!withContext.length) return [];
  const ids = withContext.map(({ r }) => r.invoiceId);
  const lines = withDetail ? await db.select().from(invoiceLines).where(inArray(invoiceLines.invoiceId, ids)).orderBy(asc(invoiceLines.position)) : [];
  const payments = withDetail
    ? await db
        .select({ payment: invoicePayments, nickName: users.nickName, email: users.email })
        .from(invoicePayments)
        .leftJoin(users, eq(users.userId, invoicePayments.recordedByUserId))
        .where(inArray(invoicePayments.invoiceId, ids))
        .orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.createdAt))
    : [];
  return withContext.map(({ r, ...context }): Invoice => {
    return {
      invoiceId: r.invoiceId,
      invoiceNumber: r.invoiceNumber,
      officeId: r.officeId,
      closingId: r.closingId,
      ...closingContextOf(context),
      status: r.status,
      issuedOn: r.issuedOn,
      dueOn: r.dueOn,
      total: r.total,
      paid: r.paid,
      balance: r.status === 'cancelled' ? 0 : r.total - r.paid,
      ...(withDetail && {
        lines: lines
          .filter((l) => l.invoiceId === r.invoiceId)
          .map((l) => ({ invoiceLineId: l.invoiceLineId, feeCode: l.feeCode, description: l.description, base: l.base, ratePercent: bpToPercent(l.rateBp), amount: l.amount })),
        payments: payments
          .filter((p) => p.payment.invoiceId === r.invoiceId)
          .map(({ payment: p, nickName, email }) => ({
            invoicePaymentId: p.invoicePaymentId,
            amount: p.amount,
            paidOn: p.paidOn,
            method: p.method as PaymentMethod,
            reference: p.reference,
            recordedByName: nickName ?? email ?? null,
            createdAt: p.createdAt.toISOString(),
          })),
      }),
    };
  });
}

const SORT_COLUMNS = { issuedOn: invoices.issuedOn, dueOn: invoices.dueOn, total: invoices.total } as const;

export async function listInvoices(db: Executor, caller: Caller, q: InvoicesQuery & Window): Promise<ListPage<Invoice>> {
  const search = q.search?.trim();
  const where = and(
    invoiceScopeSql(caller),
    q.filterStatus ? eq(invoices.status, q.filterStatus) : undefined,
    q.filterOfficeId ? eq(invoices.officeId, q.filterOfficeId) : undefined,
    q.filterIssuedOnStartAt ? gte(invoices.issuedOn, q.filterIssuedOnStartAt) : undefined,
    q.filterIssuedOnEndAt ? lte(invoices.issuedOn, q.filterIssuedOnEndAt) : undefined,
    search ? ilike(invoices.invoiceNumber, `%${escapeLike(search)}%`) : undefined,
  );
  const [key = 'issuedOn', direction = 'DESC'] = (q.sort ?? 'issuedOn:DESC').split(':') as [keyof typeof SORT_COLUMNS, string];
  const column = SORT_COLUMNS[key];
  const rows = await invoicesWithContext(db)
    .where(where)
    .orderBy(...(direction.toUpperCase() === 'ASC' ? [asc(column), asc(invoices.invoiceId)] : [desc(column), desc(invoices.invoiceId)]))
    .limit(q.limit)
    .offset(q.offset);
  return countedPage(db, await toInvoices(db, rows, false), db.select({ one: sql`1` }).from(invoices).where(where), q);
}

export async function getInvoice(db: Executor, caller: Caller, invoiceId: string): Promise<Invoice> {
  const [row] = await invoicesWithContext(db).where(and(eq(invoices.invoiceId, invoiceId), invoiceScopeSql(caller)));
  if (!row) throw notFound(M.notFound);
  return (await toInvoices(db, [row], true))[0]!;
}

export async function recordPayment(db: Db, caller: Caller, invoiceId: string, body: RecordPaymentBody, now: Date): Promise<Invoice> {
  if (!mayRecordPayments(caller)) throw forbidden(M.mayNotPay);
  if (body.paidOn > todayInJakarta(now)) throw fieldError('paidOn', M.futurePayment);
  await db.transaction(async (tx) => {
    await writePayment(tx, { invoiceId, body, actor: callerAudit(caller, now), recordedByUserId: caller.userId, now });
  });
  return getInvoice(db, caller, invoiceId);
}

/**
 * One payment inside the caller's transaction: the invoice locked, the amount
 * checked against what is left, the payment row, the invoice's paid amount and
 * status, the audit event and the invoice report to the office's people who
 * see its invoices (§2: it opens /invoice/{id}). The demo seed pays through it too.
 */
export async function writePayment(
  tx: Executor,
  p: { invoiceId: string; body: RecordPaymentBody; actor: AuditContext; recordedByUserId: string | null; now: Date },
): Promise<void> {
  const { invoiceId, body, now } = p;
  const [row] = await tx.select().from(invoices).where(eq(invoices.invoiceId, invoiceId)).for('update');
  if (!row) throw notFound(M.notFound);
  const refusal = paymentRefusal(row, body.amount, formatPrice);
  if (refusal) throw fieldError('amount', refusal);
  const paid = row.paid + body.amount;
  const status = invoiceStatusOf({ status: row.status, total: row.total, paid });
  const invoicePaymentId = newId();
  await tx.insert(invoicePayments).values({ invoicePaymentId, invoiceId, amount: body.amount, paidOn: body.paidOn, method: body.method, reference: body.reference, recordedByUserId: p.recordedByUserId, createdAt: now });
  await tx.update(invoices).set({ paid, status, updatedAt: now }).where(eq(invoices.invoiceId, invoiceId));
  await recordAudit(tx, p.actor, {
    action: 'update',
    entityType: 'invoice',
    entityId: invoiceId,
    officeId: row.officeId,
    before: { paid: row.paid, status: row.status },
    after: { paid, status, payment: { invoicePaymentId, amount: body.amount, paidOn: body.paidOn, method: body.method } },
  });
  const receivers = await tx
    .selectDistinct({ userId: employees.userId })
    .from(employees)
    .where(and(eq(employees.officeId, row.officeId), eq(employees.status, 'ACTIVE'), inArray(employees.role, [...INVOICE_OFFICE_ROLES])));
  const message = M.report(row.invoiceNumber, formatPrice(body.amount), status === 'paid' ? null : formatPrice(row.total - paid));
  for (const { userId } of receivers) {
    await insertNotification(tx, { receiverUserId: userId, title: M.reportTitle, message, feature: 'invoice-report', externalId: invoiceId }, now);
  }
}

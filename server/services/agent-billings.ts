/**
 * Agent receivables (issue 18): one billing per agent of a closing, raised
 * with the closing (services/closings.ts), cancelled with it, read in the
 * caller's scope (HQ all, an office's invoice roles their offices', an agent
 * their own) and paid out by the office's finance (or HQ finance): each payout
 * in one transaction with the billing's new paid amount and status and its
 * audit event; never more than is left.
 */
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { AGENT_BILLING_MESSAGES as M, agentBillingScope, mayRecordPayouts, payoutRefusal, withRunningBalance, type AgentBilling, type AgentBillingsQuery } from '../../domain/agent-billing';
import { todayInJakarta } from '../../domain/closing';
import { formatPrice } from '../../domain/format';
import { INVOICE_MESSAGES, invoiceStatusOf, type PaymentMethod, type RecordPaymentBody } from '../../domain/invoice';
import type { Db, Executor } from '../db/client';
import { agentBillingPayments, agentBillings, users } from '../db/schema';
import { fieldError, forbidden, notFound } from '../errors';
import { callerAudit, recordAudit, type AuditContext } from './audit';
import type { Caller } from './caller';
import { countedPage, escapeLike, type ListPage, type Window } from './lists';
import { CLOSING_CONTEXT, closingContextOf, joinClosingContext, type ClosingContextRow } from './closing-context';
import { newId } from './tokens';

type BillingRow = typeof agentBillings.$inferSelect;

export function agentBillingScopeSql(caller: Caller): SQL | undefined {
  const scope = agentBillingScope(caller);
  if (scope.kind === 'all') return undefined;
  const inOffice = scope.officeIds.length ? inArray(agentBillings.officeId, [...scope.officeIds]) : undefined;
  const own = scope.employeeIds.length ? inArray(agentBillings.employeeId, [...scope.employeeIds]) : undefined;
  return or(inOffice, own) ?? sql`false`;
}

/** Receivables read with their closing context and agent's name (one statement). */
const billingsWithContext = (db: Executor) =>
  joinClosingContext(db.select({ r: agentBillings, ...CLOSING_CONTEXT, agentName: sql<string>`coalesce(${users.nickName}, ${users.email})` }).from(agentBillings).$dynamic(), {
    closingId: agentBillings.closingId,
    officeId: agentBillings.officeId,
  }).innerJoin(users, eq(users.userId, agentBillings.userId));

async function toBillings(db: Executor, withContext: ({ r: BillingRow; agentName: string } & ClosingContextRow)[], withPayments: boolean): Promise<AgentBilling[]> {
  if (!withContext.length) return [];
  const rows = withContext.map(({ r }) => r);
  const payments = withPayments
    ? await db
        .select({ payment: agentBillingPayments, nickName: users.nickName, email: users.email })
        .from(agentBillingPayments)
        .leftJoin(users, eq(users.userId, agentBillingPayments.recordedByUserId))
        .where(inArray(agentBillingPayments.agentBillingId, rows.map((r) => r.agentBillingId)))
        .orderBy(asc(agentBillingPayments.paidOn), asc(agentBillingPayments.seq))
    : [];
  return withContext.map(({ r, agentName, ...context }): AgentBilling => {
    return {
      agentBillingId: r.agentBillingId,
      closingId: r.closingId,
      ...closingContextOf(context),
      officeId: r.officeId,
      employeeId: r.employeeId,
      agentName,
      closingDate: r.closingDate,
      gross: r.gross,
      memberFee: r.memberFee,
      agentDevelopmentFee: r.agentDevelopmentFee,
      amount: r.amount,
      paid: r.paid,
      balance: r.status === 'cancelled' ? 0 : r.amount - r.paid,
      status: r.status,
      ...(withPayments && {
        payments: withRunningBalance(
          r.amount,
          payments
            .filter((p) => p.payment.agentBillingId === r.agentBillingId)
            .map(({ payment: p, nickName, email }) => ({
              invoicePaymentId: p.agentBillingPaymentId,
              amount: p.amount,
              paidOn: p.paidOn,
              method: p.method as PaymentMethod,
              reference: p.reference,
              recordedByName: nickName ?? email ?? null,
              createdAt: p.createdAt.toISOString(),
            })),
        ),
      }),
    };
  });
}

const SORT_COLUMNS = { closingDate: agentBillings.closingDate, amount: agentBillings.amount } as const;

export async function listAgentBillings(db: Executor, caller: Caller, q: AgentBillingsQuery & Window): Promise<ListPage<AgentBilling>> {
  const search = q.search?.trim();
  const where = and(
    agentBillingScopeSql(caller),
    q.filterStatus ? eq(agentBillings.status, q.filterStatus) : undefined,
    q.filterOfficeId ? eq(agentBillings.officeId, q.filterOfficeId) : undefined,
    q.filterEmployeeId ? eq(agentBillings.employeeId, q.filterEmployeeId) : undefined,
    q.filterClosingDateStartAt ? gte(agentBillings.closingDate, q.filterClosingDateStartAt) : undefined,
    q.filterClosingDateEndAt ? lte(agentBillings.closingDate, q.filterClosingDateEndAt) : undefined,
    // The agent's name: their users row, by its trigram index.
    search ? inArray(agentBillings.userId, db.select({ userId: users.userId }).from(users).where(ilike(users.nickName, `%${escapeLike(search)}%`))) : undefined,
  );
  const [key = 'closingDate', direction = 'DESC'] = (q.sort ?? 'closingDate:DESC').split(':') as [keyof typeof SORT_COLUMNS, string];
  const column = SORT_COLUMNS[key];
  const rows = await billingsWithContext(db)
    .where(where)
    .orderBy(...(direction.toUpperCase() === 'ASC' ? [asc(column), asc(agentBillings.agentBillingId)] : [desc(column), desc(agentBillings.agentBillingId)]))
    .limit(q.limit)
    .offset(q.offset);
  return countedPage(db, await toBillings(db, rows, false), db.select({ one: sql`1` }).from(agentBillings).where(where), q);
}

export async function getAgentBilling(db: Executor, caller: Caller, agentBillingId: string): Promise<AgentBilling> {
  const [row] = await billingsWithContext(db).where(and(eq(agentBillings.agentBillingId, agentBillingId), agentBillingScopeSql(caller)));
  if (!row) throw notFound(M.notFound);
  return (await toBillings(db, [row], true))[0]!;
}

export async function recordPayout(db: Db, caller: Caller, agentBillingId: string, body: RecordPaymentBody, now: Date): Promise<AgentBilling> {
  if (body.paidOn > todayInJakarta(now)) throw fieldError('paidOn', INVOICE_MESSAGES.futurePayment);
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(agentBillings).where(and(eq(agentBillings.agentBillingId, agentBillingId), agentBillingScopeSql(caller))).for('update');
    if (!row) throw notFound(M.notFound);
    if (!mayRecordPayouts(caller, row)) throw forbidden(M.mayNotPay);
    await writePayout(tx, { row, body, actor: callerAudit(caller, now), recordedByUserId: caller.userId, now });
  });
  return getAgentBilling(db, caller, agentBillingId);
}

/**
 * One payout inside the caller's transaction, on a billing row it has locked:
 * the amount checked against what is left, the payment row, the billing's paid
 * amount and status, the audit event. The demo seed pays out through it too.
 */
export async function writePayout(tx: Executor, p: { row: BillingRow; body: RecordPaymentBody; actor: AuditContext; recordedByUserId: string | null; now: Date }): Promise<void> {
  const { row, body, now } = p;
  const refusal = payoutRefusal(row, body.amount, formatPrice);
  if (refusal) throw fieldError('amount', refusal);
  const paid = row.paid + body.amount;
  const status = invoiceStatusOf({ status: row.status, total: row.amount, paid });
  const agentBillingPaymentId = newId();
  await tx.insert(agentBillingPayments).values({ agentBillingPaymentId, agentBillingId: row.agentBillingId, amount: body.amount, paidOn: body.paidOn, method: body.method, reference: body.reference, recordedByUserId: p.recordedByUserId, createdAt: now });
  await tx.update(agentBillings).set({ paid, status, updatedAt: now }).where(eq(agentBillings.agentBillingId, row.agentBillingId));
  await recordAudit(tx, p.actor, {
    action: 'update',
    entityType: 'agent_billing',
    entityId: row.agentBillingId,
    officeId: row.officeId,
    before: { paid: row.paid, status: row.status },
    after: { paid, status, payment: { agentBillingPaymentId, amount: body.amount, paidOn: body.paidOn, method: body.method } },
  });
}

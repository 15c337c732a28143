/**
 * Agent receivables (issue 18, §2 /agent-receivable, §6 'Agent Receivable'):
 * what an office owes each agent of a closing — the agent's gross share of
 * the side's commission, less their team-member fee and the agent
 * development fee (domain/closing-fees.ts) — and the payouts against it. One
 * billing per agent per closing; the same statuses and payment rules as an
 * invoice (domain/invoice.ts), the same whole rupiah. Pure: the server refuses
 * with these rules, the SPA shows buttons exactly when they hold.
 */
import { z } from 'zod';
import { can, type AccessSubject } from './access';
import { id, listQuery, pageLimit } from './entities/common';
import { INVOICE_OFFICE_ROLES, INVOICE_STATUSES, invoicePayment, paymentRefusal, type InvoiceStatus } from './invoice';
import { inGroup, isHqUser, officesHolding, type OfficeRecord, type Role } from './roles';

export const AGENT_BILLING_MESSAGES = {
  notFound: 'Agent receivable not found.',
  cancelled: 'A cancelled receivable takes no payout.',
  alreadyPaid: 'This receivable is already paid out.',
  overpaid: (left: string) => `The payout is more than what is left to pay (${left}).`,
  recorded: (agentName: string) => `Payout to ${agentName} recorded.`,
  mayNotPay: "Only the office's finance or HQ finance records payouts.",
} as const;

/** A payout with the balance left after it: the detail's running balance. */
export const agentBillingPayment = invoicePayment.extend({ balanceAfter: z.number() });

export const agentBilling = z.object({
  agentBillingId: z.string(),
  closingId: z.string(),
  closingCode: z.string(),
  listing: z.object({ listingCode: z.string(), title: z.string() }),
  officeId: z.string(),
  officeName: z.string(),
  employeeId: z.string(),
  agentName: z.string(),
  closingDate: z.string(),
  gross: z.number(),
  memberFee: z.number(),
  agentDevelopmentFee: z.number(),
  amount: z.number(),
  paid: z.number(),
  balance: z.number(),
  status: z.enum(INVOICE_STATUSES),
  payments: z.array(agentBillingPayment).optional(),
});
export type AgentBilling = z.infer<typeof agentBilling>;

export const AGENT_BILLING_SORTS = ['closingDate', 'amount'] as const;

export const agentBillingsQuery = listQuery
  .pick({ search: true })
  .extend({
    filterStatus: z.enum(INVOICE_STATUSES),
    filterOfficeId: id,
    filterEmployeeId: id,
    filterClosingDateStartAt: z.iso.date(),
    filterClosingDateEndAt: z.iso.date(),
    sort: z.string().regex(new RegExp(`^(${AGENT_BILLING_SORTS.join('|')}):(ASC|DESC)$`), 'sort format is invalid.'),
  })
  .partial()
  .extend({ limit: pageLimit(100), offset: listQuery.shape.offset })
  .strict();
export type AgentBillingsQuery = z.infer<typeof agentBillingsQuery>;

export const agentBillingIdParams = z.object({ agentBillingId: id }).strict();

// ---------------------------------------------------------------------------
// Who may do what

export interface AgentBillingCaller {
  roles: readonly Role[];
  subject: AccessSubject;
  employees: readonly (OfficeRecord & { employeeId: string })[];
}

export type AgentBillingScope = { kind: 'all' } | { kind: 'some'; officeIds: readonly string[]; employeeIds: readonly string[] };

/** HQ every receivable; the office roles that see invoices their offices'; an agent their own. */
export function agentBillingScope(caller: AgentBillingCaller): AgentBillingScope {
  if (isHqUser(caller.roles)) return { kind: 'all' };
  return {
    kind: 'some',
    officeIds: officesHolding(caller.employees, INVOICE_OFFICE_ROLES),
    employeeIds: caller.employees.filter((e) => e.employeeRole.role === 'agent').map((e) => e.employeeId),
  };
}

export const agentBillingPrefix = (caller: Pick<AgentBillingCaller, 'roles'>): '' | 'office/' => (isHqUser(caller.roles) ? '' : 'office/');

/** The office pays its agents: its finance_office records payouts, and HQ finance or the Super Admin may too. */
export function mayRecordPayouts(caller: AgentBillingCaller, billing: { officeId: string }): boolean {
  if (!can(caller.subject, 'invoice')) return false;
  if (inGroup(caller.roles, 'hqFinance') || inGroup(caller.roles, 'superAdmin')) return true;
  return officesHolding(caller.employees, ['finance_office']).includes(billing.officeId);
}

/** Why a payout is refused on this receivable, or null. */
export const payoutRefusal = (billing: { status: InvoiceStatus; amount: number; paid: number }, amount: number, formatLeft: (n: number) => string): string | null =>
  paymentRefusal({ status: billing.status, total: billing.amount, paid: billing.paid }, amount, formatLeft, AGENT_BILLING_MESSAGES);

/** Each payout with the balance left after it, in the order paid. */
export function withRunningBalance<P extends { amount: number }>(amount: number, payments: readonly P[]): (P & { balanceAfter: number })[] {
  let left = amount;
  return payments.map((p) => {
    left -= p.amount;
    return { ...p, balanceAfter: left };
  });
}

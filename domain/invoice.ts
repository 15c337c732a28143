/**
 * Invoices (issue 18, §2 /invoice, §6 'Invoice'): HQ's invoice to an office
 * for one side of a closing (royalty, SSDF, agent development fees), its
 * payments and status, and who sees and pays which. Amounts are whole rupiah
 * (domain/money.ts). Pure: the server refuses with these rules, the SPA shows
 * buttons exactly when they hold.
 */
import { z } from 'zod';
import { can, type AccessSubject } from './access';
import { id, listQuery, pageLimit } from './entities/common';
import { MESSAGES } from './messages';
import { MAX_RUPIAH } from './money';
import { inGroup, isHqUser, officesHolding, type OfficeRecord, type Role } from './roles';
import { textField } from './validation';

export const INVOICE_STATUSES = ['unpaid', 'partially_paid', 'paid', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = { unpaid: 'Unpaid', partially_paid: 'Partially Paid', paid: 'Paid', cancelled: 'Cancelled' };
export const INVOICE_STATUS_COLORS: Record<InvoiceStatus, string> = { unpaid: '#B45309', partially_paid: '#2563EB', paid: '#15803D', cancelled: '#6B7280' };

export const PAYMENT_METHODS = ['transfer', 'cash', 'giro', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { transfer: 'Bank transfer', cash: 'Cash', giro: 'Giro', other: 'Other' };

export const INVOICE_MESSAGES = {
  notFound: 'Invoice not found.',
  cancelled: 'A cancelled invoice takes no payment.',
  alreadyPaid: 'This invoice is already paid.',
  overpaid: (left: string) => `The payment is more than what is left to pay (${left}).`,
  futurePayment: 'Payment date cannot be in the future.',
  recorded: (number: string) => `Payment recorded on ${number}.`,
  mayNotPay: 'Only HQ finance records payments.',
  /** The 'invoice' notification to the office's invoice roles, when HQ raises one from a closing. */
  issuedTitle: 'New invoice from HQ',
  issued: (number: string, total: string, due: string) => `Invoice ${number} of ${total} was issued to your office, due on ${due}.`,
  /** The invoice-report notification to the office, on each payment. */
  reportTitle: 'Invoice payment recorded',
  report: (number: string, amount: string, left: string | null) => `A payment of ${amount} was recorded on ${number}; ${left === null ? 'it is paid in full.' : `${left} is left to pay.`}`,
} as const;

/** 'invoice-INV-GNS-SBY-2026-000001.pdf': the invoice PDF's file name, the number's slashes made safe. */
export const invoicePdfFileName = (invoiceNumber: string): string => `invoice-${invoiceNumber.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;

/** The status an invoice's payments give it (a cancelled one stays cancelled). */
export function invoiceStatusOf(invoice: { status: InvoiceStatus; total: number; paid: number }): InvoiceStatus {
  if (invoice.status === 'cancelled') return 'cancelled';
  if (invoice.paid >= invoice.total) return 'paid';
  return invoice.paid > 0 ? 'partially_paid' : 'unpaid';
}

// ---------------------------------------------------------------------------
// The routes' shapes

export const invoiceLine = z.object({
  invoiceLineId: z.string(),
  feeCode: z.string(),
  description: z.string(),
  base: z.number(),
  ratePercent: z.number(),
  amount: z.number(),
});

export const invoicePayment = z.object({
  invoicePaymentId: z.string(),
  amount: z.number(),
  paidOn: z.string(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  recordedByName: z.string().nullable(),
  createdAt: z.string(),
});

/** An invoice as the list and the detail show it; lines and payments on the detail. */
export const invoice = z.object({
  invoiceId: z.string(),
  invoiceNumber: z.string(),
  officeId: z.string(),
  officeName: z.string(),
  closingId: z.string(),
  closingCode: z.string(),
  listing: z.object({ listingCode: z.string(), title: z.string() }),
  status: z.enum(INVOICE_STATUSES),
  issuedOn: z.string(),
  dueOn: z.string(),
  total: z.number(),
  paid: z.number(),
  balance: z.number(),
  lines: z.array(invoiceLine).optional(),
  payments: z.array(invoicePayment).optional(),
});
export type Invoice = z.infer<typeof invoice>;

export const INVOICE_SORTS = ['issuedOn', 'dueOn', 'total'] as const;

export const invoicesQuery = listQuery
  .pick({ search: true })
  .extend({
    filterStatus: z.enum(INVOICE_STATUSES),
    filterOfficeId: id,
    filterIssuedOnStartAt: z.iso.date(),
    filterIssuedOnEndAt: z.iso.date(),
    sort: z.string().regex(new RegExp(`^(${INVOICE_SORTS.join('|')}):(ASC|DESC)$`), 'sort format is invalid.'),
  })
  .partial()
  .extend({ limit: pageLimit(100), offset: listQuery.shape.offset })
  .strict();
export type InvoicesQuery = z.infer<typeof invoicesQuery>;

export const invoiceIdParams = z.object({ invoiceId: id }).strict();

/** POST invoices/{invoiceId}/payments: what HQ finance received. */
export const recordPaymentBody = z
  .object({
    amount: z
      .number({ error: MESSAGES.required('Amount') })
      .int('Amount must be whole rupiah.')
      .min(1, 'Amount must be above zero.')
      .max(MAX_RUPIAH, 'Amount is too large.'),
    paidOn: z.iso.date({ error: (i) => (i.input ? MESSAGES.invalidFormat('Payment date') : MESSAGES.required('Payment date')) }),
    method: z.enum(PAYMENT_METHODS, { error: MESSAGES.required('Method') }),
    reference: textField('Reference', 100)
      .nullish()
      .transform((v) => v || null),
  })
  .strict();
export type RecordPaymentBody = z.infer<typeof recordPaymentBody>;
export type RecordPaymentInput = z.input<typeof recordPaymentBody>;

// ---------------------------------------------------------------------------
// Who may do what

export interface InvoiceCaller {
  roles: readonly Role[];
  subject: AccessSubject;
  employees: readonly (OfficeRecord & { employeeId: string })[];
}

/** The office roles that see their offices' invoices (§6: every office role but admin_office). */
export const INVOICE_OFFICE_ROLES: readonly Role[] = ['franchise_owner', 'business_owner', 'manager_office', 'finance_office'];

export type InvoiceScope = { kind: 'all' } | { kind: 'some'; officeIds: readonly string[]; employeeIds: readonly string[] };

/** HQ every invoice; the office roles their offices'; an agent those of the closings they are an agent of. */
export function invoiceScope(caller: InvoiceCaller): InvoiceScope {
  if (isHqUser(caller.roles)) return { kind: 'all' };
  return {
    kind: 'some',
    officeIds: officesHolding(caller.employees, INVOICE_OFFICE_ROLES),
    employeeIds: caller.employees.filter((e) => e.employeeRole.role === 'agent').map((e) => e.employeeId),
  };
}

export const invoicePrefix = (caller: Pick<InvoiceCaller, 'roles'>): '' | 'office/' => (isHqUser(caller.roles) ? '' : 'office/');

/** Payments are recorded by HQ finance and the Super Admin. */
export const mayRecordPayments = (caller: InvoiceCaller): boolean => can(caller.subject, 'invoice') && (inGroup(caller.roles, 'hqFinance') || inGroup(caller.roles, 'superAdmin'));

/** What a refused payment says: an invoice's words, or an agent receivable's. */
export interface PaymentRefusalMessages {
  cancelled: string;
  alreadyPaid: string;
  overpaid: (left: string) => string;
}

/** Why a payment is refused on this invoice (or on anything paid the same way: an agent receivable), or null. */
export function paymentRefusal(
  record: { status: InvoiceStatus; total: number; paid: number },
  amount: number,
  formatLeft: (n: number) => string,
  messages: PaymentRefusalMessages = INVOICE_MESSAGES,
): string | null {
  if (record.status === 'cancelled') return messages.cancelled;
  const left = record.total - record.paid;
  if (left <= 0) return messages.alreadyPaid;
  if (amount > left) return messages.overpaid(formatLeft(left));
  return null;
}

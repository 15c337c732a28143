/**
 * Office billing (issue 18, §2 /billing, §6 'Billing for HQ with finance'):
 * HQ bills an office a fixed amount once or on every period of the fee rules'
 * frequencies (§4: monthly +1 month, quarterly +3, per semester +6, every 9
 * months +9, yearly +1 year). Each due date becomes one charge, made by the
 * jobs queue on that date — once, however many instances run. Pure: the server
 * refuses with these rules, the SPA shows buttons exactly when they hold.
 */
import { z } from 'zod';
import { can, type AccessSubject } from './access';
import { id, listQuery, pageLimit } from './entities/common';
import { FEE_FREQUENCY_LABELS, nextChargeDate, type FeeFrequency } from './fees';
import { invoicePayment, paymentRefusal, type InvoiceStatus } from './invoice';
import { MESSAGES } from './messages';
import { MAX_RUPIAH } from './money';
import type { Role } from './roles';
import { requiredText } from './validation';

/** The fee rules' frequencies an office can be billed on (per transaction is a closing's, not a bill's). */
export const BILLING_FREQUENCIES = ['one_time', 'monthly', 'quarterly', 'per_semester', 'every_9_months', 'yearly'] as const satisfies readonly FeeFrequency[];
export type BillingFrequency = (typeof BILLING_FREQUENCIES)[number];
export const BILLING_FREQUENCY_LABELS: Record<BillingFrequency, string> = Object.fromEntries(BILLING_FREQUENCIES.map((f) => [f, FEE_FREQUENCY_LABELS[f]])) as Record<BillingFrequency, string>;

export const OFFICE_BILLING_STATUSES = ['ACTIVE', 'ENDED', 'STOPPED'] as const;
export type OfficeBillingStatus = (typeof OFFICE_BILLING_STATUSES)[number];
export const OFFICE_BILLING_STATUS_LABELS: Record<OfficeBillingStatus, string> = { ACTIVE: 'Active', ENDED: 'Ended', STOPPED: 'Stopped' };
export const OFFICE_BILLING_STATUS_COLORS: Record<OfficeBillingStatus, string> = { ACTIVE: '#15803D', ENDED: '#6B7280', STOPPED: '#B91C1C' };

export const OFFICE_BILLING_MESSAGES = {
  created: (office: string) => `Billing for ${office} created.`,
  stopped: 'Billing stopped: no further charges.',
  notFound: 'Billing not found.',
  notActive: 'This billing is no longer active.',
  mayNotBill: 'Only HQ finance bills offices.',
  endBeforeStart: 'End date must not be before the start date.',
  chargeTitle: 'New charge from HQ',
  chargeNotFound: 'Charge not found.',
  paymentRecorded: (chargeOn: string) => `Payment of the ${chargeOn} charge recorded.`,
  alreadyPaid: 'This charge is already paid.',
  overpaid: (left: string) => `The payment is more than what is left to pay (${left}).`,
  cancelled: 'A cancelled charge takes no payment.',
} as const;

/** The charge dates after `chargeOn`: the next one, or null when there is none (once, or past the end). */
export function nextBillingDate(chargeOn: string, frequency: BillingFrequency, endOn: string | null): string | null {
  const next = nextChargeDate(chargeOn, frequency);
  return next && (!endOn || next <= endOn) ? next : null;
}

/** Every charge date from `from` up to and including `until`, as the queue would make them one by one. */
export function dueDates(from: string | null, frequency: BillingFrequency, endOn: string | null, until: string): string[] {
  const dates: string[] = [];
  for (let d = from; d && d <= until && (!endOn || d <= endOn); d = nextBillingDate(d, frequency, endOn)) dates.push(d);
  return dates;
}

// ---------------------------------------------------------------------------
// The routes' shapes

/** A charge is paid as an invoice is (domain/invoice.ts): unpaid, partially paid, paid; never cancelled (stopping a billing keeps its charges). */
export const OFFICE_BILLING_CHARGE_STATUSES = ['unpaid', 'partially_paid', 'paid'] as const satisfies readonly InvoiceStatus[];
export type OfficeBillingChargeStatus = (typeof OFFICE_BILLING_CHARGE_STATUSES)[number];

export const officeBillingCharge = z.object({
  officeBillingChargeId: z.string(),
  chargeOn: z.string(),
  amount: z.number(),
  paid: z.number(),
  balance: z.number(),
  status: z.enum(OFFICE_BILLING_CHARGE_STATUSES),
  createdAt: z.string(),
});
export type OfficeBillingCharge = z.infer<typeof officeBillingCharge>;

/** A payment of a charge, with the charge it paid. */
export const officeBillingPayment = invoicePayment.extend({ officeBillingChargeId: z.string(), chargeOn: z.string() });
export type OfficeBillingPayment = z.infer<typeof officeBillingPayment>;

export const officeBillingChargeParams = z.object({ officeBillingId: id, officeBillingChargeId: id }).strict();

export const officeBilling = z.object({
  officeBillingId: z.string(),
  officeId: z.string(),
  officeName: z.string(),
  description: z.string(),
  amount: z.number(),
  frequency: z.enum(BILLING_FREQUENCIES),
  startOn: z.string(),
  endOn: z.string().nullable(),
  nextChargeOn: z.string().nullable(),
  status: z.enum(OFFICE_BILLING_STATUSES),
  charged: z.number(),
  /** What the office has paid of its charges so far. */
  paid: z.number(),
  createdAt: z.string(),
  charges: z.array(officeBillingCharge).optional(),
  payments: z.array(officeBillingPayment).optional(),
});
export type OfficeBilling = z.infer<typeof officeBilling>;

export const officeBillingsQuery = listQuery
  .pick({ search: true })
  .extend({ filterOfficeId: id, filterStatus: z.enum(OFFICE_BILLING_STATUSES) })
  .partial()
  .extend({ limit: pageLimit(100), offset: listQuery.shape.offset })
  .strict();
export type OfficeBillingsQuery = z.infer<typeof officeBillingsQuery>;

export const officeBillingIdParams = z.object({ officeBillingId: id }).strict();

/** POST office-billings: what HQ bills an office, how often, from when (and until when). */
export const createOfficeBillingBody = z
  .object({
    officeId: z.string({ error: MESSAGES.required('Office') }).min(1, MESSAGES.required('Office')).max(64, MESSAGES.maxLength('Office', 64)),
    description: requiredText('Description', 200),
    amount: z
      .number({ error: MESSAGES.required('Amount') })
      .int('Amount must be whole rupiah.')
      .min(1, 'Amount must be above zero.')
      .max(MAX_RUPIAH, 'Amount is too large.'),
    frequency: z.enum(BILLING_FREQUENCIES, { error: MESSAGES.required('Frequency') }),
    startOn: z.iso.date({ error: (i) => (i.input ? MESSAGES.invalidFormat('Start date') : MESSAGES.required('Start date')) }),
    endOn: z.iso
      .date({ error: MESSAGES.invalidFormat('End date') })
      .nullish()
      .or(z.literal('').transform(() => null))
      .transform((v) => v ?? null),
  })
  .strict()
  .refine((b) => !b.endOn || b.endOn >= b.startOn, { message: OFFICE_BILLING_MESSAGES.endBeforeStart, path: ['endOn'] });
export type CreateOfficeBillingBody = z.infer<typeof createOfficeBillingBody>;
export type CreateOfficeBillingInput = z.input<typeof createOfficeBillingBody>;

// ---------------------------------------------------------------------------
// Who may do what

/** HQ finance (and the Super Admin) bill offices and stop billings; every HQ user may read them. */
export const mayBillOffices = (caller: { roles: readonly Role[]; subject: AccessSubject }): boolean => can(caller.subject, 'billingManage');

/** Why a payment of this charge is refused, or null: the invoices' rule, in a charge's words. */
export const chargePaymentRefusal = (charge: { status: OfficeBillingChargeStatus; amount: number; paid: number }, amount: number, formatLeft: (n: number) => string): string | null =>
  paymentRefusal({ status: charge.status, total: charge.amount, paid: charge.paid }, amount, formatLeft, OFFICE_BILLING_MESSAGES);

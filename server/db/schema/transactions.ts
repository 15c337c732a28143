/**
 * Transactions (issue 18): closings with their sides and agents and every
 * change kept, and the invoices HQ raises from them, numbered without gaps
 * per office and year, with their lines and payments. Money is whole rupiah
 * in bigint columns (domain/money.ts), rates whole basis points.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, trigram, ts } from './columns';
import { listings } from './listings';
import { employees, offices, users } from './people';

const money = (name: string) => bigint(name, { mode: 'number' });

/** A closed sale or rental of a listing. */
export const closings = pgTable(
  'closings',
  {
    closingId: text('closing_id').primaryKey(),
    /** Shown as CLS-000123; gaps are harmless here (invoices are the gapless numbers). */
    closingNumber: bigint('closing_number', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.listingId),
    /** The listing side's office: whose closing it is. */
    officeId: text('office_id')
      .notNull()
      .references(() => offices.officeId),
    /** The listing's status before the closing, restored when it is cancelled. */
    previousListingStatus: text('previous_listing_status').notNull(),
    sellOrRent: text('sell_or_rent').$type<'sell' | 'rent'>().notNull(),
    finalPrice: money('final_price').notNull(),
    commissionBp: integer('commission_bp').notNull(),
    commission: money('commission').notNull(),
    /** Royalty, ssdf and development fees of every side: what HQ invoices. */
    owedToHq: money('owed_to_hq').notNull(),
    closingDate: date('closing_date', { mode: 'string' }).notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerPhone: text('buyer_phone'),
    buyerEmail: text('buyer_email'),
    note: text('note'),
    status: text('status').$type<'ACTIVE' | 'CANCELLED'>().notNull().default('ACTIVE'),
    cancelReason: text('cancel_reason'),
    cancelledAt: ts('cancelled_at'),
    cancelledByUserId: text('cancelled_by_user_id').references(() => users.userId),
    createdByUserId: text('created_by_user_id').references(() => users.userId),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /**
     * The closed listing's title and code (a line break between them), kept by triggers (migration
     * 0029): filled from the listing as a closing is written, followed when the listing's title or
     * code changes. The closing search reads it on the closing's own row, so its capped count reads
     * closings alone instead of probing a listing for every closing it passes.
     */
    listingWords: text('listing_words').notNull().default(''),
  },
  (t) => [
    uniqueIndex('closings_number_unique').on(t.closingNumber),
    // One closing in force per listing.
    uniqueIndex('closings_listing_active_unique').on(t.listingId).where(sql`status = 'ACTIVE'`),
    index('closings_office_date_idx').on(t.officeId, t.closingDate, t.closingId),
    index('closings_date_idx').on(t.closingDate, t.closingId),
    // The closing summary's sums read from the index alone (an index-only scan where the table is vacuumed):
    // a year's 45,000 closings in force at scale factor 1, 33 -> 14 ms on PostgreSQL with the month by date_trunc.
    index('closings_status_date_sums_idx').on(t.status, t.closingDate, t.finalPrice, t.commission),
    index('closings_created_idx').on(t.createdAt, t.closingId),
    trigram('closings_buyer_trgm', t.buyerName),
    trigram('closings_listing_words_trgm', t.listingWords),
    // The listing's closings, whatever their status: what a change of the listing's title or code updates.
    index('closings_listing_idx').on(t.listingId),
  ],
);

/**
 * The closings in force summed per listing office and closing month, kept by
 * statement triggers on closings (migration 0028) in the writing statement's
 * own transaction, like listing_status_tallies. HQ's closing summary by month
 * or by office sums these rows (200 offices × 12 months at scale factor 1) for
 * the whole months of its range instead of reading a year's 45,000 closings
 * (docs/bench.md, "The closing summary from month sums"). An office's summary
 * is scoped by every side's office, which these rows do not carry, so it still
 * reads the closings.
 */
export const closingMonthSums = pgTable(
  'closing_month_sums',
  {
    officeId: text('office_id').notNull(),
    /** The first day of the closing month. */
    month: date('month', { mode: 'string' }).notNull(),
    closings: integer('closings').notNull(),
    finalPrice: money('final_price').notNull(),
    commission: money('commission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.officeId] })],
);

/** A side of a closing (listing, selling) and its office's figures. */
export const closingParties = pgTable(
  'closing_parties',
  {
    closingPartyId: text('closing_party_id').primaryKey(),
    closingId: text('closing_id')
      .notNull()
      .references(() => closings.closingId, { onDelete: 'cascade' }),
    side: text('side').$type<'listing' | 'selling'>().notNull(),
    officeId: text('office_id')
      .notNull()
      .references(() => offices.officeId),
    isOfficePkp: boolean('is_office_pkp').notNull(),
    shareBp: integer('share_bp').notNull(),
    officeShareBp: integer('office_share_bp').notNull(),
    commission: money('commission').notNull(),
    royalty: money('royalty').notNull(),
    ssdf: money('ssdf').notNull(),
    net: money('net').notNull(),
    officeKeep: money('office_keep').notNull(),
    officeIncome: money('office_income').notNull(),
    owedToHq: money('owed_to_hq').notNull(),
    agentDevelopmentFeeCode: text('agent_development_fee_code').$type<'agent_development_fee' | 'agent_development_fee_pkp'>().notNull(),
  },
  (t) => [index('closing_parties_closing_idx').on(t.closingId), index('closing_parties_office_idx').on(t.officeId, t.closingId)],
);

/** An agent of a side and what the closing gives them. */
export const closingAgents = pgTable(
  'closing_agents',
  {
    closingAgentId: text('closing_agent_id').primaryKey(),
    closingId: text('closing_id')
      .notNull()
      .references(() => closings.closingId, { onDelete: 'cascade' }),
    closingPartyId: text('closing_party_id')
      .notNull()
      .references(() => closingParties.closingPartyId, { onDelete: 'cascade' }),
    employeeId: text('employee_id')
      .notNull()
      .references(() => employees.employeeId),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId),
    shareBp: integer('share_bp').notNull(),
    memberFeeBp: integer('member_fee_bp').notNull(),
    gross: money('gross').notNull(),
    memberFee: money('member_fee').notNull(),
    agentDevelopmentFee: money('agent_development_fee').notNull(),
    take: money('take').notNull(),
  },
  (t) => [index('closing_agents_closing_idx').on(t.closingId), index('closing_agents_employee_idx').on(t.employeeId, t.closingId), index('closing_agents_user_idx').on(t.userId)],
);

/** Every change of a closing: who, when, from what to what (/closing/history). */
export const closingHistories = pgTable(
  'closing_histories',
  {
    closingHistoryId: text('closing_history_id').primaryKey(),
    closingId: text('closing_id')
      .notNull()
      .references(() => closings.closingId, { onDelete: 'cascade' }),
    officeId: text('office_id')
      .notNull()
      .references(() => offices.officeId),
    action: text('action').$type<'create' | 'update' | 'cancel'>().notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    changedByUserId: text('changed_by_user_id').references(() => users.userId),
    changedByName: text('changed_by_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('closing_histories_closing_idx').on(t.closingId, t.createdAt),
    index('closing_histories_office_created_idx').on(t.officeId, t.createdAt, t.closingHistoryId),
    index('closing_histories_created_idx').on(t.createdAt, t.closingHistoryId),
  ],
);

/** HQ's invoice to an office for one side of a closing: royalty, ssdf and development fees. */
export const invoices = pgTable(
  'invoices',
  {
    invoiceId: text('invoice_id').primaryKey(),
    /** INV/{officeCode}/{year}/{0001}: per office and year, without gaps. */
    invoiceNumber: text('invoice_number').notNull(),
    officeId: text('office_id')
      .notNull()
      .references(() => offices.officeId),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    closingId: text('closing_id')
      .notNull()
      .references(() => closings.closingId),
    closingPartyId: text('closing_party_id')
      .notNull()
      .references(() => closingParties.closingPartyId),
    status: text('status').$type<'unpaid' | 'partially_paid' | 'paid' | 'cancelled'>().notNull().default('unpaid'),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    total: money('total').notNull(),
    paid: money('paid').notNull().default(0),
    cancelledAt: ts('cancelled_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_number_unique').on(t.invoiceNumber),
    uniqueIndex('invoices_office_year_sequence_unique').on(t.officeId, t.year, t.sequence),
    index('invoices_office_issued_idx').on(t.officeId, t.issuedOn, t.invoiceId),
    index('invoices_status_issued_idx').on(t.status, t.issuedOn, t.invoiceId),
    index('invoices_issued_idx').on(t.issuedOn, t.invoiceId),
    index('invoices_closing_idx').on(t.closingId),
    trigram('invoices_number_trgm', t.invoiceNumber),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    invoiceLineId: text('invoice_line_id').primaryKey(),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.invoiceId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    feeCode: text('fee_code').notNull(),
    description: text('description').notNull(),
    base: money('base').notNull(),
    rateBp: integer('rate_bp').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId, t.position)],
);

export const invoicePayments = pgTable(
  'invoice_payments',
  {
    invoicePaymentId: text('invoice_payment_id').primaryKey(),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.invoiceId, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    method: text('method').notNull(),
    reference: text('reference'),
    recordedByUserId: text('recorded_by_user_id').references(() => users.userId),
    createdAt: createdAt(),
  },
  (t) => [index('invoice_payments_invoice_idx').on(t.invoiceId, t.paidOn)],
);

/** The last invoice number of each office and year: taken with the invoice, in its transaction, so a rollback leaves no gap. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    officeId: text('office_id')
      .notNull()
      .references(() => offices.officeId),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.officeId, t.year] })],
);

/**
 * What an office owes one agent of a closing (issue 18, /agent-receivable):
 * the agent's take — their gross share less the team-member fee and the agent
 * development fee — paid out by the office in one or more payments.
 */
export const agentBillings = pgTable(
  'agent_billings',
  {
    agentBillingId: text('agent_billing_id').primaryKey(),
    closingAgentId: text('closing_agent_id')
      .notNull()
      .references(() => closingAgents.closingAgentId, { onDelete: 'cascade' }),
    closingId: text('closing_id')
      .notNull()
      .references(() => closings.closingId),
    /** The office of the agent's side: it pays the agent. */
    officeId: text('office_id')
      .notNull()
      .references(() => offices.officeId),
    employeeId: text('employee_id')
      .notNull()
      .references(() => employees.employeeId),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId),
    closingDate: date('closing_date', { mode: 'string' }).notNull(),
    gross: money('gross').notNull(),
    memberFee: money('member_fee').notNull(),
    agentDevelopmentFee: money('agent_development_fee').notNull(),
    amount: money('amount').notNull(),
    paid: money('paid').notNull().default(0),
    status: text('status').$type<'unpaid' | 'partially_paid' | 'paid' | 'cancelled'>().notNull().default('unpaid'),
    cancelledAt: ts('cancelled_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agent_billings_closing_agent_unique').on(t.closingAgentId),
    index('agent_billings_office_date_idx').on(t.officeId, t.closingDate, t.agentBillingId),
    index('agent_billings_employee_date_idx').on(t.employeeId, t.closingDate, t.agentBillingId),
    index('agent_billings_status_date_idx').on(t.status, t.closingDate, t.agentBillingId),
    index('agent_billings_date_idx').on(t.closingDate, t.agentBillingId),
    index('agent_billings_closing_idx').on(t.closingId),
  ],
);

export const agentBillingPayments = pgTable(
  'agent_billing_payments',
  {
    agentBillingPaymentId: text('agent_billing_payment_id').primaryKey(),
    /** The order payouts were recorded in (two on one day, or within one clock tick, keep theirs): the running balance follows it. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    agentBillingId: text('agent_billing_id')
      .notNull()
      .references(() => agentBillings.agentBillingId, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    method: text('method').notNull(),
    reference: text('reference'),
    recordedByUserId: text('recorded_by_user_id').references(() => users.userId),
    createdAt: createdAt(),
  },
  (t) => [index('agent_billing_payments_billing_idx').on(t.agentBillingId, t.paidOn)],
);

/** HQ's recurring (or one-time) bill to an office (issue 18, /billing): each due date becomes one charge, made by the jobs queue. */
export const officeBillings = pgTable(
  'office_billings',
  {
    officeBillingId: text('office_billing_id').primaryKey(),
    officeId: text('office_id')
      .notNull()
      .references(() => offices.officeId),
    description: text('description').notNull(),
    amount: money('amount').notNull(),
    frequency: text('frequency').$type<'one_time' | 'monthly' | 'quarterly' | 'per_semester' | 'every_9_months' | 'yearly'>().notNull(),
    startOn: date('start_on', { mode: 'string' }).notNull(),
    endOn: date('end_on', { mode: 'string' }),
    /** The next date to charge; null once the billing has ended or was stopped. */
    nextChargeOn: date('next_charge_on', { mode: 'string' }),
    status: text('status').$type<'ACTIVE' | 'ENDED' | 'STOPPED'>().notNull().default('ACTIVE'),
    charged: money('charged').notNull().default(0),
    /** What the office has paid of the charges so far (the sum of the charges' paid). */
    paid: money('paid').notNull().default(0),
    createdByUserId: text('created_by_user_id').references(() => users.userId),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('office_billings_created_idx').on(t.createdAt, t.officeBillingId),
    index('office_billings_office_created_idx').on(t.officeId, t.createdAt, t.officeBillingId),
    index('office_billings_status_created_idx').on(t.status, t.createdAt, t.officeBillingId),
    trigram('office_billings_description_trgm', t.description),
  ],
);

/** One due date of a billing: unique per billing and date, so a charge is made once even if two workers reach it. */
export const officeBillingCharges = pgTable(
  'office_billing_charges',
  {
    officeBillingChargeId: text('office_billing_charge_id').primaryKey(),
    officeBillingId: text('office_billing_id')
      .notNull()
      .references(() => officeBillings.officeBillingId, { onDelete: 'cascade' }),
    chargeOn: date('charge_on', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
    /** What the office has paid of it (HQ finance records each payment), and the status that follows. */
    paid: money('paid').notNull().default(0),
    status: text('status').$type<'unpaid' | 'partially_paid' | 'paid'>().notNull().default('unpaid'),
    jobId: text('job_id'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('office_billing_charges_billing_date_unique').on(t.officeBillingId, t.chargeOn)],
);

/** A payment an office made of a charge, recorded by HQ finance; `seq` keeps their order within a day. */
export const officeBillingPayments = pgTable(
  'office_billing_payments',
  {
    officeBillingPaymentId: text('office_billing_payment_id').primaryKey(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    officeBillingChargeId: text('office_billing_charge_id')
      .notNull()
      .references(() => officeBillingCharges.officeBillingChargeId, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    method: text('method').notNull(),
    reference: text('reference'),
    recordedByUserId: text('recorded_by_user_id').references(() => users.userId),
    createdAt: createdAt(),
  },
  (t) => [index('office_billing_payments_charge_idx').on(t.officeBillingChargeId, t.paidOn, t.seq)],
);

/**
 * Closings (issue 18, §2 /closing, §6 'Data Closing'): the shapes of the
 * routes, the form's rules, and who may record, see and cancel which closing.
 * The figures are domain/closing-fees.ts; the money rules domain/money.ts.
 * Pure: the server refuses with these rules, the SPA shows buttons exactly
 * when they hold.
 */
import { DateTime } from 'luxon';
import { z } from 'zod';
import { can, type AccessSubject } from './access';
import { CLOSING_SIDES } from './closing-fees';
import { id, listQuery, pageLimit } from './entities/common';
import { SELL_OR_RENT } from './entities/listing';
import { DEFAULT_ZONE } from './format';
import { MESSAGES } from './messages';
import { MAX_RUPIAH, percentToBp } from './money';
import { isHqUser, officesHolding, type OfficeRecord, type Role } from './roles';
import { requiredText, textField } from './validation';

export const CLOSING_STATUSES = ['ACTIVE', 'CANCELLED'] as const;
export type ClosingStatus = (typeof CLOSING_STATUSES)[number];
export const CLOSING_STATUS_LABELS: Record<ClosingStatus, string> = { ACTIVE: 'Closed', CANCELLED: 'Cancelled' };
export const CLOSING_STATUS_COLORS: Record<ClosingStatus, string> = { ACTIVE: '#15803D', CANCELLED: '#B91C1C' };

/** A listing may be closed from these statuses (a draft or a rejected listing was never on the market). */
export const CLOSABLE_LISTING_STATUSES = ['PUBLISH', 'UNPUBLISH', 'PENDING', 'EXPIRED'] as const;

export const closingCode = (closingNumber: number): string => `CLS-${String(closingNumber).padStart(6, '0')}`;

export const CLOSING_MESSAGES = {
  created: (code: string) => `Closing ${code} recorded.`,
  cancelled: (code: string) => `Closing ${code} cancelled; the listing is back on the market.`,
  notClosable: 'This listing cannot be closed in its status.',
  alreadyClosed: 'This listing already has a closing.',
  notYourListing: 'You may only record closings of your own listings.',
  notYourOffice: 'You may only record closings of your offices’ listings.',
  notFound: 'Closing not found.',
  alreadyCancelled: 'This closing is already cancelled.',
  mayNotCancel: 'Only HQ or the listing office’s finance may cancel a closing.',
  futureDate: 'Closing date cannot be in the future.',
  noAgentFee: (name: string, date: string) => `${name} has no agent fee in force on ${date}: set it in the team's member fees first.`,
  agentNotInOffice: 'Each agent must be an active agent of their side’s office.',
  sameOffice: 'The selling side must be another office.',
  cancelReport: (code: string, title: string) => `Closing ${code} of ${title} was cancelled.`,
  /** The 'closing' notification to each agent of a closing someone else recorded. */
  recordedTitle: 'Closing recorded',
  recordedReport: (code: string, title: string, take: string) => `Closing ${code} of ${title} was recorded with you as its agent: your share after fees is ${take}.`,
  updated: (code: string) => `Closing ${code} updated.`,
  mayNotEdit: 'Only HQ or the listing office’s finance may edit a closing.',
  cancelledIsFinal: 'A cancelled closing cannot be edited.',
  historyNotFound: 'Closing history not found.',
} as const;

// ---------------------------------------------------------------------------
// The routes' shapes

const amount = z.number();

export const closingAgent = z.object({
  closingAgentId: z.string(),
  employeeId: z.string(),
  name: z.string(),
  sharePercent: z.number(),
  memberFeePercent: z.number(),
  gross: amount,
  memberFee: amount,
  agentDevelopmentFee: amount,
  take: amount,
});

export const closingParty = z.object({
  closingPartyId: z.string(),
  side: z.enum(CLOSING_SIDES),
  officeId: z.string(),
  officeName: z.string(),
  isOfficePkp: z.boolean(),
  sharePercent: z.number(),
  officeSharePercent: z.number(),
  commission: amount,
  royalty: amount,
  ssdf: amount,
  net: amount,
  officeKeep: amount,
  officeIncome: amount,
  owedToHq: amount,
  agentDevelopmentFeeCode: z.enum(['agent_development_fee', 'agent_development_fee_pkp']),
  agents: z.array(closingAgent),
});

/** A closing as the list and the detail show it; `parties` with includeData=parties. */
export const closing = z.object({
  closingId: z.string(),
  closingCode: z.string(),
  listingId: z.string(),
  listing: z.object({ listingCode: z.string(), title: z.string() }),
  officeId: z.string(),
  officeName: z.string(),
  sellOrRent: z.enum(SELL_OR_RENT),
  finalPrice: amount,
  commissionPercent: z.number(),
  commission: amount,
  owedToHq: amount,
  closingDate: z.string(),
  buyerName: z.string(),
  buyerPhone: z.string().nullable(),
  buyerEmail: z.string().nullable(),
  note: z.string().nullable(),
  status: z.enum(CLOSING_STATUSES),
  cancelReason: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  agentNames: z.array(z.string()),
  createdAt: z.string(),
  parties: z.array(closingParty).optional(),
});
export type Closing = z.infer<typeof closing>;

export const CLOSING_SORTS = ['closingDate', 'createdAt', 'finalPrice', 'commission'] as const;

export const closingsQuery = listQuery
  .pick({ search: true })
  .extend({
    filterStatus: z.enum(CLOSING_STATUSES),
    filterOfficeId: id,
    filterSellOrRent: z.enum(SELL_OR_RENT),
    filterClosingDateStartAt: z.iso.date(),
    filterClosingDateEndAt: z.iso.date(),
    includeData: z.enum(['parties']),
    sort: z.string().regex(new RegExp(`^(${CLOSING_SORTS.join('|')}):(ASC|DESC)$`), 'sort format is invalid.'),
  })
  .partial()
  .extend({ limit: pageLimit(100), offset: listQuery.shape.offset })
  .strict();
export type ClosingsQuery = z.infer<typeof closingsQuery>;

export const closingIdParams = z.object({ closingId: id }).strict();

/** A percent as typed: at least `min`, at most 100, two decimals (§5's percent rule). */
const percentField = (field: string, { min = 0.01 } = {}) =>
  z
    .number({ error: MESSAGES.required(field) })
    .min(min, `${field} must be at least ${min}%.`)
    .max(100, `${field} cannot be above 100%.`)
    .refine((v) => /^\d+(\.\d{1,2})?$/.test(String(v)), `${field} has at most two decimals.`);

const agentShare = z
  .object({ employeeId: id, sharePercent: percentField('Share') })
  .strict();

const agentsField = (label: string) =>
  z
    .array(agentShare, { error: `${label} needs at least one agent.` })
    .min(1, `${label} needs at least one agent.`)
    .max(10, `${label} has at most 10 agents.`)
    .superRefine((agents, ctx) => {
      if (new Set(agents.map((a) => a.employeeId)).size !== agents.length) ctx.addIssue({ code: 'custom', message: 'An agent is listed twice.' });
      const total = agents.reduce((a, v) => a + percentToBp(v.sharePercent), 0);
      if (agents.length && total !== 10_000) ctx.addIssue({ code: 'custom', message: `${label}'s agents' shares must add up to 100%.` });
    });

/** Today in Jakarta (yyyy-MM-dd): a closing date may not be after it. */
export const todayInJakarta = (now: Date): string => DateTime.fromJSDate(now, { zone: DEFAULT_ZONE }).toISODate()!;

/** POST [office/]closings: the listing side is the listing's office; a co-broke adds the selling side. */
export const createClosingBody = z
  .object({
    listingId: id,
    closingDate: z.iso.date({ error: (i) => (i.input ? MESSAGES.invalidFormat('Closing date') : MESSAGES.required('Closing date')) }),
    finalPrice: z
      .number({ error: MESSAGES.required('Final price') })
      .int('Final price must be whole rupiah.')
      .min(1, 'Final price must be above zero.')
      .max(MAX_RUPIAH, 'Final price is too large.'),
    commissionPercent: percentField('Commission'),
    buyerName: requiredText('Buyer or tenant', 120),
    buyerPhone: textField('Buyer phone', 30)
      .regex(/^[+\d\s()-]*$/, MESSAGES.invalidFormat('Buyer phone'))
      // The form sends its parsed body, where an empty optional field is already null.
      .nullish()
      .transform((v) => v || null),
    buyerEmail: textField('Buyer email', 200)
      .regex(/^$|^[^\s@]+@[^\s@]+\.[^\s@]+$/, MESSAGES.invalidFormat('Buyer email'))
      // The form sends its parsed body, where an empty optional field is already null.
      .nullish()
      .transform((v) => v || null),
    note: textField('Note', 1_000)
      // The form sends its parsed body, where an empty optional field is already null.
      .nullish()
      .transform((v) => v || null),
    listingSide: z
      .object({ officeSharePercent: percentField("Office's share", { min: 0 }), agents: agentsField('The listing side') })
      .strict(),
    sellingSide: z
      .object({
        officeId: id,
        sharePercent: percentField('Selling side share').refine((v) => v < 100, 'Selling side share must be below 100%.'),
        officeSharePercent: percentField("Office's share", { min: 0 }),
        agents: agentsField('The selling side'),
      })
      .strict()
      .nullable()
      .optional(),
  })
  .strict();
export type CreateClosingBody = z.infer<typeof createClosingBody>;
export type CreateClosingInput = z.input<typeof createClosingBody>;

export const cancelClosingBody = z.object({ reason: requiredText('Reason', 500) }).strict();

/**
 * PATCH [office/]closings/{closingId}: the buyer's details and the note. The
 * figures (price, date, sides, shares) are not edited: they made HQ's
 * invoices and the agents' receivables, so a wrong closing is cancelled and
 * recorded again (docs/decisions.md).
 */
export const updateClosingBody = createClosingBody.pick({ buyerName: true, buyerPhone: true, buyerEmail: true, note: true }).partial().strict();
export type UpdateClosingBody = z.infer<typeof updateClosingBody>;
export type UpdateClosingInput = z.input<typeof updateClosingBody>;

export const CLOSING_HISTORY_ACTIONS = ['create', 'update', 'cancel'] as const;
export type ClosingHistoryAction = (typeof CLOSING_HISTORY_ACTIONS)[number];
export const CLOSING_HISTORY_ACTION_LABELS: Record<ClosingHistoryAction, string> = { create: 'Recorded', update: 'Edited', cancel: 'Cancelled' };
export const CLOSING_HISTORY_ACTION_COLORS: Record<ClosingHistoryAction, string> = { create: '#15803D', update: '#2563EB', cancel: '#B91C1C' };

/** One change of a closing (/closing/history): who, when, from what to what. */
export const closingHistory = z.object({
  closingHistoryId: z.string(),
  closingId: z.string(),
  closingCode: z.string(),
  listingTitle: z.string(),
  officeId: z.string(),
  action: z.enum(CLOSING_HISTORY_ACTIONS),
  changedByName: z.string(),
  createdAt: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type ClosingHistory = z.infer<typeof closingHistory>;

export const closingHistoriesQuery = listQuery
  .pick({ search: true })
  .extend({
    filterClosingId: id,
    filterAction: z.enum(CLOSING_HISTORY_ACTIONS),
    filterCreatedAtStartAt: z.iso.datetime({ offset: true }),
    filterCreatedAtEndAt: z.iso.datetime({ offset: true }),
  })
  .partial()
  .extend({ limit: pageLimit(100), offset: listQuery.shape.offset })
  .strict();
export type ClosingHistoriesQuery = z.infer<typeof closingHistoriesQuery>;

export const closingHistoryIdParams = z.object({ closingHistoryId: id }).strict();

/** The words of a history row's fields (an edit names what it changed). */
export const CLOSING_FIELD_LABELS: Record<string, string> = {
  buyerName: 'Buyer or tenant',
  buyerPhone: 'Buyer phone',
  buyerEmail: 'Buyer email',
  note: 'Note',
  status: 'Status',
  cancelReason: 'Reason',
  finalPrice: 'Final price',
  closingDate: 'Closing date',
};

const shown = (value: unknown): string => (value === null || value === undefined || value === '' ? '(empty)' : String(value));

/** One line for a history row: what an edit changed ('Buyer or tenant: A → B'), why a closing was cancelled, or that it was recorded. */
export function closingHistorySummary(h: Pick<ClosingHistory, 'action' | 'before' | 'after'>): string {
  if (h.action === 'cancel') return `Cancelled. Reason: ${shown(h.after?.cancelReason)}`;
  if (h.action === 'create') return `Recorded, buyer or tenant ${shown(h.after?.buyerName)}`;
  // In the form's order (jsonb keeps its own order of keys).
  const order = Object.keys(CLOSING_FIELD_LABELS);
  const rank = (k: string) => (order.includes(k) ? order.indexOf(k) : order.length);
  const keys = Object.keys(h.after ?? {}).sort((a, b) => rank(a) - rank(b));
  return keys.map((k) => `${CLOSING_FIELD_LABELS[k] ?? k}: ${shown(h.before?.[k])} → ${shown(h.after?.[k])}`).join('; ') || 'No change';
}
export type CancelClosingBody = z.infer<typeof cancelClosingBody>;

// ---------------------------------------------------------------------------
// Who may do what

export interface ClosingCaller {
  roles: readonly Role[];
  subject: AccessSubject;
  employees: readonly (OfficeRecord & { employeeId: string })[];
}

/** The offices whose closings the caller's finance keeps. */
const financeOffices = (caller: ClosingCaller) => officesHolding(caller.employees, ['finance_office']);
const agentEmployeeIds = (caller: ClosingCaller) => caller.employees.filter((e) => e.employeeRole.role === 'agent').map((e) => e.employeeId);

/**
 * Which closings a caller sees: HQ every one; an office's finance those with
 * a side in their offices; an agent those they are an agent of.
 */
export type ClosingScope = { kind: 'all' } | { kind: 'some'; officeIds: readonly string[]; employeeIds: readonly string[] };
export function closingScope(caller: ClosingCaller): ClosingScope {
  if (isHqUser(caller.roles)) return { kind: 'all' };
  return { kind: 'some', officeIds: financeOffices(caller), employeeIds: agentEmployeeIds(caller) };
}

/** The /office prefix of the caller's closing calls (§7's pattern): none for HQ. */
export const closingPrefix = (caller: Pick<ClosingCaller, 'roles'>): '' | 'office/' => (isHqUser(caller.roles) ? '' : 'office/');

/** Whether the caller may record a closing of a listing: HQ admin any, finance their offices', an agent their own. */
export function closingRecordRefusal(caller: ClosingCaller, listing: { officeId: string; employeeId: string }): string | null {
  if (!can(caller.subject, 'closing')) return MESSAGES.forbiddenPage;
  if (can(caller.subject, 'adminHqPlus')) return null;
  if (financeOffices(caller).includes(listing.officeId)) return null;
  if (agentEmployeeIds(caller).includes(listing.employeeId)) return null;
  return caller.employees.some((e) => e.employeeRole.role === 'agent') ? CLOSING_MESSAGES.notYourListing : CLOSING_MESSAGES.notYourOffice;
}

/** Edit (the buyer's details and the note): admin-HQ-plus, or the listing office's finance, while the closing stands. */
export function closingEditRefusal(caller: ClosingCaller, closingRecord: { officeId: string; status: ClosingStatus }): string | null {
  if (closingRecord.status === 'CANCELLED') return CLOSING_MESSAGES.cancelledIsFinal;
  if (can(caller.subject, 'adminHqPlus') || financeOffices(caller).includes(closingRecord.officeId)) return null;
  return CLOSING_MESSAGES.mayNotEdit;
}

/** Cancel: admin-HQ-plus, or the listing office's finance. */
export function closingCancelRefusal(caller: ClosingCaller, closingRecord: { officeId: string; status: ClosingStatus }): string | null {
  if (closingRecord.status === 'CANCELLED') return CLOSING_MESSAGES.alreadyCancelled;
  if (can(caller.subject, 'adminHqPlus') || financeOffices(caller).includes(closingRecord.officeId)) return null;
  return CLOSING_MESSAGES.mayNotCancel;
}

// ---------------------------------------------------------------------------
// /closing/summary

export const CLOSING_SUMMARY_GROUPS = ['month', 'office', 'agent'] as const;
export type ClosingSummaryGroup = (typeof CLOSING_SUMMARY_GROUPS)[number];
export const CLOSING_SUMMARY_GROUP_LABELS: Record<ClosingSummaryGroup, string> = { month: 'By Month', office: 'By Office', agent: 'By Agent' };

/**
 * GET [office/]closings/summary: the closings in force of the caller's scope
 * whose closing date is in the range (the current year in Jakarta when none
 * is given), totalled by group. A range is at most ten years.
 */
export const closingSummaryQuery = z
  .object({
    groupBy: z.enum(CLOSING_SUMMARY_GROUPS).default('month'),
    filterClosingDateStartAt: z.iso.date().optional(),
    filterClosingDateEndAt: z.iso.date().optional(),
  })
  .strict()
  .refine((q) => !q.filterClosingDateStartAt || !q.filterClosingDateEndAt || q.filterClosingDateStartAt <= q.filterClosingDateEndAt, {
    message: 'The start date must not be after the end date.',
    path: ['filterClosingDateEndAt'],
  })
  .refine((q) => !q.filterClosingDateStartAt || !q.filterClosingDateEndAt || DateTime.fromISO(q.filterClosingDateEndAt).diff(DateTime.fromISO(q.filterClosingDateStartAt), 'years').years <= 10, {
    message: 'The range may be at most ten years.',
    path: ['filterClosingDateEndAt'],
  });

/** The range a summary covers: the query's, else the current year in Jakarta. */
export function summaryRange(q: Pick<ClosingSummaryQuery, 'filterClosingDateStartAt' | 'filterClosingDateEndAt'>, now: Date): { start: string; end: string } {
  const year = todayInJakarta(now).slice(0, 4);
  return { start: q.filterClosingDateStartAt ?? `${year}-01-01`, end: q.filterClosingDateEndAt ?? `${year}-12-31` };
}
export type ClosingSummaryQuery = z.infer<typeof closingSummaryQuery>;

/**
 * One group's totals: how many closings, their final prices and their
 * commission. By agent, the commission is the agent's own gross share and a
 * co-broke counts once for each agent in it.
 */
export const closingSummaryRow = z.object({ key: z.string(), label: z.string(), count: z.number(), finalPrice: z.number(), commission: z.number() });
export type ClosingSummaryRow = z.infer<typeof closingSummaryRow>;

export const closingSummary = z.object({
  groupBy: z.enum(CLOSING_SUMMARY_GROUPS),
  start: z.string(),
  end: z.string(),
  rows: z.array(closingSummaryRow),
  total: z.object({ count: z.number(), finalPrice: z.number(), commission: z.number() }),
});
export type ClosingSummary = z.infer<typeof closingSummary>;

/** 'Nov 2026' for a month key '2026-11'. */
export const monthLabel = (key: string): string => DateTime.fromISO(`${key}-01`).toFormat('MMM yyyy');

/** Every month of the range, oldest first, so a month without closings still shows (as zero). */
export function monthsBetween(start: string, end: string): string[] {
  const months: string[] = [];
  for (let m = DateTime.fromISO(start).startOf('month'); m <= DateTime.fromISO(end); m = m.plus({ months: 1 })) months.push(m.toFormat('yyyy-MM'));
  return months;
}

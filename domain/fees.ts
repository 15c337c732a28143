/**
 * Team member fees (§3, §4, §5, §9): types and frequencies and which pairs go
 * together, the next charge date, percent as typed and as stored, the colour of
 * a fee's date range, the master fee rates, and the fee item and add-fee form.
 */
import { DateTime } from 'luxon';
import { z } from 'zod';
import { DEFAULT_ZONE } from './format';
import type { TagColor } from './listing';
import { MESSAGES } from './messages';
import { typeError } from './validation';

export const FEE_TYPES = ['percentage', 'amount'] as const;
export type FeeType = (typeof FEE_TYPES)[number];

/** §9 names the types; the labels are ours. */
export const FEE_TYPE_LABELS: Record<FeeType, string> = { percentage: 'Percentage', amount: 'Amount' };

export const FEE_FREQUENCIES = ['one_time', 'per_transaction', 'monthly', 'quarterly', 'per_semester', 'every_9_months', 'yearly'] as const;
export type FeeFrequency = (typeof FEE_FREQUENCIES)[number];

/** §9 names the keys; the labels are ours. */
export const FEE_FREQUENCY_LABELS: Record<FeeFrequency, string> = {
  one_time: 'One Time',
  per_transaction: 'Per Transaction',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  per_semester: 'Per Semester',
  every_9_months: 'Every 9 Months',
  yearly: 'Yearly',
};

export const FEE_FOR = ['AGENT', 'OFFICE'] as const;
export type FeeFor = (typeof FEE_FOR)[number];
export const FEE_FOR_LABELS: Record<FeeFor, string> = { AGENT: 'Agent', OFFICE: 'Office' };

export const FEE_POSITIONS = ['top', 'bottom'] as const;
export type FeePosition = (typeof FEE_POSITIONS)[number];

export const FEE_ITEM_STATUSES = ['PUBLISH', 'UNPUBLISH'] as const;
export type FeeItemStatus = (typeof FEE_ITEM_STATUSES)[number];
/** §4: 'Fee item status labels: Published, Unpublish.' */
export const FEE_ITEM_STATUS_LABELS: Record<FeeItemStatus, string> = { PUBLISH: 'Published', UNPUBLISH: 'Unpublish' };
/** Ours, matching the listing tags: PUBLISH blue, UNPUBLISH volcano. */
export const FEE_ITEM_STATUS_COLORS: Record<FeeItemStatus, TagColor> = { PUBLISH: 'blue', UNPUBLISH: 'volcano' };

/** §5: percentage allows only per_transaction; amount every frequency except one_time. */
const FREQUENCIES_BY_TYPE: Record<FeeType, readonly FeeFrequency[]> = {
  percentage: ['per_transaction'],
  amount: FEE_FREQUENCIES.filter((f) => f !== 'one_time'),
};

export function frequenciesFor(type: FeeType): FeeFrequency[] {
  return [...FREQUENCIES_BY_TYPE[type]];
}

export function isFrequencyAllowed(type: FeeType, frequency: FeeFrequency): boolean {
  return FREQUENCIES_BY_TYPE[type].includes(frequency);
}

/** §4: one period per frequency; none for one_time and per_transaction. */
export const FEE_PERIOD_MONTHS: Record<FeeFrequency, number | null> = {
  one_time: null,
  per_transaction: null,
  monthly: 1,
  quarterly: 3,
  per_semester: 6,
  every_9_months: 9,
  yearly: 12,
};

/** A calendar date (yyyy-MM-dd) from an ISO date or instant, read in Jakarta. */
function toDay(value: string, zone: string): DateTime | null {
  const at = DateTime.fromISO(value, { zone });
  return at.isValid ? at.startOf('day') : null;
}

/**
 * Start date plus one period (§4), as an ISO date; null when the frequency has
 * no period or the start date is not a date. Month ends clamp the way luxon
 * does: 31 Jan + 1 month is the last day of February.
 */
export function nextChargeDate(startDate: string, frequency: FeeFrequency, zone: string = DEFAULT_ZONE): string | null {
  const months = FEE_PERIOD_MONTHS[frequency];
  if (months === null) return null;
  const start = toDay(startDate, zone);
  if (!start) return null;
  // A year is added as a year so 29 Feb + 1 year clamps to 28 Feb, like +12 months.
  return (months === 12 ? start.plus({ years: 1 }) : start.plus({ months })).toISODate();
}

// ---------------------------------------------------------------------------
// Percent as typed (2 decimals, at most 100) and as stored (a fraction, 4 decimals)

export const FEE_PERCENT_MAX = 100;
export const FEE_PERCENT_DECIMALS = 2;
export const FEE_PERCENT_STEP = 0.01;
export const FEE_STORED_DECIMALS = 4;

/** 9.99 → 0.0999 (§5: stored as value/100 with 4 decimals). */
export function percentToStored(percent: number): number {
  // toPrecision drops the binary noise (1.005 * 100 = 100.49999…) so halves round up as typed.
  return Math.round(Number((percent * 10 ** FEE_PERCENT_DECIMALS).toPrecision(12))) / 10 ** FEE_STORED_DECIMALS;
}

/** 0.0999 → 9.99. */
export function storedToPercent(stored: number): number {
  return Math.round(stored * 10 ** FEE_STORED_DECIMALS) / 10 ** FEE_PERCENT_DECIMALS;
}

/** Digits and dot, at most two decimals (§5). */
export const FEE_PERCENT_PATTERN = /^\d+(\.\d{1,2})?$/;

const amountFormat = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
/** Amount with thousands separators as the form shows it: 1500000 → '1.500.000'. */
export function formatFeeAmount(amount: number): string {
  return amountFormat.format(amount);
}
/** '1.500.000' → 1500000; null when anything but digits and separators was typed. */
export function parseFeeAmount(text: string): number | null {
  const digits = text.replace(/[.,\s]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : null;
}

/** A fee's value as the list shows it: '9.99%' or 'Rp 1.500.000'. */
export function formatFeeValue(type: FeeType, value: number): string {
  return type === 'percentage' ? `${storedToPercent(value)}%` : `Rp ${formatFeeAmount(value)}`;
}

// ---------------------------------------------------------------------------
// Date range of a fee: green while today lies within it (§4)

export type FeeRangeState = 'active' | 'inactive';
export const FEE_RANGE_COLORS: Record<FeeRangeState, TagColor> = { active: 'green', inactive: 'red' };

/** Both ends included; an open end (null) means forever. Dates or instants, read in Jakarta. */
export function feeRangeState(startDate: string, endDate: string | null, today: string, zone: string = DEFAULT_ZONE): FeeRangeState {
  const day = toDay(today, zone);
  const start = toDay(startDate, zone);
  const end = endDate ? toDay(endDate, zone) : null;
  if (!day || !start || (endDate && !end)) return 'inactive';
  return day >= start && (!end || day <= end) ? 'active' : 'inactive';
}

// ---------------------------------------------------------------------------
// Master fees (§3, §9)

export const FEE_CODES = ['ssdf', 'royalty', 'agent_development_fee', 'agent_development_fee_pkp'] as const;
export type FeeCode = (typeof FEE_CODES)[number];

/** §9's rates in percent. */
export const MASTER_FEE_PERCENT: Record<FeeCode, number> = {
  ssdf: 8,
  royalty: 1,
  agent_development_fee: 9.99,
  agent_development_fee_pkp: 9.99,
};

export interface MasterFee {
  feeCode: FeeCode;
  type: 'percentage';
  /** Stored as a fraction, like a percentage fee item. */
  value: number;
}

/** The seeded master fees: every code of §9 with its rate. */
export const MASTER_FEES: readonly MasterFee[] = FEE_CODES.map((feeCode) => ({
  feeCode,
  type: 'percentage',
  value: percentToStored(MASTER_FEE_PERCENT[feeCode]),
}));

export const masterFee = z.object({ feeCode: z.enum(FEE_CODES) });

// ---------------------------------------------------------------------------
// Team member fee item (§3) and the add-fee form (§5)

const dateOrInstant = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

export const teamsMemberFeeItem = z.object({
  teamsMemberFeeItemId: z.string(),
  teamsMemberFeeId: z.string(),
  position: z.enum(FEE_POSITIONS),
  type: z.enum(FEE_TYPES),
  frequency: z.enum(FEE_FREQUENCIES),
  feeFor: z.enum(FEE_FOR),
  /** A fraction for percentage (0.0999), rupiah for amount. */
  value: z.number(),
  nextChargeAt: dateOrInstant.nullable(),
  startAt: dateOrInstant,
  endAt: dateOrInstant.nullable(),
  status: z.enum(FEE_ITEM_STATUSES),
  /** Client side only: kept locally until the modal is saved (§4). */
  isNew: z.boolean().optional(),
});
export type TeamsMemberFeeItem = z.infer<typeof teamsMemberFeeItem>;
/** The same schema under the name the machines import. */
export const teamMemberFeeItem = teamsMemberFeeItem;
export type TeamMemberFeeItem = TeamsMemberFeeItem;

/** The add-fee form's labels (§5); they word its messages. */
export const FEE_FORM_LABELS = {
  feeFor: 'Fees',
  type: 'Type Fee',
  value: 'Value',
  frequency: 'Frequency',
  startAt: 'Start Date',
  endAt: 'End Date',
} as const;

/** Our own wording where §5 gives the rule and not the sentence. */
export const FEE_FORM_MESSAGES = {
  percentMax: `${FEE_FORM_LABELS.value} must be at most ${FEE_PERCENT_MAX}.`,
  percentFormat: `${FEE_FORM_LABELS.value} must be a number with at most ${FEE_PERCENT_DECIMALS} decimals.`,
  amountFormat: `${FEE_FORM_LABELS.value} must be a whole number.`,
  frequencyNotAllowed: (type: FeeType) => `${FEE_FORM_LABELS.frequency} is not available for ${FEE_TYPE_LABELS[type]}.`,
  endBeforeStart: `${FEE_FORM_LABELS.endAt} must not be before ${FEE_FORM_LABELS.startAt}.`,
} as const;

const required = (field: string) => ({ error: () => MESSAGES.required(field) });

/** A calendar date as typed (yyyy-MM-dd): empty is "required", anything else not a date "format is invalid". */
const dateField = (field: string) =>
  z.iso.date({
    error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? MESSAGES.required(field) : MESSAGES.invalidFormat(field)),
  });

/** Why a value as typed is refused (§5), or null: percent 0 to 100 with 2 decimals, amount whole. */
export function typedValueRefusal(type: FeeType, value: number): string | null {
  if (value < 0) return MESSAGES.invalidFormat(FEE_FORM_LABELS.value);
  if (type === 'amount') return Number.isInteger(value) ? null : FEE_FORM_MESSAGES.amountFormat;
  if (value > FEE_PERCENT_MAX) return FEE_FORM_MESSAGES.percentMax;
  return FEE_PERCENT_PATTERN.test(String(value)) ? null : FEE_FORM_MESSAGES.percentFormat;
}

/**
 * The 'Add Fee' sub-modal (§5): Fees, Type Fee, Value, Frequency and Start Date
 * required; End Date may be empty (MESSAGES.keepEndDateEmpty). Value is the
 * number as typed: percent (0 to 100, 2 decimals) or a whole amount.
 */
export const newFeeItem = z
  .object({
    feeFor: z.enum(FEE_FOR, required(FEE_FORM_LABELS.feeFor)),
    type: z.enum(FEE_TYPES, required(FEE_FORM_LABELS.type)),
    value: z.number(typeError(FEE_FORM_LABELS.value)),
    frequency: z.enum(FEE_FREQUENCIES, required(FEE_FORM_LABELS.frequency)),
    startAt: dateField(FEE_FORM_LABELS.startAt),
    endAt: z.preprocess((value) => (value === '' ? null : value), dateField(FEE_FORM_LABELS.endAt).nullish()),
  })
  .superRefine((form, ctx) => {
    const valueMessage = typedValueRefusal(form.type, form.value);
    if (valueMessage) ctx.addIssue({ code: 'custom', path: ['value'], message: valueMessage });
    if (!isFrequencyAllowed(form.type, form.frequency)) {
      ctx.addIssue({ code: 'custom', path: ['frequency'], message: FEE_FORM_MESSAGES.frequencyNotAllowed(form.type) });
    }
    if (form.endAt && form.endAt < form.startAt) {
      ctx.addIssue({ code: 'custom', path: ['endAt'], message: FEE_FORM_MESSAGES.endBeforeStart });
    }
  });
export type NewFeeItemInput = z.input<typeof newFeeItem>;
export type NewFeeItem = z.output<typeof newFeeItem>;

/** A fee list must hold at least one fee (§5). */
export const feeList = <T extends z.ZodType>(item: T) => z.array(item).min(1, MESSAGES.feeEmpty);

/**
 * A checked form as the fee item it becomes (§4): value stored, next charge
 * computed, published, flagged new until the modal is saved.
 */
export function feeItemFromForm(
  form: NewFeeItem,
  // teamsMemberFeeId is '' while the member has no fee record yet (a new member after a transfer).
  { teamsMemberFeeId = '', position = 'bottom', zone = DEFAULT_ZONE }: { teamsMemberFeeId?: string; position?: FeePosition; zone?: string } = {},
): Omit<TeamsMemberFeeItem, 'teamsMemberFeeItemId'> {
  return {
    teamsMemberFeeId,
    position,
    type: form.type,
    frequency: form.frequency,
    feeFor: form.feeFor,
    value: form.type === 'percentage' ? percentToStored(form.value) : form.value,
    nextChargeAt: nextChargeDate(form.startAt, form.frequency, zone),
    startAt: form.startAt,
    endAt: form.endAt ?? null,
    status: 'PUBLISH',
    isNew: true,
  };
}

/** §5: changing the type clears value and frequency. */
export function onFeeTypeChanged<T extends { type?: FeeType; value?: number; frequency?: FeeFrequency }>(form: T, type: FeeType): T {
  return { ...form, type, value: undefined, frequency: undefined };
}

// ---------------------------------------------------------------------------
// Request bodies (§7)

const feeId = (field: string) => z.string(required(field)).trim().min(1, MESSAGES.required(field)).max(64, MESSAGES.maxLength(field, 64));
const itemFields = {
  feeFor: z.enum(FEE_FOR, required(FEE_FORM_LABELS.feeFor)),
  type: z.enum(FEE_TYPES, required(FEE_FORM_LABELS.type)),
  /** Stored form: a fraction up to 1 for percentage, whole rupiah for amount. */
  value: z.number(typeError(FEE_FORM_LABELS.value)).nonnegative(MESSAGES.invalidFormat(FEE_FORM_LABELS.value)),
  frequency: z.enum(FEE_FREQUENCIES, required(FEE_FORM_LABELS.frequency)),
  nextChargeAt: dateOrInstant.nullable(),
  startAt: dateOrInstant,
  endAt: dateOrInstant.nullable(),
};

/** The stored value and the pair rules of §5, for a body already in stored form. */
function checkStoredItem(item: { type: FeeType; value: number; frequency: FeeFrequency }, ctx: z.RefinementCtx): void {
  if (item.type === 'percentage' && item.value > percentToStored(FEE_PERCENT_MAX)) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: FEE_FORM_MESSAGES.percentMax });
  }
  if (item.type === 'amount' && !Number.isInteger(item.value)) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: FEE_FORM_MESSAGES.amountFormat });
  }
  if (!isFrequencyAllowed(item.type, item.frequency)) {
    ctx.addIssue({ code: 'custom', path: ['frequency'], message: FEE_FORM_MESSAGES.frequencyNotAllowed(item.type) });
  }
}

/** POST teams-member-fee-items. */
export const createTeamsMemberFeeItemBody = z
  .object({
    teamsMemberFeeId: feeId('teamsMemberFeeId'),
    position: z.enum(FEE_POSITIONS),
    status: z.enum(FEE_ITEM_STATUSES),
    ...itemFields,
  })
  .strict()
  .superRefine(checkStoredItem);
export type CreateTeamsMemberFeeItemBody = z.infer<typeof createTeamsMemberFeeItemBody>;

/** POST teams-member-fees, after a transfer (toGroupMemberId as groupMemberId). */
export const createTeamsMemberFeesBody = z
  .object({
    groupMemberId: feeId('groupMemberId'),
    userId: feeId('userId'),
    employeeId: feeId('employeeId'),
    teamsMemberFeeItems: feeList(z.object(itemFields).strict().superRefine(checkStoredItem)),
  })
  .strict();
export type CreateTeamsMemberFeesBody = z.infer<typeof createTeamsMemberFeesBody>;

// ---------------------------------------------------------------------------
// The fee list of the 'Add Member/Update Fee/Detail Fees' modal (§4)

/** A member's fee record: the items hang under it (§7 teams-member-fees). */
export const teamsMemberFee = z.object({
  teamsMemberFeeId: z.string(),
  groupMemberId: z.string(),
  userId: z.string(),
  employeeId: z.string(),
  teamsMemberFeeItems: z.array(teamsMemberFeeItem).optional(),
});
export type TeamsMemberFee = z.infer<typeof teamsMemberFee>;

/** What the modal holds: the list as shown, and the saved items removed from it. */
export interface FeeListDraft {
  items: TeamsMemberFeeItem[];
  removedIds: string[];
}

export function feeListDraft(saved: readonly TeamsMemberFeeItem[]): FeeListDraft {
  return { items: saved.map((item) => ({ ...item, isNew: false })), removedIds: [] };
}

/** A new fee is kept locally, flagged new, under a key the caller gives until the server names it. */
export function withFeeAdded(draft: FeeListDraft, item: Omit<TeamsMemberFeeItem, 'teamsMemberFeeItemId'>, localId: string): FeeListDraft {
  return { ...draft, items: [...draft.items, { ...item, teamsMemberFeeItemId: localId, isNew: true }] };
}

/** Removing a saved fee queues it for deletion; a new one is simply dropped. */
export function withFeeRemoved(draft: FeeListDraft, teamsMemberFeeItemId: string): FeeListDraft {
  const item = draft.items.find((i) => i.teamsMemberFeeItemId === teamsMemberFeeItemId);
  if (!item) return draft;
  return {
    items: draft.items.filter((i) => i !== item),
    removedIds: item.isNew ? draft.removedIds : [...draft.removedIds, teamsMemberFeeItemId],
  };
}

/** 'Fee can't be empty!' for an empty list (§5), else null. */
export function feeListRefusal(items: readonly unknown[]): string | null {
  return items.length === 0 ? MESSAGES.feeEmpty : null;
}

/** An item as POST teams-member-fee-items takes it. */
export function createFeeItemBody(item: TeamsMemberFeeItem): CreateTeamsMemberFeeItemBody {
  const { teamsMemberFeeItemId: _id, isNew: _isNew, ...body } = item;
  return body;
}

/** Saving in edit mode (§4): create the new ones, delete the removed ones, then reload. */
export function feeSavePlan(draft: FeeListDraft): { create: CreateTeamsMemberFeeItemBody[]; remove: string[] } {
  return { create: draft.items.filter((i) => i.isNew).map(createFeeItemBody), remove: [...draft.removedIds] };
}

/** After a transfer (§7): the whole list as POST teams-member-fees takes it. */
export function createTeamsMemberFeesBodyFrom(
  member: { groupMemberId: string; userId: string; employeeId: string },
  items: readonly TeamsMemberFeeItem[],
): CreateTeamsMemberFeesBody {
  return {
    ...member,
    teamsMemberFeeItems: items.map(({ feeFor, type, value, frequency, nextChargeAt, startAt, endAt }) => ({
      feeFor,
      type,
      value,
      frequency,
      nextChargeAt,
      startAt,
      endAt,
    })),
  };
}

// ---------------------------------------------------------------------------
// The fee master (/master-data-fee, issue 19): the rates transactions use

/** What each code is, in words (§9 names them by code). */
export const FEE_CODE_LABELS: Record<FeeCode, string> = {
  ssdf: 'SSDF',
  royalty: 'Royalty',
  agent_development_fee: 'Agent development fee',
  agent_development_fee_pkp: 'Agent development fee (PKP)',
};

export const MASTER_FEE_MESSAGES = {
  rateLabel: 'Rate (%)',
  updated: (code: FeeCode) => `${FEE_CODE_LABELS[code]} rate updated. Closings recorded from now on use it.`,
  /** A rate of 0 would bill nothing: a fee is turned off by the network, not by a rate. */
  rateMin: 'Rate (%) must be more than 0.',
  rateMax: `Rate (%) must be at most ${FEE_PERCENT_MAX}.`,
  rateFormat: `Rate (%) must be a number with at most ${FEE_PERCENT_DECIMALS} decimals.`,
} as const;

/** PATCH master-fees/{feeCode}: the rate in percent as typed (8, 9.99), stored as §5's 4-decimal fraction. */
export const updateMasterFeeBody = z
  .object({
    ratePercent: z
      .number({ error: () => MESSAGES.required(MASTER_FEE_MESSAGES.rateLabel) })
      .gt(0, MASTER_FEE_MESSAGES.rateMin)
      .max(FEE_PERCENT_MAX, MASTER_FEE_MESSAGES.rateMax)
      .refine((p) => FEE_PERCENT_PATTERN.test(String(p)), MASTER_FEE_MESSAGES.rateFormat),
  })
  .strict();
export type UpdateMasterFeeBody = z.infer<typeof updateMasterFeeBody>;

export const masterFeeParams = z.object({ feeCode: z.enum(FEE_CODES) }).strict();

/**
 * Issue 18's scaled transactions: closings of the scaled listings (200,000
 * per factor; a listing's first is in force, a later one was cancelled), each
 * with its listing side, its agent, its 'create' history (and 'cancel'), and
 * HQ's invoice with its three lines, numbered per office and year without
 * gaps, and the counters that continue those numbers; the agent's receivable.
 * Of the closings in force, some were paid (invoice and payout) in full, some
 * in part: each with its payment. The figures are the domain's own
 * computation, so the scaled data adds up like the real.
 */
import { DateTime } from 'luxon';
import { computeClosingFees, DEFAULT_FEE_RATES, type ClosingFeeInput } from '../../../domain/closing-fees';
import { DEFAULT_ZONE } from '../../../domain/format';
import { DEFAULT_HANDOVER_CHECKLIST } from '../../../domain/handover';
import { closingPartyRow } from '../../services/closings';
import { newId } from '../../services/tokens';
import { agentBillingPayments, agentBillings, handoverFiles, handoverItems, handovers, officeBillingPayments, officeBillingCharges, officeBillings, closingAgents, closingHistories, closingParties, closings, invoiceCounters, invoiceLines, invoicePayments, invoices } from '../schema';
import { chance, DAY, generator, pick, type ScaleContext } from './scale-kit';

export const CLOSINGS_PER_FACTOR = 200_000;

interface PlannedClosing {
  closingId: string;
  partyId: string;
  listingId: string;
  officeId: string;
  employeeId: string;
  userId: string;
  sellOrRent: 'sell' | 'rent';
  finalPrice: number;
  commissionBp: number;
  closingDate: string;
  at: Date;
  isCancelled: boolean;
  /** What was paid of the invoice and of the agent's receivable: nothing, half, or all. */
  settled: 'none' | 'half' | 'all';
  closingAgentId: string;
  agentBillingId: string;
  input: ClosingFeeInput;
  fees: ReturnType<typeof computeClosingFees>;
  invoice: { invoiceId: string; number: string; year: number; sequence: number } | null;
}

const planned = new WeakMap<ScaleContext, PlannedClosing[]>();

function plan(ctx: ScaleContext): PlannedClosing[] {
  const made = planned.get(ctx);
  if (made) return made;
  const userOf = new Map(ctx.people.map((p) => [p.employeeId, p.userId]));
  const codeOf = new Map(ctx.offices.map((o) => [o.officeId, o.officeCode]));
  const listings = ctx.listings.filter((l) => userOf.has(l.employeeId));
  const target = Math.round(CLOSINGS_PER_FACTOR * ctx.factor);
  const active = new Set<string>();
  const counters = new Map<string, number>();
  const list: PlannedClosing[] = [];
  for (let i = 0; i < target && listings.length; i++) {
    const l = pick(ctx, listings);
    const isRent = chance(ctx, 0.3);
    const finalPrice = Math.round((isRent ? 50_000_000 + ctx.random() * 450_000_000 : 500_000_000 + ctx.random() * 9_500_000_000) / 1_000) * 1_000;
    const commissionBp = isRent ? 500 : 250;
    const at = new Date(Math.min(ctx.now.getTime() - DAY, l.createdAt.getTime() + ctx.random() * 300 * DAY));
    const closingDate = DateTime.fromJSDate(at, { zone: DEFAULT_ZONE }).toISODate()!;
    const isCancelled = active.has(l.listingId) || chance(ctx, 0.05);
    if (!isCancelled) active.add(l.listingId);
    const input: ClosingFeeInput = {
      finalPrice,
      commissionBp,
      sides: [{ side: 'listing', officeId: l.officeId, isOfficePkp: false, shareBp: 10_000, officeShareBp: 4_000, agents: [{ employeeId: l.employeeId, shareBp: 10_000, memberFeeBp: 0 }] }],
    };
    const fees = computeClosingFees(input);
    const year = Number(closingDate.slice(0, 4));
    const key = `${l.officeId}:${year}`;
    const sequence = (counters.get(key) ?? 0) + 1;
    counters.set(key, sequence);
    list.push({
      closingId: newId(),
      partyId: newId(),
      listingId: l.listingId,
      officeId: l.officeId,
      employeeId: l.employeeId,
      userId: userOf.get(l.employeeId)!,
      sellOrRent: isRent ? 'rent' : 'sell',
      finalPrice,
      commissionBp,
      closingDate,
      at,
      isCancelled,
      settled: isCancelled ? 'none' : chance(ctx, 0.4) ? 'all' : chance(ctx, 0.25) ? 'half' : 'none',
      closingAgentId: newId(),
      agentBillingId: newId(),
      input,
      fees,
      invoice: { invoiceId: newId(), number: `INV/${codeOf.get(l.officeId) ?? 'OFFICE'}/${year}/${String(sequence).padStart(4, '0')}`, year, sequence },
    });
  }
  planned.set(ctx, list);
  return list;
}

/** What was paid of an amount owed under this closing. */
const paidOf = (c: PlannedClosing, amount: number): number => (c.settled === 'all' ? amount : c.settled === 'half' ? Math.floor(amount / 2) : 0);
const settlement = (c: PlannedClosing) => (c.isCancelled ? ('cancelled' as const) : c.settled === 'all' ? ('paid' as const) : c.settled === 'half' ? ('partially_paid' as const) : ('unpaid' as const));
/** A week after the closing, never after the scale's today. */
const paidAtOf = (c: PlannedClosing, now: Date): Date => new Date(Math.min(c.at.getTime() + 7 * DAY, now.getTime()));
const paidOnOf = (c: PlannedClosing, now: Date): string => DateTime.fromJSDate(paidAtOf(c, now), { zone: DEFAULT_ZONE }).toISODate()!;

const closingRows = generator(closings, function* (ctx) {
  for (const c of plan(ctx)) {
    const side = c.fees.sides[0]!;
    yield {
      closingId: c.closingId,
      listingId: c.listingId,
      officeId: c.officeId,
      previousListingStatus: 'PUBLISH',
      sellOrRent: c.sellOrRent,
      finalPrice: c.finalPrice,
      commissionBp: c.commissionBp,
      commission: c.fees.commission,
      owedToHq: side.owedToHq,
      closingDate: c.closingDate,
      buyerName: `Buyer ${c.closingId.slice(0, 6)}`,
      status: c.isCancelled ? ('CANCELLED' as const) : ('ACTIVE' as const),
      cancelReason: c.isCancelled ? 'The buyer withdrew (scale data).' : null,
      cancelledAt: c.isCancelled ? new Date(c.at.getTime() + DAY) : null,
      createdAt: c.at,
      updatedAt: c.at,
    };
  }
});

const partyRows = generator(closingParties, function* (ctx) {
  for (const c of plan(ctx)) yield closingPartyRow(c.closingId, c.partyId, c.input.sides[0]!, c.fees.sides[0]!);
});

const agentRows = generator(closingAgents, function* (ctx) {
  for (const c of plan(ctx)) {
    const a = c.fees.sides[0]!.agents[0]!;
    yield {
      closingAgentId: c.closingAgentId,
      closingId: c.closingId,
      closingPartyId: c.partyId,
      employeeId: c.employeeId,
      userId: c.userId,
      shareBp: 10_000,
      memberFeeBp: 0,
      gross: a.gross,
      memberFee: a.memberFee,
      agentDevelopmentFee: a.agentDevelopmentFee,
      take: a.take,
    };
  }
});

const historyRows = generator(closingHistories, function* (ctx) {
  for (const c of plan(ctx)) {
    yield { closingHistoryId: newId(), closingId: c.closingId, officeId: c.officeId, action: 'create' as const, before: null, after: { finalPrice: c.finalPrice }, changedByUserId: c.userId, changedByName: 'Scale', createdAt: c.at };
    if (c.isCancelled) {
      yield { closingHistoryId: newId(), closingId: c.closingId, officeId: c.officeId, action: 'cancel' as const, before: { status: 'ACTIVE' }, after: { status: 'CANCELLED' }, changedByUserId: c.userId, changedByName: 'Scale', createdAt: new Date(c.at.getTime() + DAY) };
    }
  }
});

const invoiceRows = generator(invoices, function* (ctx) {
  for (const c of plan(ctx)) {
    if (!c.invoice) continue;
    const due = DateTime.fromISO(c.closingDate, { zone: DEFAULT_ZONE }).plus({ days: 30 }).toISODate()!;
    yield {
      invoiceId: c.invoice.invoiceId,
      invoiceNumber: c.invoice.number,
      officeId: c.officeId,
      year: c.invoice.year,
      sequence: c.invoice.sequence,
      closingId: c.closingId,
      closingPartyId: c.partyId,
      status: settlement(c),
      issuedOn: c.closingDate,
      dueOn: due,
      total: c.fees.sides[0]!.owedToHq,
      paid: paidOf(c, c.fees.sides[0]!.owedToHq),
      createdAt: c.at,
      updatedAt: c.at,
    };
  }
});

const invoiceLineRows = generator(invoiceLines, function* (ctx) {
  for (const c of plan(ctx)) {
    if (!c.invoice) continue;
    const s = c.fees.sides[0]!;
    const a = s.agents[0]!;
    yield { invoiceLineId: newId(), invoiceId: c.invoice.invoiceId, position: 1, feeCode: 'royalty', description: 'Royalty', base: s.commission, rateBp: DEFAULT_FEE_RATES.royalty, amount: s.royalty };
    yield { invoiceLineId: newId(), invoiceId: c.invoice.invoiceId, position: 2, feeCode: 'ssdf', description: 'SSDF', base: s.commission, rateBp: DEFAULT_FEE_RATES.ssdf, amount: s.ssdf };
    yield { invoiceLineId: newId(), invoiceId: c.invoice.invoiceId, position: 3, feeCode: s.agentDevelopmentFeeCode, description: 'Agent development fee', base: a.gross, rateBp: DEFAULT_FEE_RATES[s.agentDevelopmentFeeCode], amount: a.agentDevelopmentFee };
  }
});

/** Each office and year's last number, so the next real invoice continues the scaled ones. */
const counterRows = generator(invoiceCounters, function* (ctx) {
  const last = new Map<string, { officeId: string; year: number; lastNumber: number }>();
  for (const c of plan(ctx)) {
    if (!c.invoice) continue;
    const key = `${c.officeId}:${c.invoice.year}`;
    const seen = last.get(key);
    if (!seen || seen.lastNumber < c.invoice.sequence) last.set(key, { officeId: c.officeId, year: c.invoice.year, lastNumber: c.invoice.sequence });
  }
  yield* last.values();
});

const invoicePaymentRows = generator(invoicePayments, function* (ctx) {
  for (const c of plan(ctx)) {
    const amount = c.invoice ? paidOf(c, c.fees.sides[0]!.owedToHq) : 0;
    if (amount > 0) yield { invoicePaymentId: newId(), invoiceId: c.invoice!.invoiceId, amount, paidOn: paidOnOf(c, ctx.now), method: 'transfer', reference: null, recordedByUserId: null, createdAt: paidAtOf(c, ctx.now) };
  }
});

const agentBillingRows = generator(agentBillings, function* (ctx) {
  for (const c of plan(ctx)) {
    const a = c.fees.sides[0]!.agents[0]!;
    yield {
      agentBillingId: c.agentBillingId,
      closingAgentId: c.closingAgentId,
      closingId: c.closingId,
      officeId: c.officeId,
      employeeId: c.employeeId,
      userId: c.userId,
      closingDate: c.closingDate,
      gross: a.gross,
      memberFee: a.memberFee,
      agentDevelopmentFee: a.agentDevelopmentFee,
      amount: a.take,
      paid: paidOf(c, a.take),
      status: settlement(c),
      cancelledAt: c.isCancelled ? new Date(c.at.getTime() + DAY) : null,
      createdAt: c.at,
      updatedAt: c.at,
    };
  }
});

const agentBillingPaymentRows = generator(agentBillingPayments, function* (ctx) {
  for (const c of plan(ctx)) {
    const amount = paidOf(c, c.fees.sides[0]!.agents[0]!.take);
    if (amount > 0) yield { agentBillingPaymentId: newId(), agentBillingId: c.agentBillingId, amount, paidOn: paidOnOf(c, ctx.now), method: 'transfer', reference: null, recordedByUserId: null, createdAt: paidAtOf(c, ctx.now) };
  }
});

/** Each office's monthly franchise fee, started six months before the scale's today, with its charges so far. */
const billingPlan = new WeakMap<ScaleContext, { officeBillingId: string; officeId: string; startOn: string; dates: string[]; chargeIds: string[]; next: string }[]>();
function billingsOf(ctx: ScaleContext) {
  const made = billingPlan.get(ctx);
  if (made) return made;
  const today = DateTime.fromJSDate(ctx.now, { zone: DEFAULT_ZONE });
  const list = ctx.offices.map((o) => {
    const start = today.minus({ months: 6 }).startOf('day');
    const dates = Array.from({ length: 7 }, (_, i) => start.plus({ months: i }).toISODate()!).filter((d) => d <= today.toISODate()!);
    return { officeBillingId: newId(), officeId: o.officeId, startOn: dates[0]!, dates, chargeIds: dates.map(() => newId()), next: start.plus({ months: dates.length }).toISODate()! };
  });
  billingPlan.set(ctx, list);
  return list;
}

const officeBillingRows = generator(officeBillings, function* (ctx) {
  for (const b of billingsOf(ctx)) {
    yield { officeBillingId: b.officeBillingId, officeId: b.officeId, description: 'Monthly franchise fee', amount: 2_500_000, frequency: 'monthly' as const, startOn: b.startOn, nextChargeOn: b.next, charged: 2_500_000 * b.dates.length, paid: 2_500_000 * (b.dates.length - 1), createdAt: ctx.now, updatedAt: ctx.now };
  }
});

const officeBillingChargeRows = generator(officeBillingCharges, function* (ctx) {
  for (const b of billingsOf(ctx)) {
    // Every charge but the latest was paid.
    for (const [i, chargeOn] of b.dates.entries()) {
      const isPaid = i < b.dates.length - 1;
      yield { officeBillingChargeId: b.chargeIds[i]!, officeBillingId: b.officeBillingId, chargeOn, amount: 2_500_000, paid: isPaid ? 2_500_000 : 0, status: isPaid ? ('paid' as const) : ('unpaid' as const), createdAt: ctx.now, updatedAt: ctx.now };
    }
  }
});

const officeBillingPaymentRows = generator(officeBillingPayments, function* (ctx) {
  for (const b of billingsOf(ctx)) {
    for (const [i, chargeOn] of b.dates.slice(0, -1).entries()) {
      const paidOn = DateTime.fromISO(chargeOn, { zone: DEFAULT_ZONE }).plus({ days: 7 }).toISODate()!;
      yield { officeBillingPaymentId: newId(), officeBillingChargeId: b.chargeIds[i]!, amount: 2_500_000, paidOn, method: 'transfer', reference: null, recordedByUserId: null, createdAt: ctx.now };
    }
  }
});

/** The handovers of the closings in force: completed where the closing was settled in full (with the signed handover on file), in progress where in part. */
const handoverPlan = new WeakMap<ScaleContext, { handoverId: string; c: PlannedClosing; done: boolean }[]>();
function handoversOf(ctx: ScaleContext) {
  const made = handoverPlan.get(ctx);
  if (made) return made;
  const list = plan(ctx)
    .filter((c) => !c.isCancelled && c.settled !== 'none')
    .map((c) => ({ handoverId: newId(), c, done: c.settled === 'all' }));
  handoverPlan.set(ctx, list);
  return list;
}

const handoverRows = generator(handovers, function* (ctx) {
  for (const { handoverId, c, done } of handoversOf(ctx)) {
    const at = paidAtOf(c, ctx.now);
    yield {
      handoverId,
      closingId: c.closingId,
      listingId: c.listingId,
      officeId: c.officeId,
      employeeId: c.employeeId,
      handoverDate: paidOnOf(c, ctx.now),
      receiverName: `Buyer ${c.closingId.slice(0, 6)}`,
      status: done ? ('COMPLETED' as const) : ('OPEN' as const),
      completedAt: done ? at : null,
      createdByUserId: c.userId,
      createdAt: at,
      updatedAt: at,
    };
  }
});

const handoverItemRows = generator(handoverItems, function* (ctx) {
  for (const { handoverId, done } of handoversOf(ctx)) {
    for (const [position, label] of DEFAULT_HANDOVER_CHECKLIST.entries()) yield { handoverId, position, label, checked: done || position < 3, note: null };
  }
});

const handoverFileRows = generator(handoverFiles, function* (ctx) {
  const keys = ctx.blog.imageKeys;
  if (!keys.length) return;
  for (const { handoverId, c, done } of handoversOf(ctx)) {
    if (done) yield { handoverFileId: newId(), handoverId, fileKey: pick(ctx, keys), kind: 'SIGNATURE' as const, createdByUserId: c.userId, createdAt: paidAtOf(c, ctx.now) };
  }
});

export const CLOSING_GENERATORS = [closingRows, partyRows, agentRows, historyRows, invoiceRows, invoiceLineRows, counterRows, invoicePaymentRows, agentBillingRows, agentBillingPaymentRows, officeBillingRows, officeBillingChargeRows, officeBillingPaymentRows, handoverRows, handoverItemRows, handoverFileRows];

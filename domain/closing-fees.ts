/**
 * What a closing earns and owes (issue 18), in whole rupiah (domain/money.ts).
 *
 * A closing's commission is the final price at the agreed commission rate.
 * It is split between the sides that closed it: the listing side (the office
 * and agents who listed the property) and, when another office brought the
 * buyer or tenant, the selling side, each by its share. On each side:
 *
 *   side commission = royalty (1 %) + ssdf (8 %) + net            — owed to HQ off the top
 *   net             = Σ agents' gross (by their shares) + office income
 *   agent's gross   × the agent's fee in force (team-member fee, percentage,
 *                     per transaction) = the agent's income; the office keeps the rest
 *   agent's income  = agent development fee (9.99 %; the _pkp code when the
 *                     office is PKP) + the agent's take
 *
 * Royalty, ssdf and the agent development fees are what HQ invoices the
 * office for. Every split is `allocate` and every rate `applyRate`, so each
 * line above adds up to the rupiah (tests/domain/closing-fees.test.ts checks
 * it over 10,000 random closings).
 */
import { feeRangeState, MASTER_FEE_PERCENT, storedToPercent, type FeeCode, type TeamsMemberFeeItem } from './fees';
import { allocate, applyRate, BASIS, percentToBp, sumRupiah } from './money';

export const CLOSING_SIDES = ['listing', 'selling'] as const;
export type ClosingSide = (typeof CLOSING_SIDES)[number];
export const CLOSING_SIDE_LABELS: Record<ClosingSide, string> = { listing: 'Listing side', selling: 'Selling side' };

/** The master fee rates in basis points (§9: ssdf 8 %, royalty 1 %, agent development fee 9.99 %). */
export type FeeRates = Record<FeeCode, number>;
export const DEFAULT_FEE_RATES: FeeRates = {
  ssdf: percentToBp(MASTER_FEE_PERCENT.ssdf),
  royalty: percentToBp(MASTER_FEE_PERCENT.royalty),
  agent_development_fee: percentToBp(MASTER_FEE_PERCENT.agent_development_fee),
  agent_development_fee_pkp: percentToBp(MASTER_FEE_PERCENT.agent_development_fee_pkp),
};

export interface ClosingAgentInput {
  employeeId: string;
  /** The agent's share of their side's net, in basis points; a side's agents sum to 100 %. */
  shareBp: number;
  /** The agent's fee in force on the closing date (agentFeeInForce), in basis points. */
  agentFeeBp: number;
}

export interface ClosingSideInput {
  side: ClosingSide;
  officeId: string;
  isOfficePkp: boolean;
  /** The side's share of the commission, in basis points; the sides sum to 100 %. */
  shareBp: number;
  agents: readonly ClosingAgentInput[];
}

export interface ClosingFeeInput {
  finalPrice: number;
  commissionBp: number;
  sides: readonly ClosingSideInput[];
  rates?: FeeRates;
}

export interface ClosingAgentFees {
  employeeId: string;
  gross: number;
  income: number;
  agentDevelopmentFee: number;
  take: number;
}

export interface ClosingSideFees {
  side: ClosingSide;
  officeId: string;
  /** agent_development_fee, or its _pkp variant for a PKP office. */
  agentDevelopmentFeeCode: 'agent_development_fee' | 'agent_development_fee_pkp';
  commission: number;
  royalty: number;
  ssdf: number;
  net: number;
  officeIncome: number;
  agents: ClosingAgentFees[];
  /** What HQ invoices this side's office for: royalty + ssdf + the agents' development fees. */
  owedToHq: number;
}

export interface ClosingFees {
  commission: number;
  sides: ClosingSideFees[];
}

/** Why the input cannot be computed, in the words the form shows; null when it can. */
export function closingFeeRefusal(input: ClosingFeeInput): string | null {
  if (!input.sides.length) return 'A closing needs its listing side.';
  if (sumRupiah(input.sides.map((s) => s.shareBp)) !== BASIS) return "The sides' shares must add up to 100%.";
  for (const side of input.sides) {
    if (!side.agents.length) return `The ${CLOSING_SIDE_LABELS[side.side].toLowerCase()} needs at least one agent.`;
    if (sumRupiah(side.agents.map((a) => a.shareBp)) !== BASIS) return `The ${CLOSING_SIDE_LABELS[side.side].toLowerCase()}'s agent shares must add up to 100%.`;
  }
  return null;
}

/** The commission, its split between the sides, and each side's fees, to the rupiah. */
export function computeClosingFees(input: ClosingFeeInput): ClosingFees {
  const refusal = closingFeeRefusal(input);
  if (refusal) throw new RangeError(refusal);
  const rates = input.rates ?? DEFAULT_FEE_RATES;
  const commission = applyRate(input.finalPrice, input.commissionBp);
  const sideCommissions = allocate(commission, input.sides.map((s) => s.shareBp));
  const sides = input.sides.map((side, i): ClosingSideFees => {
    const sideCommission = sideCommissions[i]!;
    const royalty = applyRate(sideCommission, rates.royalty);
    const ssdf = applyRate(sideCommission, rates.ssdf);
    const net = sideCommission - royalty - ssdf;
    const adfCode = side.isOfficePkp ? 'agent_development_fee_pkp' : 'agent_development_fee';
    const grosses = allocate(net, side.agents.map((a) => a.shareBp));
    const agents = side.agents.map((agent, j): ClosingAgentFees => {
      const gross = grosses[j]!;
      const income = applyRate(gross, agent.agentFeeBp);
      const agentDevelopmentFee = applyRate(income, rates[adfCode]);
      return { employeeId: agent.employeeId, gross, income, agentDevelopmentFee, take: income - agentDevelopmentFee };
    });
    const officeIncome = net - sumRupiah(agents.map((a) => a.income));
    return {
      side: side.side,
      officeId: side.officeId,
      agentDevelopmentFeeCode: adfCode,
      commission: sideCommission,
      royalty,
      ssdf,
      net,
      officeIncome,
      agents,
      owedToHq: royalty + ssdf + sumRupiah(agents.map((a) => a.agentDevelopmentFee)),
    };
  });
  return { commission, sides };
}

/**
 * The agent's fee in force on a date (§4's fee items): the published AGENT
 * percentage fee, per transaction, whose date range holds the date; of
 * several, the one that started last. In basis points; null when none is.
 */
export function agentFeeInForce(items: readonly Pick<TeamsMemberFeeItem, 'feeFor' | 'type' | 'frequency' | 'status' | 'startAt' | 'endAt' | 'value'>[], date: string): number | null {
  const inForce = items
    .filter((f) => f.feeFor === 'AGENT' && f.type === 'percentage' && f.frequency === 'per_transaction' && f.status === 'PUBLISH')
    .filter((f) => feeRangeState(f.startAt, f.endAt, date) === 'active')
    .sort((a, b) => (a.startAt < b.startAt ? 1 : a.startAt > b.startAt ? -1 : 0));
  const fee = inForce[0];
  return fee ? percentToBp(storedToPercent(fee.value)) : null;
}

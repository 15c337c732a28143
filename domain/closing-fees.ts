/**
 * What a closing earns and owes (issue 18), in whole rupiah (domain/money.ts).
 *
 * A closing's commission is the final price at the agreed commission rate.
 * It is split between the sides that closed it: the listing side (the office
 * and agents who listed the property) and, when another office brought the
 * buyer or tenant, the selling side, each by its share. On each side:
 *
 *   side commission = royalty (1 %) + ssdf (8 %) + net        — owed to HQ off the top
 *   net             = the office's keep (its share of the net) + the agents' pool
 *   agents' pool    = Σ agents' gross, split by their shares
 *   agent's gross   = member fee (the agent's team-member fees in force: percentage,
 *                     per transaction, to the office) + agent development fee
 *                     (9.99 %, the _pkp code when the office is PKP, to HQ) + take
 *
 * The office's income is its keep plus its agents' member fees; what HQ
 * invoices the office for is royalty, ssdf and the development fees. Every
 * split is `allocate` and every rate `applyRate`, so each line above adds up
 * to the rupiah (tests/domain/closing-fees.test.ts, over 10,000 random
 * closings).
 */
import { feeRangeState, MASTER_FEE_PERCENT, storedToPercent, type FeeCode, type TeamsMemberFeeItem } from './fees';
import { allocate, applyRate, BASIS, fractionToBp, percentToBp, sumRupiah } from './money';

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

/** The fee master's rates (4-decimal fractions, §5) in basis points; a code it lacks keeps §9's. */
export function feeRatesOf(masterFees: readonly { feeCode: FeeCode; value: number }[]): FeeRates {
  const rates = { ...DEFAULT_FEE_RATES };
  for (const m of masterFees) rates[m.feeCode] = fractionToBp(m.value);
  return rates;
}

export interface ClosingAgentInput {
  employeeId: string;
  /** The agent's share of their side's agents' pool, in basis points; a side's agents sum to 100 %. */
  shareBp: number;
  /** The agent's member fees in force on the closing date (memberFeeInForce), in basis points. */
  memberFeeBp: number;
}

export interface ClosingSideInput {
  side: ClosingSide;
  officeId: string;
  isOfficePkp: boolean;
  /** The side's share of the commission, in basis points; the sides sum to 100 %. */
  shareBp: number;
  /** The part of the side's net its office keeps, in basis points; the agents share the rest. */
  officeShareBp: number;
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
  memberFee: number;
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
  /** The office's share of the net. */
  officeKeep: number;
  /** The keep plus the agents' member fees. */
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
    if (sumRupiah(side.agents.map((a) => a.shareBp)) !== BASIS) return `The ${CLOSING_SIDE_LABELS[side.side].toLowerCase()}'s agents' shares must add up to 100%.`;
    const adf = (input.rates ?? DEFAULT_FEE_RATES)[side.isOfficePkp ? 'agent_development_fee_pkp' : 'agent_development_fee'];
    if (side.agents.some((a) => a.memberFeeBp + adf > BASIS)) return "An agent's member fees and development fee come to more than 100% of their part.";
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
    const officeKeep = applyRate(net, side.officeShareBp);
    const grosses = allocate(net - officeKeep, side.agents.map((a) => a.shareBp));
    const agents = side.agents.map((agent, j): ClosingAgentFees => {
      const gross = grosses[j]!;
      const memberFee = applyRate(gross, agent.memberFeeBp);
      const agentDevelopmentFee = applyRate(gross, rates[adfCode]);
      return { employeeId: agent.employeeId, gross, memberFee, agentDevelopmentFee, take: gross - memberFee - agentDevelopmentFee };
    });
    return {
      side: side.side,
      officeId: side.officeId,
      agentDevelopmentFeeCode: adfCode,
      commission: sideCommission,
      royalty,
      ssdf,
      net,
      officeKeep,
      officeIncome: officeKeep + sumRupiah(agents.map((a) => a.memberFee)),
      agents,
      owedToHq: royalty + ssdf + sumRupiah(agents.map((a) => a.agentDevelopmentFee)),
    };
  });
  return { commission, sides };
}

/**
 * The agent's member fees in force on a date (§4's fee items): every
 * published AGENT percentage fee, per transaction, whose date range holds the
 * date, added up, in basis points (0 when none is). Amount fees are billed by
 * their frequency, not taken from a closing.
 */
export function memberFeeInForce(
  items: readonly Pick<TeamsMemberFeeItem, 'feeFor' | 'type' | 'frequency' | 'status' | 'startAt' | 'endAt' | 'value'>[],
  date: string,
): number {
  return items
    .filter((f) => f.feeFor === 'AGENT' && f.type === 'percentage' && f.frequency === 'per_transaction' && f.status === 'PUBLISH')
    .filter((f) => feeRangeState(f.startAt, f.endAt, date) === 'active')
    .reduce((total, f) => total + percentToBp(storedToPercent(f.value)), 0);
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agentFeeInForce, closingFeeRefusal, computeClosingFees, DEFAULT_FEE_RATES, type ClosingFeeInput, type ClosingSideInput } from '../../domain/closing-fees';
import { BASIS, MAX_RUPIAH, sumRupiah } from '../../domain/money';

const side = (overrides: Partial<ClosingSideInput> = {}): ClosingSideInput => ({
  side: 'listing',
  officeId: 'office-1',
  isOfficePkp: false,
  shareBp: BASIS,
  agents: [{ employeeId: 'agent-1', shareBp: BASIS, agentFeeBp: 6_000 }],
  ...overrides,
});

describe('a closing’s fees', () => {
  it('takes royalty and ssdf off the top of the side, then the agent’s fee, then the development fee off the agent’s income', () => {
    // Rp 4,750,000,000 at 2.5 %: Rp 118,750,000 of commission, one side, one agent at 60 %.
    const fees = computeClosingFees({ finalPrice: 4_750_000_000, commissionBp: 250, sides: [side()] });
    expect(fees.commission).toBe(118_750_000);
    const [s] = fees.sides;
    expect(s).toMatchObject({ commission: 118_750_000, royalty: 1_187_500, ssdf: 9_500_000, net: 108_062_500, agentDevelopmentFeeCode: 'agent_development_fee' });
    expect(s!.agents[0]).toEqual({ employeeId: 'agent-1', gross: 108_062_500, income: 64_837_500, agentDevelopmentFee: 6_477_266, take: 58_360_234 }); // 6,477,266.25
    expect(s!.officeIncome).toBe(108_062_500 - 64_837_500);
    expect(s!.owedToHq).toBe(1_187_500 + 9_500_000 + 6_477_266);
  });

  it('uses the _pkp development fee code for a PKP office, at its own rate', () => {
    const rates = { ...DEFAULT_FEE_RATES, agent_development_fee_pkp: 1_100 };
    const fees = computeClosingFees({ finalPrice: 1_000_000_000, commissionBp: 300, sides: [side({ isOfficePkp: true })], rates });
    expect(fees.sides[0]!.agentDevelopmentFeeCode).toBe('agent_development_fee_pkp');
    expect(fees.sides[0]!.agents[0]!.agentDevelopmentFee).toBe(Math.round(fees.sides[0]!.agents[0]!.income * 0.11));
  });

  it('splits a co-broke between the sides and each side between its agents, to the rupiah', () => {
    const fees = computeClosingFees({
      finalPrice: 180_000_001,
      commissionBp: 500,
      sides: [
        side({ shareBp: 5_000, agents: [{ employeeId: 'a', shareBp: 3_333, agentFeeBp: 7_000 }, { employeeId: 'b', shareBp: 6_667, agentFeeBp: 5_000 }] }),
        side({ side: 'selling', officeId: 'office-2', shareBp: 5_000 }),
      ],
    });
    expect(fees.commission).toBe(9_000_000); // 9,000,000.05
    expect(fees.sides.map((s) => s.commission)).toEqual([4_500_000, 4_500_000]);
    expect(sumRupiah(fees.sides[0]!.agents.map((a) => a.gross))).toBe(fees.sides[0]!.net);
  });

  it('says what is wrong with shares that do not add up', () => {
    const input: ClosingFeeInput = { finalPrice: 1, commissionBp: 1, sides: [side({ shareBp: 6_000 })] };
    expect(closingFeeRefusal(input)).toBe("The sides' shares must add up to 100%.");
    expect(closingFeeRefusal({ ...input, sides: [side({ agents: [{ employeeId: 'a', shareBp: 9_000, agentFeeBp: 1 }] })] })).toBe("The listing side's agent shares must add up to 100%.");
    expect(closingFeeRefusal({ ...input, sides: [side({ agents: [] })] })).toBe('The listing side needs at least one agent.');
    expect(() => computeClosingFees(input)).toThrow(RangeError);
  });

  /** Shares in basis points that add up to 100 %. */
  const shares = (n: number) =>
    fc.array(fc.integer({ min: 1, max: 1_000 }), { minLength: n, maxLength: n }).map((w) => {
      const total = w.reduce((a, v) => a + v, 0);
      const bp = w.map((v) => Math.floor((v * BASIS) / total));
      bp[0]! += BASIS - bp.reduce((a, v) => a + v, 0);
      return bp;
    });
  const closing = fc.integer({ min: 1, max: 2 }).chain((sideCount) =>
    fc.record({
      finalPrice: fc.integer({ min: 0, max: MAX_RUPIAH / 100 }),
      commissionBp: fc.integer({ min: 0, max: 2_000 }),
      sideShares: shares(sideCount),
      sides: fc.array(
        fc.integer({ min: 1, max: 4 }).chain((agentCount) =>
          fc.record({ isOfficePkp: fc.boolean(), agentShares: shares(agentCount), fees: fc.array(fc.integer({ min: 0, max: BASIS }), { minLength: agentCount, maxLength: agentCount }) }),
        ),
        { minLength: sideCount, maxLength: sideCount },
      ),
      rates: fc.record({ ssdf: fc.integer({ min: 0, max: 2_000 }), royalty: fc.integer({ min: 0, max: 1_000 }), agent_development_fee: fc.integer({ min: 0, max: 2_000 }), agent_development_fee_pkp: fc.integer({ min: 0, max: 2_000 }) }),
    }),
  );

  it('adds up to the rupiah over 10,000 random closings: sides to the commission, each side’s parts to the side, each agent’s to the agent, nothing negative', () => {
    fc.assert(
      fc.property(closing, (c) => {
        const input: ClosingFeeInput = {
          finalPrice: c.finalPrice,
          commissionBp: c.commissionBp,
          rates: c.rates,
          sides: c.sides.map((s, i) => ({
            side: i === 0 ? 'listing' : 'selling',
            officeId: `office-${i}`,
            isOfficePkp: s.isOfficePkp,
            shareBp: c.sideShares[i]!,
            agents: s.agentShares.map((shareBp, j) => ({ employeeId: `agent-${i}-${j}`, shareBp, agentFeeBp: s.fees[j]! })),
          })),
        };
        const fees = computeClosingFees(input);
        expect(sumRupiah(fees.sides.map((s) => s.commission))).toBe(fees.commission);
        for (const s of fees.sides) {
          const agentsIncome = sumRupiah(s.agents.map((a) => a.income));
          expect(s.royalty + s.ssdf + s.net).toBe(s.commission);
          expect(sumRupiah(s.agents.map((a) => a.gross))).toBe(s.net);
          expect(s.officeIncome + agentsIncome).toBe(s.net);
          expect(s.royalty + s.ssdf + s.officeIncome + sumRupiah(s.agents.map((a) => a.agentDevelopmentFee + a.take))).toBe(s.commission);
          for (const a of s.agents) {
            expect(a.agentDevelopmentFee + a.take).toBe(a.income);
            expect(Math.min(a.gross, a.income, a.agentDevelopmentFee, a.take)).toBeGreaterThanOrEqual(0);
          }
          expect(Math.min(s.royalty, s.ssdf, s.net, s.officeIncome)).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 10_000 },
    );
  });
});

describe('the agent’s fee in force on the closing date', () => {
  const fee = (startAt: string, endAt: string | null, value: number, extra: object = {}) => ({
    feeFor: 'AGENT' as const,
    type: 'percentage' as const,
    frequency: 'per_transaction' as const,
    status: 'PUBLISH' as const,
    startAt,
    endAt,
    value,
    ...extra,
  });

  it('is the published agent percentage per transaction whose range holds the date, the latest started first', () => {
    const items = [fee('2026-01-01', null, 0.6), fee('2026-06-01', '2026-06-30', 0.7), fee('2026-03-01', null, 0.9, { status: 'UNPUBLISH' }), fee('2026-03-01', null, 0.8, { feeFor: 'OFFICE' })];
    expect(agentFeeInForce(items, '2026-05-31')).toBe(6_000);
    expect(agentFeeInForce(items, '2026-06-30')).toBe(7_000);
    expect(agentFeeInForce(items, '2026-07-01')).toBe(6_000);
    expect(agentFeeInForce(items, '2025-12-31')).toBeNull();
    expect(agentFeeInForce([fee('2026-01-01', null, 0.0999)], '2026-02-01')).toBe(999);
  });
});

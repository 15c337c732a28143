import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closingFeeRefusal, computeClosingFees, DEFAULT_FEE_RATES, memberFeeInForce, type ClosingFeeInput, type ClosingSideInput } from '../../domain/closing-fees';
import { BASIS, MAX_RUPIAH, sumRupiah } from '../../domain/money';

const side = (overrides: Partial<ClosingSideInput> = {}): ClosingSideInput => ({
  side: 'listing',
  officeId: 'office-1',
  isOfficePkp: false,
  shareBp: BASIS,
  officeShareBp: 4_000,
  agents: [{ employeeId: 'agent-1', shareBp: BASIS, memberFeeBp: 0 }],
  ...overrides,
});

describe('a closing’s fees', () => {
  it('takes royalty and ssdf off the top, the office keeps its share of the net, and the agent pays member and development fees from theirs', () => {
    // Rp 4,750,000,000 at 2.5 %: Rp 118,750,000 of commission; the office keeps 40 % of the net; the agent's member fee is 5 %.
    const fees = computeClosingFees({ finalPrice: 4_750_000_000, commissionBp: 250, sides: [side({ agents: [{ employeeId: 'agent-1', shareBp: BASIS, memberFeeBp: 500 }] })] });
    expect(fees.commission).toBe(118_750_000);
    const [s] = fees.sides;
    expect(s).toMatchObject({ commission: 118_750_000, royalty: 1_187_500, ssdf: 9_500_000, net: 108_062_500, officeKeep: 43_225_000, agentDevelopmentFeeCode: 'agent_development_fee' });
    // The agent's gross is the rest of the net: 64,837,500; 9.99 % of it is 6,477,266.25.
    expect(s!.agents[0]).toEqual({ employeeId: 'agent-1', gross: 64_837_500, memberFee: 3_241_875, agentDevelopmentFee: 6_477_266, take: 64_837_500 - 3_241_875 - 6_477_266 });
    expect(s!.officeIncome).toBe(43_225_000 + 3_241_875);
    expect(s!.owedToHq).toBe(1_187_500 + 9_500_000 + 6_477_266);
  });

  it('uses the _pkp development fee code for a PKP office, at its own rate', () => {
    const rates = { ...DEFAULT_FEE_RATES, agent_development_fee_pkp: 1_100 };
    const fees = computeClosingFees({ finalPrice: 1_000_000_000, commissionBp: 300, sides: [side({ isOfficePkp: true })], rates });
    const [agent] = fees.sides[0]!.agents;
    expect(fees.sides[0]!.agentDevelopmentFeeCode).toBe('agent_development_fee_pkp');
    expect(agent!.agentDevelopmentFee).toBe(Math.round(agent!.gross * 0.11));
  });

  it('splits a co-broke between the sides and a side between its agents, to the rupiah', () => {
    const fees = computeClosingFees({
      finalPrice: 180_000_001,
      commissionBp: 500,
      sides: [
        side({ shareBp: 5_000, agents: [{ employeeId: 'a', shareBp: 3_333, memberFeeBp: 0 }, { employeeId: 'b', shareBp: 6_667, memberFeeBp: 1_000 }] }),
        side({ side: 'selling', officeId: 'office-2', shareBp: 5_000 }),
      ],
    });
    expect(fees.commission).toBe(9_000_000); // 9,000,000.05
    expect(fees.sides.map((s) => s.commission)).toEqual([4_500_000, 4_500_000]);
    const listing = fees.sides[0]!;
    expect(sumRupiah(listing.agents.map((a) => a.gross))).toBe(listing.net - listing.officeKeep);
  });

  it('says what is wrong with shares that do not add up, or fees above the agent’s part', () => {
    const input: ClosingFeeInput = { finalPrice: 1, commissionBp: 1, sides: [side({ shareBp: 6_000 })] };
    expect(closingFeeRefusal(input)).toBe("The sides' shares must add up to 100%.");
    expect(closingFeeRefusal({ ...input, sides: [side({ agents: [{ employeeId: 'a', shareBp: 9_000, memberFeeBp: 0 }] })] })).toBe("The listing side's agents' shares must add up to 100%.");
    expect(closingFeeRefusal({ ...input, sides: [side({ agents: [] })] })).toBe('The listing side needs at least one agent.');
    expect(closingFeeRefusal({ ...input, sides: [side({ agents: [{ employeeId: 'a', shareBp: BASIS, memberFeeBp: 9_500 }] })] })).toMatch(/more than 100%/);
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
          fc.record({
            isOfficePkp: fc.boolean(),
            officeShareBp: fc.integer({ min: 0, max: BASIS }),
            agentShares: shares(agentCount),
            memberFees: fc.array(fc.integer({ min: 0, max: 8_000 }), { minLength: agentCount, maxLength: agentCount }),
          }),
        ),
        { minLength: sideCount, maxLength: sideCount },
      ),
      rates: fc.record({
        ssdf: fc.integer({ min: 0, max: 2_000 }),
        royalty: fc.integer({ min: 0, max: 1_000 }),
        agent_development_fee: fc.integer({ min: 0, max: 2_000 }),
        agent_development_fee_pkp: fc.integer({ min: 0, max: 2_000 }),
      }),
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
            officeShareBp: s.officeShareBp,
            agents: s.agentShares.map((shareBp, j) => ({ employeeId: `agent-${i}-${j}`, shareBp, memberFeeBp: s.memberFees[j]! })),
          })),
        };
        const fees = computeClosingFees(input);
        expect(sumRupiah(fees.sides.map((s) => s.commission))).toBe(fees.commission);
        for (const s of fees.sides) {
          const gross = sumRupiah(s.agents.map((a) => a.gross));
          expect(s.royalty + s.ssdf + s.net).toBe(s.commission);
          expect(s.officeKeep + gross).toBe(s.net);
          expect(s.officeIncome).toBe(s.officeKeep + sumRupiah(s.agents.map((a) => a.memberFee)));
          expect(s.royalty + s.ssdf + s.officeKeep + sumRupiah(s.agents.map((a) => a.memberFee + a.agentDevelopmentFee + a.take))).toBe(s.commission);
          expect(s.owedToHq + s.officeIncome + sumRupiah(s.agents.map((a) => a.take))).toBe(s.commission);
          for (const a of s.agents) {
            expect(a.memberFee + a.agentDevelopmentFee + a.take).toBe(a.gross);
            expect(Math.min(a.gross, a.memberFee, a.agentDevelopmentFee, a.take)).toBeGreaterThanOrEqual(0);
          }
          expect(Math.min(s.royalty, s.ssdf, s.net, s.officeKeep, s.officeIncome)).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 10_000 },
    );
    // Ten thousand closings take seconds, more beside another suite: the verdict is the sums, not the time.
  }, 120_000);
});

describe('the agent’s member fees in force on the closing date', () => {
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

  it('adds up the published agent percentages per transaction whose range holds the date; amounts, office fees and unpublished ones are not taken', () => {
    const items = [
      fee('2026-01-01', null, 0.05),
      fee('2026-06-01', '2026-06-30', 0.0999),
      fee('2026-03-01', null, 0.2, { status: 'UNPUBLISH' }),
      fee('2026-03-01', null, 0.3, { feeFor: 'OFFICE' }),
      fee('2026-03-01', null, 1_500_000, { type: 'amount', frequency: 'monthly' }),
    ];
    expect(memberFeeInForce(items, '2026-05-31')).toBe(500);
    expect(memberFeeInForce(items, '2026-06-30')).toBe(1_499);
    expect(memberFeeInForce(items, '2026-07-01')).toBe(500);
    expect(memberFeeInForce(items, '2025-12-31')).toBe(0);
  });
});

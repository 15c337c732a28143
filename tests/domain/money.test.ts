import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, applyRate, BASIS, bpToPercent, fractionToBp, MAX_RUPIAH, percentToBp, rupiah, sumRupiah } from '../../domain/money';

describe('the one rounding rule', () => {
  it('rounds amount × rate half up to the whole rupiah', () => {
    expect(applyRate(12_345, 999)).toBe(1_233); // 1,233.2655
    expect(applyRate(50, 100)).toBe(1); // 0.5 up
    expect(applyRate(49, 100)).toBe(0); // 0.49 down
    expect(applyRate(4_750_000_000, 250)).toBe(118_750_000);
    expect(applyRate(0, 999)).toBe(0);
    expect(applyRate(1_234, BASIS)).toBe(1_234);
  });

  it('stays exact where a float product would not (a quadrillion rupiah at 9.99 %)', () => {
    expect(applyRate(MAX_RUPIAH, 999)).toBe(99_900_000_000_000);
    expect(applyRate(9_007_199_254_740_991, 3)).toBe(2_702_159_776_422); // 2,702,159,776,422.2973
  });

  it('refuses a fraction of a rupiah or of a basis point', () => {
    expect(() => applyRate(10.5, 100)).toThrow(RangeError);
    expect(() => applyRate(10, 99.9)).toThrow(RangeError);
  });
});

describe('allocate', () => {
  it('gives the leftover rupiah to the largest remainders, the earlier part on a tie', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(10, [5_000, 5_000])).toEqual([5, 5]);
    expect(allocate(7, [6_000, 4_000])).toEqual([4, 3]); // 4.2, 2.8: the 0.8 gets the rupiah
    expect(allocate(0, [1, 2])).toEqual([0, 0]);
    expect(allocate(5, [0, 1])).toEqual([0, 5]);
  });

  it('always sums to the whole, each part within a rupiah of its exact share', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_RUPIAH }), fc.array(fc.integer({ min: 0, max: BASIS }), { minLength: 1, maxLength: 12 }), (total, raw) => {
        const weights = raw.every((w) => w === 0) ? [...raw.slice(1), 1] : raw;
        const parts = allocate(total, weights);
        const sum = weights.reduce((a, w) => a + w, 0);
        expect(sumRupiah(parts)).toBe(total);
        parts.forEach((p, i) => expect(Math.abs(p - (total * weights[i]!) / sum)).toBeLessThan(1 + 1e-6 * total));
      }),
      { numRuns: 2_000 },
    );
  });

  it('refuses weights that are all zero or negative', () => {
    expect(() => allocate(10, [0, 0])).toThrow(RangeError);
    expect(() => allocate(10, [-1, 2])).toThrow(RangeError);
  });
});

describe('rates and amounts', () => {
  it('turns §5’s stored fraction and a typed percent into the same basis points', () => {
    expect(fractionToBp(0.0999)).toBe(999);
    expect(percentToBp(9.99)).toBe(999);
    expect(percentToBp(1.005)).toBe(101); // half up as typed, not 100.49999…
    expect(bpToPercent(999)).toBe(9.99);
  });

  it('accepts whole rupiah only, at the field', () => {
    expect(rupiah('Final price').safeParse(1_500_000).success).toBe(true);
    expect(rupiah('Final price').safeParse(1.5).error?.issues[0]?.message).toBe('Final price must be whole rupiah.');
    expect(rupiah('Final price').safeParse(-1).error?.issues[0]?.message).toBe('Final price cannot be negative.');
  });
});

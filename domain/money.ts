/**
 * Money (issue 18): rupiah are whole numbers, never binary fractions. A
 * rupiah amount is a JavaScript integer (exact up to 2^53, far above any
 * property's price) stored in a bigint column; a rate is a whole number of
 * basis points (1/10,000: §5's 4-decimal fraction × 10,000, so 9.99 % is 999
 * and 0.0999 is 999); products are taken in BigInt so nothing overflows or
 * rounds on the way. There is one rounding rule, `applyRate`: half up to the
 * whole rupiah. A whole is split into parts with `allocate`, whose parts
 * always sum to the whole, to the rupiah.
 */
import { z } from 'zod';

/** The largest amount the product keeps: Rp 1,000 trillion, well inside the exact integers. */
export const MAX_RUPIAH = 1_000_000_000_000_000;

/** A whole-rupiah amount, 0 to MAX_RUPIAH. */
export const rupiah = (label = 'Amount') =>
  z
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be whole rupiah.`)
    .min(0, `${label} cannot be negative.`)
    .max(MAX_RUPIAH, `${label} is too large.`);

/** One whole in basis points: 100 %. */
export const BASIS = 10_000;

/** A rate in basis points, 0 to 100 %. */
export const basisPoints = (label = 'Rate') =>
  z
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be whole basis points.`)
    .min(0, `${label} cannot be negative.`)
    .max(BASIS, `${label} cannot be above 100%.`);

/** §5's stored fraction (0.0999) as basis points (999); exact for any fraction of 4 decimals. */
export const fractionToBp = (fraction: number): number => Math.round(Number((fraction * BASIS).toPrecision(12)));

/** A percent as typed (9.99, two decimals at most) as basis points (999). */
export const percentToBp = (percent: number): number => Math.round(Number((percent * 100).toPrecision(12)));

/** Basis points as a percent for display: 999 → 9.99. */
export const bpToPercent = (bp: number): number => bp / 100;

function assertWhole(amount: number, what: string): void {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`${what} must be a whole number of rupiah (got ${amount}).`);
}

/**
 * The one rounding rule: amount × rate, half up to the whole rupiah
 * (Rp 12,345 at 9.99 % is Rp 1,233.2655 → Rp 1,233; Rp 50 at 1 % is Rp 0.5 → Rp 1).
 */
export function applyRate(amount: number, bp: number): number {
  assertWhole(amount, 'An amount');
  if (!Number.isInteger(bp) || bp < 0) throw new RangeError(`A rate must be whole basis points (got ${bp}).`);
  const sign = amount < 0 ? -1n : 1n;
  const product = BigInt(Math.abs(amount)) * BigInt(bp);
  const whole = product / BigInt(BASIS);
  const rest = product % BigInt(BASIS);
  return Number(sign * (rest * 2n >= BigInt(BASIS) ? whole + 1n : whole));
}

/**
 * Split `total` into parts proportional to `weights` (any non-negative
 * integers, not all zero), each a whole rupiah, summing to `total` exactly:
 * each part is first rounded down, then the rupiah left over go one each to
 * the parts with the largest remainders (the earlier part first on a tie).
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  assertWhole(total, 'A total');
  if (total < 0) throw new RangeError('A total to allocate cannot be negative.');
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0)) throw new RangeError('Weights must be non-negative whole numbers.');
  const sum = weights.reduce((a, w) => a + BigInt(w), 0n);
  if (sum === 0n) throw new RangeError('At least one weight must be above zero.');
  const exact = weights.map((w) => BigInt(total) * BigInt(w));
  const parts = exact.map((e) => e / sum);
  let left = BigInt(total) - parts.reduce((a, p) => a + p, 0n);
  const order = exact.map((e, i) => ({ i, rest: e % sum })).sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const { i } of order) {
    if (left === 0n) break;
    parts[i]! += 1n;
    left -= 1n;
  }
  return parts.map(Number);
}

/** The sum of whole amounts, checked to stay exact. */
export function sumRupiah(amounts: readonly number[]): number {
  const total = amounts.reduce((a, v) => a + BigInt(v), 0n);
  if (total > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('A sum of rupiah is too large to keep exact.');
  return Number(total);
}

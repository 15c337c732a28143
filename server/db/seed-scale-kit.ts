/**
 * The small tools every scale generator uses: a seeded random source, picks,
 * chances and past dates, and `generator` to type a table's rows.
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ScaleContext, ScaleGenerator } from './seed-scale';

export const DAY = 86_400_000;

/** A generator whose rows are type-checked against its table. */
export const generator = <T extends PgTable>(table: T, rows: (ctx: ScaleContext) => Iterable<T['$inferInsert']>): ScaleGenerator => ({
  table,
  rows: rows as ScaleGenerator['rows'],
});

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const pick = <T>(ctx: ScaleContext, list: readonly T[]): T => list[Math.floor(ctx.random() * list.length)]!;
export const chance = (ctx: ScaleContext, p: number) => ctx.random() < p;
export const daysAgo = (ctx: ScaleContext, maxDays: number, minDays = 0) =>
  new Date(ctx.now.getTime() - (minDays + ctx.random() * (maxDays - minDays)) * DAY);

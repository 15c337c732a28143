/**
 * The count of every list route (server/services/lists.ts): exact when the
 * page shows it or when the matches are few, the planner's estimate, marked,
 * when counting would read far more than the page.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../server/db/client';
import { countedPage, countMatches, ESTIMATE_KEPT_MS, EXACT_COUNT_THRESHOLD } from '../../server/services/lists';
import { openTestDatabase } from './support';

/** n rows, standing for the rows a list's filters match. */
const rowsOf = (n: number) => sql`select g from generate_series(1, ${sql.raw(String(n))}) as g`;

describe('countMatches', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('takes a short page as the whole count, without a query', async () => {
    const noDb = {} as Database['db'];
    expect(await countMatches(noDb, rowsOf(3), 3, { limit: 25, offset: 0 })).toEqual({ count: 3, isEstimate: false });
    expect(await countMatches(noDb, rowsOf(53), 3, { limit: 25, offset: 50 })).toEqual({ count: 53, isEstimate: false });
  });

  it('counts exactly up to the threshold past the page', async () => {
    expect(await countMatches(database.db, rowsOf(90), 25, { limit: 25, offset: 0 })).toEqual({ count: 90, isEstimate: false });
    // The cap counts from the page's offset: deep pages are counted exactly as far past them.
    expect(await countMatches(database.db, rowsOf(800), 25, { limit: 25, offset: 700 })).toEqual({ count: 800, isEstimate: false });
    const edge = 25 + EXACT_COUNT_THRESHOLD;
    expect(await countMatches(database.db, rowsOf(edge), 25, { limit: 25, offset: 0 })).toEqual({ count: edge, isEstimate: false });
    // One more and the count is the planner's, marked as such.
    expect(await countMatches(database.db, rowsOf(edge + 1), 25, { limit: 25, offset: 0 })).toEqual({ count: edge + 1, isEstimate: true });
  });

  it('counts a page past the end exactly', async () => {
    expect(await countMatches(database.db, rowsOf(40), 0, { limit: 25, offset: 100 })).toEqual({ count: 40, isEstimate: false });
  });

  it('beyond the threshold gives the planner’s estimate, marked, never below what it saw', async () => {
    const { count, isEstimate } = await countMatches(database.db, rowsOf(16_500), 25, { limit: 25, offset: 0 });
    expect(isEstimate).toBe(true);
    expect(count).toBeGreaterThan(25 + EXACT_COUNT_THRESHOLD);
    // generate_series tells the planner its size: the estimate is the total here.
    expect(count).toBe(16_500);
  });

  it('asks the planner for a query’s estimate once a minute: the pages of one list share it', async () => {
    const statements: string[] = [];
    const unwatch = database.watchStatements((text) => statements.push(text));
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const explains = () => statements.filter((text) => /^\s*explain/i.test(text)).length;
      const pageAt = (offset: number, n = 20_000) => countMatches(database.db, rowsOf(n), 25, { limit: 25, offset });
      expect(await pageAt(0)).toEqual({ count: 20_000, isEstimate: true });
      expect(explains()).toBe(1);
      // The next pages, and the first again: counted, not planned again.
      expect(await pageAt(25)).toEqual({ count: 20_000, isEstimate: true });
      expect(await pageAt(0)).toEqual({ count: 20_000, isEstimate: true });
      expect(explains()).toBe(1);
      expect(statements.filter((text) => /count\(\*\)/.test(text))).toHaveLength(3);
      // Another query (other values) has its own estimate.
      expect(await pageAt(0, 30_000)).toEqual({ count: 30_000, isEstimate: true });
      expect(explains()).toBe(2);
      // A minute later the planner is asked again.
      vi.setSystemTime(Date.now() + ESTIMATE_KEPT_MS + 1);
      expect(await pageAt(50)).toEqual({ count: 20_000, isEstimate: true });
      expect(explains()).toBe(3);
    } finally {
      vi.useRealTimers();
      unwatch();
    }
  });

  it('keeps next when the count is an estimate, so the pages go on', async () => {
    const payload = await countedPage(database.db, Array.from({ length: 25 }, (_, i) => i), rowsOf(16_500), { limit: 25, offset: 5_000 });
    expect(payload).toMatchObject({ countIsEstimate: true, prev: 4_975, next: 5_025 });
  });
});

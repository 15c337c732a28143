/**
 * The count of every list route (server/services/lists.ts): exact when the
 * page shows it or when the matches are few, the planner's estimate, marked,
 * when counting would read far more than the page.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { countedPage, countMatches, EXACT_COUNT_THRESHOLD } from '../../server/services/lists';
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

  it('keeps next when the count is an estimate, so the pages go on', async () => {
    const payload = await countedPage(database.db, Array.from({ length: 25 }, (_, i) => i), rowsOf(16_500), { limit: 25, offset: 5_000 });
    expect(payload).toMatchObject({ countIsEstimate: true, prev: 4_975, next: 5_025 });
  });
});

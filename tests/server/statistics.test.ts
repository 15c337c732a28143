/**
 * The planner's statistics (server/db/statistics.ts): PGlite has no
 * autovacuum, so the server analyzes every table itself — at start and on a
 * timer — one statement per table; on PostgreSQL autovacuum does it and the
 * server leaves it alone.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seed } from '../../server/db/seed/demo';
import { keepStatistics, refreshStatistics } from '../../server/db/statistics';
import { openTestDatabase, type TestDatabase } from './support';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
  await seed(database.db, new Date());
});
afterAll(async () => {
  await database?.close();
});

const rowsOf = async <T,>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
const listingStatusStats = () => rowsOf<{ n: number }>(sql`select count(*)::int as n from pg_stats where schemaname = 'public' and tablename = 'listings' and attname = 'status'`);
const neverAnalyzed = () => rowsOf<{ relname: string }>(sql`select relname from pg_stat_user_tables where schemaname = 'public' and last_analyze is null and last_autoanalyze is null order by relname`);

describe('statistics', () => {
  it('are refreshed for every table of the schema, one table per statement (a seeded PGlite database has none before)', async () => {
    if (database.driver === 'pglite') expect((await listingStatusStats())[0]!.n).toBe(0);
    const statements: string[] = [];
    const unwatch = database.watchStatements((s) => statements.push(s));
    const tables = await refreshStatistics(database.db);
    unwatch();
    expect(tables).toEqual(expect.arrayContaining(['listings', 'events', 'employees', 'audit_events']));
    expect(statements.filter((s) => /^analyze /i.test(s))).toHaveLength(tables.length);
    expect(await neverAnalyzed()).toEqual([]);
    expect((await listingStatusStats())[0]!.n).toBe(1);
  });

  it('stop between tables once asked', async () => {
    let asked = 0;
    const tables = await refreshStatistics(database.db, () => ++asked > 3);
    expect(tables).toHaveLength(3);
  });

  it('are kept by the server on PGlite (a pass at start, then on its timer) and left to autovacuum on PostgreSQL', async () => {
    const logged: string[] = [];
    const stop = keepStatistics(database, { everyMs: 60_000, log: (m) => logged.push(m) });
    if (database.driver === 'pglite') await vi.waitFor(() => expect(logged).toEqual([expect.stringMatching(/^\[db\] PGlite statistics refreshed: \d+ tables in \d+ ms$/)]));
    await stop();
    if (database.driver === 'pg') expect(logged).toEqual([]);
  });
});

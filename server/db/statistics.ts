/**
 * The planner's statistics on PGlite. PostgreSQL's autovacuum analyzes a
 * table as it changes; PGlite runs a single backend with no autovacuum, so a
 * database it holds would keep the statistics of the day it was seeded (none
 * for a table created later, or for a column a migration adds). Without them
 * the planner guesses: at 5,000 events it took an agent's audience (2,206
 * rows) through a sort where the start-time index gave the page in 0.2 ms
 * (docs/bench.md, "The event list at scale factor 1").
 *
 * So the server analyzes every table once it has started and then every
 * STATISTICS_EVERY_MS, one table per statement: PGlite answers one statement
 * at a time, and a table's ANALYZE reads a sample of it (30,000 rows at most),
 * so requests wait at most one table's sample, never the whole pass. On
 * PostgreSQL nothing is done: autovacuum does it there.
 */
import { sql } from 'drizzle-orm';
import type { Database, Executor } from './client';

/** Six hours: a network's day of writes is analyzed four times. */
export const STATISTICS_EVERY_MS = 6 * 60 * 60 * 1000;

/** ANALYZE each table of the schema, one statement each, until `shouldStop` says so; the tables analyzed. */
export async function refreshStatistics(db: Executor, shouldStop: () => boolean = () => false): Promise<string[]> {
  const { rows } = (await db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)) as unknown as { rows: { tablename: string }[] };
  const analyzed: string[] = [];
  for (const { tablename } of rows) {
    if (shouldStop()) break;
    await db.execute(sql`analyze ${sql.identifier(tablename)}`);
    analyzed.push(tablename);
  }
  return analyzed;
}

/**
 * On PGlite: refresh the statistics now and every `everyMs` (the timer does
 * not keep the process alive); answers the function that stops it. A failed
 * pass is logged and the next one tries again. On PostgreSQL: nothing.
 */
export function keepStatistics(database: Pick<Database, 'db' | 'driver'>, { everyMs = STATISTICS_EVERY_MS, log = (m: string) => console.log(m) } = {}): () => Promise<void> {
  if (database.driver !== 'pglite') return async () => undefined;
  let running: Promise<void> = Promise.resolve();
  let isStopped = false;
  const pass = () => {
    if (isStopped) return;
    running = running.then(async () => {
      if (isStopped) return;
      const started = Date.now();
      try {
        const tables = await refreshStatistics(database.db, () => isStopped);
        log(`[db] PGlite statistics refreshed: ${tables.length} tables in ${Date.now() - started} ms`);
      } catch (error) {
        log(`[db] PGlite statistics not refreshed: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
  };
  pass();
  const timer = setInterval(pass, everyMs);
  timer.unref();
  return async () => {
    isStopped = true;
    clearInterval(timer);
    await running;
  };
}

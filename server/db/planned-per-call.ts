/**
 * Kept apart from client.ts (which opens databases and finds its migrations
 * folder as it loads), so the services that mark a statement import nothing else.
 */
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * A condition that is always true and keeps its statement unnamed, so the
 * database plans it with each call's own values. For the few statements whose
 * best plan depends on them: a generic plan is chosen by average estimates,
 * and for a scope of one office among two hundred over a year of closings it
 * read the year's 45,000 closings instead of the office's few (the closing
 * summary at scale factor 1: 48 ms a request instead of 3 on PostgreSQL).
 */
export const PLANNED_PER_CALL_MARK = '/* planned per call */';
export const PLANNED_PER_CALL = sql.raw(`true ${PLANNED_PER_CALL_MARK}`);

/**
 * From this many rows (the planner's own estimate of the table) a generic plan
 * can go wrong for one caller's scope. Below it every plan reads a few pages and
 * planning each call costs more than it saves: on the demo data (39 people, five
 * events) an office's employee page took 2.4 ms planned per call against 1.8
 * with its prepared plan.
 */
export const PLANNED_PER_CALL_FROM_ROWS = 1_000;
/** How long a table's estimate is trusted before it is read again (the planner's statistics move as slowly). */
export const TABLE_ESTIMATE_TTL_MS = 10 * 60_000;

/** What the estimate needs of a database or transaction (client.ts imports this file: no type is taken back from it). */
interface Executes {
  execute(query: SQL): PromiseLike<unknown>;
}

const estimates = new WeakMap<object, Map<string, { rows: number; readAt: number }>>();

/**
 * PLANNED_PER_CALL when the table is large enough for a generic plan to
 * misjudge a caller's scope, else nothing (the statement keeps its name and
 * its prepared plan). The estimate is pg_class.reltuples, what the planner
 * itself reads (kept by autovacuum on PostgreSQL, by server/db/statistics.ts
 * on PGlite; -1 before a table was ever analyzed, read as small), read once
 * per TABLE_ESTIMATE_TTL_MS per table and database.
 */
export async function plannedPerCallWhenLarge(db: Executes, table: PgTable, now = Date.now()): Promise<SQL | undefined> {
  return (await tableEstimate(db, getTableName(table), now)) >= PLANNED_PER_CALL_FROM_ROWS ? PLANNED_PER_CALL : undefined;
}

async function tableEstimate(db: Executes, name: string, now: number): Promise<number> {
  let known = estimates.get(db);
  if (!known) estimates.set(db, (known = new Map()));
  const cached = known.get(name);
  if (cached && now - cached.readAt < TABLE_ESTIMATE_TTL_MS) return cached.rows;
  const { rows } = (await db.execute(sql`select reltuples::float8 as rows from pg_class where oid = to_regclass(${name})`)) as unknown as {
    rows: { rows: number | string | null }[];
  };
  const estimate = Number(rows[0]?.rows ?? 0);
  known.set(name, { rows: estimate, readAt: now });
  return estimate;
}

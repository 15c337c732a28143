/**
 * Statements run as named prepared statements (server/db/client.ts), on both
 * engines: a list asked again is served by the statements prepared the first
 * time, not parsed and planned anew (issue 13: planning was most of a list's
 * time). The pool holds one connection here, so the statements the requests
 * prepared are the ones this connection lists.
 */
import { and, eq, sql } from 'drizzle-orm';
import { PLANNED_PER_CALL, PLANNED_PER_CALL_FROM_ROWS, TABLE_ESTIMATE_TTL_MS, plannedPerCallWhenLarge } from '../../server/db/planned-per-call';
import { offices } from '../../server/db/schema';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, startTestServer, type TestServer } from './support';

describe('named prepared statements', () => {
  let server: TestServer;
  const poolMax = process.env.PG_POOL_MAX;
  beforeAll(async () => {
    process.env.PG_POOL_MAX = '1';
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
    if (poolMax === undefined) delete process.env.PG_POOL_MAX;
    else process.env.PG_POOL_MAX = poolMax;
  });

  it('a list asked six times runs its page statements six times from one preparation', async () => {
    const token = await signIn(server.app, 'admin@demo.test');
    // Statements the seed prepared on this connection ran before the requests: only what the requests ran counts.
    const runsOf = async () =>
      new Map(
        (
          (await server.database.db.execute(
            sql`select statement, generic_plans + custom_plans as runs from pg_prepared_statements where not from_sql and statement ilike '%from "listings"%'`,
          )) as unknown as { rows: { statement: string; runs: number | string }[] }
        ).rows.map((row) => [row.statement, Number(row.runs)]),
      );
    const before = await runsOf();
    for (let i = 0; i < 6; i++) {
      const res = await server.app.inject({ method: 'GET', url: '/api/listings?limit=25&search=rumah', headers: bearer(token) });
      expect(res.statusCode).toBe(200);
    }
    const ranByRequests = [...(await runsOf()).entries()].map(([statement, runs]) => ({ statement, runs: runs - (before.get(statement) ?? 0) })).filter((s) => s.runs > 0);
    expect(ranByRequests.length).toBeGreaterThan(0);
    // Each statement of the page, prepared once, ran on every request.
    expect(ranByRequests.every((s) => s.runs >= 6)).toBe(true);
    // The caller's statement is a prepared one too: run by every request on PostgreSQL; on PGlite by
    // the first only, as nothing was written since (the session cache: auth.test.ts).
    const caller = (await server.database.db.execute(
      sql`select generic_plans + custom_plans as runs from pg_prepared_statements where not from_sql and statement ilike '%from "sessions"%'`,
    )) as unknown as { rows: { runs: number | string }[] };
    const callerRuns = Math.max(...caller.rows.map((row) => Number(row.runs)));
    if (server.database.driver === 'pg') expect(callerRuns).toBeGreaterThanOrEqual(6);
    else expect(callerRuns).toBeGreaterThanOrEqual(1);
  });

  it('a statement marked PLANNED_PER_CALL is never prepared under a name, so each call is planned with its own values', async () => {
    const { db } = server.database;
    const marked = (name: string) => db.select({ id: offices.officeId }).from(offices).where(and(PLANNED_PER_CALL, eq(offices.officeName, name)));
    const unmarked = (name: string) => db.select({ id: offices.officeId }).from(offices).where(eq(offices.officeName, name));
    for (const name of ['Genius Bandung', 'Genius Surabaya', 'nowhere']) {
      await marked(name);
      await unmarked(name);
    }
    expect(await marked('Genius Bandung')).toHaveLength(1);
    const prepared = (
      (await db.execute(sql`select statement from pg_prepared_statements where not from_sql`)) as unknown as { rows: { statement: string }[] }
    ).rows.map((row) => row.statement);
    expect(prepared).toContain(unmarked('x').toSQL().sql);
    expect(prepared).not.toContain(marked('x').toSQL().sql);
  });

  it('a list over a small table keeps its prepared plan where a large one would be planned per call (the office manager\'s employee page)', async () => {
    const token = await signIn(server.app, 'manager_office@demo.test');
    const employeePages = async () =>
      (
        (await server.database.db.execute(
          sql`select statement from pg_prepared_statements where not from_sql and statement ilike '%from "employees"%order by%limit%'`,
        )) as unknown as { rows: { statement: string }[] }
      ).rows.length;
    const before = await employeePages();
    const res = await server.app.inject({ method: 'GET', url: '/api/employees?limit=25&sort=createdAt:DESC&includeData=user,office', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    // The demo data's few dozen people: the page ran as a named statement, its plan kept for the next call.
    expect(await employeePages()).toBeGreaterThan(before);
  });

  it('a table is large for planning from the planner\'s estimate of its rows, read again once its estimate is old', async () => {
    const { db } = server.database;
    const probe = pgTable('planned_per_call_probe', { n: integer('n') });
    await db.execute(sql`create table planned_per_call_probe (n integer)`);
    try {
      await db.execute(sql`insert into planned_per_call_probe select generate_series(1, 10)`);
      await db.execute(sql`analyze planned_per_call_probe`);
      const t0 = 1_000_000;
      expect(await plannedPerCallWhenLarge(db, probe, t0)).toBeUndefined();
      await db.execute(sql`insert into planned_per_call_probe select generate_series(1, ${PLANNED_PER_CALL_FROM_ROWS})`);
      await db.execute(sql`analyze planned_per_call_probe`);
      // Within the estimate's life the table is still taken as small; after it, as large.
      expect(await plannedPerCallWhenLarge(db, probe, t0 + TABLE_ESTIMATE_TTL_MS - 1)).toBeUndefined();
      expect(await plannedPerCallWhenLarge(db, probe, t0 + TABLE_ESTIMATE_TTL_MS)).toBe(PLANNED_PER_CALL);
    } finally {
      await db.execute(sql`drop table planned_per_call_probe`);
    }
  });
});

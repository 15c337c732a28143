/**
 * One database per test file, migrated and seeded with the demo data, and the
 * app on top of it with a clock the test can move. The database is an
 * in-memory PGlite (initdb takes seconds, so once per file), or, when
 * TEST_DATABASE_URL points at a PostgreSQL server, a scratch database created
 * there for the file and dropped afterwards: the same suite runs on both.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { expect, inject } from 'vitest';
import type { z } from 'zod';
import { errorBody } from '../../domain/entities/common';
import { buildApp, type AppOptions } from '../../server/app';
import { openDatabase, type Database, type Db } from '../../server/db/client';
import { employees, users } from '../../server/db/schema';
import type { Role } from '../../domain/roles';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seed, type DemoAccount } from '../../server/db/seed/demo';
import { GUARDS, type AccessSubject } from '../../domain/access';
import type { ApiRule } from '../../domain/api-access';

export interface Clock {
  now: () => Date;
  advance: (ms: number) => void;
  set: (date: Date) => void;
}

export function createClock(start = new Date()): Clock {
  let t = start.getTime();
  return {
    now: () => new Date(t),
    advance: (ms) => {
      t += ms;
    },
    set: (date) => {
      t = date.getTime();
    },
  };
}

export type App = ReturnType<typeof buildApp>;

export interface TestServer {
  database: TestDatabase;
  app: App;
  clock: Clock;
  /** Every sign-in slowdown the apps asked for, in ms, in order. */
  waits: number[];
  /** Another app on the same database (a second server instance). */
  buildAnother(options?: Partial<AppOptions>): Promise<App>;
  close(): Promise<void>;
}

/** postgres://… of a server where the tests may create and drop databases; unset: PGlite in memory. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
export const TEST_ENGINE: 'pglite' | 'pg' = TEST_DATABASE_URL ? 'pg' : 'pglite';

async function onServer(adminUrl: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the TEST_DATABASE_URL server: its URL, and drop() to remove it (and any connection left on it). */
export async function createScratchDatabase(adminUrl = TEST_DATABASE_URL): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!adminUrl) throw new Error('createScratchDatabase needs TEST_DATABASE_URL');
  const name = `backoffice_test_${randomBytes(6).toString('hex')}`;
  await onServer(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(adminUrl, `drop database if exists "${name}" with (force)`) };
}

/** An empty database of the suite's engine; close() closes and, on PostgreSQL, drops it. */
/** A test's database; on PostgreSQL its URL, so a test can open more connections (a second instance). */
export type TestDatabase = Database & { url?: string };

export async function openTestDatabase(): Promise<TestDatabase> {
  if (!TEST_DATABASE_URL) {
    // The migrated template of global-setup.ts, when the file runs under it.
    const file = inject('pgliteTemplate');
    return openDatabase({ memory: true, ...(file && { template: new Blob([readFileSync(file)]) }) });
  }
  const scratch = await createScratchDatabase();
  const database = await openDatabase({ url: scratch.url });
  return {
    ...database,
    url: scratch.url,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

export async function startTestServer(options: Partial<AppOptions> = {}): Promise<TestServer> {
  const clock = createClock();
  const database = await openTestDatabase();
  await database.migrate();
  await seed(database.db, clock.now());
  const apps: App[] = [];
  const waits: number[] = [];
  // The sign-in slowdown is recorded, not slept: a verdict never waits on real time.
  const wait = async (ms: number) => {
    waits.push(ms);
  };
  const make = async (extra: Partial<AppOptions> = {}) => {
    const app = buildApp({ db: database, now: clock.now, wait, ...options, ...extra });
    apps.push(app);
    await app.ready();
    return app;
  };
  const app = await make();
  return {
    database,
    app,
    clock,
    waits,
    buildAnother: make,
    async close() {
      for (const a of apps) await a.close();
      await database.close();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function signIn(app: App, email: string, password = DEMO_PASSWORD, remoteAddress?: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password }, ...(remoteAddress && { remoteAddress }) });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { payload: { token: string } }).payload.token;
}

export type ApiMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A demo account's requests: `(method, 'closings?limit=1', body?)` under /api, signed in once. */
export async function requestsAs(app: App, email: string): Promise<(method: ApiMethod, url: string, payload?: object) => Promise<LightMyRequestResponse>> {
  const headers = bearer(await signIn(app, email));
  return (method, url, payload) => app.inject({ method, url: `/api/${url}`, headers, ...(payload && { payload }) });
}

/** The employee id of a demo account's record in a role ('agent@demo.test' as an agent). */
export async function employeeIdOf(db: Db, email: string, role: Role): Promise<string> {
  const [row] = await db
    .select({ employeeId: employees.employeeId })
    .from(employees)
    .innerJoin(users, eq(users.userId, employees.userId))
    .where(and(eq(users.email, email), eq(employees.role, role)));
  if (!row) throw new Error(`${email} has no ${role} record`);
  return row.employeeId;
}

/** Parse an answer's `{ payload }` with a domain schema (the contract), after checking the status. */
export function payloadOf<T extends z.ZodType>(res: LightMyRequestResponse, schema: T, status = 200): z.infer<T> {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { payload: unknown };
  return schema.parse(body.payload);
}

/** An error answer: status, code, and the one error shape. */
export function errorOf(res: LightMyRequestResponse, status: number, code?: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = errorBody.strict().parse(res.json());
  if (code) expect(body.code).toBe(code);
  return body;
}

export type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;

/** Count rows of a table: "nothing written" checks compare before and after. */
export async function countRows(database: Database, table: string): Promise<number> {
  const res = (await database.db.execute(sql.raw(`select count(*)::int as n from "${table}"`))) as unknown as { rows: { n: number }[] };
  return res.rows[0]!.n;
}

/** Every table of the schema, for "nothing written anywhere". */
export const TABLES = [
  'users',
  'offices',
  'employees',
  'groups',
  'group_members',
  'sessions',
  'login_attempts',
  'one_time_tokens',
  'fcm_tokens',
  'app_configs',
  'notifications',
  'mail_outbox',
] as const;

export async function snapshotCounts(database: Database): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of TABLES) out[t] = await countRows(database, t);
  return out;
}

/** Every table in the database (the migrations' bookkeeping included), read from the catalog: a new table is covered without a word here. */
export async function listTables(database: Database): Promise<string[]> {
  const res = (await database.db.execute(
    sql`select table_schema, table_name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
        order by table_schema, table_name`,
  )) as unknown as { rows: { table_schema: string; table_name: string }[] };
  return res.rows.map((r) => `"${r.table_schema}"."${r.table_name}"`);
}

/** Row count and checksum of each table: equal fingerprints, nothing written anywhere. */
export type Fingerprint = Record<string, string>;

/** One round trip for all tables (cheap enough to take after every fuzz run). */
export async function fingerprintOf(database: Database, tables: readonly string[]): Promise<Fingerprint> {
  const parts = tables.map(
    (t, i) => `select ${i} as i, count(*)::int || ':' || coalesce(md5(string_agg(x::text, ',' order by x::text)), '-') as f from ${t} x`,
  );
  const res = (await database.db.execute(sql.raw(parts.join(' union all ')))) as unknown as { rows: { i: number; f: string }[] };
  return Object.fromEntries(res.rows.map((r) => [tables[r.i]!, r.f]));
}

/**
 * A write counter for the given tables: every row inserted, updated or
 * deleted and every truncate bumps one sequence (a row trigger per table;
 * sequences move outside transactions and take no locks). `stamp()` is one
 * read of it: equal stamps mean no row was written anywhere; a stamp that
 * moved may still hold the same contents (a write rolled back, a row rewritten
 * with its own values), which fingerprintOf tells. It replaced a stamp that
 * counted every table's rows after each fuzz answer: 6 ms a look, 135 of the
 * fuzz file's 169 s on PGlite.
 */
export async function watchWrites(database: Database, tables: readonly string[]): Promise<{ stamp: () => Promise<string> }> {
  const run = (text: string) => database.db.execute(sql.raw(text));
  await run('create sequence if not exists test_writes');
  // A fresh sequence's first nextval leaves last_value where it was (1): take it here, so every write moves it.
  await run("select nextval('test_writes')");
  await run(`create or replace function test_count_write() returns trigger language plpgsql as $$
    begin perform nextval('test_writes'); return null; end $$`);
  for (const table of tables) {
    await run(`create or replace trigger test_count_row_write after insert or update or delete on ${table} for each row execute function test_count_write()`);
    await run(`create or replace trigger test_count_truncate after truncate on ${table} for each statement execute function test_count_write()`);
  }
  return {
    stamp: async () => {
      const res = (await database.db.execute(sql.raw('select last_value::text as n from test_writes'))) as unknown as { rows: { n: string }[] };
      return res.rows[0]!.n;
    },
  };
}

export async function databaseFingerprint(database: Database): Promise<Fingerprint> {
  return fingerprintOf(database, await listTables(database));
}

/** The tables whose rows differ, with their counts before → after (empty: unchanged). */
export function fingerprintChanges(before: Fingerprint, after: Fingerprint): string[] {
  const tables = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return tables
    .filter((t) => before[t] !== after[t])
    .map((t) => `${t}: ${before[t]?.split(':')[0] ?? 'absent'} rows → ${after[t]?.split(':')[0] ?? 'absent'} rows${before[t]?.split(':')[0] === after[t]?.split(':')[0] ? ' (contents changed)' : ''}`);
}

/** The demo account a route's rule lets in: the super admin where it may, else the first that may (undefined: public, or nobody). */
export function accountAllowedBy(rule: ApiRule): DemoAccount | undefined {
  if (rule === 'public') return undefined;
  const active = DEMO_ACCOUNTS.filter((a) => a.userStatus === 'active' && a.roles.length > 0);
  const allowed = active.filter((a) => GUARDS[rule](subjectOf(a)));
  return allowed.find((a) => a.email === 'admin@demo.test') ?? allowed[0];
}

export const subjectOf = (a: DemoAccount): AccessSubject => ({
  roles: a.roles,
  allowSelfListing: a.allowSelfListing,
  agentListingPermission: a.agentListingPermission,
});

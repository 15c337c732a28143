/**
 * One in-memory PGlite per test file (initdb takes seconds), migrated and
 * seeded with the demo data, and the app on top of it with a clock the test
 * can move.
 */
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';
import { errorBody } from '../../domain/entities/common';
import { buildApp, type AppOptions } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/client';
import { DEMO_PASSWORD, seed } from '../../server/db/seed';

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
  database: Database;
  app: App;
  clock: Clock;
  /** Another app on the same database (a second server instance). */
  buildAnother(options?: Partial<AppOptions>): Promise<App>;
  close(): Promise<void>;
}

export async function startTestServer(options: Partial<AppOptions> = {}): Promise<TestServer> {
  const clock = createClock();
  const database = await openDatabase({ memory: true });
  await database.migrate();
  await seed(database.db, clock.now());
  const apps: App[] = [];
  const make = async (extra: Partial<AppOptions> = {}) => {
    const app = buildApp({ db: database, now: clock.now, ...options, ...extra });
    apps.push(app);
    await app.ready();
    return app;
  };
  const app = await make();
  return {
    database,
    app,
    clock,
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

/**
 * Where a list request's time goes, on the demo data (issue 13): for every
 * list row of bench/endpoints.json, the statements one request sends, the
 * time inside the database driver, and the rest (routing, auth's JS,
 * validation, Drizzle's building and mapping, serialization), from
 * in-process requests (inject) made one at a time after a warm-up. Run:
 * `node --import tsx scripts/bench/where-time-goes.ts [--runs 200] [--only regexp]`
 * (PGlite in memory; with DATABASE_URL, PostgreSQL; with --data-dir DIR, the PGlite folder
 * DIR as it is, e.g. one `DATA_DIR=DIR npm run seed:scale` filled). With --explain, each
 * row's SELECT statements of one request are printed with their plan as run
 * (EXPLAIN ANALYZE, with the request's own parameters). Nothing is asserted.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { resolvePath } from './api.mjs';
import { openDatabase } from '../../server/db/client';
import { seed, seedIfEmpty } from '../../server/db/seed/demo';
import { countSettings } from '../../server/services/lists';
import { refreshStatistics } from '../../server/db/statistics';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '200' }, only: { type: 'string' }, detail: { type: 'boolean' }, 'data-dir': { type: 'string' }, explain: { type: 'boolean' }, 'custom-plans': { type: 'boolean' }, 'count-threshold': { type: 'string' } } });
// --count-threshold N: count exactly up to N past the page instead of EXACT_COUNT_THRESHOLD (to measure another threshold).
if (values['count-threshold']) countSettings.exactThreshold = Number(values['count-threshold']);
const RUNS = Number(values.runs);

let sqlMs = 0;
/** With --explain, the statements of one request as sent (text and parameters). */
let capture: { text: string; values: unknown[] }[] | null = null;
/** With --detail, each statement's text and time: the row's costly statements by name. */
const perStatement = new Map<string, { n: number; ms: number }>();
function timeDriver(proto: { query: (...a: never[]) => Promise<unknown> }) {
  const original = proto.query;
  proto.query = async function (this: unknown, ...args: never[]) {
    const t = performance.now();
    if (capture) {
      const q = args[0] as unknown as string | { text: string; values?: unknown[] };
      capture.push(typeof q === 'string' ? { text: q, values: (args[1] as unknown as unknown[]) ?? [] } : { text: q.text, values: q.values ?? (args[1] as unknown as unknown[]) ?? [] });
    }
    const done = () => {
      const ms = performance.now() - t;
      sqlMs += ms;
      if (values.detail) {
        const text = String((args[0] as unknown as { text?: string })?.text ?? args[0]).slice(0, 160);
        const seen = perStatement.get(text) ?? { n: 0, ms: 0 };
        perStatement.set(text, { n: seen.n + 1, ms: seen.ms + ms });
      }
    };
    // pg.Pool calls a client's query with a callback (and gets no promise): the statement ends when the callback runs.
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as unknown as (...r: unknown[]) => unknown;
      args[last] = ((...r: unknown[]) => {
        done();
        return callback(...r);
      }) as never;
      return original.apply(this, args);
    }
    try {
      return await original.apply(this, args);
    } finally {
      done();
    }
  };
}
timeDriver(PGlite.prototype as never);
timeDriver(pg.Client.prototype as never);

const url = process.env.DATABASE_URL;
const dataDir = values['data-dir'];
const database = await openDatabase(url ? { url } : dataDir ? { dataDir } : { memory: true });
await database.migrate();
// In memory: the demo data. A PGlite folder or a PostgreSQL database is taken as it is (the demo data
// seeded only if it is empty; `npm run seed:scale` may have filled it), analyzed as the server does when it
// starts (server/db/statistics.ts).
if (!dataDir && !url) await seed(database.db, new Date());
else {
  await seedIfEmpty(database.db);
  await refreshStatistics(database.db);
}
// --custom-plans: every statement planned with its own values (PostgreSQL's plan_cache_mode), to see
// which rows a generic plan slows (on PostgreSQL: PGOPTIONS='-c plan_cache_mode=force_custom_plan').
if (values['custom-plans']) await database.db.execute(sql`set plan_cache_mode = force_custom_plan`);
const app = buildApp({ db: database });
await app.ready();
const tokens = new Map<string, string>();
async function tokenOf(email: string) {
  if (!tokens.has(email)) {
    const res = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password: 'Demo1234!' } });
    tokens.set(email, (res.json() as { payload: { token: string } }).payload.token);
  }
  return tokens.get(email)!;
}

interface Row { name: string; method: string; path: string; as?: string; resolve?: unknown }
const rows: Row[] = JSON.parse(readFileSync(new URL('../../bench/endpoints.json', import.meta.url), 'utf8')).lists;
const baseline: Row = { name: 'health', method: 'GET', path: '/api/health' };
const fmt = (n: number) => n.toFixed(2).padStart(7);
console.log(`${database.driver}, ${RUNS} requests per row, ms per request`);
console.log(`${'row'.padEnd(58)} ${'stmts'.padStart(5)} ${'total'.padStart(7)} ${'sql'.padStart(7)} ${'outside'.padStart(7)} ${'x health'.padStart(8)}`);
let healthMs = 0;
for (const row of [baseline, ...rows.filter((r) => !values.only || new RegExp(values.only).test(r.name))]) {
  const headers = row.as ? { authorization: `Bearer ${await tokenOf(row.as)}` } : {};
  // A row naming ids of the data set ({officeId}) reads them as the bench does (api.mjs).
  let path: string;
  try {
    path = await resolvePath(row, async (url) => {
      const res = await app.inject({ method: 'GET', url, headers });
      return { status: res.statusCode, body: res.statusCode === 200 ? res.json() : undefined };
    });
  } catch (error) {
    // A row on data the bench seeds for itself (the busy post of seed-busy-post.mjs) is not in every database.
    console.log(`${row.name.padEnd(58)} not in this data: ${error instanceof Error ? error.message : String(error)}`);
    continue;
  }
  const call = () => app.inject({ method: row.method as 'GET', url: path, headers });
  const first = await call();
  if (first.statusCode !== 200) {
    console.log(`${row.name.padEnd(58)} answered ${first.statusCode}`);
    continue;
  }
  for (let i = 0; i < 20; i++) await call();
  let statements = 0;
  const unwatch = database.watchStatements(() => statements++);
  sqlMs = 0;
  perStatement.clear();
  const t = performance.now();
  for (let i = 0; i < RUNS; i++) await call();
  const total = (performance.now() - t) / RUNS;
  unwatch();
  if (row === baseline) healthMs = total;
  const sqlPer = sqlMs / RUNS;
  console.log(`${row.name.padEnd(58)} ${(statements / RUNS).toFixed(1).padStart(5)} ${fmt(total)} ${fmt(sqlPer)} ${fmt(total - sqlPer)} ${(healthMs / total).toFixed(2).padStart(7)}×`);
  if (values.detail) for (const [text, { n, ms }] of perStatement) console.log(`    ${(ms / n).toFixed(2).padStart(6)} ms ×${(n / RUNS).toFixed(1)}  ${text}`);
  if (values.explain && row !== baseline) await explainOne(call);
}

/** The plans of one request's SELECT statements, as the database runs them with the request's parameters. */
async function explainOne(call: () => Promise<unknown>) {
  capture = [];
  await call();
  const sent = capture;
  capture = null;
  for (const { text, values: params } of sent) {
    if (!/^\s*select/i.test(text)) continue;
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const plan = await pool.query<Record<string, string>>(`explain (analyze, buffers, costs off) ${text}`, params);
    console.log(`\n  ${text}\n  ${JSON.stringify(params)}`);
    for (const line of plan.rows) console.log(`    ${Object.values(line)[0]}`);
  }
}
await app.close();
await database.close();

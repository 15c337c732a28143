/**
 * `npm run bench`: build the SPA, measure its bundle, start the real server on
 * a fresh embedded database and hammer the API with autocannon, load pages in
 * Chromium; then the same API rows on PostgreSQL when DATABASE_URL is set (in
 * a scratch database), and on a scaled data set with --scale N. Prints one
 * table and writes it with the raw figures to bench/results/latest.json and a
 * dated copy. Nothing here asserts a time: on a shared machine the ratios
 * measured in one run (list/health) are what compare across runs.
 *
 *   npm run bench                          embedded (+ PostgreSQL if DATABASE_URL)
 *   npm run bench -- --scale 1             + the same rows on seed:scale --factor 1
 *   options: --duration S (5)  --connections 10,50  --samples N (7)  --warmup S (1)
 *            --no-build  --skip-api  --skip-browser  --skip-export  --out FILE
 *   npm run bench -- --export-only [--scale N]   only the CSV export rows (no build, no
 *            bundle, API or browser rows); the table is printed, written only with --out
 *   npm run bench -- --only audit      only the rows (API, export, page) whose name contains
 *            'audit', any case, plus health; no bundle rows (add --no-build unless a page
 *            row is wanted); the table is printed, written only with --out. Several parts
 *            separated by '|' match any of them: --only 'invoices|receivables'
 *
 * The audit-overhead rows (issue 15) need a second server, the unaudited copy
 * (scripts/bench/serve-unaudited.ts) on a copy of the target's database: it
 * starts beside the normal one when the API rows run and there are such rows.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { TOKEN_KEY } from '../../src/api/token.ts';
import { DEMO_PASSWORD } from '../../server/db/seed/demo.ts';
import { matchesOnly, readEndpoints, runApi } from './api.mjs';
import { runExports } from './export.mjs';
import { readPages, runBrowser } from './browser.mjs';
import { buildSpa, measureBundle, ROOT } from './bundle.mjs';
import { createScratchDatabase, redactDatabaseUrl } from './postgres.mjs';
import { copyDataDir, seedBusyPost, seedScale, startServer, tempDataDir } from './server.mjs';
import { formatTable } from './table.mjs';

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10,50' },
    samples: { type: 'string', default: '7' },
    warmup: { type: 'string', default: '1' },
    'no-build': { type: 'boolean', default: false },
    'skip-api': { type: 'boolean', default: false },
    'skip-browser': { type: 'boolean', default: false },
    'skip-export': { type: 'boolean', default: false },
    'export-only': { type: 'boolean', default: false },
    only: { type: 'string' },
    out: { type: 'string' },
  },
});

const positive = (name, value) => {
  const n = Number(value);
  if (!(n > 0)) throw new Error(`--${name} wants a positive number (got '${value}')`);
  return n;
};
const options = {
  scale: args.scale === undefined ? null : positive('scale', args.scale),
  duration: positive('duration', args.duration),
  connections: args.connections.split(',').map((c) => Math.round(positive('connections', c))),
  samples: Math.round(positive('samples', args.samples)),
  warmup: Number(args.warmup) || 0,
};

const exportOnly = args['export-only'];
if (exportOnly) Object.assign(args, { 'no-build': true, 'skip-api': true, 'skip-browser': true, 'skip-export': false });

const RESULTS = join(ROOT, 'bench/results');
const LOGS = join(ROOT, 'test-results/bench');
const say = (m) => process.stderr.write(`[bench] ${m}\n`);

const databaseUrl = process.env.DATABASE_URL || undefined;
const only = args.only?.trim() || undefined;
const endpoints = readEndpoints(undefined, { only });
const pages = readPages().filter((page) => matchesOnly(page.name, only));
const budget = JSON.parse(readFileSync(join(ROOT, 'bench/budget.json'), 'utf8'));

/** Where each run happens: a fresh embedded database, PostgreSQL, and the scaled copies of either. */
function targets() {
  const list = [{ name: 'embedded', driver: 'pglite', factor: 0 }];
  if (databaseUrl) list.push({ name: 'postgres', driver: 'pg', factor: 0 });
  if (options.scale) {
    list.push({ name: `embedded ×${options.scale}`, driver: 'pglite', factor: options.scale });
    if (databaseUrl) list.push({ name: `postgres ×${options.scale}`, driver: 'pg', factor: options.scale });
  }
  return list;
}

/** A fresh database for the target: a temp DATA_DIR, or a scratch database beside DATABASE_URL's. */
async function freshDatabase(target) {
  if (target.driver === 'pglite') {
    const { dir, remove } = tempDataDir(target.factor ? `x${target.factor}` : 'embedded');
    return { dataDir: dir, release: async () => remove() };
  }
  const scratch = await createScratchDatabase(databaseUrl, target.factor ? `x${target.factor}` : 'pg');
  if (scratch.url) return { databaseUrl: scratch.url, release: () => scratch.drop() };
  if (target.factor) throw new Error(`cannot create a scratch database for the scaled run (${scratch.reason}); not seeding scale data into DATABASE_URL's own database`);
  say(`could not create a scratch database (${scratch.reason}): using DATABASE_URL's database as it is`);
  return { databaseUrl, release: async () => undefined };
}

async function runTarget(target, results) {
  const db = await freshDatabase(target);
  try {
    if (target.factor) seedScale({ ...db, factor: target.factor, log: say });
    if (!args['skip-api']) seedBusyPost({ ...db, log: say });
    const logFile = join(LOGS, `server-${target.name.replace(/\W+/g, '-')}.log`);
    // The audit-overhead rows' unaudited copy: a copy of the same embedded database (PGlite has one owner), or the same PostgreSQL one.
    const unaudited = !args['skip-api'] && endpoints.auditOverhead.length ? await startUnaudited(db, target) : null;
    const server = await startServer({ ...db, logFile }).catch(async (error) => {
      await unaudited?.stop();
      throw error;
    });
    say(`${target.name}: server at ${server.baseUrl}${db.databaseUrl ? ` on ${redactDatabaseUrl(db.databaseUrl)}` : ` (DATA_DIR ${db.dataDir})`}`);
    try {
      if (!args['skip-api']) {
        const api = await runApi({ baseUrl: server.baseUrl, unauditedBaseUrl: unaudited?.baseUrl, target: target.name, endpoints, ...options, password: DEMO_PASSWORD, log: say });
        results.api.push(...api);
      }
      if (!args['skip-export'] && endpoints.exports.length) {
        const exported = await runExports({ baseUrl: server.baseUrl, pid: server.pid, target: target.name, rows: endpoints.exports, password: DEMO_PASSWORD, log: say });
        results.exports.push(...exported);
      }
      if (!args['skip-browser'] && target.driver === 'pglite') {
        const browser = await runBrowser({ baseUrl: server.baseUrl, target: target.name, pages, samples: options.samples, password: DEMO_PASSWORD, tokenKey: TOKEN_KEY, log: say });
        results.browser.push(...browser);
      }
    } finally {
      await server.stop();
      await unaudited?.stop();
    }
  } finally {
    await db.release();
  }
}

/** The unaudited server (scripts/bench/serve-unaudited.ts) on a copy of the target's database; stop() removes the copy. */
async function startUnaudited(db, target) {
  const copy = db.dataDir ? copyDataDir(db.dataDir, `${target.factor ? `x${target.factor}` : 'embedded'}-unaudited`) : null;
  const logFile = join(LOGS, `server-${target.name.replace(/\W+/g, '-')}-unaudited.log`);
  try {
    const server = await startServer({ ...(copy ? { dataDir: copy.dir } : { databaseUrl: db.databaseUrl }), logFile, unaudited: true });
    say(`${target.name}: unaudited copy at ${server.baseUrl}${copy ? ` (DATA_DIR ${copy.dir})` : ' on the same database'}`);
    return {
      baseUrl: server.baseUrl,
      stop: async () => {
        await server.stop();
        copy?.remove();
      },
    };
  } catch (error) {
    copy?.remove();
    throw error;
  }
}

async function main() {
  mkdirSync(LOGS, { recursive: true });
  mkdirSync(RESULTS, { recursive: true });
  const startedAt = new Date();
  if (!args['no-build']) {
    say('building the SPA (vite build → dist/)');
    buildSpa();
  }
  const results = { bundle: exportOnly || only ? null : measureBundle(), api: [], exports: [], browser: [] };
  for (const target of targets()) await runTarget(target, results);

  const table = formatTable({ ...results, budget });
  console.log(table);
  const record = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? null, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version, platform: process.platform },
    options: { ...options, postgres: databaseUrl ? redactDatabaseUrl(databaseUrl) : null },
    budget,
    ...results,
    table,
  };
  const json = `${JSON.stringify(record, null, 2)}\n`;
  // An export-only or --only run is a partial table: it never replaces latest.json.
  const files = args.out ? [args.out] : exportOnly || only ? [] : [join(RESULTS, 'latest.json'), join(RESULTS, `${startedAt.toISOString().replace(/[:.]/g, '-')}.json`)];
  for (const file of files) writeFileSync(file, json);
  if (files.length) say(`written: ${files.map((f) => f.replace(`${ROOT}/`, '')).join(', ')}`);
}

main().catch((error) => {
  console.error(`[bench] ${error instanceof Error ? error.stack : error}`);
  process.exit(1);
});

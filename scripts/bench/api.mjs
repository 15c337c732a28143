/**
 * autocannon against the running server: the baseline (GET /api/health, the
 * ceiling of this machine) and every list endpoint of bench/endpoints.json, at
 * each connection count. Each list row carries its ratio to the baseline's
 * requests/s at the same connections in the same run — the figure that means
 * something on a shared, noisy machine. The audit-overhead rows (issue 15) run
 * a write against this server and against its unaudited copy in turn and
 * carry the ratio of the two.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { ROOT } from './bundle.mjs';
import { signIn } from './server.mjs';

/** The rows whose name contains `only` (any case); every row without it. */
/** Rows whose name contains `only`, or any of its '|'-separated parts ('invoices|receivables'). */
export const matchesOnly = (name, only) => !only || only.toLowerCase().split('|').some((part) => part.trim() && name.toLowerCase().includes(part.trim()));
const named = (rows, only) => rows.filter((row) => matchesOnly(row.name, only));

/** bench/endpoints.json; with `only`, just the rows whose name contains it (the baseline always, as the lists' ratios need it). */
export function readEndpoints(file = join(ROOT, 'bench/endpoints.json'), { only } = {}) {
  const { baseline, lists, underUploads, exports = [], auditOverhead = [] } = JSON.parse(readFileSync(file, 'utf8'));
  if (!baseline?.path || !Array.isArray(lists)) throw new Error(`${file}: wants { baseline: { path }, lists: [{ name, path, as? }] }`);
  if (underUploads && !(underUploads.path && underUploads.as && underUploads.uploads > 0 && underUploads.uploadMb > 0 && underUploads.purpose)) {
    throw new Error(`${file}: underUploads wants { name, path, as, uploads, uploadMb, purpose }`);
  }
  if (!exports.every((row) => row.name && row.path && row.as)) throw new Error(`${file}: exports want [{ name, path, as }]`);
  if (!auditOverhead.every((row) => row.name && row.method && row.path && row.as)) throw new Error(`${file}: auditOverhead wants [{ name, method, path, as, body? }]`);
  return {
    baseline: { method: 'GET', ...baseline },
    lists: named(lists, only).map((row) => ({ method: 'GET', ...row })),
    underUploads: underUploads && named([underUploads], only).length ? { method: 'GET', ...underUploads } : undefined,
    exports: named(exports, only),
    auditOverhead: named(auditOverhead, only),
  };
}

/** A row's body as autocannon and fetch send it (JSON), with its content type; none for a GET. */
const withBody = (row, headers) => (row.body === undefined ? { headers } : { headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(row.body) });

function cannon({ url, method, headers, body, connections, duration }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, method, headers, body, connections, duration }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** One request first: the endpoint must answer 200, or its requests/s would measure an error page. */
async function probe(baseUrl, row, headers) {
  const res = await fetch(`${baseUrl}${row.path}`, { method: row.method, ...withBody(row, headers) });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${row.method} ${row.path}${row.as ? ` as ${row.as}` : ''} → ${res.status}: ${text.slice(0, 300)}`);
  // A document (the listing PDF) is measured as bytes, not rows.
  if (!(res.headers.get('content-type') ?? '').includes('json')) return { bytes: text.length };
  const payload = JSON.parse(text).payload;
  return Array.isArray(payload?.results) ? { rows: payload.results.length, total: payload.count ?? null } : {};
}

/** The uploader child (uploader.mjs): resolves once its uploads are under way, to stop(), which resolves to its counts. */
async function startUploader({ baseUrl, token, row }) {
  const child = spawn(process.execPath, [join(ROOT, 'scripts/bench/uploader.mjs'), baseUrl, token, String(row.uploads), String(row.uploadMb), row.purpose], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const nextLine = async () => {
    const line = await lines.next();
    if (line.done) throw new Error(`${row.name}: the uploader exited early (${child.exitCode ?? child.signalCode})`);
    return line.value;
  };
  await nextLine();
  return {
    stop: async () => {
      child.stdin.end();
      return JSON.parse(await nextLine());
    },
  };
}

/**
 * The row's GET hammered while `uploads` uploads of `uploadMb` MB run without
 * pause from another process (each starts again as soon as it is answered):
 * what one user's large uploads cost everybody else, as its p99 against the
 * same GET alone.
 */
async function underUploads({ baseUrl, row, headers, token, connections, duration }) {
  const uploader = await startUploader({ baseUrl, token, row });
  let result;
  let counts;
  try {
    result = await cannon({ url: `${baseUrl}${row.path}`, method: row.method, headers, connections, duration });
  } finally {
    counts = await uploader.stop();
  }
  if (counts.failed) throw new Error(`${row.name}: ${counts.failed} uploads failed (last ${counts.lastFailure})`);
  return { result, uploadsCompleted: counts.completed };
}

const valueAt = (data, dotted) => dotted.split('.').reduce((v, key) => (v == null ? undefined : v[key]), data);

/**
 * A row whose path names ids of the data set (`{listingId}`) says where to
 * find them: `resolve: { path, vars: { listingId: 'payload.results.0.listingId' } }`,
 * read once as the row's account. Rows stay data, whatever ids the seed drew.
 * With `in` and `where`, the vars are read from the first element of the
 * array at `in` that has every path of `where` (e.g. a listing with photos);
 * `resolve` may be a list of such reads, each giving some of the vars.
 * `get(path)` asks the server as the row's account: `{ status, body }`.
 */
export async function resolvePath(row, get) {
  if (!row.resolve) return row.path;
  const vars = {};
  for (const read of [row.resolve].flat()) {
    const { status, body: answer } = await get(read.path);
    if (status !== 200) throw new Error(`${row.name}: resolving ${read.path} → ${status}`);
    const conditions = [read.where ?? []].flat();
    const data = read.in ? (valueAt(answer, read.in) ?? []).find((item) => conditions.every((path) => !!valueAt(item, path))) : answer;
    if (data === undefined) throw new Error(`${row.name}: ${read.path} has no element of ${read.in} with ${conditions.join(' and ')}`);
    for (const [name, path] of Object.entries(read.vars)) {
      const value = valueAt(data, path);
      if (value === undefined || value === null) throw new Error(`${row.name}: ${read.path} has no ${path}`);
      vars[name] = value;
    }
  }
  return row.path.replace(/\{(\w+)\}/g, (_, name) => {
    if (!(name in vars)) throw new Error(`${row.name}: no resolve gives {${name}}`);
    return encodeURIComponent(String(vars[name]));
  });
}

/** Blocks of turns A B B A of the audit-overhead rows: two identical servers differed by up to ±20 % in one block on the loaded 2-core machine. */
const OVERHEAD_BLOCKS = 2;

/**
 * What auditing costs a write: the same request against the server (audited)
 * and its unaudited copy (scripts/bench/serve-unaudited.ts, a copy of the same
 * database), in blocks of turns A B B A so a drift of the shared machine's
 * load weighs on both alike; requests/s of each over all its turns, their
 * ratio, and the ratio of each block alone (how far the noise goes).
 */
async function auditOverhead({ row, audited, unaudited, connections, duration, log, target }) {
  const turns = { audited: [], unaudited: [] };
  const blockRatios = [];
  const rate = (results) => results.reduce((sum, r) => sum + r.requests.total, 0) / results.reduce((sum, r) => sum + r.duration, 0);
  for (let block = 1; block <= OVERHEAD_BLOCKS; block++) {
    const these = { audited: [], unaudited: [] };
    for (const which of ['audited', 'unaudited', 'unaudited', 'audited']) {
      const { baseUrl, headers } = which === 'audited' ? audited : unaudited;
      log(`${target}: ${row.method} ${row.path} @${connections} connections, ${duration} s, ${which} (block ${block} of ${OVERHEAD_BLOCKS})`);
      const result = await cannon({ url: `${baseUrl}${row.path}`, method: row.method, ...withBody(row, headers), connections, duration });
      turns[which].push(result);
      these[which].push(result);
    }
    blockRatios.push(Math.round((rate(these.audited) / Math.max(rate(these.unaudited), 1e-9)) * 100) / 100);
  }
  const summary = (results) => ({
    requestsPerSec: rate(results),
    p50Ms: Math.max(...results.map((r) => r.latency.p50)),
    p99Ms: Math.max(...results.map((r) => r.latency.p99)),
    requests: results.reduce((sum, r) => sum + r.requests.total, 0),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    errors: results.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
  });
  return { audited: summary(turns.audited), unaudited: summary(turns.unaudited), blockRatios };
}

/**
 * Runs every row at every connection count; resolves to one record per
 * (row, connections). `tokenOf(email)` gives the bearer token for `as`.
 * `unauditedBaseUrl` is the unaudited copy the audit-overhead rows compare with.
 */
export async function runApi({ baseUrl, unauditedBaseUrl, target, endpoints, connections, duration, warmup, password, log }) {
  const tokens = new Map();
  const headersOn = async (url, row) => {
    const headers = { accept: 'application/json' };
    if (!row.as) return headers;
    const key = `${url} ${row.as}`;
    if (!tokens.has(key)) tokens.set(key, await signIn(url, row.as, password));
    return { ...headers, authorization: `Bearer ${tokens.get(key)}` };
  };
  const headersOf = (row) => headersOn(baseUrl, row);

  const rows = [{ ...endpoints.baseline, isBaseline: true }, ...endpoints.lists];
  const prepared = [];
  for (const listed of rows) {
    const headers = await headersOf(listed);
    const get = async (path) => {
      const res = await fetch(`${baseUrl}${path}`, { headers });
      return { status: res.status, body: res.status === 200 ? await res.json() : undefined };
    };
    const row = { ...listed, path: await resolvePath(listed, get) };
    const shape = await probe(baseUrl, row, headers);
    prepared.push({ row, headers, shape });
    if (warmup > 0) await cannon({ url: `${baseUrl}${row.path}`, method: row.method, headers, connections: connections[0], duration: warmup });
  }

  const records = [];
  for (const conns of connections) {
    let baselineRps;
    for (const { row, headers, shape } of prepared) {
      log(`${target}: ${row.method} ${row.path} @${conns} connections, ${duration} s`);
      const r = await cannon({ url: `${baseUrl}${row.path}`, method: row.method, headers, connections: conns, duration });
      const rps = r.requests.average;
      if (row.isBaseline) baselineRps = rps;
      records.push({
        target,
        name: row.name,
        method: row.method,
        path: row.path,
        as: row.as ?? null,
        isBaseline: !!row.isBaseline,
        connections: conns,
        durationS: duration,
        requestsPerSec: Math.round(rps * 10) / 10,
        p50Ms: r.latency.p50,
        p99Ms: r.latency.p99,
        requests: r.requests.total,
        non2xx: r.non2xx,
        errors: r.errors + r.timeouts,
        ratioToBaseline: row.isBaseline || !baselineRps ? null : Math.round((rps / baselineRps) * 1000) / 1000,
        ...shape,
      });
    }
    if (endpoints.underUploads) {
      const row = endpoints.underUploads;
      const headers = await headersOf(row);
      log(`${target}: ${row.method} ${row.path} @${conns} connections, ${duration} s, while ${row.uploads} × ${row.uploadMb} MB uploads run`);
      // Its own baseline right before it: on a shared machine, minutes apart is another machine.
      const alone = await cannon({ url: `${baseUrl}${row.path}`, method: row.method, headers, connections: conns, duration });
      const { result: r, uploadsCompleted } = await underUploads({ baseUrl, row, headers, token: tokens.get(`${baseUrl} ${row.as}`), connections: conns, duration });
      records.push({
        target,
        name: row.name,
        method: row.method,
        path: row.path,
        as: row.as,
        isBaseline: false,
        connections: conns,
        durationS: duration,
        requestsPerSec: Math.round(r.requests.average * 10) / 10,
        p50Ms: r.latency.p50,
        p99Ms: r.latency.p99,
        requests: r.requests.total,
        non2xx: r.non2xx,
        errors: r.errors + r.timeouts,
        ratioToBaseline: Math.round((r.requests.average / alone.requests.average) * 1000) / 1000,
        baselineP99Ms: alone.latency.p99,
        p99RatioToBaseline: Math.round((r.latency.p99 / Math.max(1, alone.latency.p99)) * 100) / 100,
        uploads: row.uploads,
        uploadMb: row.uploadMb,
        uploadsCompleted,
      });
    }
    for (const row of unauditedBaseUrl ? endpoints.auditOverhead : []) {
      const audited = { baseUrl, headers: await headersOn(baseUrl, row) };
      const unaudited = { baseUrl: unauditedBaseUrl, headers: await headersOn(unauditedBaseUrl, row) };
      // A turn's worth of the write on each first: the unaudited copy has served nothing yet, and a cold
      // process (V8, PGlite's WebAssembly not yet optimised) measured 1.1–1.5× slower than the audited server.
      for (const side of [audited, unaudited]) {
        await probe(side.baseUrl, row, side.headers);
        await cannon({ url: `${side.baseUrl}${row.path}`, method: row.method, ...withBody(row, side.headers), connections: conns, duration: Math.max(warmup, duration) });
      }
      const { audited: a, unaudited: u, blockRatios } = await auditOverhead({ row, audited, unaudited, connections: conns, duration, log, target });
      records.push({
        target,
        name: row.name,
        method: row.method,
        path: row.path,
        as: row.as,
        isBaseline: false,
        isAuditOverhead: true,
        connections: conns,
        durationS: duration * 2 * OVERHEAD_BLOCKS,
        requestsPerSec: Math.round(a.requestsPerSec * 10) / 10,
        p50Ms: a.p50Ms,
        p99Ms: a.p99Ms,
        requests: a.requests,
        non2xx: a.non2xx + u.non2xx,
        errors: a.errors + u.errors,
        ratioToBaseline: null,
        unauditedRequestsPerSec: Math.round(u.requestsPerSec * 10) / 10,
        unauditedP50Ms: u.p50Ms,
        unauditedP99Ms: u.p99Ms,
        ratioToUnaudited: u.requestsPerSec ? Math.round((a.requestsPerSec / u.requestsPerSec) * 1000) / 1000 : null,
        blockRatios,
      });
    }
  }
  return records;
}

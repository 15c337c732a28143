/**
 * autocannon against the running server: the baseline (GET /api/health, the
 * ceiling of this machine) and every list endpoint of bench/endpoints.json, at
 * each connection count. Each list row carries its ratio to the baseline's
 * requests/s at the same connections in the same run — the figure that means
 * something on a shared, noisy machine.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { ROOT } from './bundle.mjs';
import { signIn } from './server.mjs';

export function readEndpoints(file = join(ROOT, 'bench/endpoints.json')) {
  const { baseline, lists, underUploads, exports = [] } = JSON.parse(readFileSync(file, 'utf8'));
  if (!baseline?.path || !Array.isArray(lists)) throw new Error(`${file}: wants { baseline: { path }, lists: [{ name, path, as? }] }`);
  if (underUploads && !(underUploads.path && underUploads.as && underUploads.uploads > 0 && underUploads.uploadMb > 0 && underUploads.purpose)) {
    throw new Error(`${file}: underUploads wants { name, path, as, uploads, uploadMb, purpose }`);
  }
  if (!exports.every((row) => row.name && row.path && row.as)) throw new Error(`${file}: exports want [{ name, path, as }]`);
  return {
    baseline: { method: 'GET', ...baseline },
    lists: lists.map((row) => ({ method: 'GET', ...row })),
    underUploads: underUploads && { method: 'GET', ...underUploads },
    exports,
  };
}

function cannon({ url, method, headers, connections, duration }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, method, headers, connections, duration }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** One request first: the endpoint must answer 200, or its requests/s would measure an error page. */
async function probe(baseUrl, row, headers) {
  const res = await fetch(`${baseUrl}${row.path}`, { method: row.method, headers });
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
 */
async function resolvePath(baseUrl, row, headers) {
  if (!row.resolve) return row.path;
  const vars = {};
  for (const read of [row.resolve].flat()) {
    const res = await fetch(`${baseUrl}${read.path}`, { headers });
    if (res.status !== 200) throw new Error(`${row.name}: resolving ${read.path} → ${res.status}`);
    const answer = await res.json();
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

/**
 * Runs every row at every connection count; resolves to one record per
 * (row, connections). `tokenOf(email)` gives the bearer token for `as`.
 */
export async function runApi({ baseUrl, target, endpoints, connections, duration, warmup, password, log }) {
  const tokens = new Map();
  const headersOf = async (row) => {
    const headers = { accept: 'application/json' };
    if (!row.as) return headers;
    if (!tokens.has(row.as)) tokens.set(row.as, await signIn(baseUrl, row.as, password));
    return { ...headers, authorization: `Bearer ${tokens.get(row.as)}` };
  };

  const rows = [{ ...endpoints.baseline, isBaseline: true }, ...endpoints.lists];
  const prepared = [];
  for (const listed of rows) {
    const headers = await headersOf(listed);
    const row = { ...listed, path: await resolvePath(baseUrl, listed, headers) };
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
      const { result: r, uploadsCompleted } = await underUploads({ baseUrl, row, headers, token: tokens.get(row.as), connections: conns, duration });
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
  }
  return records;
}

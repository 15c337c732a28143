/**
 * The CSV export rows: one GET with `Accept: text/csv` of a whole list (every
 * matching row), read as a stream and counted, never held; its time to the
 * first byte and to the last, and how much the server's resident memory grew
 * while it streamed (sampled from /proc/<pid>/status: Linux only, else '-').
 * Issue 13's target for all 100,000 listings: under 5 s, under 50 MB.
 */
import { readFileSync } from 'node:fs';
import { signIn } from './server.mjs';

const SAMPLE_MS = 20;
const MB = 1024 * 1024;

/** The process's resident set in bytes, or null where /proc is not there. */
export function residentBytes(pid) {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** Counts CRLF record ends outside quoted fields (a cell may hold a line break). */
function recordCounter() {
  let inQuotes = false;
  let records = 0;
  return {
    feed(text) {
      for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (c === '"') inQuotes = !inQuotes;
        else if (c === '\n' && !inQuotes) records++;
      }
    },
    get records() {
      return records;
    },
  };
}

async function exportOnce({ baseUrl, pid, row, token }) {
  const before = residentBytes(pid);
  let peak = before;
  const sampler = setInterval(() => {
    const now = residentBytes(pid);
    if (now !== null && (peak === null || now > peak)) peak = now;
  }, SAMPLE_MS);
  const started = performance.now();
  try {
    const res = await fetch(`${baseUrl}${row.path}`, { headers: { accept: 'text/csv', authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`${row.name}: GET ${row.path} (text/csv) → ${res.status}: ${(await res.text()).slice(0, 300)}`);
    const type = res.headers.get('content-type') ?? '';
    if (!type.startsWith('text/csv')) throw new Error(`${row.name}: answered ${type}, not text/csv`);
    const firstByteMs = performance.now() - started;
    const counter = recordCounter();
    const decoder = new TextDecoder();
    let bytes = 0;
    for await (const chunk of res.body) {
      bytes += chunk.byteLength;
      counter.feed(decoder.decode(chunk, { stream: true }));
    }
    const totalMs = performance.now() - started;
    return { firstByteMs, totalMs, bytes, rows: Math.max(0, counter.records - 1), before, peak };
  } finally {
    clearInterval(sampler);
  }
}

/** Every export row of bench/endpoints.json against the running server; one record per row. */
export async function runExports({ baseUrl, pid, target, rows, password, log }) {
  const tokens = new Map();
  const records = [];
  for (const row of rows) {
    if (!tokens.has(row.as)) tokens.set(row.as, await signIn(baseUrl, row.as, password));
    log(`${target}: ${row.name} (GET ${row.path}, Accept: text/csv)`);
    const r = await exportOnce({ baseUrl, pid, row, token: tokens.get(row.as) });
    records.push({
      target,
      name: row.name,
      path: row.path,
      as: row.as,
      rows: r.rows,
      bytes: r.bytes,
      firstByteMs: Math.round(r.firstByteMs),
      totalMs: Math.round(r.totalMs),
      rssBeforeMb: r.before === null ? null : Math.round((r.before / MB) * 10) / 10,
      rssPeakMb: r.peak === null ? null : Math.round((r.peak / MB) * 10) / 10,
      rssGrowthMb: r.before === null || r.peak === null ? null : Math.round(((r.peak - r.before) / MB) * 10) / 10,
    });
  }
  return records;
}

/** The bench's one table, as Markdown (so the README can carry it as printed). */
import { kB } from './bundle.mjs';

const num = (n, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function bundleRows(bundle, budget) {
  const login = bundle.routes['/login'];
  const dashboard = bundle.routes['/dashboard'];
  const limit = budget.loginInitialJsGzipBytes;
  const verdict = login.jsGzipBytes <= limit ? `within budget ${kB(limit)}` : `OVER budget ${kB(limit)} by ${kB(login.jsGzipBytes - limit)}`;
  return [
    ['bundle', '', '/login initial JS (gzip)', kB(login.jsGzipBytes), `${login.jsFiles.length} files; ${verdict}`],
    ['bundle', '', '/login initial CSS (gzip)', kB(login.cssGzipBytes), ''],
    ['bundle', '', '/dashboard JS after login (gzip)', kB(dashboard.jsGzipBytes), `${dashboard.jsFiles.length} files, shell and page included`],
    ['bundle', '', '/dashboard CSS (gzip)', kB(dashboard.cssGzipBytes), ''],
    ['bundle', '', 'largest route chunk (gzip)', bundle.largestRouteChunk ? kB(bundle.largestRouteChunk.gzipBytes) : '-', bundle.largestRouteChunk?.src ?? ''],
    ['bundle', '', 'all JS (gzip)', kB(bundle.totalJsGzipBytes), `${bundle.jsFileCount} files`],
  ];
}

/** A write with and without auditing (issue 15): the audited server's figures, then the ratio to its unaudited copy's. */
function auditOverheadRow(r) {
  const failures = r.non2xx || r.errors ? ` · ${r.non2xx} non-2xx, ${r.errors} errors` : '';
  const blocks = r.blockRatios?.length ? ` (blocks ${r.blockRatios.map((b) => b.toFixed(2)).join(', ')})` : '';
  const ratio = r.ratioToUnaudited === null ? '-' : `${r.ratioToUnaudited.toFixed(2)}×${blocks}`;
  const unaudited = `without auditing ${num(r.unauditedRequestsPerSec)} req/s, p50 ${r.unauditedP50Ms} ms · p99 ${r.unauditedP99Ms} ms`;
  return ['api', r.target, `${r.name} @${r.connections}`, `${num(r.requestsPerSec)} req/s`, `p50 ${r.p50Ms} ms · p99 ${r.p99Ms} ms · ${ratio} the same write unaudited (${unaudited})${failures}`];
}

function apiRows(records) {
  return records.map((r) => {
    if (r.isAuditOverhead) return auditOverheadRow(r);
    const rows = r.rows === undefined ? '' : ` · ${r.rows} rows${r.total !== null && r.total !== undefined ? ` of ${num(r.total)}` : ''}`;
    const failures = r.non2xx || r.errors ? ` · ${r.non2xx} non-2xx, ${r.errors} errors` : '';
    const ratio = r.isBaseline ? '' : ` · ${r.ratioToBaseline?.toFixed(2) ?? '-'}× health`;
    // Under uploads, what matters is the tail: p99 against the same GET's p99 alone, measured just before.
    const tail = r.p99RatioToBaseline === undefined ? '' : ` · p99 ${r.p99RatioToBaseline.toFixed(2)}× its p99 alone just before (${r.baselineP99Ms} ms) · ${r.uploadsCompleted} uploads of ${r.uploadMb} MB done`;
    return ['api', r.target, `${r.name} @${r.connections}`, `${num(r.requestsPerSec)} req/s`, `p50 ${r.p50Ms} ms · p99 ${r.p99Ms} ms${ratio}${tail}${rows}${failures}`];
  });
}

function exportRows(records) {
  return records.map((r) => {
    const memory = r.rssGrowthMb === null ? 'server RSS not readable here' : `server RSS +${num(r.rssGrowthMb, 1)} MB (${num(r.rssBeforeMb, 1)} → peak ${num(r.rssPeakMb, 1)} MB)`;
    return ['export', r.target, r.name, `${num(r.totalMs)} ms`, `${num(r.rows)} rows, ${num(r.bytes / 1024 / 1024, 1)} MB · first byte ${num(r.firstByteMs)} ms · ${memory}`];
  });
}

function browserRows(records) {
  return records.map((r) => ['browser', r.target, r.name, `${num(r.medianMs)} ms`, `median of ${r.samplesMs.length} cold loads (min ${num(r.minMs)}, max ${num(r.maxMs)})`]);
}

export function formatTable({ bundle, budget, api, exports = [], browser }) {
  const header = ['Area', 'Target', 'Row', 'Result', 'Detail'];
  const rows = [...(bundle ? bundleRows(bundle, budget) : []), ...apiRows(api), ...exportRows(exports), ...browserRows(browser)];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => (i === 3 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i === 3 ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

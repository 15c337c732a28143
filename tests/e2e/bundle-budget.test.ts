/**
 * bench/budget.json, in bytes (never time): the gzip size of the JS the browser
 * loads before /login can paint, from the Vite manifest of a production build
 * of this source made here (dist/ may be stale, or built under vitest's
 * NODE_ENV=test, which gives React's development bundle).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSpa, kB, measureBundle, ROOT } from '../../scripts/bench/bundle.mjs';

const budget = JSON.parse(readFileSync(join(ROOT, 'bench/budget.json'), 'utf8')) as { loginInitialJsGzipBytes: number };

function measure() {
  const outDir = mkdtempSync(join(tmpdir(), 'bundle-budget-'));
  try {
    buildSpa(outDir);
    return measureBundle(outDir);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

describe('bundle budget (bench/budget.json)', () => {
  it('the initial JS of /login stays within loginInitialJsGzipBytes', { timeout: 180_000 }, () => {
    const login = measure().routes['/login']!;
    const files = login.jsFiles.map((f) => `  ${kB(f.gzipBytes).padStart(9)}  ${f.file}`).join('\n');
    expect(
      login.jsGzipBytes,
      `/login loads ${kB(login.jsGzipBytes)} of JS (gzip) before it paints; the budget is ${kB(budget.loginInitialJsGzipBytes)}. ` +
        `Lazy-load what the login page does not need to paint. Its files, largest first:\n${files}\n`,
    ).toBeLessThanOrEqual(budget.loginInitialJsGzipBytes);
  });
});

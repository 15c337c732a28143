/**
 * `npm test`: every suite in order — typecheck, lint, the unit suites (domain,
 * machines, views, server), then the browser tests — stopping at the first step
 * that fails. Prints each step's time and ends with one line `N passed, N failed`
 * (the vitest test counts; a failed step that counted no failing test, such as
 * typecheck or lint, counts as one failure). Exit code 0 only when all passed.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const bin = (pkg, file) => join(ROOT, 'node_modules', pkg, file);
const reportDir = mkdtempSync(join(tmpdir(), 'test-all-'));

const vitest = (name, projects) => ({
  name,
  command: [
    bin('vitest', 'vitest.mjs'),
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${join(reportDir, `${name}.json`)}`,
  ],
  report: join(reportDir, `${name}.json`),
});

const STEPS = [
  { name: 'typecheck', command: [bin('typescript', 'bin/tsc'), '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'lint', command: [bin('eslint', 'bin/eslint.js'), '.', '--max-warnings', '0'] },
  vitest('unit', ['domain', 'machines', 'views', 'server']),
  vitest('e2e', ['e2e']),
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)}s`;
const banner = (text) => console.log(`\n━━ ${text} ${'━'.repeat(Math.max(0, 70 - text.length))}`);

let child;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    child?.kill(signal);
    process.exitCode = 130;
  });
}

function run([script, ...args]) {
  return new Promise((done) => {
    child = spawn(process.execPath, [script, ...args], { cwd: ROOT, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`could not start ${script}: ${error.message}`);
      done(1);
    });
    child.on('exit', (code, signal) => done(code ?? (signal ? 128 : 1)));
  });
}

/** passed/failed from vitest's json reporter; null when it wrote nothing. */
function counts(report) {
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    return { passed: json.numPassedTests ?? 0, failed: json.numFailedTests ?? 0 };
  } catch {
    return null;
  }
}

const started = Date.now();
const timings = [];
let passed = 0;
let failed = 0;
let failedStep;

for (const step of STEPS) {
  banner(step.name);
  const t0 = Date.now();
  const code = await run(step.command);
  const ms = Date.now() - t0;
  const c = step.report ? counts(step.report) : null;
  if (c) {
    passed += c.passed;
    failed += c.failed;
  }
  const ok = code === 0;
  if (!ok && (!c || c.failed === 0)) failed += 1;
  const tally = c ? ` — ${c.passed} passed, ${c.failed} failed` : '';
  timings.push(`  ${ok ? '✓' : '✗'} ${step.name.padEnd(10)} ${seconds(ms).padStart(8)}${tally}`);
  console.log(`\n${ok ? '✓' : '✗'} ${step.name} ${ok ? 'passed' : `FAILED (exit ${code})`} in ${seconds(ms)}${tally}`);
  if (!ok) {
    failedStep = step.name;
    break;
  }
}

rmSync(reportDir, { recursive: true, force: true });
banner('summary');
console.log(timings.join('\n'));
const skipped = STEPS.slice(timings.length).map((s) => s.name);
if (failedStep) {
  console.log(`\nStopped: step '${failedStep}' failed${skipped.length ? `; not run: ${skipped.join(', ')}` : ''}. Its output is above.`);
}
console.log(`Total ${seconds(Date.now() - started)}`);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failedStep || failed > 0 ? 1 : (process.exitCode ?? 0);

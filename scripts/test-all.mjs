/**
 * `npm test`: every suite in order — typecheck, lint, the unit suites (domain,
 * machines, views, server on PGlite), the server suite again on a throwaway
 * PostgreSQL cluster (scripts/pg.sh; with it run the PostgreSQL-only files:
 * two server processes on one database, the plans check, postgres.test.ts),
 * then the browser tests — stopping at the first stage that fails. Steps of one
 * stage run side by side, because each leaves part of the machine idle:
 * typecheck beside lint, and the browser tests (one worker that mostly waits for
 * a page) beside the PostgreSQL leg; the first step of a stage prints as it
 * goes, the others' output is kept and printed when they end. Where the
 * PostgreSQL server binaries are missing, that step says so in a banner that
 * cannot be missed and names what did not run; CI installs them, so a
 * developer's run and CI's run test the same things. Prints each step's time and ends with one line `N passed, N failed`
 * (the vitest test counts; a failed step that counted no failing test, such as
 * typecheck or lint, counts as one failure). Exit code 0 only when all passed.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const bin = (pkg, file) => join(ROOT, 'node_modules', pkg, file);
const reportDir = mkdtempSync(join(tmpdir(), 'test-all-'));

const vitest = (name, projects, extra = []) => ({
  name,
  command: [
    bin('vitest', 'vitest.mjs'),
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    ...extra,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${join(reportDir, `${name}.json`)}`,
  ],
  report: join(reportDir, `${name}.json`),
});

/**
 * A throwaway cluster for the PostgreSQL step: its env (DATABASE_URL,
 * TEST_DATABASE_URL, PG_TMP_DIR), or the reason there is none. A URL already
 * given (TEST_DATABASE_URL) is used as it is.
 */
function startPostgres() {
  if (process.env.TEST_DATABASE_URL) return { env: {}, stop: () => undefined };
  let out;
  try {
    out = execFileSync('bash', [join(ROOT, 'scripts/pg.sh'), 'start'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    return { problem: String(error.stderr || error.message).trim() };
  }
  const env = Object.fromEntries([...out.matchAll(/(\w+)=('([^']*)'|"([^"]*)"|(\S+))/g)].map((m) => [m[1], m[3] ?? m[4] ?? m[5]]));
  return { env, stop: () => execFileSync('bash', [join(ROOT, 'scripts/pg.sh'), 'stop', env.PG_TMP_DIR], { stdio: 'ignore' }) };
}

const LOUD = (lines) => {
  const width = Math.max(...lines.map((l) => l.length)) + 4;
  console.log(`\n${'!'.repeat(width)}\n${lines.map((l) => `! ${l.padEnd(width - 4)} !`).join('\n')}\n${'!'.repeat(width)}\n`);
};

const STAGES = [
  [
    { name: 'typecheck', command: [bin('typescript', 'bin/tsc'), '-p', 'tsconfig.json', '--noEmit'] },
    { name: 'lint', command: [bin('eslint', 'bin/eslint.js'), '.', '--max-warnings', '0'] },
  ],
  // Vitest's default is one worker fewer than the cores: on a 2-core machine one
  // core idled through the longest stage. Its files run on every core; the
  // main process mostly waits on them.
  [vitest('unit', ['domain', 'machines', 'views', 'server'], [`--maxWorkers=${Math.max(2, availableParallelism())}`])],
  [vitest('e2e', ['e2e']), { ...vitest('postgres', ['server']), name: 'postgres', database: 'postgres' }],
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)}s`;
const banner = (text) => console.log(`\n━━ ${text} ${'━'.repeat(Math.max(0, 70 - text.length))}`);
const title = (step) => (step.name === 'postgres' ? 'server suite on PostgreSQL' : step.name);

const children = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const c of children) c.kill(signal);
    process.exitCode = 130;
  });
}

/** Runs a node script; its output goes to the terminal, or to `logFile` when given. */
function run([script, ...args], env = {}, logFile) {
  return new Promise((done) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: ROOT,
      stdio: logFile ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...(logFile && { FORCE_COLOR: '1' }), ...env },
    });
    children.add(child);
    let log;
    if (logFile) {
      log = createWriteStream(logFile);
      child.stdout.pipe(log, { end: false });
      child.stderr.pipe(log, { end: false });
    }
    const finish = (code) => {
      children.delete(child);
      if (log) log.end(() => done(code));
      else done(code);
    };
    child.on('error', (error) => {
      console.error(`could not start ${script}: ${error.message}`);
      finish(1);
    });
    child.on('exit', (code, signal) => finish(code ?? (signal ? 128 : 1)));
  });
}

/**
 * The failing tests of a vitest json report, each with the first lines of its
 * error: printed again just above the summary, so the tail of a long log (all
 * CI shows) names what failed.
 */
function failures(report) {
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    const out = [];
    for (const file of json.testResults ?? []) {
      const path = String(file.name ?? '').replace(`${ROOT}/`, '');
      const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
      if (!failedTests.length && file.status === 'failed') out.push({ path, title: '(the file)', message: String(file.message ?? '') });
      for (const t of failedTests) out.push({ path, title: t.fullName ?? t.title, message: (t.failureMessages ?? []).join('\n') });
    }
    return out;
  } catch {
    return [];
  }
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
const failedSteps = [];
const failedTests = [];

/** One step: its exit code, after starting (and stopping) its database if it needs one. */
async function runStep(step, logFile) {
  if (step.database !== 'postgres') return run(step.command, {}, logFile);
  const pg = startPostgres();
  if (pg.problem) {
    LOUD([
      'PostgreSQL is not installed here: the server suite ran on PGlite only.',
      'Not run: the server suite on PostgreSQL, scale-out.test.ts (two servers on one',
      'database), plans.test.ts (every list query served by an index), postgres.test.ts.',
      "Install the server (Debian: apt-get install -y postgresql) or set PG_BIN; CI runs them.",
      `(${pg.problem.split('\n').at(-1)})`,
    ]);
    return 'no-postgres';
  }
  try {
    return await run(step.command, pg.env, logFile);
  } finally {
    pg.stop();
  }
}

let stagesRun = 0;
for (const stage of STAGES) {
  stagesRun += 1;
  const [live, ...kept] = stage;
  banner(stage.map(title).join(' + '));
  if (kept.length) console.log(`(${kept.map(title).join(', ')} run${kept.length === 1 ? 's' : ''} beside ${title(live)}: ${kept.length === 1 ? 'its' : 'their'} output follows when done)`);
  const outcomes = await Promise.all(
    stage.map(async (step, i) => {
      const t0 = Date.now();
      const logFile = i === 0 ? undefined : join(reportDir, `${step.name}.log`);
      const code = await runStep(step, logFile);
      return { step, code, ms: Date.now() - t0, logFile };
    }),
  );
  for (const { step, code, ms, logFile } of outcomes) {
    if (logFile) {
      banner(`${title(step)} (ran beside ${title(live)})`);
      try {
        process.stdout.write(readFileSync(logFile));
      } catch {
        // nothing was written
      }
    }
    if (code === 'no-postgres') {
      timings.push(`  ! ${'postgres'.padEnd(10)} ${'-'.padStart(8)} — not run: no PostgreSQL binaries`);
      continue;
    }
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
      failedSteps.push(step.name);
      if (step.report) failedTests.push(...failures(step.report).map((f) => ({ ...f, step: step.name })));
    }
  }
  if (failedSteps.length) break;
}

rmSync(reportDir, { recursive: true, force: true });
if (failedTests.length) {
  banner('what failed');
  for (const f of failedTests) {
    // eslint-disable-next-line no-control-regex
    const lines = f.message.replace(/\u001b\[[0-9;]*m/g, '').split('\n').filter((l) => l.trim()).slice(0, 12);
    console.log(`\n✗ [${f.step}] ${f.path} › ${f.title}\n${lines.map((l) => `    ${l}`).join('\n')}`);
  }
}
banner('summary');
console.log(timings.join('\n'));
const skipped = STAGES.slice(stagesRun).flat().map((x) => x.name);
if (failedSteps.length) {
  console.log(`\nStopped: ${failedSteps.map((n) => `'${n}'`).join(' and ')} failed${skipped.length ? `; not run: ${skipped.join(', ')}` : ''}. The output is above.`);
}
console.log(`Total ${seconds(Date.now() - started)}`);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failedSteps.length || failed > 0 ? 1 : (process.exitCode ?? 0);

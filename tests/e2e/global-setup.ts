/**
 * Once per e2e run: make sure Chromium is there, build the SPA, start the real
 * server exactly as `npm start` does (node --import tsx server/main.ts) on a
 * free port with a fresh DATA_DIR (so it migrates and seeds demo data), wait
 * for /api/health, hand the base URL to the tests, and stop it all afterwards.
 *
 * E2E_BASE_URL=http://…  skips build and server and tests that deployment.
 * E2E_SKIP_BUILD=1       reuses the last e2e build as it is (quicker while iterating).
 *
 * The SPA is built into test-results/e2e/dist, not dist/: a `npm run build`
 * (or `npm start`) beside a running suite would otherwise swap the chunks
 * under the pages the tests have open.
 * E2E_DATABASE_URL=…     gives the server a PostgreSQL DATABASE_URL instead of PGlite.
 * E2E_KEEP_DATA=1        keeps the temporary data folder for a look afterwards.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureChromium } from '../../scripts/chromium.mjs';
import './support/provided';

const ROOT = resolve(import.meta.dirname, '../..');
const LOG_DIR = join(ROOT, 'test-results', 'e2e');
const SPA_DIR = join(LOG_DIR, 'dist');
const SCREENS_DIR = join(ROOT, 'test-results', 'screens');
const BUILD_TIMEOUT_MS = 5 * 60_000;
const HEALTH_TIMEOUT_MS = 120_000;

const say = (message: string) => process.stderr.write(`[e2e] ${message}\n`);

function tail(path: string, lines = 60): string {
  try {
    return readFileSync(path, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output)';
  }
}

function buildSpa(): void {
  const log = join(LOG_DIR, 'build.log');
  const fd = openSync(log, 'w');
  const started = Date.now();
  // vitest sets NODE_ENV=test, under which vite builds React's development bundle: test what ships.
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  delete env.VITE_API_BASE; // the built SPA must talk to this server's /api
  const res = spawnSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', SPA_DIR, '--emptyOutDir'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', fd, fd],
    timeout: BUILD_TIMEOUT_MS,
  });
  closeSync(fd);
  if (res.status !== 0) {
    throw new Error(`vite build failed (exit ${res.status ?? res.signal}); last lines of ${log}:\n${tail(log)}`);
  }
  say(`SPA built in ${((Date.now() - started) / 1000).toFixed(1)}s`);
}

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => ok(port));
    });
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return res.ok;
  } catch {
    return false;
  }
}

async function waitForHealth(child: ChildProcess, port: number, log: string): Promise<string> {
  const candidates = [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before /api/health answered; last lines of ${log}:\n${tail(log)}`);
    }
    for (const base of candidates) if (await answers(`${base}/api/health`)) return base;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`GET /api/health did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000}s; last lines of ${log}:\n${tail(log)}`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

async function startServer(dataDir: string): Promise<{ baseUrl: string; child: ChildProcess }> {
  const port = await freePort();
  const log = join(LOG_DIR, 'server.log');
  const fd = openSync(log, 'w');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    STATIC_DIR: SPA_DIR,
    // The portal sync e2e: the next push of LST-100001 (Kebayoran Baru, Jakarta Selatan) finds the portal down.
    PORTAL_SIMULATOR_SCRIPT: 'down@LST-100001',
    PORTAL_SIMULATOR_DELAY_MS: '200',
    // The server runs on the real clock: a birthday reminder at 07:00 in Jakarta (00:00 UTC) landing mid-run
    // would change the notification counts the e2e reads. tests/server/birthday-reminder.test.ts covers it.
    BIRTHDAY_REMINDER: 'off',
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL; // mail goes to the outbox table, never to a real mailbox
  if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: ROOT, env, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  // If vitest dies without teardown, do not leave a server behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  try {
    const started = Date.now();
    const baseUrl = await waitForHealth(child, port, log);
    say(`server up at ${baseUrl} in ${((Date.now() - started) / 1000).toFixed(1)}s (DATA_DIR ${dataDir}, log ${log})`);
    return { baseUrl, child };
  } catch (error) {
    await stop(child);
    throw error;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  mkdirSync(LOG_DIR, { recursive: true });
  // This run's captures only (support/screens.ts): a screen no test visits any more must not linger.
  rmSync(SCREENS_DIR, { recursive: true, force: true });
  const chromiumPath = ensureChromium({ log: say });
  project.provide('chromiumPath', chromiumPath);

  const external = process.env.E2E_BASE_URL?.replace(/\/$/, '');
  if (external) {
    say(`testing ${external} (E2E_BASE_URL): no build, no server`);
    project.provide('baseUrl', external);
    return async () => {};
  }

  if (process.env.E2E_SKIP_BUILD === '1') say(`E2E_SKIP_BUILD=1: using ${SPA_DIR} as it is`);
  else buildSpa();

  const dataDir = mkdtempSync(join(tmpdir(), 'back-office-e2e-'));
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer(dataDir);
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  project.provide('baseUrl', server.baseUrl);

  return async () => {
    await stop(server.child);
    if (process.env.E2E_KEEP_DATA === '1') say(`kept DATA_DIR ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  };
}

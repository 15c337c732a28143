/**
 * The server under test, started exactly as `npm start` starts it
 * (node --import tsx server/main.ts) on a free loopback port, with a fresh
 * temporary DATA_DIR or a given DATABASE_URL; request logging off (LOG_LEVEL
 * warn) so the log does not take a share of the 2 cores being measured.
 * With `unaudited`, the bench's copy that writes no audit events
 * (scripts/bench/serve-unaudited.ts), for the audit-overhead rows.
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, cpSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './bundle.mjs';

const HEALTH_TIMEOUT_MS = 120_000;

export function freePort() {
  return new Promise((ok, fail) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => ok(port));
    });
  });
}

const tail = (file, lines = 40) => {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output)';
  }
};

/** A fresh folder for an embedded (PGlite) database; remove() when done. */
export function tempDataDir(label) {
  const dir = mkdtempSync(join(tmpdir(), `back-office-bench-${label}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A copy of an embedded database's folder (closed: no server on it yet), for a second server; remove() when done. */
export function copyDataDir(dataDir, label) {
  const copy = tempDataDir(label);
  cpSync(dataDir, copy.dir, { recursive: true });
  return copy;
}

/** The environment for a child that talks to this database: DATA_DIR or DATABASE_URL, never both. */
export function databaseEnv({ dataDir, databaseUrl }) {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.SMTP_URL; // mail stays in the outbox table
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else env.DATA_DIR = dataDir;
  return env;
}

/** A seeding script of scripts/ against this database, in a child process; throws with its output on failure. */
function runSeedScript(script, args, { dataDir, databaseUrl, log }, what) {
  const started = Date.now();
  const res = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', script), ...args], {
    cwd: ROOT,
    env: databaseEnv({ dataDir, databaseUrl }),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (res.status !== 0) throw new Error(`${what} failed (exit ${res.status ?? res.signal}):\n${res.stdout}\n${res.stderr}`);
  log(`${what} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return res.stdout;
}

/** `npm run seed:scale -- --factor N` against this database. */
export const seedScale = ({ factor, ...db }) => runSeedScript('seed-scale.mjs', ['--factor', String(factor)], db, `seeded scale factor ${factor}`);

/** `npm run seed:busy-post`: the post with 10,000 comments the comments-list row reads. */
export const seedBusyPost = (db) => runSeedScript('seed-busy-post.mjs', ['--comments', '10000'], db, 'seeded a post with 10,000 comments');

/** Start the server; resolves to { baseUrl, pid, stop() } once GET /api/health answers 200. */
export async function startServer({ dataDir, databaseUrl, logFile, unaudited = false }) {
  const port = await freePort();
  const env = {
    ...databaseEnv({ dataDir, databaseUrl }),
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // The upload rows measure what uploads cost other requests, not the per-user quota that would stop them.
    UPLOAD_FILES_PER_HOUR: '1000000',
    UPLOAD_MB_PER_HOUR: '1000000',
  };
  const fd = openSync(logFile, 'w');
  const entry = unaudited ? 'scripts/bench/serve-unaudited.ts' : 'server/main.ts';
  const child = spawn(process.execPath, ['--import', 'tsx', entry], { cwd: ROOT, env, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before /api/health answered; ${logFile}:\n${tail(logFile)}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return { baseUrl, pid: child.pid, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`GET /api/health did not answer within ${HEALTH_TIMEOUT_MS / 1000} s; ${logFile}:\n${tail(logFile)}`);
}

/** POST /api/auth/signin; the bearer token. */
export async function signIn(baseUrl, email, password) {
  const res = await fetch(`${baseUrl}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`sign-in as ${email} → ${res.status}: ${text}`);
  return JSON.parse(text).payload.token;
}

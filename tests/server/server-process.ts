/**
 * The real server as a child process, started exactly as `npm run serve` does
 * (node --import tsx server/main.ts) on a free port, for the tests that need
 * what inject() cannot give: several processes on one database, and a process
 * killed outright.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { DEMO_PASSWORD } from '../../server/db/seed/demo';

const ROOT = resolve(import.meta.dirname, '../..');
const START_TIMEOUT_MS = 60_000;

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** Resolves when the process has exited, however. */
  exited: Promise<void>;
  /** SIGTERM (a clean close), SIGKILL after 10 s. */
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
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

/** One database for the process: a PGlite folder, or a PostgreSQL URL. */
export type ServerDatabase = { dataDir: string } | { databaseUrl: string };

export async function startServerProcess(database: ServerDatabase, extraEnv: NodeJS.ProcessEnv = {}): Promise<ServerProcess> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...extraEnv };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  delete env.SMTP_URL;
  if ('dataDir' in database) env.DATA_DIR = database.dataDir;
  else env.DATABASE_URL = database.databaseUrl;

  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done();
    else child.once('exit', () => done());
  });
  // Should vitest die without cleaning up, take the server with it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));

  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    baseUrl,
    child,
    output: () => text,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before /api/health answered:\n${text}`);
    }
    const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) }).catch(() => undefined);
    if (res?.ok) return server;
    await new Promise((r) => setTimeout(r, 100));
  }
  await server.stop();
  throw new Error(`GET /api/health did not answer within ${START_TIMEOUT_MS / 1000}s:\n${text}`);
}

export interface Answer {
  status: number;
  body: { payload?: unknown; code?: string; message?: string } | undefined;
}

/** A JSON request to a server process; the parsed answer. */
export async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Answer['body']) : undefined };
}

export async function signInTo(baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await call(baseUrl, 'POST', '/api/auth/signin', { body: { email, password } });
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return (res.body!.payload as { token: string }).token;
}

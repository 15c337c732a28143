/**
 * `npm run dev`: the API server (restarted on change by node --watch) on PORT
 * (default 3000) and Vite's dev server with hot reload on 5173, which proxies
 * /api to it (vite.config.ts, API_TARGET). Output is prefixed [api] / [web];
 * Ctrl-C stops both, and when one stops the other is stopped too.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const apiPort = process.env.PORT ?? '3000';
const apiTarget = process.env.API_TARGET ?? `http://localhost:${apiPort}`;

const colour = process.stdout.isTTY ? (code, text) => `\x1b[${code}m${text}\x1b[0m` : (_code, text) => text;

const processes = [
  {
    name: 'api',
    tag: colour(36, '[api]'),
    args: ['--import', 'tsx', '--watch', 'server/main.ts'],
    env: { PORT: apiPort },
  },
  {
    name: 'web',
    tag: colour(35, '[web]'),
    args: [join(ROOT, 'node_modules/vite/bin/vite.js')],
    env: { API_TARGET: apiTarget },
  },
];

const children = [];
let stopping = false;

function prefix(stream, tag, out) {
  createInterface({ input: stream }).on('line', (line) => out.write(`${tag} ${line}\n`));
}

function stopAll(signal = 'SIGTERM') {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  // Whatever does not stop on its own in 5 s is killed.
  setTimeout(() => children.forEach((c) => c.exitCode === null && c.signalCode === null && c.kill('SIGKILL')), 5_000).unref();
}

for (const p of processes) {
  const child = spawn(process.execPath, p.args, {
    cwd: ROOT,
    // Piped output loses colour unless asked for; only ask when we print to a terminal.
    env: { ...process.env, ...p.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  prefix(child.stdout, p.tag, process.stdout);
  prefix(child.stderr, p.tag, process.stderr);
  child.on('exit', (code, signal) => {
    process.stdout.write(`${p.tag} exited ${signal ?? code}\n`);
    if (!stopping) process.exitCode = code ?? 1;
    stopAll();
  });
  children.push(child);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(signal));

console.log(`${processes[0].tag} API on http://localhost:${apiPort}   ${processes[1].tag} Vite on http://localhost:5173 (proxying /api to ${apiTarget})`);

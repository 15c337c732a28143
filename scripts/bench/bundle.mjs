/**
 * What the browser downloads, from Vite's manifest (dist/.vite/manifest.json):
 * for a route, the entry with its static imports (transitively) plus the
 * route's lazy chunks with theirs; JS and CSS gzip-compressed with node:zlib.
 * A byte count, never a time: `npm test` checks it against bench/budget.json.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const ROOT = resolve(import.meta.dirname, '../..');

/**
 * The lazy modules each measured route loads on top of the entry. The shell
 * is lazy (src/app/routes.tsx), so /dashboard needs it as well as its page.
 */
export const ROUTE_CHUNKS = {
  '/login': ['src/features/auth/LoginPage.tsx'],
  '/dashboard': ['src/app/shell/Shell.tsx', 'src/features/dashboard/DashboardPage.tsx'],
};

/** A production `vite build` into outDir (dist/ by default); throws with vite's output when it fails. */
export function buildSpa(outDir = join(ROOT, 'dist')) {
  // vitest sets NODE_ENV=test, and vite builds React's development bundle under it.
  const env = { ...process.env, NODE_ENV: 'production' };
  delete env.VITE_API_BASE; // the built SPA talks to the server that serves it
  const res = spawnSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  });
  if (res.status !== 0) throw new Error(`vite build failed (exit ${res.status ?? res.signal}):\n${res.stdout}\n${res.stderr}`);
}

export function readManifest(distDir) {
  const file = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: build first (vite.config.ts must keep build.manifest on).`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

function entryKey(manifest) {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!key) throw new Error('the Vite manifest has no entry chunk');
  return key;
}

/** The manifest keys of these chunks and everything they import statically. */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const stack = [...keys];
  while (stack.length) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the Vite manifest has no chunk '${key}' (was it renamed? update ROUTE_CHUNKS in scripts/bench/bundle.mjs)`);
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return seen;
}

function gzipSizer(distDir) {
  const cache = new Map();
  return (file) => {
    if (!cache.has(file)) cache.set(file, gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length);
    return cache.get(file);
  };
}

function sumFiles(manifest, keys, gz) {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  const total = (files) => [...files].reduce((sum, f) => sum + gz(f), 0);
  const jsFiles = [...js].map((file) => ({ file, gzipBytes: gz(file) })).sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { jsGzipBytes: total(js), cssGzipBytes: total(css), jsFiles };
}

/**
 * Bundle figures of a built dist/: per route of ROUTE_CHUNKS its initial JS
 * and CSS (gzip bytes), the largest route chunk (a lazy page of
 * src/features/, or the shell), the total of all JS.
 */
export function measureBundle(distDir = join(ROOT, 'dist')) {
  const manifest = readManifest(distDir);
  const gz = gzipSizer(distDir);
  const entry = entryKey(manifest);
  const routes = Object.fromEntries(
    Object.entries(ROUTE_CHUNKS).map(([route, lazyKeys]) => [route, sumFiles(manifest, staticClosure(manifest, [entry, ...lazyKeys]), gz)]),
  );
  const entryOnly = sumFiles(manifest, staticClosure(manifest, [entry]), gz);

  const routeModules = new Set(Object.values(ROUTE_CHUNKS).flat());
  const routeChunks = (manifest[entry].dynamicImports ?? [])
    .filter((key) => key.startsWith('src/features/') || routeModules.has(key))
    .map((key) => ({ src: key, file: manifest[key].file, gzipBytes: gz(manifest[key].file) }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);

  const allJs = [...new Set(Object.values(manifest).map((c) => c.file))].filter((f) => f.endsWith('.js'));
  return {
    entry: { file: manifest[entry].file, gzipBytes: gz(manifest[entry].file), withStaticImportsJsGzipBytes: entryOnly.jsGzipBytes },
    routes,
    largestRouteChunk: routeChunks[0] ?? null,
    totalJsGzipBytes: allJs.reduce((sum, f) => sum + gz(f), 0),
    jsFileCount: allJs.length,
  };
}

export const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

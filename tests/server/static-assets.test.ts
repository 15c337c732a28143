/**
 * The built SPA as the browser gets it: brotli or gzip by Accept-Encoding from
 * the twins the build writes (scripts/vite/precompress.ts), Vary on every
 * static answer, hashed assets cached for a year, index.html never.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { primeiconsWoff2Only, themeWithoutInterVar } from '../../scripts/vite/fonts';
import { precompressDir } from '../../scripts/vite/precompress';
import { buildApp } from '../../server/app';
import { startTestServer, type TestServer } from './support';

let server: TestServer;
let spa: ReturnType<typeof buildApp>;
let spaDir: string;

const INDEX_HTML = `<!doctype html><title>Back office</title>${'<link rel="modulepreload" href="/assets/chunk.js">'.repeat(20)}<script type="module" src="/assets/index-AbC123.js"></script>`;
const APP_JS = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, title: "Rumah ${i}" }`).join(', ')}];`;
const FONT = Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 7919) % 256));
const IMMUTABLE = 'public, max-age=31536000, immutable';

beforeAll(async () => {
  server = await startTestServer();
  spaDir = mkdtempSync(join(tmpdir(), 'spa-compressed-'));
  mkdirSync(join(spaDir, 'assets'));
  writeFileSync(join(spaDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(spaDir, 'assets', 'index-AbC123.js'), APP_JS);
  writeFileSync(join(spaDir, 'assets', 'inter-latin-400-normal-XyZ789.woff2'), FONT);
  await precompressDir(spaDir);
  spa = buildApp({ db: server.database, staticDir: spaDir });
  await spa.ready();
});
afterAll(async () => {
  await spa?.close();
  await server?.close();
  rmSync(spaDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  spa.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('compressed static assets', () => {
  it('sends brotli to a browser that accepts it, gzip to one that only takes gzip, plain to the rest', async () => {
    const br = await get('/assets/index-AbC123.js', 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.rawPayload.length).toBeLessThan(APP_JS.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);

    const gz = await get('/assets/index-AbC123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(APP_JS);

    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);

    for (const res of [br, gz, plain]) {
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
    }
  });

  it('sends index.html compressed for every client route, and never lets it be cached', async () => {
    for (const url of ['/', '/listing', '/listing?page=2&sort=price:ASC']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX_HTML);
    }
    const gz = await get('/listing', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(INDEX_HTML);
  });

  it('sends fonts as they are (woff2 is compressed already), cached for a year', async () => {
    const res = await get('/assets/inter-latin-400-normal-XyZ789.woff2', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('font/woff2');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.rawPayload.equals(FONT)).toBe(true);
  });

  it('answers 404 for a missing asset, whatever the client accepts', async () => {
    expect((await get('/assets/missing-Zz9.js', 'br, gzip')).statusCode).toBe(404);
    expect((await get('/assets/missing-Zz9.js')).statusCode).toBe(404);
  });
});

describe('fonts in the build (scripts/vite/fonts.ts, src/app/fonts.css)', () => {
  const read = (path: string) => readFileSync(join(import.meta.dirname, '../..', path), 'utf8');
  const fontUrls = (css: string) => [...css.matchAll(/url\(['"]?([^'")]+)['"]?\)/g)].map((m) => m[1]!.split(/[?#]/)[0]!);

  it("keeps only primeicons' woff2", () => {
    const css = primeiconsWoff2Only(read('node_modules/primeicons/primeicons.css'));
    expect(fontUrls(css)).toEqual(['./fonts/primeicons.woff2']);
  });

  it("drops the theme's variable Inter and points its family at the app's Inter", () => {
    const css = themeWithoutInterVar(read('node_modules/primereact/resources/themes/lara-light-blue/theme.css'));
    expect(css).not.toContain('Inter var');
    expect(css).not.toMatch(/InterVariable/);
    expect(css).toContain('font-family: Inter, sans-serif');
  });

  it('declares Inter in the weights the screens use, woff2 only, with font-display swap', () => {
    const css = read('src/app/fonts.css');
    const faces = css.match(/@font-face\s*\{[^}]*\}/g) ?? [];
    expect(faces.length).toBeGreaterThan(0);
    for (const face of faces) {
      expect(face).toContain('font-display: swap');
      expect(fontUrls(face).every((u) => u.endsWith('.woff2'))).toBe(true);
    }
    const weights = new Set(faces.map((f) => /font-weight:\s*(\d+)/.exec(f)?.[1]));
    expect([...weights].sort()).toEqual(['400', '500', '600', '700']);
  });
});

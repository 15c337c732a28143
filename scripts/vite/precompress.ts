/**
 * Brotli and gzip twins of every text asset of the build (`x.js` → `x.js.br`,
 * `x.js.gz`), written once at build time so the server sends them as they are
 * (@fastify/static's preCompressed in server/app.ts) instead of compressing
 * on every request or not at all. Fonts and images are compressed already.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** Below this a compressed twin saves less than its headers cost. */
const MIN_BYTES = 512;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      // .vite/manifest.json is for the build tools, never served.
      .filter((e) => !e.name.startsWith('.'))
      .map((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : Promise.resolve([join(dir, e.name)]))),
  );
  return nested.flat();
}

/** Writes file.br and file.gz beside each compressible file of dir; a twin that is not smaller is left out. */
export async function precompressDir(dir: string): Promise<{ files: number; rawBytes: number; brBytes: number; gzBytes: number }> {
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.test(f));
  const totals = { files: 0, rawBytes: 0, brBytes: 0, gzBytes: 0 };
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return;
      const raw = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
        gz(raw, { level: 9 }),
      ]);
      totals.files += 1;
      totals.rawBytes += raw.length;
      if (br.length < raw.length) {
        await writeFile(`${file}.br`, br);
        totals.brBytes += br.length;
      }
      if (gzipped.length < raw.length) {
        await writeFile(`${file}.gz`, gzipped);
        totals.gzBytes += gzipped.length;
      }
    }),
  );
  return totals;
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const t = await precompressDir(outDir);
      const kB = (n: number) => `${(n / 1024).toFixed(0)} kB`;
      this.info?.(`${t.files} files: ${kB(t.rawBytes)} raw, ${kB(t.brBytes)} br, ${kB(t.gzBytes)} gzip`);
    },
  };
}

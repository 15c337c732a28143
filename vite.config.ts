import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { usedFontsOnly } from './scripts/vite/fonts';
import { precompress } from './scripts/vite/precompress';

const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), usedFontsOnly(), precompress()],
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: false,
    // Every browser the app supports (Chrome 66+, Firefox 115+, Safari 17+) preloads
    // modules itself: Vite's polyfill for the others was paid for by /login's entry.
    modulePreload: { polyfill: false },
    // A cold /listing fetched 65 chunks, most of them 1–2 kB shared modules: over
    // HTTP/1.1's six connections the API calls queued behind them. Small common
    // chunks are copied into the chunks that use them instead (76 → 42 requests);
    // Rolldown asks for entry signatures to be free for it.
    rolldownOptions: {
      preserveEntrySignatures: false,
      // Lazy chunks are named by their hash alone: the entry lists every chunk's file for
      // preloading (__vite__mapDeps), so a screen's name in its file was paid for by /login.
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 8 * 1024 } }, chunkFileNames: 'assets/c-[hash:7].js' },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
});

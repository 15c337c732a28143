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
    // A cold /listing fetched 65 chunks, most of them 1–2 kB shared modules: over
    // HTTP/1.1's six connections the API calls queued behind them. Small common
    // chunks are copied into the chunks that use them instead (76 → 42 requests);
    // Rolldown asks for entry signatures to be free for it.
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 8 * 1024 } } },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
});

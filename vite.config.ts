import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { usedFontsOnly } from './scripts/vite/fonts';
import { precompress } from './scripts/vite/precompress';

const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), usedFontsOnly(), precompress()],
  build: { outDir: 'dist', manifest: true, sourcemap: false },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
});

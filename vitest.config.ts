import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      { extends: true, test: { name: 'domain', include: ['tests/domain/**/*.test.ts'], environment: 'node' } },
      { extends: true, test: { name: 'machines', include: ['tests/machines/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'views',
          include: ['tests/views/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/views/setup.ts'],
          // A whole user flow (typing a form in jsdom) takes ~5 s on a busy
          // machine: vitest's 5 s default made the verdict depend on speed.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/server/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        // A real Chromium against the real server (tests/e2e/global-setup.ts): one fork, files one after another.
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          // Each step waits at most UI_TIMEOUT_MS for what the user would see; a
          // whole flow of twenty steps took 33 s on a loaded 2-core machine, so
          // a 60 s cap on the test made the verdict depend on the machine's speed.
          testTimeout: 240_000,
          hookTimeout: 180_000,
          // expect.poll waits for what the page shows as long as a locator does (UI_TIMEOUT_MS,
          // tests/e2e/support/browser.ts), not vitest's default 1 s, which a loaded machine can
          // outlast while the page is still settling (blog.test.ts's comment totals, 2026-11-29).
          expect: { poll: { timeout: 30_000 } },
          pool: 'forks',
          maxWorkers: 1,
          fileParallelism: false,
          sequence: { concurrent: false },
        },
      },
    ],
  },
});

/**
 * One Chromium per test file, a fresh context (own localStorage, so its own
 * session) per test, axe on every page the test visits (a11y.ts), every
 * screen it visits captured at two widths and checked for text that does not
 * fit (screens.ts), a screenshot in test-results/e2e/ when a test fails.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { launchChromium } from '../../../scripts/chromium.mjs';
import { watchA11y, type A11yWatch } from './a11y';
import { watchScreens, type ScreenWatch } from './screens';
import './provided';

export { hasFakeClock, installClock } from './clock';

const SHOTS = resolve(import.meta.dirname, '../../../test-results/e2e');
/**
 * Playwright's own waits (locator.waitFor, waitForURL) give up after this: a
 * bound for a hang, not a speed. Two whole suites side by side on two cores
 * (load average 9) once took longer than 15 s to show the notification drawer's
 * entries, so it is 30 s; a passing run never waits it out.
 */
export const UI_TIMEOUT_MS = 30_000;

export const baseUrl = (): string => inject('baseUrl');

export interface BrowserHarness {
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
  /** Another tab in the same context: same localStorage, so the same session. */
  newTab(): Promise<Page>;
}

const fileSafe = (name: string) => name.replace(/[^\w.-]+/g, '_').slice(0, 120);

export function useBrowser(): BrowserHarness {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let a11y: A11yWatch | undefined;
  let screens: ScreenWatch | undefined;

  beforeAll(async () => {
    browser = await launchChromium({ executablePath: inject('chromiumPath') });
  });

  afterAll(async () => {
    await browser?.close();
  });

  beforeEach(async ({ task }) => {
    if (!browser) throw new Error('Chromium did not start (see beforeAll).');
    const options: BrowserContextOptions = { baseURL: baseUrl(), locale: 'en-US' };
    context = await browser.newContext({ ...options, viewport: { width: 1280, height: 800 } });
    context.setDefaultTimeout(UI_TIMEOUT_MS);
    a11y = watchA11y(context);
    screens = watchScreens(browser, context, { testFile: task.file.filepath, contextOptions: options });
    page = await context.newPage();
  });

  afterEach(async ({ task }) => {
    const hasFailed = task.result?.state === 'fail';
    try {
      // A failed test has its own story to tell; axe and overflow findings would only bury it.
      const watches = await Promise.allSettled([hasFailed ? undefined : a11y?.finish(), screens?.finish({ report: !hasFailed })]);
      const errors = watches.flatMap((w) => (w.status === 'rejected' ? [w.reason instanceof Error ? w.reason.message : String(w.reason)] : []));
      if (errors.length > 0) throw new Error(errors.join('\n\n'));
    } finally {
      if (hasFailed && page && !page.isClosed()) {
        mkdirSync(SHOTS, { recursive: true });
        const file = join(SHOTS, `${fileSafe(task.fullName)}.png`);
        await page.screenshot({ path: file, fullPage: true, timeout: 5_000 }).catch(() => undefined);
      }
      await context?.close();
      context = undefined;
      page = undefined;
      a11y = undefined;
      screens = undefined;
    }
  });

  const need = <T>(value: T | undefined, what: string): T => {
    if (!value) throw new Error(`${what} is only there inside a test (useBrowser).`);
    return value;
  };

  return {
    get browser() {
      return need(browser, 'browser');
    },
    get context() {
      return need(context, 'context');
    },
    get page() {
      return need(page, 'page');
    },
    async newTab() {
      return need(context, 'context').newPage();
    },
  };
}

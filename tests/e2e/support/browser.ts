/**
 * One Chromium per test file, a fresh context (own localStorage, so its own
 * session) per test, a screenshot in test-results/e2e/ when a test fails.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { launchChromium } from '../../../scripts/chromium.mjs';
import './provided';

const SHOTS = resolve(import.meta.dirname, '../../../test-results/e2e');
/** Playwright's own waits (locator.waitFor, waitForURL) give up after this. */
export const UI_TIMEOUT_MS = 15_000;

export const baseUrl = (): string => inject('baseUrl');

export interface BrowserHarness {
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
  /** Another tab in the same context: same localStorage, so the same session. */
  newTab(): Promise<Page>;
}

const clocks = new WeakSet<Page>();

/**
 * Install Playwright's fake clock on this page's context, before the first
 * navigation, so every timer of the SPA (idle, countdown, ping) runs on it.
 */
export async function installClock(page: Page, time: Date = new Date()): Promise<void> {
  await page.clock.install({ time });
  clocks.add(page);
}

/** Whether installClock was used on this page (axe hangs on a paused clock, see a11y.ts). */
export const hasFakeClock = (page: Page): boolean => clocks.has(page);

const fileSafe = (name: string) => name.replace(/[^\w.-]+/g, '_').slice(0, 120);

export function useBrowser(): BrowserHarness {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;

  beforeAll(async () => {
    browser = await launchChromium({ executablePath: inject('chromiumPath') });
  });

  afterAll(async () => {
    await browser?.close();
  });

  beforeEach(async () => {
    if (!browser) throw new Error('Chromium did not start (see beforeAll).');
    context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    context.setDefaultTimeout(UI_TIMEOUT_MS);
    page = await context.newPage();
  });

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && page && !page.isClosed()) {
      mkdirSync(SHOTS, { recursive: true });
      const file = join(SHOTS, `${fileSafe(task.fullName)}.png`);
      await page.screenshot({ path: file, fullPage: true, timeout: 5_000 }).catch(() => undefined);
    }
    await context?.close();
    context = undefined;
    page = undefined;
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

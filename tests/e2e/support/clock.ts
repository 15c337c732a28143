/** Which pages run on Playwright's fake clock: axe (a11y.ts) must not run on a paused one. */
import type { Page } from 'playwright-core';

const clocks = new WeakSet<Page>();

/**
 * Install Playwright's fake clock on this page's context, before the first
 * navigation, so every timer of the SPA (idle, countdown, ping) runs on it.
 * It starts paused: time moves only by runFor/fastForward until resume().
 */
export async function installClock(page: Page, time: Date = new Date()): Promise<void> {
  await page.clock.install({ time });
  clocks.add(page);
}

/** Whether installClock was used on this page (axe hangs on a paused clock, see a11y.ts). */
export const hasFakeClock = (page: Page): boolean => clocks.has(page);

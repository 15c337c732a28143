/** When a page is done moving: what axe (a11y.ts) and the screen captures (screens.ts) wait for. */
import type { Page } from 'playwright-core';

/** How long to wait for the page to settle (load, spinners gone) before looking anyway. */
export const SETTLE_MS = 5_000;

/** What says 'still loading': a spinner, a busy region, a table's loading overlay. */
const BUSY = '.p-progress-spinner, [aria-busy="true"], .p-datatable-loading-overlay';

/** A page that has loaded, shows nothing busy and runs no finite animation (a toast fading in); gives up quietly after SETTLE_MS. */
export async function settle(page: Page): Promise<void> {
  const deadline = Date.now() + SETTLE_MS;
  await page.waitForLoadState('load', { timeout: SETTLE_MS }).catch(() => undefined);
  await page
    .waitForFunction(
      (busy) =>
        !document.querySelector(busy) &&
        document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      BUSY,
      { timeout: Math.max(1, deadline - Date.now()), polling: 100 },
    )
    .catch(() => undefined);
}

/** When a page is done moving: what axe (a11y.ts) and the screen captures (screens.ts) wait for. */
import type { Page } from 'playwright-core';

/** How long to wait for the page to settle (load, spinners gone) before looking anyway. */
export const SETTLE_MS = 5_000;

/**
 * What says 'still loading' or 'still moving': a spinner, a busy region, a
 * table's loading overlay, and a dropdown's or menu's panel while it fades in
 * or out (PrimeReact's transition classes: a panel caught half faded in blends
 * its text with the page; axe read a dropdown's first item at 1.27:1 in three
 * looks while teams.test.ts opened one dropdown after another, CI 2026-11-29).
 */
const BUSY =
  '.p-progress-spinner, [aria-busy="true"], .p-datatable-loading-overlay, .p-connected-overlay-enter, .p-connected-overlay-enter-active, .p-connected-overlay-exit, .p-connected-overlay-exit-active';

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

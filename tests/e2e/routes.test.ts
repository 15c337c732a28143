/** The 403 and 404 pages of §2, the 403 countdown on Playwright's clock. */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { currentPath, login, waitForPath } from './support/app';
import { installClock, useBrowser } from './support/browser';

const e2e = useBrowser();
const COUNTDOWN_MS = 10_000;

describe('routes', () => {
  it("/forbidden shows the 403 text and 'Back to Dashboard', and counts down 10 s to /dashboard", async () => {
    const { page } = e2e;
    await installClock(page);
    await login(page, 'agent@demo.test');
    await page.goto('/forbidden');
    await page.getByText(MESSAGES.forbiddenPage, { exact: true }).waitFor();
    await page.getByRole('button', { name: MESSAGES.backToDashboard }).or(page.getByRole('link', { name: MESSAGES.backToDashboard })).first().waitFor();

    // One second at a time, so a countdown that re-arms its timer after each render keeps ticking.
    for (let elapsed = 1_000; elapsed <= COUNTDOWN_MS - 2_000; elapsed += 1_000) {
      await page.clock.runFor(1_000);
      await page.waitForTimeout(20);
      expect(currentPath(page), `left /forbidden after only ${elapsed / 1000} s`).toBe('/forbidden');
    }
    for (let extra = 0; extra < 4 && currentPath(page) === '/forbidden'; extra++) {
      await page.clock.runFor(1_000);
      await page.waitForTimeout(50);
    }
    await waitForPath(page, '/dashboard');
  });

  it("'Back to Dashboard' goes to /dashboard at once", async () => {
    const { page } = e2e;
    await login(page, 'agent@demo.test');
    await page.goto('/forbidden');
    await page.getByText(MESSAGES.backToDashboard, { exact: true }).click();
    await waitForPath(page, '/dashboard');
  });

  it('an unknown path shows the 404 text to a signed-in user', async () => {
    const { page } = e2e;
    await login(page, 'agent@demo.test');
    await page.goto('/no-such-page/at-all');
    await page.getByText(MESSAGES.notFoundPage, { exact: true }).waitFor();
  });

  it('an unknown path shows the 404 text to a signed-out visitor', async () => {
    const { page } = e2e;
    await page.goto('/no-such-page');
    await page.getByText(MESSAGES.notFoundPage, { exact: true }).waitFor();
  });
});

/**
 * Session idle of §4: after 1 hour without activity the user is logged out;
 * 30 seconds before that a prompt offers "I'm still here". Playwright's clock
 * is installed before the first navigation so the SPA's timers run on it.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { currentPath, login, waitForLoginPage, waitForPath } from './support/app';
import { installClock, useBrowser } from './support/browser';

const e2e = useBrowser();

const MINUTE = 60_000;
const PROMPT_AT = 60 * MINUTE - 30_000;

const stillHere = () => e2e.page.getByRole('button', { name: MESSAGES.stillHere });

/** Jump to just before the prompt (what a closed laptop lid does), then let the last seconds tick. */
async function idleUntilJustBeforePrompt(): Promise<void> {
  const { page } = e2e;
  await page.clock.fastForward(PROMPT_AT - 5_000);
  expect(await stillHere().count(), 'the idle prompt came too early').toBe(0);
  await page.clock.runFor(6_000);
}

describe('idle', () => {
  it("prompts with \"I'm still here\" ~59.5 minutes after the last activity, then logs out to the login page", async () => {
    const { page } = e2e;
    await installClock(page);
    await login(page, 'agent@demo.test');

    await idleUntilJustBeforePrompt();
    await stillHere().waitFor();

    for (let s = 0; s < 40 && !['/', '/login'].includes(currentPath(page)); s++) {
      await page.clock.runFor(1_000);
      await page.waitForTimeout(20);
    }
    await waitForPath(page, '/', '/login');
    await waitForLoginPage(page);
  });

  it("stays signed in when the user answers \"I'm still here\"", async () => {
    const { page } = e2e;
    await installClock(page);
    await login(page, 'agent@demo.test');

    await idleUntilJustBeforePrompt();
    await stillHere().click();
    await stillHere().waitFor({ state: 'hidden' });

    await page.clock.runFor(MINUTE);
    expect(currentPath(page)).toBe('/dashboard');
    expect(await stillHere().count()).toBe(0);
  });
});

/**
 * Setting Agent in Chromium (issue 16): a franchise owner opens Setting Agent,
 * finds an agent of their office by name, sets the agent's commission in the
 * Settings dialog, sees 'Success update commission' and the card showing it.
 * axe runs on the page and on the dialog; useBrowser captures the screen at
 * 1440 and 991 wide.
 */
import { describe, expect, it } from 'vitest';
import { AGENT_SETTINGS_MESSAGES } from '../../domain/agent-settings';
import { openSignedIn, toasts } from './support/app';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { useBrowser } from './support/browser';

const e2e = useBrowser();

describe('setting agent', () => {
  it("a franchise owner sets an agent's commission and the card shows it", async () => {
    const { page } = e2e;
    await openSignedIn(page, 'franchise_owner@demo.test', '/setting-agent');
    const grid = page.getByRole('list', { name: 'Agents of Genius Jakarta Selatan' });
    await grid.waitFor();
    // The demo's commission of agent@demo.test, and the agent who may not self-list.
    await grid.getByRole('listitem', { name: 'Nanda' }).getByText('Commission: 2.5%').waitFor();
    await grid.getByRole('listitem', { name: 'Putu' }).getByText(/No self listing/).waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('searchbox', { name: 'Search agents by name' }).fill('Zahra');
    await page.waitForURL(/search=Zahra/);
    await expect.poll(() => grid.getByRole('listitem').count()).toBe(1);

    await grid.getByRole('button', { name: 'Settings of Zahra' }).click();
    const dialog = page.getByRole('dialog', { name: 'Settings: Zahra' });
    await dialog.getByLabel('Commission (%)').fill('3.75');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toasts(page).filter({ hasText: AGENT_SETTINGS_MESSAGES.updated }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await grid.getByRole('listitem', { name: 'Zahra' }).getByText('Commission: 3.75%').waitFor();
  });
});

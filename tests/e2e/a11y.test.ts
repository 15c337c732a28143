/** axe on the login page and the dashboard: no serious or critical violations. */
import { describe, it } from 'vitest';
import { login, waitForLoginPage } from './support/app';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { useBrowser } from './support/browser';

const e2e = useBrowser();

describe('accessibility', () => {
  it('the login page has no serious or critical axe violations', async () => {
    const { page } = e2e;
    await page.goto('/login');
    await waitForLoginPage(page);
    await expectNoSeriousA11yViolations(page);
  });

  it('the dashboard has no serious or critical axe violations', async () => {
    const { page } = e2e;
    await login(page, 'admin@demo.test');
    await page.locator('#birthday-list').waitFor({ state: 'attached' });
    await expectNoSeriousA11yViolations(page);
  });
});

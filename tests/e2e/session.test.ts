/** Signing in and out as §4/§5 say, with the exact messages of §8. */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { apiSignInRefusal, currentPath, login, logout, submitLogin, toasts, waitForLoginPage, waitForPath } from './support/app';
import { TOKEN_KEY } from '../../src/api/token';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { INACTIVE_EMAIL, NO_EMPLOYEE_EMAIL } from './support/demo';

const e2e = useBrowser();

const storedToken = (page: Page) => page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);

describe('session', () => {
  it("greets on sign-in, and Logout returns to the login page with 'Logout successfully.'", async () => {
    const { page } = e2e;
    await login(page, 'agent@demo.test');
    await toasts(page).filter({ hasText: /Welcome .+!/ }).first().waitFor();

    await logout(page);
    await waitForPath(page, '/', '/login');
    await waitForLoginPage(page);
    await page.getByText(MESSAGES.logoutSuccess, { exact: true }).first().waitFor();
    await expect.poll(() => storedToken(page)).toBeNull();

    // The session is gone for real: a protected page sends us back to the root.
    await page.goto('/dashboard');
    await waitForPath(page, '/', '/login');
  });

  it("refuses an inactive account with 'Login failed. ' and the server's reason", async () => {
    const { page } = e2e;
    const reason = await apiSignInRefusal(INACTIVE_EMAIL);
    expect(reason.length).toBeGreaterThan(0);
    await submitLogin(page, INACTIVE_EMAIL);
    await page.getByText(MESSAGES.loginFailed(reason), { exact: true }).first().waitFor();
    expect(['/', '/login']).toContain(currentPath(page));
  });

  it("refuses an account without an active employee record: 'Your account maybe disabled by administrator'", async () => {
    const { page } = e2e;
    await submitLogin(page, NO_EMPLOYEE_EMAIL);
    await page.getByText(MESSAGES.accountDisabled, { exact: true }).first().waitFor();
    await waitForLoginPage(page);
    expect(['/', '/login']).toContain(currentPath(page));
    await expect.poll(() => storedToken(page)).toBeNull();
  });
});

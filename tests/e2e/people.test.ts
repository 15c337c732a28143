/**
 * Users and public users in Chromium (issue 16): the Super Admin deactivates a
 * public user, who is then refused at the login page and loses the session
 * they had, and activates them again; the Super Admin adds a user, every §5
 * format error shown at its field first. axe and the screens at 1440 and 991
 * are useBrowser's, on every page these visit.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { api, ApiCallError, apiSignIn, apiSignInRefusal, login, logout, openSidebarEntry, submitLogin, toasts, waitForLoginPage, waitForPath } from './support/app';
import { useBrowser } from './support/browser';

const e2e = useBrowser();

/** The sidebar's Users group (Manage User, Manage Public User, Audit Log) opens on its button first. */
const openUsersEntry = (page: Page, entry: string) => openSidebarEntry(page, 'Users', entry);

const PUBLIC_USER = { email: 'public.toggle@demo.test', name: 'Teguh Santoso' };

describe('public users', () => {
  it('an admin deactivates a public user who then cannot sign in, and activates them again', async () => {
    const { page } = e2e;
    const theirSession = await apiSignIn(PUBLIC_USER.email);

    await login(page, 'admin@demo.test');
    await openUsersEntry(page, 'Manage Public User');
    await waitForPath(page, '/public-users');
    await page.getByRole('searchbox', { name: 'Search by name or email' }).fill(PUBLIC_USER.name);
    const row = page.getByRole('table', { name: 'Public users' }).getByRole('row').filter({ hasText: PUBLIC_USER.email });
    await row.waitFor();
    await row.getByRole('button', { name: `Deactivate ${PUBLIC_USER.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Deactivate Public User' });
    await dialog.waitFor();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await toasts(page).filter({ hasText: `Success change ${PUBLIC_USER.name} status.` }).first().waitFor();
    await row.getByText('Inactive', { exact: true }).waitFor();

    // The session they had ends with the change; a new one is refused, at the login page too.
    await expect(api('GET', 'users/me', { token: theirSession })).rejects.toBeInstanceOf(ApiCallError);
    expect(await apiSignInRefusal(PUBLIC_USER.email)).toBe(MESSAGES.inactiveAccount);
    await logout(page);
    await waitForLoginPage(page);
    await submitLogin(page, PUBLIC_USER.email);
    await page.getByText(MESSAGES.loginFailed(MESSAGES.inactiveAccount), { exact: true }).first().waitFor();

    await login(page, 'admin@demo.test');
    await page.goto(`/public-users?search=${encodeURIComponent(PUBLIC_USER.name)}`);
    await row.getByRole('button', { name: `Activate ${PUBLIC_USER.name}` }).click();
    await page.getByRole('dialog', { name: 'Activate Public User' }).getByRole('button', { name: 'Activate', exact: true }).click();
    await toasts(page).filter({ hasText: `Success change ${PUBLIC_USER.name} status.` }).first().waitFor();
    expect(await apiSignIn(PUBLIC_USER.email)).toBeTruthy();
  });
});

describe('users', () => {
  it('a Super Admin creates a user with every §5 format error shown at its field first', async () => {
    const { page } = e2e;
    const localPart = `budi.e2e.${Date.now().toString(36)}`;
    await login(page, 'admin@demo.test');
    await openUsersEntry(page, 'Manage User');
    await waitForPath(page, '/users');
    await page.getByRole('table', { name: 'Users' }).locator('tbody tr').first().waitFor();
    await page.getByRole('link', { name: 'Add User' }).click();
    await waitForPath(page, '/users/add');

    const form = page.getByRole('form', { name: 'Add user' });
    await form.getByLabel('First Name', { exact: true }).fill('Budi2');
    await form.getByLabel('Last Name', { exact: true }).fill('S@ntoso');
    await form.getByLabel('Email', { exact: true }).fill(localPart);
    await form.getByRole('combobox', { name: 'Email domain' }).selectOption('custom');
    await form.getByRole('textbox', { name: 'Custom email domain' }).fill('kantor.co.id');
    await form.getByLabel('Phone', { exact: true }).fill('0812-abc');
    await form.getByLabel('Password', { exact: true }).fill('short');
    await form.getByLabel('Confirm Password', { exact: true }).fill('other');
    await form.getByRole('button', { name: 'Save' }).click();

    for (const message of [
      'First Name format is invalid.',
      'Last Name format is invalid.',
      MESSAGES.invalidEmailDomain,
      'Email format is invalid.',
      'Phone format is invalid.',
      MESSAGES.passwordRule,
    ]) {
      await form.getByText(message, { exact: true }).first().waitFor();
    }
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('firstName');
    await expectNoSeriousA11yViolations(page);

    await form.getByLabel('First Name', { exact: true }).fill('Budi');
    await form.getByLabel('Last Name', { exact: true }).fill('Santoso');
    await form.getByRole('textbox', { name: 'Custom email domain' }).fill('@kantor.co.id');
    await form.getByLabel('Phone', { exact: true }).fill('0812-3456-7890');
    await form.getByLabel('Password', { exact: true }).fill('Rahasia1!');
    await form.getByLabel('Confirm Password', { exact: true }).fill('Rahasia1!');
    await form.getByText(MESSAGES.emailAvailable, { exact: true }).waitFor();
    await form.getByRole('button', { name: 'Save' }).click();
    await toasts(page).filter({ hasText: 'User successfully created!' }).first().waitFor();
    await page.getByRole('heading', { level: 1, name: 'Budi Santoso' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/users\/[^/]+$/);
    await page.getByRole('region', { name: 'User information' }).getByText(`${localPart}@kantor.co.id`).waitFor();
  });
});

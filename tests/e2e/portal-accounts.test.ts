/**
 * Office portal accounts in Chromium (issue 17): an HQ admin adds an account
 * directly on the office's Portal Accounts tab (the second portal's warning
 * shown); an office admin adds one on /detail-office through the OTP dialog,
 * reading the code from the demo outbox as a user reads their mail, then
 * deletes it; /portal opens a portal's connected accounts. axe on every
 * dialog and page; useBrowser captures 1440 and 991.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { secondPortalWarning } from '../../domain/portal-accounts';
import { api, apiSignIn, openSignedIn, toasts } from './support/app';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { useBrowser } from './support/browser';

const e2e = useBrowser();

/** The code of the newest OTP mail to this address, from the outbox the Super Admin reads. */
async function mailedCode(to: string): Promise<string> {
  const token = await apiSignIn('admin@demo.test');
  const res = await api<{ payload: { results: { text: string }[] } }>('GET', `mail-outbox?to=${encodeURIComponent(to)}&limit=1`, { token });
  const text = res.payload.results[0]?.text ?? '';
  return /account is (\d{6})/.exec(text)?.[1] ?? '';
}

describe('portal accounts', () => {
  it('an HQ admin adds an account directly, warned about the second portal', async () => {
    const { page } = e2e;
    await openSignedIn(page, 'admin@demo.test', '/office');
    await page.getByRole('link', { name: 'Genius Jakarta Selatan' }).click();
    await page.getByRole('link', { name: 'Portal Accounts' }).click();
    const accounts = page.getByRole('table', { name: 'Portal accounts' });
    await accounts.getByRole('row', { name: /Rumah123/ }).waitFor();
    await page.getByRole('button', { name: 'Add Portal Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Portal Account' });
    await expect(dialog.getByRole('button', { name: 'Add' }).isDisabled()).resolves.toBe(true);
    await dialog.getByRole('combobox', { name: 'Portal' }).selectOption({ label: 'OLX' });
    await dialog.getByText(secondPortalWarning('OLX')).waitFor();
    await dialog.getByRole('textbox', { name: 'Email' }).fill('jaksel.olx');
    await dialog.getByText(MESSAGES.emailAvailable).waitFor();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Add' }).click();
    await toasts(page).filter({ hasText: MESSAGES.portalAdded('OLX') }).waitFor();
    await accounts.getByRole('row', { name: /jaksel\.olx@/ }).waitFor();

    // /portal lists the active portals; each opens the accounts connected to it.
    await page.goto(new URL('/portal', page.url()).toString());
    await page.getByRole('table', { name: 'Portals' }).getByRole('link', { name: 'OLX accounts' }).click();
    await page.getByRole('heading', { name: 'OLX Accounts' }).waitFor();
    const connected = page.getByRole('table', { name: 'Connected accounts' });
    await connected.getByRole('row', { name: /jaksel\.olx@/ }).waitFor();
    await expect(connected.getByRole('row', { name: /rumah123\.genius/ }).count()).resolves.toBe(0);
    await expectNoSeriousA11yViolations(page);
  });

  it('an office admin adds an account through the OTP dialog, then deletes it', async () => {
    const { page } = e2e;
    await openSignedIn(page, 'admin_office@demo.test', '/detail-office');
    const accounts = page.getByRole('table', { name: 'Portal accounts' });
    await accounts.getByRole('row', { name: /Rumah123/ }).waitFor();
    await page.getByRole('button', { name: 'Add Portal Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Portal Account' });
    await dialog.getByRole('combobox', { name: 'Portal' }).selectOption({ label: '99.co' });
    await dialog.getByRole('textbox', { name: 'Email' }).fill('jaksel.99');
    await dialog.getByText(MESSAGES.emailAvailable).waitFor();
    await dialog.getByRole('button', { name: 'Add' }).click();

    const otp = page.getByRole('dialog', { name: 'Verify Email' });
    await otp.getByText(/We sent a 6-digit code to jaksel\.99@/).waitFor();
    await otp.getByText(MESSAGES.otpMailDelay).waitFor();
    await expect(otp.getByRole('button', { name: 'Verify' }).isDisabled()).resolves.toBe(true);
    await expect(otp.getByRole('button', { name: 'Resend OTP' }).isDisabled()).resolves.toBe(true);
    await expectNoSeriousA11yViolations(page);
    const email = (await otp.getByText(/We sent a 6-digit code to/).innerText()).replace(/^.* to (\S+)\.$/, '$1');
    let code = '';
    await expect.poll(async () => (code = await mailedCode(email))).toMatch(/^\d{6}$/);
    await otp.getByRole('textbox', { name: 'OTP' }).fill(code);
    await otp.getByRole('button', { name: 'Verify' }).click();
    await toasts(page).filter({ hasText: MESSAGES.portalAdded('99.co') }).waitFor();
    await otp.waitFor({ state: 'detached' });
    const row = accounts.getByRole('row', { name: /jaksel\.99@/ });
    await row.waitFor();

    await row.getByRole('button', { name: /^Delete 99\.co account/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Portal Account' });
    await confirm.getByText("The office's listings will be removed from 99.co.", { exact: false }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toasts(page).filter({ hasText: MESSAGES.portalDeleted }).waitFor();
    await row.waitFor({ state: 'detached' });
  });

  it("an HQ admin adds an agent's own portal account on Setting Portal Agent, then deletes it", async () => {
    const { page } = e2e;
    await openSignedIn(page, 'admin_hq@demo.test', '/setting-portal-agent');
    const table = page.getByRole('table', { name: 'Agent portal accounts' });
    await table.getByRole('row', { name: /Rumah123/ }).first().waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Add Agent Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Agent Portal Account' });
    await dialog.getByRole('combobox', { name: 'Agent' }).fill('Zahra');
    await page.getByRole('option', { name: /^Zahra —/ }).first().click();
    await dialog.getByRole('combobox', { name: 'Portal' }).selectOption({ label: 'OLX' });
    await dialog.getByLabel('Portal Username').fill('zahra.olx');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('zahra.olx');
    await dialog.getByText(MESSAGES.emailAvailable).waitFor();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Add' }).click();
    await toasts(page).filter({ hasText: MESSAGES.portalAdded('OLX') }).waitFor();
    const row = table.getByRole('row', { name: /zahra\.olx@/ });
    await row.waitFor();
    await row.getByRole('button', { name: /^Delete OLX account of/ }).click();
    await page.getByRole('dialog', { name: 'Delete Agent Portal Account' }).getByRole('button', { name: 'Delete' }).click();
    await toasts(page).filter({ hasText: MESSAGES.portalDeleted }).waitFor();
    await row.waitFor({ state: 'detached' });
  });
});

describe('rumah123 checker', () => {
  it('an HQ admin checks an email: found with its listings, then one that is not found', async () => {
    const { page } = e2e;
    await openSignedIn(page, 'admin@demo.test', '/rumah123-checker');
    const form = page.getByRole('form', { name: 'Check an email' });
    await form.getByRole('button', { name: 'Check' }).click();
    await form.getByText('Email is required.').waitFor();
    await form.getByLabel('Email').fill('jakartaselatan@rumah123.genius.co.id');
    await form.getByRole('button', { name: 'Check' }).click();
    const found = page.getByRole('dialog', { name: MESSAGES.emailFound });
    await found.getByText(/registered on Rumah123 for 0 agent accounts and 1 office account/).waitFor();
    await expectNoSeriousA11yViolations(page);
    await found.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(/email=jakartaselatan/);
    await page.getByRole('table', { name: 'Rumah123 listings' }).getByRole('row', { name: /Genius Jakarta Selatan/ }).first().waitFor();
    await expectNoSeriousA11yViolations(page);

    await form.getByLabel('Email').fill('nobody@nowhere.test');
    await form.getByRole('button', { name: 'Check' }).click();
    await page.getByRole('dialog', { name: MESSAGES.emailNotFound }).getByText(/No Rumah123 account/).waitFor();
  });
});

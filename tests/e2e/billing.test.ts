/**
 * Office billing in Chromium (issue 18): HQ finance is refused at the fields
 * first, then bills an office monthly from today; the jobs queue of the real
 * server makes today's charge on its own, which the billing shows; then HQ
 * finance records the office's payments of it (a partial, then the rest; more
 * than the balance refused at the amount) and stops it. axe on every screen
 * and dialog; useBrowser captures 1440 and 991.
 */
import { describe, it } from 'vitest';
import { OFFICE_BILLING_MESSAGES } from '../../domain/office-billing';
import { openSignedIn, toasts } from './support/app';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { useBrowser } from './support/browser';

const e2e = useBrowser();

describe('office billing', () => {
  it('HQ finance bills an office monthly from today; the queue charges today; then it is stopped', async () => {
    const { page } = e2e;
    await openSignedIn(page, 'admin_finance_staff@demo.test', '/billing');
    await page.getByRole('table', { name: 'Office billings' }).getByRole('link', { name: 'Monthly franchise fee' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Create Billing' }).click();
    const form = page.getByRole('form', { name: 'Create billing' });
    await form.getByRole('button', { name: 'Create Billing' }).click();
    await form.getByText('Office is required.').waitFor();
    await expectNoSeriousA11yViolations(page);

    await form.getByRole('combobox', { name: 'Office' }).fill('Bandung');
    await page.getByRole('option', { name: /Genius Bandung/ }).click();
    await form.getByLabel('Description').fill('Signage rent');
    await form.getByLabel('Amount (Rp)').fill('1250000');
    await form.getByRole('button', { name: 'Create Billing' }).click();
    await toasts(page).filter({ hasText: OFFICE_BILLING_MESSAGES.created('Genius Bandung') }).waitFor();
    await page.getByRole('heading', { name: /Signage rent/ }).waitFor();

    // The queue makes today's charge by itself; the page shows it once it is there.
    const charges = page.getByRole('table', { name: 'Charges' });
    for (let seen = false; !seen; ) {
      seen = (await charges.getByRole('row').filter({ hasText: 'Rp 1.250.000' }).count()) > 0;
      if (!seen) await page.reload();
    }
    await expectNoSeriousA11yViolations(page);

    // The office paid part of it, then the rest: HQ finance records both; a payment above the balance is refused at the amount.
    const payButton = charges.getByRole('button', { name: /^Record payment of the .* charge$/ });
    await payButton.click();
    const payDialog = page.getByRole('dialog', { name: /Record Payment: Genius Bandung/ });
    const amount = payDialog.getByLabel(/Amount/);
    await amount.fill('2000000');
    await payDialog.getByRole('button', { name: 'Record Payment' }).click();
    await payDialog.getByText(OFFICE_BILLING_MESSAGES.overpaid('Rp 1.250.000')).waitFor();
    await expectNoSeriousA11yViolations(page);
    await amount.fill('250000');
    await payDialog.getByRole('button', { name: 'Record Payment' }).click();
    await payDialog.waitFor({ state: 'detached' });
    await charges.getByRole('row').filter({ hasText: 'Partially Paid' }).filter({ hasText: 'Rp 1.000.000' }).waitFor();
    await payButton.click();
    await payDialog.getByRole('button', { name: 'Record Payment' }).click();
    await payDialog.waitFor({ state: 'detached' });
    await charges.getByRole('row').filter({ hasText: 'Paid' }).filter({ hasText: 'Rp 0' }).waitFor();
    await payButton.waitFor({ state: 'detached' });
    await page.getByRole('table', { name: 'Payments' }).getByRole('row').nth(2).waitFor();

    await page.getByRole('button', { name: 'Stop Billing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Stop Billing' });
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Stop Billing' }).click();
    await toasts(page).filter({ hasText: OFFICE_BILLING_MESSAGES.stopped }).waitFor();
    await page.getByRole('heading', { name: /Signage rent\s*Stopped/ }).waitFor();
    await page.getByRole('button', { name: 'Stop Billing' }).waitFor({ state: 'detached' });
  });
});

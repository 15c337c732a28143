/**
 * Closings in Chromium (issue 18): an agent records a closing of their own
 * listing (refused at the field first, then accepted), the listing shows
 * Closed and the agent's receivable appears; the office's finance finds it, cancels it with a reason; the listing
 * is back on the market and the agent's notification drawer has the cancel
 * report, which opens the closing. axe on every screen and dialog; useBrowser
 * captures 1440 and 991.
 */
import { describe, expect, it } from 'vitest';
import { CLOSING_MESSAGES } from '../../domain/closing';
import { formatPrice } from '../../domain/format';
import { invoicePdfFileName } from '../../domain/invoice';
import { openAsAnotherUser, openSignedIn, toasts, topBar } from './support/app';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { useBrowser } from './support/browser';
import { pdfText } from './support/pdf';

const e2e = useBrowser();
const TITLE = 'Apartemen Kemang Village 2BR Furnished';

describe('closings', () => {
  it('an agent records a closing and sees their receivable; the office’s finance corrects the buyer (kept in the history) and cancels it; the agent reads the cancel report', async () => {
    const { page } = e2e;
    await openSignedIn(page, 'agent@demo.test', '/closing');
    await page.getByRole('table', { name: 'Closings' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Record Closing' }).click();
    const form = page.getByRole('form', { name: 'Record closing' });
    await form.getByRole('button', { name: 'Record Closing' }).click();
    await form.getByText('Buyer or tenant is required.').waitFor();
    await expectNoSeriousA11yViolations(page);
    await form.getByLabel('Search listings to close').fill('Kemang Village');
    const listing = form.getByRole('combobox', { name: 'Listing' });
    await listing.locator('option', { hasText: TITLE }).waitFor({ state: 'attached' });
    await listing.selectOption({ label: (await listing.locator('option', { hasText: TITLE }).innerText()).trim() });
    await form.getByRole('textbox', { name: 'Buyer or Tenant', exact: true }).fill('Budi Santoso');
    await form.getByRole('status', { name: 'Closing preview' }).waitFor();
    await form.getByRole('button', { name: 'Record Closing' }).click();
    const recorded = toasts(page).filter({ hasText: /^Closing CLS-\d{6} recorded\.$/ });
    await recorded.waitFor();
    const code = ((await recorded.first().innerText()).match(/CLS-\d{6}/) ?? [''])[0];
    await page.getByRole('heading', { name: new RegExp(`Closing ${code}`) }).waitFor();
    await page.getByRole('table', { name: 'Listing side figures' }).waitFor();
    await expectNoSeriousA11yViolations(page);

    // The agent sees what their office now owes them, made of their share less the fees.
    await page.goto('/agent-receivable');
    const receivables = page.getByRole('table', { name: 'Agent receivables' });
    const receivable = receivables.getByRole('row').filter({ hasText: code });
    await receivable.waitFor();
    await expectNoSeriousA11yViolations(page);
    await receivable.getByRole('link').first().click();
    await page.getByRole('table', { name: 'Receivable figures' }).getByRole('row', { name: /Owed to the agent/ }).waitFor();
    await page.getByText('No payout recorded yet.').waitFor();
    await expectNoSeriousA11yViolations(page);

    // The office's finance finds it and cancels it.
    // In a browser of their own (another user, another session).
    const finance = await openAsAnotherUser(e2e.browser, 'finance_office@demo.test', `/closing?search=${code}`);
    const other = finance.context();
    await finance.getByRole('table', { name: 'Closings' }).getByRole('link', { name: code }).click();
    // The buyer's name was misspelt: the finance corrects it, and the history tells who changed what.
    await finance.getByRole('button', { name: 'Edit Closing' }).click();
    const edit = finance.getByRole('dialog', { name: `Edit Closing ${code}` });
    await edit.getByLabel('Buyer or Tenant').fill('Budi Santosa');
    await expectNoSeriousA11yViolations(finance);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toasts(finance).filter({ hasText: CLOSING_MESSAGES.updated(code) }).waitFor();
    await finance.getByText(/Budi Santosa/).first().waitFor();
    await finance.getByRole('link', { name: 'History' }).click();
    const history = finance.getByRole('table', { name: 'Closing history' });
    await history.getByRole('row').filter({ hasText: 'Buyer or tenant: Budi Santoso → Budi Santosa' }).waitFor();
    await expectNoSeriousA11yViolations(finance);
    await history.getByRole('row').filter({ hasText: 'Edited' }).getByRole('link').first().click();
    await finance.getByRole('table', { name: 'Changed fields' }).getByRole('row', { name: /Buyer or tenant/ }).waitFor();
    await expectNoSeriousA11yViolations(finance);
    await finance.getByRole('link', { name: new RegExp(`^${code} · `) }).click();
    await finance.getByRole('button', { name: 'Cancel Closing' }).click();
    const dialog = finance.getByRole('dialog', { name: `Cancel Closing ${code}` });
    await dialog.getByRole('button', { name: 'Cancel Closing' }).click();
    await dialog.getByText('Reason is required.').waitFor();
    await expectNoSeriousA11yViolations(finance);
    await dialog.getByLabel('Reason').fill('The buyer withdrew.');
    await dialog.getByRole('button', { name: 'Cancel Closing' }).click();
    await toasts(finance).filter({ hasText: CLOSING_MESSAGES.cancelled(code) }).waitFor();
    await finance.getByText(/Cancelled .*The buyer withdrew\./).waitFor();
    await other.close();

    // The agent's drawer has the cancel report; it opens the closing.
    await page.reload();
    await topBar(page).getByRole('button', { name: /notifications/i }).click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    await drawer.getByRole('button').filter({ hasText: `Closing ${code} of ${TITLE} was cancelled.` }).first().click();
    await page.getByRole('heading', { name: new RegExp(`Closing ${code}`) }).waitFor();
    await page.getByText('Cancelled', { exact: true }).first().waitFor();

    // The agent reads the closing's history: recorded, edited, cancelled with its reason.
    await page.getByRole('link', { name: 'History' }).click();
    const changes = page.getByRole('table', { name: 'Closing history' });
    await changes.getByRole('row').filter({ hasText: 'Cancelled. Reason: The buyer withdrew.' }).waitFor();
    await changes.getByRole('row').filter({ hasText: 'Buyer or tenant: Budi Santoso → Budi Santosa' }).waitFor();
    await changes.getByRole('row').filter({ hasText: 'Recorded' }).waitFor();
    await changes.getByRole('row').filter({ hasText: 'Cancelled. Reason' }).getByRole('link').first().click();
    await page.getByRole('table', { name: 'Changed fields' }).getByRole('row', { name: /Reason/ }).waitFor();

    // The summary: this year's closings in force by month, then by agent (the cancelled one is not counted).
    await page.goto('/closing/summary');
    const totals = page.getByRole('table', { name: 'Closing totals' });
    await totals.getByRole('row', { name: /^Total/ }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'By Agent' }).click();
    await totals.getByRole('row', { name: /Nanda/ }).waitFor();
  });
});

describe('invoices', () => {
  it('HQ finance finds a closing’s invoice, records a partial then a full payment, it reads Paid, and its PDF carries the total', async () => {
    const { page } = e2e;
    await openSignedIn(page, 'admin_finance_staff@demo.test', '/invoice?status=unpaid&search=GNS-SBY');
    const table = page.getByRole('table', { name: 'Invoices' });
    await table.getByRole('link', { name: /^INV\/GNS-SBY\// }).first().waitFor();
    await expectNoSeriousA11yViolations(page);
    await table.getByRole('link', { name: /^INV\/GNS-SBY\// }).first().click();
    await page.getByRole('table', { name: 'Invoice lines' }).waitFor();
    const number = ((await page.getByRole('heading', { level: 1 }).innerText()).match(/INV\/\S+/) ?? [''])[0];

    await page.getByRole('button', { name: 'Record Payment' }).click();
    let dialog = page.getByRole('dialog', { name: `Record Payment: ${number}` });
    const amount = dialog.getByLabel('Amount (Rp)');
    const total = Number(await amount.inputValue());
    await amount.fill(String(total + 1));
    await dialog.getByRole('button', { name: 'Record Payment' }).click();
    await dialog.getByText(/The payment is more than what is left to pay/).waitFor();
    await expectNoSeriousA11yViolations(page);
    const half = Math.floor(total / 2);
    await amount.fill(String(half));
    await dialog.getByLabel('Reference (optional)').fill('TRX-E2E-1');
    await dialog.getByRole('button', { name: 'Record Payment' }).click();
    await toasts(page).filter({ hasText: `Payment recorded on ${number}.` }).first().waitFor();
    await page.getByText('Partially Paid').first().waitFor();

    await page.getByRole('button', { name: 'Record Payment' }).click();
    dialog = page.getByRole('dialog', { name: `Record Payment: ${number}` });
    await dialog.getByRole('button', { name: 'Record Payment' }).click();
    await page.getByRole('heading', { name: new RegExp(`Invoice ${number.replace(/\//g, '\\/')}\\s*Paid`) }).waitFor();
    await page.getByRole('table', { name: 'Payments' }).getByRole('row', { name: /TRX-E2E-1/ }).waitFor();
    await page.getByRole('button', { name: 'Record Payment' }).waitFor({ state: 'detached' });

    // The PDF reads the same total, to the rupiah, and nothing left to pay.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toBe(invoicePdfFileName(number));
    const text = await pdfText((await download.path())!);
    expect(text).toContain(number);
    expect(text).toContain(`Total ${formatPrice(total)}`);
    expect(text).toContain(`Balance ${formatPrice(0)}`);
  });
});

/**
 * The fee master in Chromium (issue 19): an HQ admin finds the rates under
 * Master Data, is refused a rate of 0 at the field, sets a new rate that
 * still reads after a reload, and puts §9's back. axe on the list and the
 * dialog; useBrowser captures 1440 and 991. Then an achievement level is
 * added (a name taken refused at the field) and unpublished.
 */
import { describe, it } from 'vitest';
import { MASTER_FEE_MESSAGES as M } from '../../domain/fees';
import { MASTER_DATA_MESSAGES } from '../../domain/master-data';
import { openSignedIn, toasts } from './support/app';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { useBrowser } from './support/browser';

const e2e = useBrowser();

describe('master data: fees', () => {
  it('an HQ admin sets the agent development fee rate, which holds after a reload, and sets it back', async () => {
    const { page } = e2e;
    await openSignedIn(page, 'admin@demo.test', '/master-data-fee');
    const table = page.getByRole('table', { name: 'Fee rates' });
    const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Agent development fee', exact: true }) });
    await row.getByRole('cell', { name: '9.99%' }).waitFor();
    await expectNoSeriousA11yViolations(page);

    const setRate = async (value: string) => {
      await row.getByRole('button', { name: 'Edit rate of Agent development fee' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Rate: Agent development fee' });
      await dialog.getByLabel(M.rateLabel).fill(value);
      await dialog.getByRole('button', { name: 'Save Rate' }).click();
      return dialog;
    };
    const refused = await setRate('0');
    await refused.getByText(M.rateMin).waitFor();
    await expectNoSeriousA11yViolations(page);
    await refused.getByRole('button', { name: 'Cancel' }).click();

    await setRate('10');
    await toasts(page).filter({ hasText: M.updated('agent_development_fee') }).waitFor();
    await row.getByRole('cell', { name: '10%' }).waitFor();
    await page.reload();
    await row.getByRole('cell', { name: '10%' }).waitFor();

    await setRate('9.99');
    await row.getByRole('cell', { name: '9.99%' }).waitFor();
  });

  it('an HQ admin adds an achievement level (a name taken refused at the field), then unpublishes it', async () => {
    const { page } = e2e;
    await openSignedIn(page, 'admin_hq@demo.test', '/master-data-achievement');
    const table = page.getByRole('table', { name: 'Master Data Achievement' });
    await table.getByRole('cell', { name: 'Platinum', exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Create Achievement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Achievement' });
    await dialog.getByLabel('Name').fill('gold');
    await dialog.getByLabel('Closings in a year').fill('60');
    await dialog.getByLabel('Commission in a year (Rp)').fill('5000000000');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(MASTER_DATA_MESSAGES.achievementNameTaken).waitFor();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel('Name').fill('Titanium');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toasts(page).filter({ hasText: MASTER_DATA_MESSAGES.created('Titanium') }).waitFor();
    await table.getByRole('cell', { name: 'Titanium', exact: true }).waitFor();

    await table.getByRole('button', { name: 'Unpublish Titanium' }).click();
    await toasts(page).filter({ hasText: MASTER_DATA_MESSAGES.unpublished('Titanium') }).waitFor();
    await page.getByRole('navigation', { name: 'Status' }).getByRole('link', { name: 'Unpublish' }).click();
    await page.waitForURL(/activeTab=UNPUBLISH/);
    await table.getByRole('cell', { name: 'Titanium', exact: true }).waitFor();
    await table.getByRole('cell', { name: 'Rookie Star', exact: true }).waitFor();
  });
});

/**
 * Portal sync in Chromium (issue 17): an HQ admin syncs Jakarta Selatan's
 * listings to Rumah123 from the office's Portal Accounts; the pushes run as
 * jobs through the local portal simulator, which the e2e server told to find
 * the portal down for LST-100001 (tests/e2e/global-setup.ts). The listing's
 * sync history then shows that failed push with its error JSON beside the
 * completed ones with theirs; the portal's current result answers a link.
 * axe on the dialogs; useBrowser captures 1440 and 991.
 */
import { describe, it } from 'vitest';
import { openSignedIn, toasts } from './support/app';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { useBrowser } from './support/browser';

const e2e = useBrowser();

describe('portal sync', () => {
  it('an HQ admin syncs an office; the history shows the failed push and the completed ones with their JSON', async () => {
    const { page } = e2e;
    await openSignedIn(page, 'admin@demo.test', '/office');
    await page.getByRole('link', { name: 'Genius Jakarta Selatan' }).click();
    await page.getByRole('link', { name: 'Portal Accounts' }).click();
    await page.getByRole('table', { name: 'Portal accounts' }).getByRole('row', { name: /Rumah123/ }).waitFor();
    await page.getByRole('button', { name: 'Sync Listings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sync Listings to Portals' });
    await dialog.getByRole('combobox', { name: 'Portal' }).selectOption({ label: 'Rumah123' });
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Sync' }).click();
    await toasts(page).filter({ hasText: /listings? queued for the portal\./ }).waitFor();

    await page.goto(new URL('/listing-has-portal?search=Kebayoran', page.url()).toString());
    const row = page.getByRole('table', { name: 'Listings with portal' }).getByRole('row', { name: /LST-100001/ });
    await row.getByRole('button', { name: 'Sync history of LST-100001' }).click();
    const history = page.getByRole('dialog', { name: 'Sync History: LST-100001' });
    const table = history.getByRole('table', { name: 'Sync history' });
    // The push runs in the background; the open history follows it until it has answered.
    const failed = table.getByRole('row', { name: /update.*failed.*unreachable \(local portal simulator/ });
    await failed.waitFor({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(page);
    await failed.getByRole('button', { name: /^Result data of the update/ }).click();
    const resultViewer = page.getByRole('dialog', { name: 'Result data' });
    await resultViewer.getByText('"status": 503').waitFor();
    await expectNoSeriousA11yViolations(page);
    await resultViewer.getByRole('button', { name: 'Close' }).click();
    await resultViewer.waitFor({ state: 'detached' });

    const completed = table.getByRole('row', { name: /create.*completed.*Listing published/ });
    await completed.getByRole('button', { name: /^Request data of the create/ }).click();
    const requestViewer = page.getByRole('dialog', { name: 'Request data' });
    await requestViewer.getByText('"listingCode": "LST-100001"').waitFor();
    await requestViewer.getByRole('button', { name: 'Close' }).click();

    await history.getByRole('button', { name: 'Check Rumah123' }).click();
    await history.getByRole('status', { name: 'Current result' }).getByRole('link', { name: 'Open on Rumah123' }).waitFor();
  });
});

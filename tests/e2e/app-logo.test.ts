/**
 * The app logo in Chromium (issue 19): an HQ admin uploads the network's
 * logo, sees it previewed, saves it, and the top bar shows it — after a
 * reload too; then removes it and the top bar shows the product's name again.
 * axe on the page; useBrowser captures 1440 and 991.
 */
import { describe, it } from 'vitest';
import { APP_LOGO_MESSAGES } from '../../domain/entities/app-config';
import { encodePng } from '../../server/db/seed/demo-listings';
import { openSignedIn, toasts } from './support/app';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { useBrowser } from './support/browser';

const e2e = useBrowser();

describe('app logo', () => {
  it('an HQ admin uploads and saves a logo the top bar shows, then removes it', async () => {
    const { page } = e2e;
    await openSignedIn(page, 'admin@demo.test', '/config-app-logo');
    const banner = page.getByRole('banner');
    await page.getByRole('img', { name: 'The top bar with the product name' }).waitFor();
    await expectNoSeriousA11yViolations(page);

    const png = encodePng(240, 64, (x, y) => [(x * 3) % 256, 80, (y * 4) % 256]);
    await page.locator('#app-logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('img', { name: 'The top bar with the logo' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await toasts(page).filter({ hasText: APP_LOGO_MESSAGES.saved }).waitFor();
    await banner.getByRole('img', { name: 'Franchise Back Office' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.reload();
    await page.getByRole('banner').getByRole('img', { name: 'Franchise Back Office' }).waitFor();

    await page.getByRole('button', { name: /Remove/ }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('banner').getByText('Franchise Back Office').waitFor();
    await page.getByRole('img', { name: 'The top bar with the product name' }).waitFor();
  });
});

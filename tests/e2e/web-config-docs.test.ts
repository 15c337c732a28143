/**
 * The document center and the magazine in Chromium (issue 19): an HQ admin
 * uploads a PDF, watches its progress, files it and finds it in the list; a
 * PNG renamed x.pdf is refused at the field; an admin creates a magazine
 * issue with a cover and a PDF and sees it listed. axe on both screens;
 * useBrowser captures 1440 and 991.
 */
import { describe, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '../../domain/document';
import { MAGAZINE_MESSAGES } from '../../domain/magazine';
import { ONLY_PDF } from '../../domain/upload';
import { demoPdf } from '../../server/db/seed/demo-documents';
import { encodePng } from '../../server/db/seed/demo-listings';
import { openSignedIn, toasts } from './support/app';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { useBrowser } from './support/browser';

const e2e = useBrowser();

describe('document center', () => {
  it('an HQ admin uploads a PDF with its progress and sees it in the list; a PNG named x.pdf is refused', async () => {
    const { page } = e2e;
    await openSignedIn(page, 'admin_hq@demo.test', '/document-center');
    const table = page.getByRole('table', { name: 'Documents' });
    await table.getByRole('row', { name: /Listing Agreement Form/ }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Upload Document' }).click();
    const dialog = page.getByRole('form', { name: 'Upload document' });
    await dialog.waitFor();
    await page.locator('#document-fileKey').setInputFiles({ name: 'x.pdf', mimeType: 'application/pdf', buffer: encodePng(8, 8, () => [10, 20, 30]) });
    await dialog.getByText(ONLY_PDF).waitFor();

    // A PDF of a few megabytes, so the progress bar has time to show.
    const pdf = Buffer.concat([await demoPdf('Network Price Report'), Buffer.alloc(3 * 1024 * 1024, 0x20)]);
    await page.locator('#document-fileKey').setInputFiles({ name: 'network-price-report-for-every-office-november-2026.pdf', mimeType: 'application/pdf', buffer: pdf });
    await dialog.getByRole('progressbar', { name: /Uploading network-price-report/ }).waitFor();
    await dialog.getByRole('link', { name: 'network-price-report-for-every-office-n…' }).waitFor();
    await dialog.getByLabel('Title').fill('Network Price Report');
    await dialog.getByLabel('Category').selectOption('MARKETING');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Save Document' }).click();
    await toasts(page).filter({ hasText: DOCUMENT_MESSAGES.created('Network Price Report') }).waitFor();
    await table.getByRole('row', { name: /Network Price Report/ }).waitFor();
  });
});

describe('magazine', () => {
  it('an admin creates an issue with a cover and a PDF and sees it listed', async () => {
    const { page } = e2e;
    await openSignedIn(page, 'admin@demo.test', '/magazine');
    const table = page.getByRole('table', { name: 'Magazine issues' });
    await table.getByRole('row', { name: /October 2026/ }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Create Issue' }).click();
    const dialog = page.getByRole('form', { name: 'Create magazine issue' });
    await dialog.getByLabel('Title').fill('Genius Magazine — December 2026');
    await dialog.getByLabel('Issue Date').fill('2026-12-01');
    await page.locator('#magazine-coverFileKey').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: encodePng(120, 160, (_x, y) => (y < 40 ? [41, 81, 163] : [240, 240, 240])) });
    await dialog.getByRole('img', { name: 'cover.png' }).waitFor();
    await page.locator('#magazine-pdfFileKey').setInputFiles({ name: 'december.pdf', mimeType: 'application/pdf', buffer: await demoPdf('December') });
    await dialog.getByRole('link', { name: 'december.pdf' }).waitFor();
    await dialog.getByLabel('Status').selectOption('PUBLISH');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Create Issue' }).click();
    await toasts(page).filter({ hasText: MAGAZINE_MESSAGES.created('Genius Magazine — December 2026') }).waitFor();
    const row = table.getByRole('row', { name: /December 2026/ });
    await row.getByText('Published').waitFor();
  });
});

/**
 * Web config in Chromium (issue 19): an HQ admin reorders the home hero
 * banners by keyboard (the focused handle with Alt+Arrow Up, the move said in
 * the live region) and the order holds after a reload; creates a partner with
 * a logo (a bad link refused at its field first); writes a template whose
 * preview fills the placeholders with sample values, an unknown placeholder
 * refused at the field. axe on every screen and dialog; useBrowser captures
 * 1440 and 991.
 */
import { describe, expect, it } from 'vitest';
import { PARTNER_MESSAGES } from '../../domain/partners';
import { TEMPLATE_MESSAGES, TEMPLATE_PLACEHOLDERS } from '../../domain/template-messages';
import { encodePng } from '../../server/db/seed/demo-listings';
import { openSignedIn, toasts } from './support/app';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { useBrowser } from './support/browser';

const e2e = useBrowser();
const TABLE = 'Banners of Website home hero';

describe('web config: banner, partner, template messages', () => {
  it('an HQ admin moves a banner up by keyboard and the new order holds after a reload', async () => {
    const { page } = e2e;
    await openSignedIn(page, 'admin_hq@demo.test', '/banner');
    const table = page.getByRole('table', { name: TABLE });
    const titles = async () => (await table.locator('tbody tr td:nth-child(3)').allTextContents()).map((t) => t.trim());
    await table.getByRole('cell', { name: 'KPR bunga 3,5% bersama Bank Nusantara', exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page);
    expect((await titles()).slice(0, 2)).toEqual(['Rumah impian mulai 500 juta', 'KPR bunga 3,5% bersama Bank Nusantara']);

    const saved = page.waitForResponse((r) => r.url().endsWith('/api/banners/order') && r.request().method() === 'PATCH');
    const handle = table.getByRole('button', { name: /^Reorder KPR bunga 3,5% bersama Bank Nusantara/ });
    await handle.focus();
    await page.keyboard.press('Alt+ArrowUp');
    await page.getByRole('status').filter({ hasText: 'KPR bunga 3,5% bersama Bank Nusantara moved to position 1 of 4.' }).waitFor({ state: 'attached' });
    expect((await saved).status()).toBe(200);
    // Focus stays on the moved row's handle, so the next key press moves it again.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^Reorder KPR bunga .* position 1 of 4$/);
    expect((await titles()).slice(0, 2)).toEqual(['KPR bunga 3,5% bersama Bank Nusantara', 'Rumah impian mulai 500 juta']);

    await page.reload();
    await page.getByRole('table', { name: TABLE }).getByRole('cell', { name: 'Rumah impian mulai 500 juta', exact: true }).waitFor();
    expect((await titles()).slice(0, 2)).toEqual(['KPR bunga 3,5% bersama Bank Nusantara', 'Rumah impian mulai 500 juta']);

    await page.getByRole('button', { name: 'Create Banner' }).click();
    await page.getByRole('dialog', { name: 'Create Banner' }).getByLabel('Title').waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  it('an HQ admin creates a partner with a logo, a bad link refused at its field first', async () => {
    const { page } = e2e;
    await openSignedIn(page, 'admin@demo.test', '/partner');
    const table = page.getByRole('table', { name: 'Partners' });
    await table.getByRole('cell', { name: 'Bank Nusantara', exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Create Partner' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Partner' });
    const png = encodePng(200, 80, (x, y) => [(x * 5) % 256, 120, (y * 3) % 256]);
    await page.locator('#partner-logoUrl').setInputFiles({ name: 'bank-baru.png', mimeType: 'image/png', buffer: png });
    await dialog.getByRole('img').first().waitFor();
    await dialog.getByLabel('Name').fill('Bank Baru Sejahtera');
    await dialog.getByLabel('Link').fill('bank baru');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Link must be a web address starting with http:// or https://.').waitFor();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel('Link').fill('https://www.example.com/bank-baru');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toasts(page).filter({ hasText: PARTNER_MESSAGES.created('Bank Baru Sejahtera') }).waitFor();
    const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Bank Baru Sejahtera', exact: true }) });
    await row.getByRole('img', { name: 'Bank Baru Sejahtera logo' }).waitFor();
    await row.getByRole('button', { name: /^Reorder Bank Baru Sejahtera, position 6 of 6$/ }).waitFor();
  });

  it('an HQ admin writes a WhatsApp template and previews it with sample values; an unknown placeholder is refused at the field', async () => {
    const { page } = e2e;
    await openSignedIn(page, 'admin@demo.test', '/template-messages');
    await page.getByRole('table', { name: 'Template messages' }).getByRole('link', { name: 'Kirim listing' }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Create Template' }).click();
    await page.getByRole('heading', { name: 'Create Template' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Sapaan pertama');
    await page.getByLabel('Message', { exact: true }).fill('Halo {{client_name}}, saya {{nama_agen}}.');
    const preview = page.getByRole('region', { name: 'Message preview' });
    await preview.getByText(`Halo ${TEMPLATE_PLACEHOLDERS.client_name}, saya {{nama_agen}}.`).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(TEMPLATE_MESSAGES.unknownPlaceholders(['nama_agen'])).waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Message', { exact: true }).fill('Halo {{client_name}}, saya');
    await page.getByRole('button', { name: 'Insert {{agent_name}}' }).click();
    await preview.getByText(`Halo ${TEMPLATE_PLACEHOLDERS.client_name}, saya ${TEMPLATE_PLACEHOLDERS.agent_name}`).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await toasts(page).filter({ hasText: TEMPLATE_MESSAGES.created('Sapaan pertama') }).waitFor();
    await page.getByRole('table', { name: 'Template messages' }).getByRole('link', { name: 'Sapaan pertama' }).waitFor();
  });
});

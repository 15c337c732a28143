/**
 * Masking in Chromium (issue 5): an agent masks two listings at once, copies
 * the shared link and opens the public page as a client would (their own
 * contact there, the listing agent's nowhere), and downloads the PDF in
 * English and Indonesian. A masked row's actions are buttons, or the items of
 * its '⋯' menu when the table is too narrow for them (issue 12): the test
 * reaches them either way, as a user would.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Listing } from '../../domain/entities/listing';
import type { ListPayload } from '../../domain/entities/common';
import { MASKING_STATUSES } from '../../domain/listing';
import { api, apiSignIn, login, toasts } from './support/app';
import { baseUrl, useBrowser } from './support/browser';
import { pdfText } from './support/pdf';

const e2e = useBrowser();
const AGENT = 'agent@demo.test';

interface Me {
  userId: string;
  name: string;
  nickName: string | null;
  phone: string | null;
}

/** The listing as HQ sees it, with the listing agent's contact. */
async function listingWithContact(listingCode: string): Promise<Listing> {
  const admin = await apiSignIn('admin@demo.test');
  const page = await api<{ payload: ListPayload<Listing> }>('GET', `listings?search=${encodeURIComponent(listingCode)}&includeData=user,profile`, { token: admin });
  const found = page.payload.results.find((l) => l.listingCode === listingCode);
  if (!found) throw new Error(`no listing ${listingCode}`);
  return (await api<{ payload: Listing }>('GET', `listings/${found.listingId}?includeData=user,profile`, { token: admin })).payload;
}

/**
 * A row's action as a user reaches it: its button, or the item of the row's
 * '⋯' menu (opened here) when the row's actions are folded (src/ui/RowActions.tsx).
 */
async function rowAction(row: Locator, name: string | RegExp): Promise<Locator> {
  const exact = typeof name === 'string';
  const button = row.getByRole('button', { name, exact });
  const menu = row.getByRole('button', { name: /^Actions for / });
  await button.or(menu).first().waitFor();
  if ((await button.count()) > 0) return button;
  await menu.click();
  const item = row.page().getByRole('menuitem', { name, exact });
  await item.waitFor();
  return item;
}

/** Look at a row's action without using it: the menu rowAction may have opened closes again. */
async function lookAtRowAction<T>(row: Locator, name: string | RegExp, look: (action: Locator) => Promise<T>): Promise<T> {
  const action = await rowAction(row, name);
  const seen = await look(action);
  const menu = row.page().getByRole('menu');
  if ((await menu.count()) > 0) {
    await row.page().keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
  }
  return seen;
}

describe('masking', () => {
  it('masks two listings at once, shares a link whose public page shows the agent and not the listing agent, and downloads the PDF in en and id', async () => {
    const { page, context } = e2e;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    const me = (await api<{ payload: Me }>('GET', 'users/me', { token: await apiSignIn(AGENT) })).payload;

    await login(page, AGENT);
    await page.goto('/masking');
    const table = page.getByRole('table', { name: 'Data Masking listings' });
    await table.locator('tbody tr').first().waitFor();

    // Only Data Masking statuses are listed.
    const statuses = await table.locator('tbody tr td:nth-child(7)').allInnerTexts();
    expect(statuses.length).toBeGreaterThan(0);
    const labels = MASKING_STATUSES.map((s) => s.charAt(0) + s.slice(1).toLowerCase());
    for (const status of statuses) expect(labels).toContain(status.trim());

    // Nothing selected: the §8 message.
    await page.getByRole('button', { name: 'Mask Selected' }).click();
    await page.getByText('Please select a listing first before multiple mask!').first().waitFor();

    const boxes = table.getByRole('checkbox');
    const codes: string[] = [];
    for (let i = 0; i < 2; i++) {
      const box = boxes.nth(i);
      const label = (await box.getAttribute('aria-label')) ?? '';
      codes.push(label.replace('Select ', ''));
      await box.check();
    }
    await page.getByRole('button', { name: 'Mask Selected (2)' }).click();
    for (const code of codes) {
      const row = table.locator('tbody tr', { hasText: code });
      await lookAtRowAction(row, /^Copy Link/, (copy) => copy.waitFor());
      expect(await lookAtRowAction(row, 'Mask', (mask) => mask.isDisabled())).toBe(true);
    }

    // Copy the link of the first, then open it as a client: no session, no shell.
    const first = table.locator('tbody tr', { hasText: codes[0]! });
    await (await rowAction(first, /^Copy Link/)).click();
    await toasts(page).filter({ hasText: 'Link copied to clipboard' }).first().waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${baseUrl()}/shared/[A-Za-z0-9_-]{22,}$`));
    await lookAtRowAction(first, 'Copy Link (1)', (copy) => copy.waitFor());

    const listing = await listingWithContact(codes[0]!);
    const client = await e2e.browser.newContext();
    try {
      const publicPage = await client.newPage();
      await publicPage.goto(link);
      await publicPage.getByRole('heading', { name: listing.title }).waitFor();
      const text = await publicPage.locator('body').innerText();
      // The card greets with the agent's nickname, as the rest of the product does.
      expect(text).toContain(me.nickName ?? me.name);
      if (me.phone) expect(text).toContain(me.phone);
      const hidden = [listing.profile?.firstPhoneNumber, listing.profile?.geniusEmail, listing.profile?.privateEmail].filter((v): v is string => !!v);
      expect(hidden.length).toBeGreaterThan(0);
      for (const value of hidden) expect(text).not.toContain(value);
    } finally {
      await client.close();
    }

    // The PDF, in English then Indonesian, saved as '{title}.pdf'.
    for (const [lang, label, word] of [
      ['en', 'English', 'Price'],
      ['id', 'Bahasa Indonesia', 'Harga'],
    ] as const) {
      await (await rowAction(first, /^PDF/)).click();
      const dialog = page.getByRole('dialog', { name: 'Download PDF' });
      await dialog.getByLabel(label).check();
      const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download' }).click()]);
      expect(download.suggestedFilename()).toBe(`${listing.title}.pdf`);
      const text = await pdfText((await download.path())!);
      expect(text, lang).toContain(word);
      expect(text, lang).toContain(me.name);
      for (const value of [listing.profile?.firstPhoneNumber, listing.profile?.geniusEmail, listing.profile?.privateEmail].filter((v): v is string => !!v)) {
        expect(text, lang).not.toContain(value);
      }
      await dialog.waitFor({ state: 'hidden' });
    }
    await lookAtRowAction(first, 'PDF (2)', (pdf) => pdf.waitFor());
  });

  it("opens a Data Masking row's 'Detail Masking Listing' from its code", async () => {
    const { page } = e2e;
    await login(page, AGENT);
    await page.goto('/masking');
    const table = page.getByRole('table', { name: 'Data Masking listings' });
    const row = table.locator('tbody tr').first();
    const code = await row.getByRole('link').innerText();
    const title = (await row.locator('td').nth(2).innerText()).trim();
    await row.getByRole('link', { name: code }).click();

    await page.getByRole('heading', { name: 'Detail Masking Listing' }).waitFor();
    const info = page.getByRole('region', { name: 'Listing Information' });
    await info.getByText(title, { exact: true }).waitFor();
    await info.getByText(code, { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/masking\/[^/]+$/);
  });
});

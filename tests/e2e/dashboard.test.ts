/**
 * The dashboard in Chromium (issue 19), one role group per test: each count
 * on the dashboard opens its list filtered, and the list shows the same
 * number. An agent's invoices and listings by status; HQ's agents waiting
 * approval; a blog admin's posts waiting approval. axe on each dashboard;
 * useBrowser captures 1440 and 991.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openSignedIn } from './support/app';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { useBrowser } from './support/browser';

const e2e = useBrowser();

/** The number a tile shows, once counted. */
async function tileNumber(tile: Locator): Promise<string> {
  const number = tile.locator('.count-tile__number');
  await expect.poll(async () => /\d/.test((await number.textContent()) ?? ''), { timeout: 30_000 }).toBe(true);
  return (await number.textContent())!.trim();
}

/** The list the page opened says it holds `count` rows: its paginator, or 'No Records Found'. */
async function listShows(page: Page, count: string): Promise<void> {
  if (count === '0') await page.getByText('No Records Found').first().waitFor();
  else await page.getByText(new RegExp(`of ${count}$`)).first().waitFor();
}

describe('dashboard', () => {
  it("an agent's counts open their lists, which hold as many: unpaid invoices and published listings", async () => {
    const { page } = e2e;
    await openSignedIn(page, 'agent@demo.test', '/dashboard');
    const unpaid = page.getByRole('region', { name: 'Finance' }).getByRole('link', { name: /Invoices unpaid/ });
    const invoices = await tileNumber(unpaid);
    const listings = page.getByRole('region', { name: 'Listings by Status' });
    const published = listings.getByRole('row').filter({ has: page.getByRole('link', { name: 'Publish', exact: true }) });
    await published.waitFor();
    const publishedCount = (await published.getByRole('cell').nth(1).textContent())!.trim();
    await expectNoSeriousA11yViolations(page);

    await unpaid.click();
    await page.waitForURL(/\/invoice\?status=unpaid$/);
    await listShows(page, invoices);

    await page.goBack();
    await published.getByRole('link', { name: 'Publish', exact: true }).click();
    await page.waitForURL(/\/listing\?status=PUBLISH$/);
    await listShows(page, publishedCount);
  });

  it("HQ's agents waiting approval open the approval list, which holds as many", async () => {
    const { page } = e2e;
    await openSignedIn(page, 'admin@demo.test', '/dashboard');
    const waiting = page.getByRole('region', { name: 'Approvals' }).getByRole('link', { name: /Agents waiting approval/ });
    const count = await tileNumber(waiting);
    await page.getByRole('region', { name: 'Listings by Status' }).getByRole('table').waitFor();
    await expectNoSeriousA11yViolations(page);
    await waiting.click();
    await page.waitForURL(/\/approve-agent\?activeTab=WAITING_APPROVAL$/);
    await listShows(page, count);
  });

  it('a blog admin sees the posts waiting approval and nothing of listings', async () => {
    const { page } = e2e;
    await openSignedIn(page, 'admin_blog@demo.test', '/dashboard');
    const waiting = page.getByRole('region', { name: 'Blog' }).getByRole('link', { name: /Posts waiting approval/ });
    const count = await tileNumber(waiting);
    expect(await page.getByRole('region', { name: 'Listings by Status' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
    await waiting.click();
    await page.waitForURL(/\/blog-posts\?activeTab=NEED_APPROVAL$/);
    await listShows(page, count);
  });
});

/**
 * My lists in Chromium (issue 18): an agent is refused at the fields first,
 * then makes a list of two listings (their own and another office's, picked by
 * search, put in order by keyboard), shares it, and a client opens the public
 * link signed out: both listings with their masked links, one of which opens
 * the masked listing's page. axe on every screen; useBrowser captures 1440
 * and 991.
 */
import { describe, expect, it } from 'vitest';
import { MY_LIST_MESSAGES } from '../../domain/my-list';
import { openSignedIn, toasts } from './support/app';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { baseUrl, useBrowser } from './support/browser';

const e2e = useBrowser();
const OWN = 'Rumah 2 Lantai di Kebayoran Baru';
const OTHER = 'Rumah Dekat Tol Pasteur';

describe('my lists', () => {
  it('an agent lists two listings, shares the list, and the client opens it signed out', async () => {
    const { page } = e2e;
    await openSignedIn(page, 'agent@demo.test', '/my-list');
    await page.getByRole('table', { name: 'My lists' }).getByRole('link', { name: 'Rumah keluarga di Jakarta Selatan' }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Create List' }).click();
    const form = page.getByRole('form', { name: 'Create list' });
    await form.getByRole('button', { name: 'Create List' }).click();
    await form.getByText(MY_LIST_MESSAGES.listingsRequired).waitFor();
    await expectNoSeriousA11yViolations(page);

    await form.getByLabel('Name', { exact: true }).fill('Ibu Rina: rumah keluarga');
    await form.getByLabel('Client Name (optional)').fill('Ibu Rina');
    const picker = form.getByRole('combobox', { name: /^Listings/ });
    for (const title of [OWN, OTHER]) {
      await picker.fill(title.split(' ').slice(-2).join(' '));
      await page.getByRole('option', { name: new RegExp(title) }).click();
    }
    const chosen = form.getByRole('list', { name: 'Listings on the list' });
    await chosen.getByRole('listitem').nth(1).waitFor();
    // The other office's listing first: moved up by keyboard.
    await chosen.getByRole('button', { name: `Move ${OTHER} up` }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => chosen.getByRole('listitem').allInnerTexts()).toEqual([expect.stringContaining(OTHER), expect.stringContaining(OWN)]);
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: 'Create List' }).click();
    await toasts(page).filter({ hasText: MY_LIST_MESSAGES.created('Ibu Rina: rumah keluarga') }).waitFor();
    await page.getByRole('heading', { name: 'Ibu Rina: rumah keluarga' }).waitFor();

    await page.getByRole('button', { name: 'Share' }).click();
    await toasts(page).filter({ hasText: MY_LIST_MESSAGES.shared }).waitFor();
    const publicLink = page.getByRole('textbox', { name: 'public link of the list' });
    await publicLink.waitFor();
    const link = await publicLink.inputValue();
    expect(link).toMatch(new RegExp(`^${baseUrl()}/shared-list/[A-Za-z0-9_-]{22}$`));
    for (const title of [OWN, OTHER]) expect(await page.getByRole('textbox', { name: `masked link of ${title}` }).inputValue()).toMatch(/\/shared\/[A-Za-z0-9_-]{22}$/);
    await expectNoSeriousA11yViolations(page);

    const client = await e2e.browser.newContext();
    try {
      const publicPage = await client.newPage();
      await publicPage.goto(link);
      await publicPage.getByRole('heading', { name: 'Ibu Rina: rumah keluarga' }).waitFor();
      const listings = publicPage.getByRole('list', { name: 'Listings' });
      await expect.poll(() => listings.getByRole('heading').allInnerTexts()).toEqual([OTHER, OWN]);
      for (const title of [OTHER, OWN]) expect(await listings.getByRole('link', { name: `View ${title}` }).getAttribute('href')).toMatch(/^\/shared\/[A-Za-z0-9_-]{22}$/);
      await expectNoSeriousA11yViolations(publicPage);
      await listings.getByRole('link', { name: `View ${OTHER}` }).click();
      await publicPage.getByRole('heading', { name: OTHER }).waitFor();
      await publicPage.getByRole('heading', { name: 'Contact Agent' }).waitFor();
    } finally {
      await client.close();
    }
    // The same public page in the watched window, for its captures at 1440 and 991.
    await page.goto(link);
    await page.getByRole('list', { name: 'Listings' }).getByRole('link', { name: `View ${OWN}` }).waitFor();
    await expectNoSeriousA11yViolations(page);
  });
});

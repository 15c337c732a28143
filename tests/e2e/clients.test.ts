/**
 * Clients in Chromium (issue 19): an agent is refused at the fields first,
 * then adds a client (two phones, a budget, a preferred city), shares another
 * agent's listing with them — masked in the same step — and sees the masked
 * link on the client's page, which opens the masked listing signed out; a
 * note goes on the client too. axe on every screen and dialog; useBrowser
 * captures 1440 and 991.
 */
import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES } from '../../domain/client';
import { MESSAGES } from '../../domain/messages';
import { openSignedIn, toasts } from './support/app';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { baseUrl, useBrowser } from './support/browser';

const e2e = useBrowser();
const LISTING = 'Rumah Cluster Summarecon Bandung';

describe('clients', () => {
  it('an agent adds a client, shares a masked listing with them and sees its link on the client', async () => {
    const { page } = e2e;
    await openSignedIn(page, 'agent@demo.test', '/clients');
    await page.getByRole('table', { name: 'Clients' }).getByRole('link', { name: 'Bpk. Hendra Wijaya' }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Add Client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Client' });
    const form = dialog.getByRole('form', { name: 'Add client' });
    await dialog.getByRole('button', { name: 'Add Client' }).click();
    await form.getByText(MESSAGES.required('Name')).waitFor();
    await form.getByText(MESSAGES.required('Phones')).waitFor();
    await expectNoSeriousA11yViolations(page);

    await form.getByLabel('Name', { exact: true }).fill('Ibu Maria Ulfa');
    await form.getByLabel('Phone 1', { exact: true }).fill('0812-7777-1234');
    await form.getByRole('button', { name: 'Add Phone' }).click();
    await form.getByLabel('Phone 2', { exact: true }).fill('6285711112222');
    await form.getByLabel('Email (optional)').fill('maria.ulfa@gmail.com');
    await form.getByLabel('Minimum Budget (Rp)').fill('2000000000');
    await form.getByLabel('Maximum Budget (Rp)').fill('3500000000');
    await form.getByRole('combobox', { name: /Preferred Areas/ }).fill('Bandung');
    await page.getByRole('option', { name: /Bandung/ }).first().click();
    await form.getByRole('list', { name: 'Preferred areas' }).getByRole('listitem').first().waitFor();
    await dialog.getByRole('button', { name: 'Add Client' }).click();
    await toasts(page).filter({ hasText: CLIENT_MESSAGES.created('Ibu Maria Ulfa') }).waitFor();
    await page.getByRole('heading', { name: 'Ibu Maria Ulfa' }).waitFor();
    const facts = page.getByRole('region', { name: 'Client information' });
    await facts.getByText('081277771234, 6285711112222').waitFor();
    await facts.getByText('Rp 2.000.000.000 – Rp 3.500.000.000').waitFor();
    await page.getByText('No listing shared with this client yet.').waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Share a Listing' }).click();
    const share = page.getByRole('dialog', { name: 'Share a Listing' });
    await share.getByRole('combobox', { name: 'Listing' }).fill('Summarecon');
    await page.getByRole('option', { name: new RegExp(LISTING) }).click();
    await share.getByRole('status').filter({ hasText: LISTING }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await share.getByRole('button', { name: 'Share' }).click();
    await toasts(page).filter({ hasText: CLIENT_MESSAGES.shared }).waitFor();
    await share.waitFor({ state: 'detached' });

    const shares = page.getByRole('table', { name: 'Listings shared with the client' });
    const linkBox = shares.getByRole('textbox', { name: `masked link of ${LISTING}` });
    const link = await linkBox.inputValue();
    expect(link).toMatch(new RegExp(`^${baseUrl()}/shared/[A-Za-z0-9_-]{22}$`));
    // Masked in the share step: the masked PDF is the agent's to download too.
    await shares.getByRole('button', { name: `Download PDF of ${LISTING}` }).waitFor();

    const notes = page.getByRole('form', { name: 'Add note' });
    await notes.getByLabel('New Note').fill('Sent the Summarecon house; will visit on Saturday.');
    await notes.getByRole('button', { name: 'Add Note' }).click();
    await page.getByRole('list', { name: 'Notes on the client' }).getByText('Sent the Summarecon house; will visit on Saturday.').waitFor();
    await expectNoSeriousA11yViolations(page);

    // The client opens the link signed out: the listing under the sharing agent's name.
    const visitor = await e2e.browser.newContext();
    try {
      const publicPage = await visitor.newPage();
      await publicPage.goto(link);
      await publicPage.getByRole('heading', { name: LISTING }).waitFor();
      await publicPage.getByRole('heading', { name: 'Contact Agent' }).waitFor();
    } finally {
      await visitor.close();
    }

    // Back on the list, the new client shows with one shared listing.
    await page.goto('/clients?search=Maria');
    const row = page.getByRole('table', { name: 'Clients' }).getByRole('row', { name: /Ibu Maria Ulfa/ });
    await row.waitFor();
    expect(await row.innerText()).toContain('Bandung');
  });

  it('the Super Admin reads every agent’s clients and a client’s page, with nothing to change', async () => {
    const { page } = e2e;
    await openSignedIn(page, 'admin@demo.test', '/clients');
    const table = page.getByRole('table', { name: 'Clients' });
    await table.getByRole('link', { name: 'Ibu Siti Nurhaliza' }).waitFor();
    await table.getByRole('columnheader', { name: 'Agent' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await table.getByRole('link', { name: 'Ibu Siti Nurhaliza' }).click();
    await page.getByRole('heading', { name: 'Ibu Siti Nurhaliza' }).waitFor();
    await page.getByText(CLIENT_MESSAGES.readOnly).waitFor();
    expect(await page.getByRole('button', { name: 'Share a Listing' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
  });
});

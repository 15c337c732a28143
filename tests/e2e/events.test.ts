/**
 * Events and announcements in Chromium (issue 19): an admin HQ is refused at
 * the fields first, then writes an announcement for the agents of Genius
 * Jakarta Selatan and publishes it after confirming; an agent of that office,
 * signed in in a browser of their own, gets the push toast and finds the
 * announcement in the notification drawer, which opens its detail. axe on the
 * list, the form, the detail and the confirmation; useBrowser captures 1440
 * and 991.
 */
import { randomUUID } from 'node:crypto';
import { describe, it } from 'vitest';
import { EVENT_MESSAGES } from '../../domain/event';
import { openAsAnotherUser, openSignedIn, toasts, topBar } from './support/app';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { useBrowser } from './support/browser';

const e2e = useBrowser();

/** 'yyyy-MM-ddTHH:mm' of a day from now, as a datetime-local field takes it. */
const localIn = (days: number, hour: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;
};

describe('events and announcements', () => {
  it('an admin publishes an announcement; an agent of its audience gets the toast and finds it in the drawer', async () => {
    const { page, browser } = e2e;
    const title = `Office closed for Nyepi ${randomUUID().slice(0, 6)}`;

    // The agent, at another desk, signed in before the announcement goes out: their stream is open.
    const agent = await openAsAnotherUser(browser, 'agent@demo.test', '/dashboard');
    try {
      await openSignedIn(page, 'admin_hq@demo.test', '/event');
      await page.getByRole('table', { name: 'Events' }).getByRole('link', { name: 'Listing Photography Training' }).waitFor();
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('link', { name: 'Create Event' }).click();
      const form = page.getByRole('form', { name: 'Create Event' });
      await form.getByRole('button', { name: 'Create Event' }).click();
      await form.getByText('Title is required.').waitFor();
      await expectNoSeriousA11yViolations(page);

      await form.getByLabel('Title').fill(title);
      await form.getByLabel('Start (WIB)').fill(localIn(1, 8));
      await form.getByLabel('End (WIB)').fill(localIn(3, 17));
      await form.getByRole('combobox', { name: 'Audience Offices' }).fill('Jakarta Selatan');
      await page.getByRole('option', { name: /Genius Jakarta Selatan/ }).click();
      await form.getByRole('list', { name: 'Chosen offices' }).getByText('Genius Jakarta Selatan').waitFor();
      await form.getByRole('checkbox', { name: 'Agent' }).check();
      await form.locator('.ql-editor').click();
      await page.keyboard.type('The office is closed on Nyepi. Listings stay online.');
      await form.getByRole('button', { name: 'Create Event' }).click();
      await toasts(page).filter({ hasText: EVENT_MESSAGES.created(title) }).waitFor();
      await page.getByRole('heading', { name: new RegExp(`^${title}\\s*Draft`) }).waitFor();
      await page.getByText('The office is closed on Nyepi.').waitFor();
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('button', { name: 'Publish' }).click();
      const dialog = page.getByRole('dialog', { name: 'Publish' });
      await dialog.getByText(EVENT_MESSAGES.confirmPublish(title, 'ANNOUNCEMENT')).waitFor();
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: 'Publish' }).click();
      await toasts(page).filter({ hasText: EVENT_MESSAGES.published(title) }).waitFor();
      await page.getByRole('heading', { name: new RegExp(`^${title}\\s*Published`) }).waitFor();

      // The queue tells the audience: the agent's open tab shows the push as a toast…
      await toasts(agent).filter({ hasText: EVENT_MESSAGES.announcementTitle }).filter({ hasText: title }).waitFor();
      // …and the drawer has it; it opens the announcement.
      await topBar(agent).getByRole('button', { name: /notifications/i }).click();
      const drawer = agent.getByRole('dialog', { name: 'Notifications' });
      const entry = drawer.getByRole('button').filter({ hasText: EVENT_MESSAGES.announcementTitle }).filter({ hasText: title });
      await entry.waitFor();
      await expectNoSeriousA11yViolations(agent);
      await entry.click();
      await agent.getByRole('heading', { name: new RegExp(`^${title}\\s*Published`) }).waitFor();
      await agent.getByText('The office is closed on Nyepi.').waitFor();
      await expectNoSeriousA11yViolations(agent);
    } finally {
      await agent.context().close();
    }
  });
});

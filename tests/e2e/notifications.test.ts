/**
 * A notification the server creates for a signed-in user reaches their open tab
 * (server-sent events): a 5-second toast, success-styled because its title says
 * 'Successfully' (§2), and an unread entry in the notification drawer.
 *
 * Every notification of every demo account, clicked in its receiver's drawer,
 * opens a screen that shows what it is about (issue 12): never the 404 page,
 * never a 'not found' message.
 */
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ListPayload } from '../../domain/entities/common';
import type { CreateNotificationBody, Notification } from '../../domain/entities/notification';
import { listingsApiPrefix } from '../../domain/listing';
import { MESSAGES } from '../../domain/messages';
import { notificationPath } from '../../domain/notifications';
import { isHqUser } from '../../domain/roles';
import { DEMO_PEOPLE } from '../../server/db/seed/demo';
import { api, apiSignIn, apiUserId, currentPath, login, openSignedIn, toasts, topBar } from './support/app';
import { UI_TIMEOUT_MS, useBrowser } from './support/browser';

const e2e = useBrowser();
const RECEIVER = 'agent@demo.test';

/** Every demo account that signs in: all of them receive notifications. */
const RECEIVERS = DEMO_PEOPLE.filter((p) => p.canSignIn);

interface Receiver {
  token: string;
  isHq: boolean;
}

/** A closing's screen shows its code in the heading (the cancel report and the closing notification open it). */
async function closingHeading(page: Page, n: Notification, r: Receiver): Promise<Locator> {
  const { closingCode } = (await api<{ payload: { closingCode: string } }>('GET', `${r.isHq ? '' : 'office/'}closings/${encodeURIComponent(n.externalId ?? '')}`, { token: r.token })).payload;
  return page.getByRole('heading', { name: new RegExp(`^Closing ${closingCode}`) });
}

/** An invoice's screen shows its number in the heading (the invoice and the invoice-report notifications open it). */
async function invoiceHeading(page: Page, n: Notification, r: Receiver): Promise<Locator> {
  const { invoiceNumber } = (await api<{ payload: { invoiceNumber: string } }>('GET', `${r.isHq ? '' : 'office/'}invoices/${encodeURIComponent(n.externalId ?? '')}`, { token: r.token })).payload;
  return page.getByRole('heading', { name: new RegExp(`^Invoice ${invoiceNumber.replace(/\//g, '\\/')}`) });
}

/** What the screen a notification opens must show: the subject it names, read from the API as its receiver. */
const SUBJECTS: Record<string, (page: Page, n: Notification, r: Receiver) => Promise<Locator>> = {
  dashboard: async (page) => page.getByRole('region', { name: 'Birthdays This Week' }),
  masking: async (page, n, r) => {
    const path = `${listingsApiPrefix(r.isHq)}/${encodeURIComponent(n.externalId ?? '')}`;
    const { title } = (await api<{ payload: { title: string } }>('GET', path, { token: r.token })).payload;
    return page.getByRole('region', { name: 'Listing Information' }).getByText(title, { exact: true });
  },
  // An announcement (issue 19) opens its detail, headed by its title (the notification's message).
  event: async (page, n) => page.getByRole('heading', { name: new RegExp(`^${n.message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }),
  'cancel-report': (page, n, r) => closingHeading(page, n, r),
  closing: (page, n, r) => closingHeading(page, n, r),
  invoice: (page, n, r) => invoiceHeading(page, n, r),
  'invoice-report': (page, n, r) => invoiceHeading(page, n, r),
  blog: async (page, n, r) => {
    const { title } = (await api<{ payload: { title: string } }>('GET', `articles/${encodeURIComponent(n.externalId ?? '')}`, { token: r.token })).payload;
    return page.getByRole('heading', { name: title });
  },
};

const notFound = (page: Page): Locator => page.getByText(MESSAGES.notFoundPage).or(page.getByText(/not found/i));

async function openFromDrawer(page: Page, n: Notification): Promise<void> {
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  const item = drawer.getByRole('button').filter({ hasText: n.title }).filter({ hasText: n.message }).first();
  // As a user would: open the drawer, and open it again if it is not open (a click on the bell
  // while the page was still settling after sign-in left it closed), until the notification shows.
  await expect
    .poll(
      async () => {
        if (!(await drawer.isVisible())) await topBar(page).getByRole('button', { name: /notifications/i }).click();
        return item.isVisible();
      },
      { timeout: UI_TIMEOUT_MS },
    )
    .toBe(true);
  await item.click();
  await drawer.waitFor({ state: 'hidden' });
}

describe('notifications', () => {
  it('a notification pushed by the server shows as a toast and in the drawer', async () => {
    const { page } = e2e;
    const adminToken = await apiSignIn('admin@demo.test');
    const receiverUserId = await apiUserId(await apiSignIn(RECEIVER));

    // Start listening before signing in, so the tab's event stream is open before we push.
    const streamOpen = page
      .waitForResponse((res) => res.url().includes('/api/') && (res.headers()['content-type'] ?? '').includes('text/event-stream'), {
        timeout: 20_000,
      })
      .catch(() => undefined);
    await login(page, RECEIVER);
    await streamOpen;

    const title = `Listing Successfully Published ${randomUUID().slice(0, 8)}`;
    await api('POST', 'notifications', {
      token: adminToken,
      body: {
        receiverUserId,
        title,
        message: 'Pushed by the browser tests.',
        externalId: null,
        requestData: { feature: 'dashboard' },
      } satisfies CreateNotificationBody,
    });

    const toast = toasts(page).filter({ hasText: title });
    await toast.and(page.locator('.p-toast-message-success')).waitFor();
    // It lasts 5 s (§9); once it is gone, the title on screen can only be the drawer's.
    await toast.waitFor({ state: 'hidden', timeout: 10_000 });

    await topBar(page).getByRole('button', { name: /notifications/i }).click();
    await page.getByText(title, { exact: true }).first().waitFor();
    const markAll = page.getByText(MESSAGES.markAllAsRead, { exact: true });
    await markAll.waitFor();
    await markAll.click();
    await markAll.waitFor({ state: 'hidden' });
  });
});

describe('every demo notification opens its subject', () => {
  it.each(RECEIVERS.map((p) => [p.email, p] as const))('as %s: each one in the drawer opens a screen that shows what it is about', async (email, person) => {
    const { page } = e2e;
    const receiver = { token: await apiSignIn(email), isHq: isHqUser(person.roles) };
    const mine = (await api<{ payload: ListPayload<Notification> }>('GET', 'notifications', { token: receiver.token })).payload.results;
    expect(mine.length, 'every account that signs in has a birthday reminder at least').toBeGreaterThan(0);

    await openSignedIn(page, email);
    for (const n of mine) {
      const what = `${n.requestData.feature} '${n.title}' → ${notificationPath(n)}`;
      const subjectOf = SUBJECTS[n.requestData.feature];
      expect(subjectOf, `${what}: what its screen must show (add it here with its screen)`).toBeDefined();
      const subject = await subjectOf!(page, n, receiver);
      await openFromDrawer(page, n);
      // Whichever the user sees first: the subject, or a page saying it is not there.
      await subject.or(notFound(page)).first().waitFor();
      expect(await notFound(page).count(), `${what}: a 404 or 'not found' message`).toBe(0);
      expect(currentPath(page), what).toBe(new URL(notificationPath(n), 'http://x').pathname);
    }
  });
});

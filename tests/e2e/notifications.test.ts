/**
 * A notification the server creates for a signed-in user reaches their open tab
 * (server-sent events): a 5-second toast, success-styled because its title says
 * 'Successfully' (§2), and an unread entry in the notification drawer.
 */
import { randomUUID } from 'node:crypto';
import { describe, it } from 'vitest';
import type { CreateNotificationBody } from '../../domain/entities/notification';
import { MESSAGES } from '../../domain/messages';
import { api, apiSignIn, apiUserId, login, toasts, topBar } from './support/app';
import { useBrowser } from './support/browser';

const e2e = useBrowser();
const RECEIVER = 'agent@demo.test';

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

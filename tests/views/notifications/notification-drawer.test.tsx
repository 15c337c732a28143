import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../domain/entities/notification';
import { MESSAGES } from '../../../domain/messages';
import { TOKEN_KEY } from '../../../src/api/token';
import { NotificationCenter } from '../../../src/features/notifications/NotificationCenter';
import { list, mockApi, ok } from '../support/api';
import { eventStream, fakeNotification } from '../support/notifications';
import { renderWithProviders } from '../support/render';
import { fakeSession, USER_ID } from '../support/session';

const OLD_DAY = DateTime.local(2025, 11, 5, 9).toISO() ?? '';

/** A fake server that remembers what was marked read. */
function setup(notifications: Notification[], stream: Notification[] = []) {
  let rows = notifications;
  const markRead = (ids: string[] | 'all') => {
    const at = new Date().toISOString();
    rows = rows.map((n) => (ids === 'all' || ids.includes(n.id) ? { ...n, readByUserAt: n.readByUserAt ?? at } : n));
  };
  localStorage.setItem(TOKEN_KEY, 'token-1');
  const api = mockApi({
    'GET notifications': () => list(rows),
    'PATCH notifications/mark-as-read': (call) => {
      markRead((call.body as { notificationIds: string[] }).notificationIds);
      return ok({ updated: 1 });
    },
    'PATCH notifications/mark-all-as-read': () => {
      markRead('all');
      return ok({ updated: rows.length });
    },
    'GET notifications/stream': () => {
      rows = [...stream, ...rows];
      return eventStream(stream);
    },
  });
  renderWithProviders(<NotificationCenter userId={USER_ID} />, { session: fakeSession(['agent']) });
  return api;
}

const drawer = () => screen.getByRole('dialog', { name: 'Notifications' });

describe('the notification bell and drawer', () => {
  it('shows the unread count on the bell and groups the drawer by Today and full dates, unread ones with a dot', async () => {
    setup([
      fakeNotification({ title: 'Birthday today' }),
      fakeNotification({ title: 'Read today', readByUserAt: new Date().toISOString() }),
      fakeNotification({ title: 'Old invoice', feature: 'invoice-report', externalId: 'inv-1', createdAt: OLD_DAY }),
    ]);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(bell).toHaveTextContent('2');
    await userEvent.click(bell);

    const today = within(drawer()).getByRole('region', { name: 'Today' });
    const older = within(drawer()).getByRole('region', { name: '05 Nov 2025' });
    expect(within(today).getAllByRole('button').map((b) => b.querySelector('.notification__title')?.textContent)).toEqual([
      'Birthday today',
      'Read today',
    ]);
    expect(within(older).getByText('Old invoice')).toBeInTheDocument();

    const unread = (title: string) => within(screen.getByText(title).closest('button') as HTMLElement).queryByText('Unread');
    expect(unread('Birthday today')).toBeInTheDocument();
    expect(unread('Read today')).not.toBeInTheDocument();
    expect(unread('Old invoice')).toBeInTheDocument();
  });

  it("offers 'Mark all as read' only while unread ones exist, and it marks them all", async () => {
    const api = setup([fakeNotification({ title: 'One' }), fakeNotification({ title: 'Two' })]);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await userEvent.click(within(drawer()).getByRole('button', { name: MESSAGES.markAllAsRead }));
    await waitFor(() => expect(api.callsTo('PATCH', 'notifications/mark-all-as-read')).toHaveLength(1));
    expect(within(drawer()).queryByRole('button', { name: MESSAGES.markAllAsRead })).not.toBeInTheDocument();
    expect(within(drawer()).queryByText('Unread')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).not.toHaveTextContent(/\d/);
  });

  it("shows no 'Mark all as read' when everything is read", async () => {
    setup([fakeNotification({ readByUserAt: new Date().toISOString() })]);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(within(drawer()).queryByRole('button', { name: MESSAGES.markAllAsRead })).not.toBeInTheDocument();
  });

  it("says 'No Records Found' when there are none", async () => {
    setup([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await within(drawer()).findByText(MESSAGES.noRecords)).toBeInTheDocument();
  });

  it.each([
    ['masking', 'listing-7', '/masking/listing-7', ''],
    ['dashboard', null, '/dashboard', '#birthday-list'],
    ['invoice-report', 'inv-2', '/invoice/inv-2', ''],
    ['blog', 'article-1', '/blog-posts/article-1', ''],
    // A new document (issue 19): its entry opens the document center, not the document.
    ['document', 'document-3', '/document-center', ''],
  ])('clicking a %s notification marks it read and goes to its page', async (feature, externalId, path, hash) => {
    const n = fakeNotification({ title: 'Click me', feature, externalId });
    const api = setup([n]);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await userEvent.click(within(drawer()).getByText('Click me'));
    await waitFor(() => expect(api.callsTo('PATCH', 'notifications/mark-as-read')).toHaveLength(1));
    expect(api.callsTo('PATCH', 'notifications/mark-as-read')[0]?.body).toEqual({ notificationIds: [n.id], receiverUserId: USER_ID });
    expect(window.location.pathname).toBe(path);
    expect(window.location.hash).toBe(hash);
  });

  it('does not mark an already read notification again, but still navigates', async () => {
    const api = setup([fakeNotification({ title: 'Seen', feature: 'document', readByUserAt: new Date().toISOString() })]);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    await userEvent.click(within(drawer()).getByText('Seen'));
    expect(window.location.pathname).toBe('/document-center');
    expect(api.callsTo('PATCH', 'notifications/mark-as-read')).toHaveLength(0);
  });
});

describe('pushed notifications', () => {
  it.each([
    ['Listing Successfully Published', 'p-toast-message-success'],
    ['Invoice Failed', 'p-toast-message-error'],
    ['A new event', 'p-toast-message-info'],
  ])('%s shows a toast styled %s and lands in the drawer unread', async (title, toastClass) => {
    const api = setup([], [fakeNotification({ title, message: 'Pushed.' })]);
    const toastTitle = await screen.findByText(title, { selector: '.p-toast-summary' });
    expect(toastTitle.closest('.p-toast-message')).toHaveClass(toastClass);
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    const stream = api.callsTo('GET', 'notifications/stream')[0];
    expect(stream?.headers.get('Authorization')).toBe('Bearer token-1');
  });
});

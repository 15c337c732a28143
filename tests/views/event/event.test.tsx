import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { EVENT_MESSAGES as M, type EventItem } from '../../../domain/event';
import EventDetailPage from '../../../src/features/event/EventDetailPage';
import EventFormPage from '../../../src/features/event/EventFormPage';
import EventListPage from '../../../src/features/event/EventListPage';
import { list, mockApi, ok } from '../support/api';
import { renderScreen } from '../support/render';
import { fakeSession } from '../support/session';

const eventOf = (overrides: Partial<EventItem> = {}): EventItem => ({
  eventId: 'ev-1',
  title: 'Listing Photography Training',
  type: 'EVENT',
  status: 'PUBLISHED',
  startAt: '2026-12-01T02:00:00.000Z',
  endAt: '2026-12-01T05:00:00.000Z',
  place: 'Meeting Room 2',
  onlineLink: null,
  bannerFileKey: null,
  bannerUrl: null,
  audienceOffices: [{ officeId: 'o-1', officeName: 'Genius Jakarta Selatan' }],
  audienceRoles: ['agent'],
  registrationCount: 1,
  isRegistered: false,
  isInAudience: true,
  publishedAt: '2026-11-20T02:00:00.000Z',
  createdAt: '2026-11-19T02:00:00.000Z',
  body: '<p>Bring <strong>a phone</strong>.</p><img src=x onerror="window.hacked=1">',
  registrations: [{ userId: 'u-9', name: 'Budi', officeName: 'Genius Jakarta Selatan', registeredAt: '2026-11-21T02:00:00.000Z' }],
  ...overrides,
});

const toast = (text: string) => screen.findByText(text, { selector: '.p-toast-summary' });
const renderAt = (path: string, pattern: string, Screen: ComponentType, roles: Parameters<typeof fakeSession>[0]) => renderScreen(path, pattern, Screen, { session: fakeSession(roles) });

describe('/event', () => {
  it('lists with the URL’s tab, type and date preset; Create Event and the Draft tab for admin-HQ-plus only', async () => {
    const api = mockApi({ 'GET events': list([eventOf()]) });
    renderAt('/event?activeTab=FINISHED&type=EVENT&date=Next%207%20Days', '/event', EventListPage, ['admin_hq']);
    const row = await within(await screen.findByRole('table', { name: 'Events' })).findByRole('row', { name: /Listing Photography Training/ });
    expect(row).toHaveTextContent('Genius Jakarta Selatan · Agent');
    const query = api.callsTo('GET', 'events')[0]!.query;
    expect(query.get('filterStatus')).toBe('FINISHED');
    expect(query.get('filterType')).toBe('EVENT');
    expect(query.get('filterStartAt')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(query.get('filterEndAt')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(screen.getByRole('link', { name: 'Create Event' })).toHaveAttribute('href', '/event/create');
    expect(within(screen.getByRole('navigation', { name: 'Status' })).getByRole('link', { name: 'Draft' })).toBeInTheDocument();
  });

  it('shows an agent neither Create Event nor the Draft tab', async () => {
    mockApi({ 'GET events': list([eventOf()]) });
    renderAt('/event', '/event', EventListPage, ['agent']);
    await screen.findByRole('table', { name: 'Events' });
    expect(screen.queryByRole('link', { name: 'Create Event' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Status' })).queryByRole('link', { name: 'Draft' })).not.toBeInTheDocument();
  });
});

describe('/event/create', () => {
  it('shows what is wrong at each field before sending anything', async () => {
    const api = mockApi({});
    renderAt('/event/create', '/event/create', EventFormPage, ['admin_hq']);
    const form = await screen.findByRole('form', { name: 'Create Event' });
    await userEvent.click(within(form).getByRole('button', { name: 'Create Event' }));
    expect(await within(form).findByText('Title is required.')).toBeInTheDocument();
    expect(within(form).getByText('Start is required.')).toBeInTheDocument();
    // An event (not an announcement) needs a place or a link.
    await userEvent.click(within(form).getByRole('radio', { name: 'Event' }));
    await userEvent.type(within(form).getByLabelText('Title'), 'Town Hall');
    await userEvent.type(within(form).getByLabelText('Start (WIB)'), '2026-12-01T09:00');
    await userEvent.type(within(form).getByLabelText('End (WIB)'), '2026-12-01T08:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Event' }));
    expect(await within(form).findByText(M.endBeforeStart)).toBeInTheDocument();
    expect(within(form).getByText(M.placeOrLink)).toBeInTheDocument();
    expect(api.callsTo('POST', 'events')).toHaveLength(0);
  });
});

describe('/event/{eventId}/{tab}', () => {
  it('shows the information with the body cleaned, and lets admin-HQ-plus cancel after confirming', async () => {
    const api = mockApi({ 'GET events/ev-1': ok(eventOf()), 'POST events/ev-1/cancel': ok(eventOf({ status: 'CANCELLED' })), 'GET audit-events': list([]) });
    renderAt('/event/ev-1/information', '/event/:eventId/:tab', EventDetailPage, ['admin_hq']);
    expect(await screen.findByRole('heading', { name: /Listing Photography Training/ })).toBeInTheDocument();
    expect(screen.getByText('a phone')).toBeInTheDocument();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Event' });
    expect(dialog).toHaveTextContent(M.confirmCancel('Listing Photography Training'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Event' }));
    expect(await toast(M.cancelled('Listing Photography Training'))).toBeInTheDocument();
    expect(api.callsTo('POST', 'events/ev-1/cancel')).toHaveLength(1);
  });

  it('lists the registrations on the participants tab, and lets an agent of the audience register', async () => {
    const api = mockApi({ 'GET events/ev-1': ok(eventOf()), 'POST events/ev-1/registrations': { status: 201, body: { payload: eventOf({ isRegistered: true, registrationCount: 2 }) } } });
    renderAt('/event/ev-1/participants', '/event/:eventId/:tab', EventDetailPage, ['agent']);
    const table = await screen.findByRole('table', { name: 'Registrations' });
    expect(within(table).getByRole('row', { name: /Budi/ })).toHaveTextContent('Genius Jakarta Selatan');
    expect(screen.getByRole('link', { name: 'Participants (1)' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await toast(M.registered)).toBeInTheDocument();
    expect(api.callsTo('POST', 'events/ev-1/registrations')).toHaveLength(1);
  });

  it('says the event is not found, with the way back, when the API answers 404', async () => {
    mockApi({ 'GET events/ev-9': { status: 404, body: { code: 'err_not_found', message: M.notFound } } });
    renderAt('/event/ev-9/information', '/event/:eventId/:tab', EventDetailPage, ['agent']);
    expect(await screen.findByRole('heading', { name: M.notFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Event' })).toHaveAttribute('href', '/event');
  });
});

/**
 * /audit-log (issue 15): the Super Admin reads the whole network's trail, every
 * filter and the page in the URL, each row linking to its record.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../../domain/audit';
import AuditLogPage from '../../../src/features/audit-log/AuditLogPage';
import { fakeAuditEvent } from '../../fixtures/audit';
import { mockApi, ok, type ApiCall } from '../support/api';
import { renderWithProviders } from '../support/render';
import { fakeSession } from '../support/session';

/** jsdom lays nothing out: PrimeReact's overlays need a layout parent to open (see tests/views/listing/list.test.tsx). */
Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
  configurable: true,
  get(this: HTMLElement) {
    return this.parentNode;
  },
});

const published = fakeAuditEvent();
const retitled = fakeAuditEvent({
  auditEventId: 'a-2',
  action: 'update',
  entityType: 'listing',
  entityId: 'listing-7',
  actorName: 'Agus',
  actorRole: 'agent',
  stateFrom: null,
  stateTo: null,
  changes: [{ field: 'title', before: 'Rumah lama', after: 'Rumah baru' }],
  clientAddress: '10.0.0.9',
});
const signIn = fakeAuditEvent({ auditEventId: 'a-3', action: 'sign_in', entityType: 'session', entityId: 's-1', stateFrom: null, stateTo: null });

const page = (rows: AuditEvent[], count = rows.length) => ok({ results: rows, count, prev: null, next: null });
const lastQuery = (calls: ApiCall[]) => Object.fromEntries(calls.at(-1)?.query ?? []);
const search = () => new URLSearchParams(window.location.search);

function openAt(path: string) {
  window.history.replaceState(null, '', path);
  return renderWithProviders(<Route path="/audit-log" component={AuditLogPage} />, { session: fakeSession(['admin']) });
}

describe('/audit-log', () => {
  it('lists events newest first, each change in words and linked to its record', async () => {
    const api = mockApi({ 'GET audit-events': () => page([published, retitled, signIn], 3) });
    openAt('/audit-log');
    const table = await screen.findByRole('table', { name: 'Audit events' });
    const row = (text: string) => within(table).getByText(text).closest('tr') as HTMLElement;
    const cells = (tr: HTMLElement) => [...tr.querySelectorAll('td')].map((c) => c.textContent);

    expect(cells(row('Status: Waiting Approval → Published'))).toEqual([
      '24 Nov 2026 14:02',
      'Rina (admin_blog)',
      'Status changed',
      'Blog postart-1',
      'Status: Waiting Approval → Published',
      '127.0.0.1',
    ]);
    expect(within(row('Status: Waiting Approval → Published')).getByRole('link', { name: 'Open blog post art-1' })).toHaveAttribute('href', '/blog-posts/art-1');
    expect(within(row('Title: Rumah lama → Rumah baru')).getByRole('link', { name: 'Open listing listing-7' })).toHaveAttribute(
      'href',
      '/listing/listing-7/information',
    );
    // A sign-in has no page of its own: no link.
    expect(within(row('s-1')).queryByRole('link')).not.toBeInTheDocument();
    expect(within(row('s-1')).getAllByRole('cell').at(-2)).toHaveTextContent('-');
    expect(lastQuery(api.callsTo('GET', 'audit-events'))).toEqual({ limit: '25', offset: '0', sort: 'occurredAt:DESC' });
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('reads every filter, the search, the sort and the page from the URL, and sends them', async () => {
    const api = mockApi({ 'GET audit-events': () => page([published], 80) });
    openAt('/audit-log?role=admin_blog,agent&entityType=article&action=status,bogus&date=Today&search=rina&page=2&limit=50&sort=occurredAt:ASC&actor=u-1&actorName=Rina&office=office-9');
    await screen.findByRole('table', { name: 'Audit events' });
    const query = lastQuery(api.callsTo('GET', 'audit-events'));
    expect(query).toMatchObject({
      limit: '50',
      offset: '50',
      search: 'rina',
      sort: 'occurredAt:ASC',
      filterActorUserId: 'u-1',
      filterActorRole: 'admin_blog,agent',
      filterOfficeId: 'office-9',
      filterEntityType: 'article',
      // 'bogus' is no action the API knows: left out rather than refused.
      filterAction: 'status',
    });
    expect(query.dateFrom).toMatch(/^\d{4}-\d\d-\d\dT00:00:00\.000\+07:00$/);
    expect(query.dateTo).toMatch(/T23:59:59\.999\+07:00$/);
    expect(screen.getByRole('combobox', { name: 'Actor' })).toHaveValue('Rina');
  });

  it('a filter chosen goes into the URL and back to the first page', async () => {
    const api = mockApi({ 'GET audit-events': () => page([published], 80) });
    openAt('/audit-log?page=3');
    await screen.findByRole('table', { name: 'Audit events' });
    screen.getByRole('combobox', { name: 'Action' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(await screen.findByRole('option', { name: 'Failed sign-in' }));
    await waitFor(() => expect(lastQuery(api.callsTo('GET', 'audit-events')).filterAction).toBe('sign_in_failed'));
    expect(lastQuery(api.callsTo('GET', 'audit-events')).offset).toBe('0');
    expect(search().get('action')).toBe('sign_in_failed');
    expect(search().get('page')).toBeNull();
  });

  it('says so when nothing matches', async () => {
    mockApi({ 'GET audit-events': () => page([]) });
    openAt('/audit-log?search=nobody');
    expect(await screen.findByText('No Records Found')).toBeInTheDocument();
  });
});

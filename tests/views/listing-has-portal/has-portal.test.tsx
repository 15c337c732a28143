import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Listing } from '../../../domain/entities/listing';
import type { Portal } from '../../../domain/entities/reference';
import { MESSAGES } from '../../../domain/messages';
import HasPortalPage from '../../../src/features/listing-has-portal/HasPortalPage';
import { list, mockApi } from '../support/api';
import { renderWithProviders } from '../support/render';
import { fakeSession } from '../support/session';
import { fakeListing } from '../listing/listing-fixtures';

const PORTALS: Portal[] = [
  { portalId: 'portal-1', portalName: 'Rumah123', isActive: true, position: 1 },
  { portalId: 'portal-2', portalName: 'OLX', isActive: true, position: 2 },
];

const placed = (portal: Portal) => ({
  portalListingId: `pl-${portal.portalId}`,
  portalAgent: { portal: { portalId: portal.portalId, portalName: portal.portalName, position: portal.position } },
});

function listingOf(overrides: Partial<Listing> = {}): Listing {
  return fakeListing({
    listingId: 'l-1',
    listingCode: 'LST-0001',
    title: 'Rumah 2 Lantai Kemang',
    status: 'OPEN',
    user: { nickName: 'Budi' },
    employeeId: 'e-2',
    // Stored in any order: the first listing portal shows first.
    portalListing: [placed(PORTALS[1] as Portal), placed(PORTALS[0] as Portal)],
    createdAt: '2026-03-05T03:00:00.000Z',
    ...overrides,
  });
}

function fakeServer(rows: Listing[] = [listingOf()]) {
  return mockApi({ 'GET listings/has-portal': list(rows), 'GET portals': list(PORTALS) });
}

function renderPage(path = '/listing-has-portal') {
  window.history.replaceState(null, '', path);
  return renderWithProviders(<HasPortalPage />, { session: fakeSession(['admin_hq']) });
}

const table = () => screen.getByRole('table');
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
function firstRow(): HTMLElement {
  const [row] = bodyRows();
  if (!row) throw new Error('the table has no row');
  return row;
}
const urlParam = (name: string) => new URLSearchParams(window.location.search).get(name);
const hasPortalCalls = (api: ReturnType<typeof mockApi>) => api.callsTo('GET', 'listings/has-portal');

describe('/listing-has-portal', () => {
  it('shows code (a link), title, office, agent, portal tags, status and the sync history button', async () => {
    fakeServer();
    renderPage();
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Listing Code',
      'Title',
      'Office',
      'Agent',
      'Portals',
      'Status',
      'Sync',
    ]);
    expect(within(firstRow()).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'LST-0001',
      'Rumah 2 Lantai Kemang',
      'Office Kemang',
      'Budi',
      'Rumah123OLX',
      'Open',
      'History',
    ]);
    expect(within(firstRow()).getByRole('link', { name: 'LST-0001' })).toHaveAttribute('href', '/listing/l-1/information');
  });

  it('colours the first listing portal #2951A3 and the others #FF8600', async () => {
    fakeServer();
    renderPage();
    const first = (await screen.findByText('Rumah123')).closest('.p-tag');
    const other = screen.getByText('OLX').closest('.p-tag');
    expect(first).toHaveStyle({ background: '#2951A3' });
    expect(other).toHaveStyle({ background: '#FF8600' });
  });

  it('asks for the agent and portal the URL names, 25 a page', async () => {
    const api = fakeServer();
    renderPage('/listing-has-portal?filterEmployeeId=e-2&filterPortalId=portal-2');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    const query = hasPortalCalls(api).at(0)?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({ limit: '25', offset: '0', filterEmployeeId: 'e-2', filterPortalId: 'portal-2' });
    expect(screen.getByText('Agent:').textContent).toContain('Budi');
  });

  it('clearing the agent filter removes it from the URL and from the request', async () => {
    const api = fakeServer();
    renderPage('/listing-has-portal?filterEmployeeId=e-2');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Clear agent filter' }));
    await waitFor(() => expect(urlParam('filterEmployeeId')).toBeNull());
    await waitFor(() => expect(hasPortalCalls(api).at(-1)?.query.has('filterEmployeeId')).toBe(false));
  });

  it('the portal select lists active portals and writes filterPortalId to the URL', async () => {
    const api = fakeServer();
    renderPage('/listing-has-portal?page=2');
    const user = userEvent.setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(api.callsTo('GET', 'portals').at(0)?.query.get('filterIsActive')).toBe('true');

    // A keyboard user: the label focuses the select, ArrowDown opens it.
    await user.click(screen.getByText('Portal', { selector: 'label' }));
    await user.keyboard('{ArrowDown}');
    // jsdom has no layout, so PrimeReact's overlay positioning leaves the open panel display:none.
    await user.click(await screen.findByRole('option', { name: 'OLX', hidden: true }));

    await waitFor(() => expect(urlParam('filterPortalId')).toBe('portal-2'));
    expect(urlParam('page')).toBeNull();
    await waitFor(() => expect(hasPortalCalls(api).at(-1)?.query.get('filterPortalId')).toBe('portal-2'));
    expect(hasPortalCalls(api).at(-1)?.query.get('offset')).toBe('0');
  });

  it("says 'No Records Found' when no listing is on a portal", async () => {
    fakeServer([]);
    renderPage();
    expect(await screen.findByText(MESSAGES.noRecords)).toBeInTheDocument();
  });
});

describe('/listing-has-portal sync history', () => {
  it('opens a row’s sync history, asking for that listing’s syncs', async () => {
    const api = mockApi({ 'GET listings/has-portal': list([listingOf()]), 'GET portals': list(PORTALS), 'GET portal-listing-syncs': list([]) });
    renderPage();
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await userEvent.click(within(firstRow()).getByRole('button', { name: 'Sync history of LST-0001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sync History: LST-0001' });
    expect(await within(dialog).findByText('This listing has not been pushed to a portal yet.')).toBeInTheDocument();
    expect(api.callsTo('GET', 'portal-listing-syncs').map((c) => c.query.get('filterListingId'))).toEqual(['l-1']);
    expect(within(dialog).getByRole('button', { name: 'Check Rumah123' })).toBeInTheDocument();
  });
});

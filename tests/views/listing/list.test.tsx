import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Listing } from '../../../domain/entities/listing';
import { MESSAGES } from '../../../domain/messages';
import type { Role } from '../../../domain/roles';
import type { Session } from '../../../domain/session';
import ListingListPage from '../../../src/features/listing/ListingListPage';
import { json, mockApi, ok, type ApiCall } from '../support/api';
import { renderWithProviders } from '../support/render';
import { fakeEmployee, fakeSession, fakeUser } from '../support/session';
import { fakeListing } from './listing-fixtures';

/**
 * jsdom lays nothing out, so every element's offsetParent is null and
 * PrimeReact's overlay code takes an open MultiSelect panel for a hidden
 * element and leaves it display:none. A parent stands in for the layout parent.
 */
Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
  configurable: true,
  get(this: HTMLElement) {
    return this.parentNode;
  },
});

const house = fakeListing({ listingCode: 'LST-0101', title: 'Rumah Kemang', price: 1_500_000_000, status: 'PUBLISH' });
const flat = fakeListing({
  listingCode: 'LST-0102',
  title: 'Apartemen Sudirman',
  sellOrRent: 'rent',
  price: 15_000_000,
  defaultPriceFreq: 'yearly',
  status: 'EXPIRED',
  office: { officeName: 'Office Menteng' },
  user: { nickName: 'Agus' },
});

const page = (results: Listing[], count = results.length) => ok({ results, count, prev: null, next: null });

function mockListings(results: Listing[] = [house, flat], count?: number) {
  const answer = () => page(results, count);
  return mockApi({ 'GET office/listings': answer, 'GET listings': answer });
}

function openList(path: string, session: Session = fakeSession(['agent'])) {
  window.history.replaceState(null, '', path);
  return renderWithProviders(<ListingListPage />, { session });
}

const table = () => screen.getByRole('table', { name: 'Listings' });
const lastCall = (calls: ApiCall[]) => calls[calls.length - 1] as ApiCall;
const search = () => new URLSearchParams(window.location.search);

function agentWithoutSelfListing(): Session {
  const session = fakeSession(['agent']);
  return { ...session, employees: [fakeEmployee('agent', 0, { allowSelfListing: false })] };
}

function officeAdminWithPermission(): Session {
  return { ...fakeSession(['admin_office']), employees: [fakeEmployee('admin_office', 0, { agentListingPermission: true })] };
}

describe('/listing', () => {
  it('lists code, title, office, agent, Rp short price with its frequency, sell/rent, status tag and dates', async () => {
    mockListings();
    openList('/listing');
    const rows = await within(await screen.findByRole('table', { name: 'Listings' })).findAllByRole('row');
    const cells = rows.slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(cells[0]?.slice(0, 9)).toEqual(['LST-0101', 'Rumah Kemang', 'Office Kemang', 'Rina', 'Rp 1,5 M', 'Sell', 'Publish', '05 Jan 2025', '10 Feb 2025']);
    expect(cells[1]?.slice(0, 7)).toEqual(['LST-0102', 'Apartemen Sudirman', 'Office Menteng', 'Agus', 'Rp 15 Jt/thn', 'Rent', 'Expired']);
    expect(within(table()).getByRole('link', { name: 'View LST-0101' })).toHaveAttribute('href', '/listing/' + house.listingId + '/information');
  });

  it('asks office/listings for office users and listings for HQ, 25 per page, newest update first, with agent and office, as list rows', async () => {
    const api = mockListings();
    openList('/listing');
    await screen.findByText('Rumah Kemang');
    const call = lastCall(api.callsTo('GET', 'office/listings'));
    expect(Object.fromEntries(call.query)).toEqual({ limit: '25', offset: '0', sort: 'updatedAt:DESC', includeData: 'user,office', view: 'row' });
    expect(api.callsTo('GET', 'listings')).toHaveLength(0);
  });

  it('HQ users call the unprefixed listings', async () => {
    const api = mockListings();
    openList('/listing', fakeSession(['admin_hq']));
    await screen.findByText('Rumah Kemang');
    expect(api.callsTo('GET', 'listings')).toHaveLength(1);
    expect(api.callsTo('GET', 'office/listings')).toHaveLength(0);
  });

  it('searches 500 ms after the last keystroke and keeps the search in the URL', async () => {
    const api = mockListings();
    openList('/listing');
    await screen.findByText('Rumah Kemang');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'kemang');
    expect(api.calls.some((c) => c.query.has('search'))).toBe(false);
    await waitFor(() => expect(lastCall(api.callsTo('GET', 'office/listings')).query.get('search')).toBe('kemang'));
    expect(api.calls.filter((c) => c.query.has('search'))).toHaveLength(1);
    expect(search().get('search')).toBe('kemang');
  });

  it('reads search, filters, sort and page from the URL, so a reload shows the same list', async () => {
    const api = mockListings([house], 120);
    openList('/listing?search=rumah&status=OPEN,EXPIRED&city=Bogor&sellOrRent=rent&sort=price:ASC&page=3&limit=10');
    await screen.findByText('Rumah Kemang');
    expect(Object.fromEntries(lastCall(api.calls).query)).toEqual({
      limit: '10',
      offset: '20',
      search: 'rumah',
      sort: 'price:ASC',
      filterStatus: 'OPEN,EXPIRED',
      filterCity: 'Bogor',
      filterSellOrRent: 'rent',
      includeData: 'user,office',
      view: 'row',
    });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('rumah');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Bogor');
    expect(screen.getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('combobox', { name: 'Sell or rent' })).toHaveValue('rent');
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10');
  });

  it('sorts by a clicked column, ascending then descending', async () => {
    const api = mockListings();
    openList('/listing');
    await screen.findByText('Rumah Kemang');
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Title/ })).getByText('Title'));
    await waitFor(() => expect(lastCall(api.calls).query.get('sort')).toBe('title:ASC'));
    expect(search().get('sort')).toBe('title:ASC');
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Title/ })).getByText('Title'));
    await waitFor(() => expect(lastCall(api.calls).query.get('sort')).toBe('title:DESC'));
    expect(search().get('sort')).toBe('title:DESC');
  });

  it('pages on the server and offers the page sizes of §9', async () => {
    const api = mockListings([house, flat], 60);
    openList('/listing');
    await screen.findByText('Rumah Kemang');
    await userEvent.click(screen.getByRole('button', { name: 'Next Page' }));
    await waitFor(() => expect(lastCall(api.calls).query.get('offset')).toBe('25'));
    expect(search().get('page')).toBe('2');

    const pageSize = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(within(pageSize).getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '12', '20', '25', '50', '100']);
    expect(pageSize).toHaveValue('25');
    await userEvent.selectOptions(pageSize, '50');
    await waitFor(() => expect(lastCall(api.calls).query.get('limit')).toBe('50'));
    expect(lastCall(api.calls).query.get('offset')).toBe('0');
    expect(search().get('limit')).toBe('50');
    expect(search().get('page')).toBeNull();
  });

  it('filters by status and sell/rent, back to the first page, in the URL', async () => {
    const api = mockListings([house], 60);
    openList('/listing?page=2');
    await screen.findByText('Rumah Kemang');
    screen.getByRole('combobox', { name: 'Status' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(await screen.findByRole('option', { name: 'Open' }));
    await userEvent.click(screen.getByRole('option', { name: 'Expired' }));
    await waitFor(() => expect(lastCall(api.calls).query.get('filterStatus')).toBe('OPEN,EXPIRED'));
    expect(lastCall(api.calls).query.get('offset')).toBe('0');
    expect(search().get('status')).toBe('OPEN,EXPIRED');
    expect(search().get('page')).toBeNull();

    await userEvent.keyboard('{Escape}');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sell or rent' }), 'Rent');
    await waitFor(() => expect(lastCall(api.calls).query.get('filterSellOrRent')).toBe('rent'));
    expect(search().get('sellOrRent')).toBe('rent');
  });

  it('lets a franchise owner of several offices choose one, or All Office', async () => {
    const api = mockListings();
    openList('/listing', fakeSession(['franchise_owner', 'franchise_owner']));
    await screen.findByText('Rumah Kemang');
    const office = screen.getByRole('combobox', { name: 'Office' });
    expect(within(office).getAllByRole('option').map((o) => o.textContent)).toEqual(['All Office', 'Office 1', 'Office 2']);
    await userEvent.selectOptions(office, 'Office 2');
    await waitFor(() => expect(lastCall(api.calls).query.get('filterOfficeId')).toBe('office-1'));
    expect(search().get('office')).toBe('office-1');
  });

  it('lets HQ search every office (500 ms after typing), pick one, and shows it by name after a reload', async () => {
    const bandung = { officeId: 'office-bdg', officeName: 'Genius Bandung', officeCode: 'GNS-BDG' };
    const offices = (list: (typeof bandung)[]) => ok({ results: list, count: list.length, prev: null, next: null });
    const api = mockApi({
      'GET listings': () => page([house, flat]),
      'GET offices': (call) => (call.query.get('filterOfficeId') ? offices([bandung]) : offices(call.query.get('search') === 'band' ? [bandung] : [])),
    });
    const view = openList('/listing', fakeSession(['admin']));
    await screen.findByText('Rumah Kemang');
    await userEvent.type(screen.getByRole('combobox', { name: 'Office' }), 'band');
    await userEvent.click(await screen.findByText('Genius Bandung (GNS-BDG)', {}, { timeout: 2_000 }));
    await waitFor(() => expect(lastCall(api.callsTo('GET', 'listings')).query.get('filterOfficeId')).toBe('office-bdg'));
    expect(search().get('office')).toBe('office-bdg');
    const searches = api.callsTo('GET', 'offices').filter((c) => c.query.get('search') !== null);
    expect(searches.map((c) => [c.query.get('search'), c.query.get('filterApprovalStatus'), c.query.get('limit')])).toEqual([['band', 'APPROVED', '20']]);

    view.unmount();
    openList('/listing?office=office-bdg', fakeSession(['admin']));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Office' })).toHaveValue('Genius Bandung'));
  });

  it('has no office filter for an agent', async () => {
    mockListings();
    openList('/listing');
    await screen.findByText('Rumah Kemang');
    expect(screen.queryByRole('combobox', { name: 'Office' })).not.toBeInTheDocument();
  });

  it("says 'No Records Found' (§2) when nothing matches", async () => {
    mockListings([]);
    openList('/listing?search=zzz');
    expect(await within(await screen.findByRole('table', { name: 'Listings' })).findByText(MESSAGES.noRecords)).toBeInTheDocument();
  });

  it('shows the error and loads again on retry', async () => {
    let isDown = true;
    mockApi({ 'GET office/listings': () => (isDown ? json(503, { code: 'err_internal', message: 'down' }) : page([house])) });
    openList('/listing');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.serverUnavailable);
    isDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Rumah Kemang')).toBeInTheDocument();
  });

  it.each<{ who: string; session: () => Session; isShown: boolean }>([
    { who: 'an agent who may self-list', session: () => fakeSession(['agent']), isShown: true },
    { who: 'an agent with allowSelfListing false', session: agentWithoutSelfListing, isShown: false },
    { who: 'the super admin', session: () => fakeSession(['admin']), isShown: false },
    { who: 'an office admin with the agent-listing permission', session: officeAdminWithPermission, isShown: true },
  ])("'Create Listing' for $who: $isShown", async ({ session, isShown }) => {
    mockListings();
    openList('/listing', session());
    await screen.findByText('Rumah Kemang');
    const create = screen.queryByRole('link', { name: 'Create Listing' });
    if (isShown) expect(create).toHaveAttribute('href', '/listing/create');
    else expect(create).not.toBeInTheDocument();
  });

  // Per row, as the server decides (domain/listing-policy.ts canEditListing): the listing is emp-9's of office-0.
  it.each<[string, Role, Partial<Listing>, boolean]>([
    ['the super admin, any listing', 'admin', { officeId: 'office-7' }, true],
    ['an agent, their own listing', 'agent', { employeeId: 'emp-0' }, true],
    ['an agent, a colleague’s listing', 'agent', {}, false],
    ['an office admin, their office’s listing', 'admin_office', {}, true],
    ['an office admin, another office’s listing', 'admin_office', { officeId: 'office-7' }, false],
    ['office finance', 'finance_office', {}, false],
  ])('shows Edit on a row to %s: %s', async (_who, role, overrides, isShown) => {
    mockListings([{ ...house, ...overrides }]);
    const session = fakeSession([role], fakeUser());
    // An office admin's record belongs to office-0 (the fixture gives admin roles no office).
    if (role === 'admin_office') session.employees = [fakeEmployee('admin_office', 0, { officeId: 'office-0' })];
    openList('/listing', session);
    await screen.findByText('Rumah Kemang');
    const edit = screen.queryByRole('link', { name: 'Edit LST-0101' });
    if (isShown) expect(edit).toHaveAttribute('href', `/listing/${house.listingId}/edit`);
    else expect(edit).not.toBeInTheDocument();
  });
});

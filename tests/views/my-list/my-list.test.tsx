import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/messages';
import { LISTING_SHARE_REFUSAL_MESSAGES, MY_LIST_MESSAGES, type MyList, type MyListItem, type SharedList } from '../../../domain/my-list';
import MyListDetailPage from '../../../src/features/my-list/MyListDetailPage';
import MyListFormPage from '../../../src/features/my-list/MyListFormPage';
import MyListListPage from '../../../src/features/my-list/MyListListPage';
import SharedMyListPage from '../../../src/features/my-list/SharedMyListPage';
import { fakeListing } from '../listing/listing-fixtures';
import { json, list, mockApi, ok } from '../support/api';
import { renderScreen } from '../support/render';
import { fakeSession } from '../support/session';

const CODE = 'AbCdEfGhIjKlMnOpQrStUv';
const itemOf = (position: number, overrides: Partial<MyListItem> = {}): MyListItem => ({
  listingId: `l-${position}`,
  position,
  listing: {
    listingCode: `LST-00000${position}`,
    title: ['Rumah Kebayoran', 'Rumah Cilandak', 'Ruko Fatmawati'][position] ?? `Listing ${position}`,
    status: 'PUBLISH',
    sellOrRent: 'sell',
    price: 4_750_000_000,
    defaultPriceFreq: null,
    city: 'Jakarta Selatan',
    isOwn: position === 0,
    isMaskedByMe: false,
  },
  sharedLink: null,
  ...overrides,
});
const listOf = (overrides: Partial<MyList> = {}): MyList => ({
  myListId: 'ml-1',
  name: 'Pak Budi',
  clientName: 'Budi',
  note: 'Near a school',
  listingCount: 2,
  sharedCode: null,
  sharedAt: null,
  createdAt: '2026-11-01T03:00:00.000Z',
  updatedAt: '2026-11-02T03:00:00.000Z',
  items: [itemOf(0), itemOf(1)],
  ...overrides,
});

const toast = (text: string) => screen.findByText(text, { selector: '.p-toast-summary' });
const renderAt = (path: string, pattern: string, Screen: ComponentType, roles: Parameters<typeof fakeSession>[0]) => renderScreen(path, pattern, Screen, { session: fakeSession(roles) });
/** PrimeReact's overlay has no offsetParent in jsdom: its options count as hidden. */
const option = (name: RegExp) => screen.findByRole('option', { name, hidden: true });

describe('/my-list', () => {
  it("lists the caller's lists, sorted by last change unless the URL says otherwise; Create List", async () => {
    const api = mockApi({ 'GET my-lists': list([listOf({ listingCount: 3, sharedAt: '2026-11-03T03:00:00.000Z' })]) });
    renderAt('/my-list?sort=name:ASC', '/my-list', MyListListPage, ['agent']);
    const row = await within(await screen.findByRole('table', { name: 'My lists' })).findByRole('row', { name: /Pak Budi/ });
    expect(row).toHaveTextContent('Budi');
    expect(row).toHaveTextContent('03 Nov 2026');
    expect(within(row).getByRole('link', { name: 'Pak Budi' })).toHaveAttribute('href', '/my-list/ml-1');
    expect(api.callsTo('GET', 'my-lists')[0]!.query.get('sort')).toBe('name:ASC');
    expect(screen.getByRole('link', { name: 'Create List' })).toHaveAttribute('href', '/my-list/create');
  });
});

describe('/my-list/create', () => {
  it('refuses an empty form at its fields before sending anything', async () => {
    const api = mockApi({});
    renderAt('/my-list/create', '/my-list/create', MyListFormPage, ['agent']);
    const form = await screen.findByRole('form', { name: 'Create list' });
    await userEvent.click(within(form).getByRole('button', { name: 'Create List' }));
    expect(await within(form).findByText(MESSAGES.required('Name'))).toBeInTheDocument();
    expect(within(form).getByText(MY_LIST_MESSAGES.listingsRequired)).toBeInTheDocument();
    expect(api.callsTo('POST', 'my-lists')).toHaveLength(0);
  });

  it('picks listings the caller sees, reorders them by keyboard, and shows the server’s refusal at the listing', async () => {
    const listings = [fakeListing({ listingId: 'l-a', title: 'Rumah Kebayoran', listingCode: 'LST-000001' }), fakeListing({ listingId: 'l-b', title: 'Rumah Cilandak', listingCode: 'LST-000002' })];
    const api = mockApi({
      'GET office/listings': list(listings),
      'POST my-lists': json(400, { code: 'err_validation', message: MY_LIST_MESSAGES.listingNotFound, fields: { 'listingIds.0': MY_LIST_MESSAGES.listingNotFound } }),
    });
    const user = userEvent.setup();
    renderAt('/my-list/create', '/my-list/create', MyListFormPage, ['agent']);
    const form = await screen.findByRole('form', { name: 'Create list' });
    await user.type(within(form).getByLabelText('Name'), 'Pak Budi');
    const picker = within(form).getByLabelText(/^Listings \(/);
    await user.type(picker, 'rumah');
    await user.click(await option(/Rumah Kebayoran/));
    // The first search's panel closes before the next search opens its own.
    await waitFor(() => expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0));
    await user.type(picker, 'rumah');
    await user.click(await option(/Rumah Cilandak/));
    // The picker asked the caller's own listing list (office/ for a non-HQ user), by search.
    expect(api.callsTo('GET', 'office/listings').at(-1)!.query.get('search')).toBe('rumah');
    const chosen = within(form).getByRole('list', { name: 'Listings on the list' });
    expect(within(chosen).getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringContaining('Rumah Kebayoran'), expect.stringContaining('Rumah Cilandak')]);

    // Move the second up with the keyboard: the focus follows it.
    within(chosen).getByRole('button', { name: 'Move Rumah Cilandak up' }).focus();
    await user.keyboard('{Enter}');
    expect(within(chosen).getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringContaining('Rumah Cilandak'), expect.stringContaining('Rumah Kebayoran')]);
    await waitFor(() => expect(within(chosen).getByRole('button', { name: 'Move Rumah Cilandak up' })).toHaveFocus());

    await user.click(within(form).getByRole('button', { name: 'Create List' }));
    await waitFor(() => expect(api.callsTo('POST', 'my-lists')).toHaveLength(1));
    expect(api.callsTo('POST', 'my-lists')[0]!.body).toMatchObject({ name: 'Pak Budi', listingIds: ['l-b', 'l-a'] });
    const first = within(chosen).getAllByRole('listitem')[0]!;
    expect(await within(first).findByText(MY_LIST_MESSAGES.listingNotFound)).toBeInTheDocument();
  });
});

describe('/my-list/{myListId}', () => {
  it('shares for an agent: the public link and each listing’s masked link to copy', async () => {
    const shared = listOf({
      sharedCode: CODE,
      sharedAt: '2026-11-03T03:00:00.000Z',
      items: [itemOf(0, { sharedLink: { listingSharedCode: 'code-aaaaaaaaaaaaaaaaaaaa', refusal: null } }), itemOf(1, { sharedLink: { listingSharedCode: 'code-bbbbbbbbbbbbbbbbbbbb', refusal: null } })],
    });
    let isShared = false;
    const api = mockApi({
      'GET my-lists/ml-1': () => ok(isShared ? shared : listOf()),
      'POST my-lists/ml-1/share': () => {
        isShared = true;
        return ok(shared);
      },
    });
    renderAt('/my-list/ml-1', '/my-list/:myListId', MyListDetailPage, ['agent']);
    expect(await screen.findByRole('heading', { name: 'Pak Budi' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Listings on the list' })).getAllByText('Not shared yet')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await toast(MY_LIST_MESSAGES.shared)).toBeInTheDocument();
    expect(api.callsTo('POST', 'my-lists/ml-1/share')).toHaveLength(1);
    expect(await screen.findByRole('textbox', { name: 'public link of the list' })).toHaveValue(`${window.location.origin}/shared-list/${CODE}`);
    expect(screen.getByRole('textbox', { name: 'masked link of Rumah Cilandak' })).toHaveValue(`${window.location.origin}/shared/code-bbbbbbbbbbbbbbbbbbbb`);
    expect(screen.getByRole('button', { name: 'Copy public link of the list' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share Again' })).toBeInTheDocument();
  });

  it('shows no Share while a listing cannot be shared, and says why at that listing', async () => {
    mockApi({ 'GET my-lists/ml-1': ok(listOf({ items: [itemOf(0), itemOf(1, { listing: { ...itemOf(1).listing!, status: 'OPEN' } })] })) });
    renderAt('/my-list/ml-1', '/my-list/:myListId', MyListDetailPage, ['agent']);
    const table = await screen.findByRole('table', { name: 'Listings on the list' });
    const row = within(table).getByRole('row', { name: /Rumah Cilandak/ });
    expect(within(row).getByText(LISTING_SHARE_REFUSAL_MESSAGES.notPublic)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Share/ })).not.toBeInTheDocument();
  });

  it('keeps a non-agent’s list without Share: sharing is the agents’', async () => {
    mockApi({ 'GET my-lists/ml-1': ok(listOf()) });
    renderAt('/my-list/ml-1', '/my-list/:myListId', MyListDetailPage, ['manager_office']);
    expect(await screen.findByText(MY_LIST_MESSAGES.onlyAgentsShare)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Share/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/my-list/ml-1/edit');
  });

  it('answers another user’s list as not found', async () => {
    mockApi({ 'GET my-lists/ml-9': json(404, { code: 'err_not_found', message: MY_LIST_MESSAGES.notFound }) });
    renderAt('/my-list/ml-9', '/my-list/:myListId', MyListDetailPage, ['agent']);
    expect(await screen.findByText(MY_LIST_MESSAGES.notFound)).toBeInTheDocument();
  });
});

describe('/shared-list/{sharedCode}', () => {
  it('shows each listing with its masked link, and only that a gone one is gone', async () => {
    const page: SharedList = {
      name: 'Pak Budi',
      sharedAt: '2026-11-03T03:00:00.000Z',
      items: [
        { isAvailable: true, position: 0, title: 'Rumah Kebayoran', sellOrRent: 'sell', price: 4_750_000_000, defaultPriceFreq: null, city: 'Jakarta Selatan', listingSharedCode: 'code-aaaaaaaaaaaaaaaaaaaa' },
        { isAvailable: false, position: 1, message: MESSAGES.sharedListingUnavailable },
      ],
    };
    const api = mockApi({ [`GET shared-lists/${CODE}`]: ok(page) });
    renderAt(`/shared-list/${CODE}`, '/shared-list/:sharedCode', SharedMyListPage, []);
    expect(await screen.findByRole('heading', { name: 'Pak Budi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Rumah Kebayoran' })).toHaveAttribute('href', '/shared/code-aaaaaaaaaaaaaaaaaaaa');
    expect(screen.getByText('Rp 4.750.000.000')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.sharedListingUnavailable)).toBeInTheDocument();
    // Read without the signed-in user's token.
    expect(api.callsTo('GET', `shared-lists/${CODE}`)[0]!.headers.get('authorization')).toBeNull();
  });

  it("says the link expired when the server says so, and does not look up a code that cannot be one", async () => {
    mockApi({ [`GET shared-lists/${CODE}`]: json(404, { code: 'err_not_found', message: MY_LIST_MESSAGES.sharedListExpired }) });
    renderAt(`/shared-list/${CODE}`, '/shared-list/:sharedCode', SharedMyListPage, []);
    expect(await screen.findByRole('alert')).toHaveTextContent(MY_LIST_MESSAGES.sharedListExpired);
  });
});

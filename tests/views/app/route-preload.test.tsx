/**
 * A cold load's work starts as soon as the route is known, before React
 * renders (src/main.tsx → preloadRoute): the session's users/me and employees,
 * then at once the screen's first query with the page's own query options, so
 * the page mounts onto a filled cache and the session flow onto the boot load.
 */
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSession } from '../../../domain/session';
import { listingsQueryOptions } from '../../../src/api/listings/get-listings';
import { AppProviders } from '../../../src/app/App';
import { FlowsProvider } from '../../../src/app/flows/FlowsProvider';
import { preloadSessionUser } from '../../../src/app/flows/session-preload';
import { createQueryClient } from '../../../src/app/query-client';
import { preloadRoute } from '../../../src/app/route-preload';
import { AppSessionProvider } from '../../../src/app/session-context';
import ListingListPage from '../../../src/features/listing/ListingListPage';
import { LISTING_LIST_DEFAULTS, toListingsParams } from '../../../src/features/listing/list/listing-list-query';
import { Probe, fakeApi } from '../flows/support';
import { fakeListing } from '../listing/listing-fixtures';
import { json, list, mockApi, ok } from '../support/api';
import { sessionValue, testQueryClient } from '../support/render';
import { fakeEmployee, fakeUser } from '../support/session';

const TOKEN = 'tok-boot';
const user = fakeUser();
const employees = [fakeEmployee('agent')];
const house = fakeListing({ listingCode: 'LST-0101', title: 'Rumah Kemang' });

beforeEach(() => localStorage.setItem('token', TOKEN));
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('preloading the route at boot', () => {
  it("starts /listing's session calls and its first list query before any component mounts, and the page then asks nothing again", async () => {
    const api = mockApi({
      'GET users/me': ok(user),
      'GET employees': list(employees),
      'GET office/listings': ok({ results: [house], count: 1, prev: null, next: null }),
    });
    const search = '?sort=price:ASC&page=2';
    window.history.replaceState(null, '', `/listing${search}`);
    // The app's own client: its staleTime is what lets the page take the prefetched page as fresh.
    const queryClient = createQueryClient();

    await preloadRoute(queryClient, { pathname: '/listing', search });

    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET users/me', 'GET employees', 'GET office/listings']);
    expect(api.callsTo('GET', 'employees')[0]!.query.get('filterUserId')).toBe('me');
    const listings = api.callsTo('GET', 'office/listings')[0]!;
    expect(Object.fromEntries(listings.query)).toMatchObject({ sort: 'price:ASC', limit: '25', offset: '25', includeData: 'user,office', view: 'row' });
    // The key the page's useListings will read: the URL's query state through the page's own helpers.
    const params = toListingsParams({ ...LISTING_LIST_DEFAULTS, sort: 'price:ASC', page: '2' });
    expect(queryClient.getQueryData(listingsQueryOptions(false, params).queryKey)).toMatchObject({ count: 1 });

    const built = buildSession(TOKEN, user, employees);
    if (!built.ok) throw new Error('the fixture builds no session');
    render(
      <AppProviders queryClient={queryClient}>
        <AppSessionProvider value={sessionValue({ session: built.session })}>
          <ListingListPage />
        </AppSessionProvider>
      </AppProviders>,
    );
    const table = await screen.findByRole('table', { name: 'Listings' });
    expect(within(table).getByText('LST-0101')).toBeInTheDocument();
    expect(api.callsTo('GET', 'office/listings')).toHaveLength(1);
  });

  it('starts nothing of the session for a public screen, nor without a stored token', async () => {
    const api = mockApi({});
    await preloadRoute(testQueryClient(), { pathname: '/login', search: '' });
    localStorage.clear();
    await preloadRoute(testQueryClient(), { pathname: '/listing', search: '' });
    expect(api.calls).toEqual([]);
  });

  it("asks for the caller's own employees (filterUserId=me) beside users/me, before users/me has answered", async () => {
    const seen: string[] = [];
    let answerMe = () => {};
    const me = new Promise<void>((resolve) => (answerMe = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      seen.push(`${url.pathname} ${url.searchParams.get('filterUserId') ?? ''}`.trim());
      if (url.pathname === '/api/users/me') {
        await me;
        return json(200, { payload: user });
      }
      return json(200, { payload: { results: employees, count: 1, prev: null, next: null } });
    });

    const loading = preloadSessionUser('tok-first-visit');
    await vi.waitFor(() => expect(seen).toEqual(['/api/users/me', '/api/employees me']));
    answerMe();
    await expect(loading).resolves.toEqual({ user, employees });
    expect(seen).toHaveLength(2);
  });

  it("hands the boot load to the session flow's first restore: users/me and employees are asked once", async () => {
    const { calls } = fakeApi();
    localStorage.setItem('token', 'tok-flow');
    await preloadSessionUser('tok-flow');
    render(
      <FlowsProvider>
        <Probe />
      </FlowsProvider>,
    );
    await screen.findByText('Signed in as Rina');
    expect(calls.filter((c) => c === 'GET /api/users/me')).toHaveLength(1);
    expect(calls.filter((c) => c === 'GET /api/employees')).toHaveLength(1);
  });
});

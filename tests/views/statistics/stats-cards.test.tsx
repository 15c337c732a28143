import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TopContent, TopViewed } from '../../../domain/entities/statistics';
import { MESSAGES } from '../../../domain/messages';
import { json, list, mockApi, ok } from '../support/api';
import { renderApp } from '../support/render';
import { fakeSession } from '../support/session';

const viewed: TopViewed[] = [
  { listingId: 'l-1', viewCount: 120, title: 'Rumah Kemang', code: 'LST-0001' },
  { listingId: 'l-2', viewCount: 1, title: 'Ruko Depok', code: 'LST-0002' },
];
const shared: TopContent[] = [{ contentId: 'l-3', shareCount: 9, title: 'Villa Bogor', code: 'LST-0003' }];

const results = <T,>(rows: T[]) => ok({ results: rows });

function mockStats(prefix: '' | 'office/', top: { viewed?: TopViewed[]; shared?: TopContent[] } = {}) {
  return mockApi({
    'GET employees/birthdays': list([]),
    'GET notifications': list([]),
    [`GET ${prefix}listing-visitors/sort`]: results(top.viewed ?? viewed),
    [`GET ${prefix}content-shared/sort`]: results(top.shared ?? shared),
  });
}

const card = (name: string) => screen.findByRole('region', { name });

describe('statistics cards on the dashboard', () => {
  it('HQ sees the network-wide top 5 from the unprefixed endpoints, each row linking to the listing', async () => {
    const api = mockStats('');
    renderApp('/dashboard', { session: fakeSession(['admin_manager']) });
    const mostViewed = await card('Top 5 Most Viewed');
    const rows = await within(mostViewed).findAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(['Rumah Kemang LST-0001 120 views', 'Ruko Depok LST-0002 1 view']);
    expect(within(mostViewed).getByRole('link', { name: 'Rumah Kemang' })).toHaveAttribute('href', '/listing/l-1/information');

    const mostShared = await card('Top 5 Most Shared');
    expect(await within(mostShared).findByRole('link', { name: 'Villa Bogor' })).toHaveAttribute('href', '/listing/l-3/information');
    expect(within(mostShared).getByText('9 shares')).toBeInTheDocument();

    expect(api.callsTo('GET', 'listing-visitors/sort')[0]?.query.get('limit')).toBe('5');
    expect(Object.fromEntries(api.callsTo('GET', 'content-shared/sort')[0]?.query ?? [])).toEqual({ contentType: 'listing', limit: '5' });
    expect(api.calls.some((c) => c.path.startsWith('office/'))).toBe(false);
  });

  it('office users and agents get their offices’ top 5 from the office/ endpoints', async () => {
    const api = mockStats('office/');
    renderApp('/dashboard', { session: fakeSession(['agent']) });
    expect(await within(await card('Top 5 Most Viewed')).findByRole('link', { name: 'Rumah Kemang' })).toBeInTheDocument();
    expect(await within(await card('Top 5 Most Shared')).findByRole('link', { name: 'Villa Bogor' })).toBeInTheDocument();
    expect(api.callsTo('GET', 'office/listing-visitors/sort')).toHaveLength(1);
    expect(api.callsTo('GET', 'office/content-shared/sort')[0]?.query.get('contentType')).toBe('listing');
    expect(api.callsTo('GET', 'listing-visitors/sort')).toHaveLength(0);
  });

  it("says 'No data yet' while nothing was viewed or shared", async () => {
    mockStats('office/', { viewed: [], shared: [] });
    renderApp('/dashboard', { session: fakeSession(['franchise_owner']) });
    expect(await within(await card('Top 5 Most Viewed')).findByText('No data yet')).toBeInTheDocument();
    expect(await within(await card('Top 5 Most Shared')).findByText('No data yet')).toBeInTheDocument();
  });

  it('shows an error in the card that failed, with a retry', async () => {
    let isDown = true;
    mockApi({
      'GET employees/birthdays': list([]),
      'GET notifications': list([]),
      'GET office/listing-visitors/sort': () => (isDown ? json(503, { code: 'err_internal', message: 'down' }) : results(viewed)),
      'GET office/content-shared/sort': results(shared),
    });
    renderApp('/dashboard', { session: fakeSession(['agent']) });
    const mostViewed = await card('Top 5 Most Viewed');
    expect(await within(mostViewed).findByRole('alert')).toHaveTextContent(MESSAGES.serverUnavailable);
    isDown = false;
    await userEvent.click(within(mostViewed).getByRole('button', { name: 'Try again' }));
    expect(await within(mostViewed).findByRole('link', { name: 'Rumah Kemang' })).toBeInTheDocument();
  });

  it('the sole blog admin sees no statistics cards and asks for none', async () => {
    const api = mockStats('');
    renderApp('/dashboard', { session: fakeSession(['admin_blog']) });
    await screen.findByRole('region', { name: 'Birthdays This Week' });
    expect(screen.queryByRole('region', { name: 'Top 5 Most Viewed' })).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.path.includes('listing-visitors') || c.path.includes('content-shared'))).toBe(false);
  });
});

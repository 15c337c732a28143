/**
 * The dashboard's counts (issue 19): each role sees the counts of the
 * screens it may open, each the count of its list asked for one row, shown
 * as a link to that list filtered; the listings by status as a table whose
 * every status opens /listing filtered to it.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LISTING_STATUSES } from '../../../domain/entities/listing';
import { json, list, mockApi, ok } from '../support/api';
import { renderApp } from '../support/render';
import { fakeSession } from '../support/session';

const counted = (count: number, countIsEstimate = false) => ok({ results: [], count, countIsEstimate, prev: null, next: null });
const statusCounts = ok({ results: LISTING_STATUSES.map((status, i) => ({ status, count: status === 'PUBLISH' ? 16_520 : i })) });
const quiet = { 'GET employees/birthdays': list([]), 'GET notifications': list([]), 'GET office/listing-visitors/sort': list([]), 'GET office/content-shared/sort': list([]), 'GET listing-visitors/sort': list([]), 'GET content-shared/sort': list([]) };

describe('dashboard counts', () => {
  it("shows an agent their invoices, receivables and handovers, each its list's count for the tile's filter, opening that list", async () => {
    const api = mockApi({
      ...quiet,
      'GET office/invoices': (call) => counted(call.query.get('filterStatus') === 'unpaid' ? 3 : 1),
      'GET office/agent-billings': counted(7),
      'GET office/handovers': counted(2),
      'GET clients': (call) => counted(call.query.get('filterStatus') === 'ACTIVE' ? 4 : 9),
      'GET office/listings/status-counts': statusCounts,
    });
    renderApp('/dashboard', { session: fakeSession(['agent']) });
    const finance = await screen.findByRole('region', { name: 'Finance' });
    expect(await within(finance).findByRole('link', { name: '3 Invoices unpaid' })).toHaveAttribute('href', '/invoice?status=unpaid');
    expect(await within(finance).findByRole('link', { name: '1 Invoices partially paid' })).toHaveAttribute('href', '/invoice?status=partially_paid');
    expect(await within(finance).findByRole('link', { name: '7 Agent receivables unpaid' })).toHaveAttribute('href', '/agent-receivable?status=unpaid');
    expect(await screen.findByRole('link', { name: '2 Handovers in progress' })).toHaveAttribute('href', '/handover?status=OPEN');
    expect(await screen.findByRole('link', { name: '4 Active clients' })).toHaveAttribute('href', '/clients?status=ACTIVE');
    // Each count is its list asked for one row, with the tile's filter.
    const invoiceCalls = api.callsTo('GET', 'office/invoices');
    expect(invoiceCalls.map((c) => [c.query.get('filterStatus'), c.query.get('limit')])).toEqual(expect.arrayContaining([['unpaid', '1'], ['partially_paid', '1']]));
    expect(screen.queryByRole('region', { name: 'Approvals' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Blog' })).not.toBeInTheDocument();
  });

  it('lists the listings by status, every status a link to /listing filtered to it, big numbers grouped', async () => {
    mockApi({ ...quiet, 'GET office/listings/status-counts': statusCounts, 'GET office/invoices': counted(0), 'GET office/agent-billings': counted(0), 'GET office/handovers': counted(0) });
    renderApp('/dashboard', { session: fakeSession(['agent']) });
    const card = await screen.findByRole('region', { name: 'Listings by Status' });
    const rows = (await within(card).findAllByRole('row')).slice(1);
    expect(rows).toHaveLength(LISTING_STATUSES.length);
    const published = rows.find((r) => within(r).queryByRole('link', { name: 'Publish' }));
    expect(within(published!).getByRole('link', { name: 'Publish' })).toHaveAttribute('href', '/listing?status=PUBLISH');
    expect(published).toHaveTextContent('16,520');
    await userEvent.click(within(published!).getByRole('link', { name: 'Publish' }));
    expect(window.location.pathname + window.location.search).toBe('/listing?status=PUBLISH');
  });

  it("shows HQ's approvals waiting, an estimated count as 'about', and a count that failed as not counted", async () => {
    mockApi({
      ...quiet,
      'GET employees': (call) => (call.query.get('filterRole') === 'agent' ? counted(16_500, true) : counted(4)),
      'GET offices': json(400, { code: 'err_validation', message: 'bad' }),
      'GET invoices': counted(0),
      'GET agent-billings': counted(0),
      'GET handovers': counted(0),
      'GET articles': counted(5),
      'GET listings/status-counts': statusCounts,
    });
    renderApp('/dashboard', { session: fakeSession(['admin']) });
    const approvals = await screen.findByRole('region', { name: 'Approvals' });
    expect(await within(approvals).findByRole('link', { name: 'about 16,500 Agents waiting approval' })).toHaveAttribute('href', '/approve-agent?activeTab=WAITING_APPROVAL');
    expect(await within(approvals).findByRole('link', { name: '4 Staff waiting approval' })).toBeInTheDocument();
    expect(await within(approvals).findByRole('link', { name: /Offices waiting approval\s*\(could not be counted\)/ })).toHaveAttribute('href', '/approve-office?activeTab=WAITING_APPROVAL');
    expect(await screen.findByRole('link', { name: '5 Posts waiting approval' })).toHaveAttribute('href', '/blog-posts?activeTab=NEED_APPROVAL');
  });

  it('shows a sole blog admin only the posts waiting approval: no listings, no finance', async () => {
    const api = mockApi({ ...quiet, 'GET articles': counted(2) });
    renderApp('/dashboard', { session: fakeSession(['admin_blog']) });
    expect(await screen.findByRole('link', { name: '2 Posts waiting approval' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Listings by Status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Finance' })).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.path.includes('listings'))).toBe(false);
  });
});

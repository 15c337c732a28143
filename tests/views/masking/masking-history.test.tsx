import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../domain/roles';
import MaskingPage from '../../../src/features/masking/MaskingPage';
import { fakeEmployee } from '../../fixtures/people';
import { list, mockApi, ok } from '../support/api';
import { renderWithProviders } from '../support/render';
import { fakeSession } from '../support/session';
import { fakeHistory, fakeListing, pickOption } from './fixtures';

function renderHistory(roles: Role[], query = '') {
  window.history.replaceState(null, '', `/masking?tab=history${query}`);
  return renderWithProviders(<MaskingPage />, { session: fakeSession(roles) });
}

const url = () => new URLSearchParams(window.location.search);
const lastHistoryQuery = (api: ReturnType<typeof mockApi>) => api.callsTo('GET', 'listing-masking-histories').at(-1)?.query;

afterEach(() => {
  vi.useRealTimers();
});

describe('Masking History tab', () => {
  it("is 'My Masking History' for an agent: 10 a page, with the listing, the agent and their office", async () => {
    const api = mockApi({ 'GET listing-masking-histories': list([fakeHistory()]) });
    renderHistory(['agent']);
    expect(await screen.findByRole('tab', { name: 'My Masking History', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My Masking History' })).toBeInTheDocument();
    const row = (await screen.findByRole('link', { name: /LST-lst-m/ })).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '10 Mar 2026',
      'LST-lst-mApartemen Sudirman',
      'LINK',
      'Dewi',
      'Office 1',
      'Closed',
    ]);
    expect(within(row).getByRole('link')).toHaveAttribute('href', '/masking/lst-m');
    const q = lastHistoryQuery(api);
    expect(q?.get('limit')).toBe('10');
    expect(q?.get('offset')).toBe('0');
    expect(q?.get('includeData')).toBe('listing,user,employee');
    // An agent only ever sees their own masking: no agent pickers.
    expect(screen.queryByLabelText('Masking Agent')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Listing Agent')).not.toBeInTheDocument();
  });

  it("is 'Masking History' for an admin, with the masking-agent and listing-agent filters", async () => {
    mockApi({ 'GET listing-masking-histories': list([]) });
    renderHistory(['admin']);
    expect(await screen.findByRole('heading', { name: 'Masking History' })).toBeInTheDocument();
    expect(await screen.findByText('No Records Found')).toBeInTheDocument();
    expect(screen.getByLabelText('Masking Agent')).toBeInTheDocument();
    expect(screen.getByLabelText('Listing Agent')).toBeInTheDocument();
  });

  it('the tabs live in the URL: ?tab=history opens the history, Data Masking clears it', async () => {
    mockApi({ 'GET listing-masking-histories': list([]), 'GET office/listings': list([fakeListing()]) });
    renderHistory(['agent']);
    await screen.findByRole('heading', { name: 'My Masking History' });
    await userEvent.click(screen.getByRole('tab', { name: 'Data Masking' }));
    expect(await screen.findByRole('cell', { name: 'LST-lst-1' })).toBeInTheDocument();
    expect(url().has('tab')).toBe(false);
    await userEvent.click(screen.getByRole('tab', { name: 'My Masking History' }));
    expect(await screen.findByRole('heading', { name: 'My Masking History' })).toBeInTheDocument();
    expect(url().get('tab')).toBe('history');
  });

  it('filters and page read from the URL go to the request: status, type, created range, offset', async () => {
    const api = mockApi({ 'GET listing-masking-histories': ok({ results: [fakeHistory()], count: 25, prev: 0, next: 20 }) });
    renderHistory(['admin'], '&status=PUBLISH,CLOSED&type=PDF&createdRange=2026-01-01..2026-01-31&page=2');
    await screen.findByRole('link', { name: /LST-lst-m/ });
    const q = lastHistoryQuery(api);
    expect(q?.get('filterStatusListing')).toBe('PUBLISH,CLOSED');
    expect(q?.get('filterType')).toBe('PDF');
    expect(q?.get('filterCreatedAtStartAt')).toBe('2026-01-01T00:00:00.000+07:00');
    expect(q?.get('filterCreatedAtEndAt')).toBe('2026-01-31T23:59:59.999+07:00');
    expect(q?.get('offset')).toBe('10');
    expect(q?.has('filterMaskingDateStartAt')).toBe(false);
  });

  it('choosing a type writes it to the URL, back to page 1, and the request carries filterType', async () => {
    const api = mockApi({ 'GET listing-masking-histories': list([fakeHistory()]) });
    renderHistory(['agent'], '&page=3');
    await screen.findByRole('link', { name: /LST-lst-m/ });
    await pickOption('Type', 'PDF');
    await waitFor(() => expect(lastHistoryQuery(api)?.get('filterType')).toBe('PDF'));
    expect(url().get('type')).toBe('PDF');
    expect(url().has('page')).toBe(false);
    expect(lastHistoryQuery(api)?.get('offset')).toBe('0');
  });

  it('ticking listing statuses writes them to the URL and the request carries filterStatusListing', async () => {
    const api = mockApi({ 'GET listing-masking-histories': list([fakeHistory()]) });
    renderHistory(['admin']);
    await screen.findByRole('link', { name: /LST-lst-m/ });
    // A multi-select stays open: both ticks in one go.
    await pickOption('Listing Status', 'Publish');
    await userEvent.click(within(screen.getByRole('listbox', { hidden: true })).getByRole('option', { name: 'Closed', hidden: true }));
    await waitFor(() => expect(lastHistoryQuery(api)?.get('filterStatusListing')).toBe('PUBLISH,CLOSED'));
    expect(url().get('status')).toBe('PUBLISH,CLOSED');
  });

  it("the 'Last 7 Days' masking-date preset sends today and the six days before, in Jakarta time", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-03-15T05:00:00.000Z'));
    const api = mockApi({ 'GET listing-masking-histories': list([fakeHistory()]) });
    renderHistory(['admin']);
    await screen.findByRole('link', { name: /LST-lst-m/ });
    await pickOption('Masking Date', 'Last 7 Days');
    await waitFor(() => expect(lastHistoryQuery(api)?.get('filterMaskingDateStartAt')).toBe('2026-03-09T00:00:00.000+07:00'));
    expect(lastHistoryQuery(api)?.get('filterMaskingDateEndAt')).toBe('2026-03-15T23:59:59.999+07:00');
    expect(url().get('maskingRange')).toBe('Last 7 Days');
  });

  it('a masking agent found by name filters by their employee id, kept in the URL', async () => {
    const budi = fakeEmployee('agent', 9, { userId: 'user-9', user: { name: 'Budi Santoso', nickName: 'Budi', email: 'budi@demo.test' } });
    const api = mockApi({ 'GET listing-masking-histories': list([fakeHistory()]), 'GET employees': list([budi]) });
    renderHistory(['admin']);
    await screen.findByRole('link', { name: /LST-lst-m/ });
    await userEvent.type(screen.getByLabelText('Masking Agent'), 'bud');
    await userEvent.click(await screen.findByRole('option', { name: 'Budi — Office 10', hidden: true }));
    await waitFor(() => expect(lastHistoryQuery(api)?.get('filterMaskingByAgent')).toBe('emp-9'));
    expect(url().get('maskingAgent')).toBe('emp-9');
    const search = api.callsTo('GET', 'employees').at(-1)?.query;
    expect(search?.get('search')).toBe('bud');
    expect(search?.get('filterRole')).toBe('agent');
    expect(search?.get('limit')).toBe('20');
  });

  it("a franchise owner of several offices filters the history by office ('All Office' sends none)", async () => {
    const api = mockApi({ 'GET listing-masking-histories': list([fakeHistory()]) });
    renderHistory(['franchise_owner', 'franchise_owner']);
    await screen.findByRole('link', { name: /LST-lst-m/ });
    expect(lastHistoryQuery(api)?.has('filterOfficeId')).toBe(false);
    await pickOption('Office', 'Office 1');
    await waitFor(() => expect(lastHistoryQuery(api)?.get('filterOfficeId')).toBe('office-0'));
    expect(url().get('office')).toBe('office-0');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { CLOSING_MESSAGES, type Closing, type ClosingHistory } from '../../../domain/closing';
import ClosingDetailPage from '../../../src/features/closing/ClosingDetailPage';
import ClosingFormPage from '../../../src/features/closing/ClosingFormPage';
import ClosingHistoryDetailPage from '../../../src/features/closing/ClosingHistoryDetailPage';
import ClosingHistoryListPage from '../../../src/features/closing/ClosingHistoryListPage';
import ClosingListPage from '../../../src/features/closing/ClosingListPage';
import ClosingSummaryPage from '../../../src/features/closing/ClosingSummaryPage';
import { fakeListing } from '../listing/listing-fixtures';
import { list, mockApi, ok } from '../support/api';
import { renderScreen, renderWithProviders } from '../support/render';
import { fakeSession } from '../support/session';

const closingOf = (overrides: Partial<Closing> = {}): Closing => ({
  closingId: 'closing-1',
  closingCode: 'CLS-000001',
  listingId: 'listing-1',
  listing: { listingCode: 'LST-100001', title: 'Rumah 2 Lantai di Kebayoran Baru' },
  officeId: 'office-0',
  officeName: 'Genius Jakarta Selatan',
  sellOrRent: 'sell',
  finalPrice: 4_750_000_000,
  commissionPercent: 2.5,
  commission: 118_750_000,
  owedToHq: 17_164_766,
  closingDate: '2026-11-20',
  buyerName: 'Budi Santoso',
  buyerPhone: null,
  buyerEmail: null,
  note: null,
  status: 'ACTIVE',
  cancelReason: null,
  cancelledAt: null,
  agentNames: ['Nanda'],
  createdAt: '2026-11-20T03:00:00.000Z',
  parties: [
    {
      closingPartyId: 'party-1',
      side: 'listing',
      officeId: 'office-0',
      officeName: 'Genius Jakarta Selatan',
      isOfficePkp: false,
      sharePercent: 100,
      officeSharePercent: 40,
      commission: 118_750_000,
      royalty: 1_187_500,
      ssdf: 9_500_000,
      net: 108_062_500,
      officeKeep: 43_225_000,
      officeIncome: 43_225_000,
      owedToHq: 17_164_766,
      agentDevelopmentFeeCode: 'agent_development_fee',
      agents: [{ closingAgentId: 'ca-1', employeeId: 'emp-0', name: 'Nanda', sharePercent: 100, memberFeePercent: 0, gross: 64_837_500, memberFee: 0, agentDevelopmentFee: 6_477_266, take: 58_360_234 }],
    },
  ],
  ...overrides,
});

const toast = (text: string) => screen.findByText(text, { selector: '.p-toast-summary' });

const renderAt = (path: string, pattern: string, Screen: ComponentType, roles: Parameters<typeof fakeSession>[0]) => renderScreen(path, pattern, Screen, { session: fakeSession(roles) });

describe('/closing', () => {
  it('lists an agent’s closings through office/closings with the URL’s filters, and offers Record Closing', async () => {
    const api = mockApi({ 'GET office/closings': list([closingOf()]) });
    renderAt('/closing?status=ACTIVE&date=2026-11-01..2026-11-30', '/closing', ClosingListPage, ['agent']);
    const row = await within(await screen.findByRole('table', { name: 'Closings' })).findByRole('row', { name: /CLS-000001/ });
    expect(within(row).getByRole('link', { name: 'CLS-000001' })).toHaveAttribute('href', '/closing/closing-1');
    expect(within(row).getByText('Closed')).toBeInTheDocument();
    const query = api.callsTo('GET', 'office/closings')[0]!.query;
    expect([query.get('filterStatus'), query.get('filterClosingDateStartAt'), query.get('filterClosingDateEndAt'), query.get('sort')]).toEqual(['ACTIVE', '2026-11-01', '2026-11-30', 'closingDate:DESC']);
    expect(screen.getByRole('link', { name: 'Record Closing' })).toHaveAttribute('href', '/closing/create');
  });

  it('reads HQ’s closings without the office/ prefix', async () => {
    const api = mockApi({ 'GET closings': list([]) });
    renderAt('/closing', '/closing', ClosingListPage, ['admin']);
    expect(await screen.findByText('No Records Found')).toBeInTheDocument();
    expect(api.callsTo('GET', 'closings')).not.toHaveLength(0);
  });
});

describe('/closing/{closingId}', () => {
  it('shows each side’s figures; an agent gets no Cancel', async () => {
    mockApi({ 'GET office/closings/closing-1': ok(closingOf()) });
    renderAt('/closing/closing-1', '/closing/:closingId', ClosingDetailPage, ['agent']);
    const figures = await screen.findByRole('table', { name: 'Listing side figures' });
    expect(within(figures).getByRole('row', { name: /Royalty \(to HQ\)/ })).toHaveTextContent('Rp 1.187.500');
    expect(within(screen.getByRole('table', { name: 'Listing side agents' })).getByRole('row', { name: /Nanda/ })).toHaveTextContent('Rp 58.360.234');
    expect(screen.queryByRole('button', { name: 'Cancel Closing' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Closing' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute('href', '/closing/history?closingId=closing-1');
  });

  it('lets the office’s finance edit the buyer’s details: a bad email at its field, then saved', async () => {
    const api = mockApi({
      'GET office/closings/closing-1': ok(closingOf()),
      'PATCH office/closings/closing-1': ok(closingOf({ buyerName: 'Budi Santosa', buyerEmail: 'budi@example.com' })),
    });
    renderAt('/closing/closing-1', '/closing/:closingId', ClosingDetailPage, ['finance_office']);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Closing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Closing CLS-000001' });
    const name = within(dialog).getByLabelText('Buyer or Tenant');
    expect(name).toHaveValue('Budi Santoso');
    await userEvent.type(within(dialog).getByLabelText('Buyer Email (optional)'), 'budi-at-example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Buyer email format is invalid.')).toBeInTheDocument();
    expect(api.callsTo('PATCH', 'office/closings/closing-1')).toHaveLength(0);
    await userEvent.clear(within(dialog).getByLabelText('Buyer Email (optional)'));
    await userEvent.type(within(dialog).getByLabelText('Buyer Email (optional)'), 'budi@example.com');
    await userEvent.clear(name);
    await userEvent.type(name, 'Budi Santosa');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await toast(CLOSING_MESSAGES.updated('CLS-000001'))).toBeInTheDocument();
    expect(api.callsTo('PATCH', 'office/closings/closing-1')[0]!.body).toMatchObject({ buyerName: 'Budi Santosa', buyerEmail: 'budi@example.com' });
  });

  it('lets the office’s finance cancel with a reason, required at its field', async () => {
    const api = mockApi({
      'GET office/closings/closing-1': ok(closingOf()),
      'POST office/closings/closing-1/cancel': ok(closingOf({ status: 'CANCELLED', cancelReason: 'Buyer withdrew', cancelledAt: '2026-11-21T03:00:00.000Z' })),
    });
    renderAt('/closing/closing-1', '/closing/:closingId', ClosingDetailPage, ['finance_office']);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Closing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Closing CLS-000001' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Closing' }));
    expect(await within(dialog).findByText('Reason is required.')).toBeInTheDocument();
    expect(api.callsTo('POST', 'office/closings/closing-1/cancel')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Buyer withdrew');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Closing' }));
    expect(await toast(CLOSING_MESSAGES.cancelled('CLS-000001'))).toBeInTheDocument();
    expect(api.callsTo('POST', 'office/closings/closing-1/cancel').map((c) => c.body)).toEqual([{ reason: 'Buyer withdrew' }]);
  });
});

const historyOf = (overrides: Partial<ClosingHistory> = {}): ClosingHistory => ({
  closingHistoryId: 'h-2',
  closingId: 'closing-1',
  closingCode: 'CLS-000001',
  listingTitle: 'Rumah 2 Lantai di Kebayoran Baru',
  officeId: 'office-0',
  action: 'update',
  changedByName: 'Fina',
  createdAt: '2026-11-21T03:00:00.000Z',
  before: { buyerName: 'Budi Santoso' },
  after: { buyerName: 'Budi Santosa' },
  ...overrides,
});

describe('/closing/history', () => {
  it('lists one closing’s changes in words when the URL names it, and opens one with its fields before and after', async () => {
    const api = mockApi({
      'GET office/closing-histories': list([historyOf(), historyOf({ closingHistoryId: 'h-1', action: 'create', before: null, after: { buyerName: 'Budi Santoso' } })]),
      'GET office/closing-histories/h-2': ok(historyOf()),
    });
    renderAt('/closing/history?closingId=closing-1&action=update', '/closing/history', ClosingHistoryListPage, ['finance_office']);
    const table = await screen.findByRole('table', { name: 'Closing history' });
    expect(await within(table).findByRole('row', { name: /Buyer or tenant: Budi Santoso → Budi Santosa/ })).toHaveTextContent('Edited');
    const query = api.callsTo('GET', 'office/closing-histories')[0]!.query;
    expect([query.get('filterClosingId'), query.get('filterAction')]).toEqual(['closing-1', 'update']);

    renderAt('/closing/history/h-2', '/closing/history/:closingHistoryId', ClosingHistoryDetailPage, ['finance_office']);
    const fields = await screen.findByRole('table', { name: 'Changed fields' });
    expect(within(fields).getByRole('row', { name: /Buyer or tenant/ })).toHaveTextContent('Budi SantosoBudi Santosa');
  });
});

describe('/closing/summary', () => {
  it('totals this year by month unless the URL says otherwise, and groups by agent from its tab', async () => {
    const answer = (groupBy: string) =>
      ok({
        groupBy,
        start: '2026-01-01',
        end: '2026-12-31',
        rows:
          groupBy === 'agent'
            ? [{ key: 'emp-1', label: 'Nanda', count: 2, finalPrice: 7_850_000_000, commission: 120_000_000 }]
            : [
                { key: '2026-10', label: 'Oct 2026', count: 1, finalPrice: 3_100_000_000, commission: 77_500_000 },
                { key: '2026-11', label: 'Nov 2026', count: 1, finalPrice: 4_750_000_000, commission: 118_750_000 },
              ],
        total: { count: 2, finalPrice: 7_850_000_000, commission: 196_250_000 },
      });
    const api = mockApi({ 'GET office/closings/summary': (call) => answer(call.query.get('groupBy') ?? 'month') });
    renderAt('/closing/summary', '/closing/summary', ClosingSummaryPage, ['finance_office']);
    const table = await screen.findByRole('table', { name: 'Closing totals' });
    expect(within(table).getByRole('row', { name: /Nov 2026/ })).toHaveTextContent('Rp 118.750.000');
    expect(within(table).getByRole('row', { name: /Total/ })).toHaveTextContent('Rp 196.250.000');
    const first = api.callsTo('GET', 'office/closings/summary')[0]!.query;
    expect([first.get('groupBy'), first.get('filterClosingDateStartAt')?.slice(5), first.get('filterClosingDateEndAt')?.slice(5)]).toEqual(['month', '01-01', '12-31']);
    await userEvent.click(screen.getByRole('link', { name: 'By Agent' }));
    expect(await within(await screen.findByRole('table', { name: 'Closing totals' })).findByRole('row', { name: /Nanda/ })).toHaveTextContent('Rp 120.000.000');
    expect(screen.getByRole('columnheader', { name: 'Agent’s Gross Share' })).toBeInTheDocument();
  });
});

describe('/closing/create', () => {
  it('offers an agent only their own closable listings, fills the listing’s figures, and sends the closing', async () => {
    const session = fakeSession(['agent']);
    const mine = fakeListing({ listingId: 'l-mine', title: 'Rumah Saya', employeeId: session.employees[0]!.employeeId, officeId: 'office-0', price: 1_000_000_000, status: 'PUBLISH' });
    const theirs = fakeListing({ listingId: 'l-theirs', title: 'Rumah Orang', employeeId: 'emp-99', officeId: 'office-0', status: 'PUBLISH' });
    const api = mockApi({
      'GET office/listings': list([mine, theirs]),
      'POST office/closings': ok(closingOf({ closingId: 'closing-9', closingCode: 'CLS-000009' })),
    });
    window.history.replaceState(null, '', '/closing/create');
    renderWithProviders(<ClosingFormPage />, { session });
    const picker = await screen.findByLabelText('Listing');
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(2));
    expect(within(picker).queryByRole('option', { name: /Rumah Orang/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Record Closing' }));
    expect(await screen.findByText('Buyer or tenant is required.')).toBeInTheDocument();
    expect(api.callsTo('POST', 'office/closings')).toHaveLength(0);

    await userEvent.selectOptions(picker, 'l-mine');
    await userEvent.type(screen.getByLabelText('Buyer or Tenant'), 'Budi Santoso');
    expect(await screen.findByRole('status', { name: 'Closing preview' })).toHaveTextContent('Commission Rp 25.000.000');
    await userEvent.click(screen.getByRole('button', { name: 'Record Closing' }));
    expect(await toast(CLOSING_MESSAGES.created('CLS-000009'))).toBeInTheDocument();
    expect(api.callsTo('POST', 'office/closings')[0]!.body).toMatchObject({
      listingId: 'l-mine',
      finalPrice: 1_000_000_000,
      commissionPercent: 2.5,
      buyerName: 'Budi Santoso',
      listingSide: { officeSharePercent: 40, agents: [{ employeeId: session.employees[0]!.employeeId, sharePercent: 100 }] },
      sellingSide: null,
    });
    await waitFor(() => expect(window.location.pathname).toBe('/closing/closing-9'));
  });
});

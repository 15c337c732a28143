import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PORTAL_SYNC_PAGE_SIZE, type PortalListingSync } from '../../../domain/portal-sync';
import { SyncHistoryDialog } from '../../../src/ui/SyncHistoryDialog';
import { mockApi, ok } from '../support/api';
import { renderWithProviders } from '../support/render';
import { fakeSession } from '../support/session';

const LISTING = {
  listingId: 'lst-1',
  listingCode: 'LST-100001',
  title: 'Rumah 2 Lantai di Kebayoran Baru',
  portalListing: [{ portalListingId: 'pl-1', syncStatus: 'completed' as const, portalAgent: { portal: { portalId: 'portal-1', portalName: 'Rumah123', position: 1 } } }],
};

const sync = (n: number, status: PortalListingSync['status'], extra: Partial<PortalListingSync> = {}): PortalListingSync => ({
  portalListingSyncId: `sync-${n}`,
  listingId: 'lst-1',
  portalId: 'portal-1',
  portalListingId: 'pl-1',
  action: 'update',
  status,
  result: status === 'completed' ? 'Listing updated' : 'Rumah123 is unreachable (local portal simulator: service unavailable).',
  requestData: { action: 'update', listing: { listingCode: 'LST-100001' } },
  resultData: status === 'completed' ? { message: 'Listing updated', trx_id: `SIM-${n}` } : { message: 'down', trx_id: null, error: { status: 503 } },
  metadata: status === 'completed' ? { sendResponseR123At: '2026-11-20T03:00:03.000Z' } : { errorResponseR123At: '2026-11-20T03:00:03.000Z' },
  attempts: status === 'failed' ? 5 : 1,
  portal: { portalName: 'Rumah123', position: 1 },
  createdAt: `2026-11-2${n}T03:00:00.000Z`,
  updatedAt: `2026-11-2${n}T03:00:03.000Z`,
  ...extra,
});

const page = ok({ results: [sync(2, 'completed'), sync(1, 'failed')], count: 2, prev: null, next: null });

describe('the sync-history modal', () => {
  it('lists the listing’s syncs 10 a page with their status, and opens the request and the result in JSON viewers', async () => {
    const api = mockApi({ 'GET portal-listing-syncs': page });
    renderWithProviders(<SyncHistoryDialog listing={LISTING} onClose={() => undefined} />, { session: fakeSession(['admin']) });
    const table = await screen.findByRole('table', { name: 'Sync history' });
    const failed = await within(table).findByRole('row', { name: /failed/ });
    expect(within(failed).getByText('5 attempts')).toBeInTheDocument();
    expect(api.callsTo('GET', 'portal-listing-syncs')[0]!.query.get('limit')).toBe(String(PORTAL_SYNC_PAGE_SIZE));
    expect(api.callsTo('GET', 'portal-listing-syncs')[0]!.query.get('filterListingId')).toBe('lst-1');

    const completed = within(table).getByRole('row', { name: /completed/ });
    await userEvent.click(within(completed).getByRole('button', { name: /^Result data of the update/ }));
    const viewer = await screen.findByRole('dialog', { name: 'Result data' });
    expect(within(viewer).getByLabelText('Result data').textContent).toContain('"trx_id": "SIM-2"');
    await userEvent.click(within(viewer).getByRole('button', { name: 'Close' }));
    await userEvent.click(within(failed).getByRole('button', { name: /^Request data of the update/ }));
    expect(within(await screen.findByRole('dialog', { name: 'Request data' })).getByLabelText('Request data').textContent).toContain('"listingCode": "LST-100001"');
  });

  it('shows the portal’s link for the current result, and adds a failed check to the list with its error data (§8)', async () => {
    let isDown = false;
    mockApi({
      'GET portal-listing-syncs': page,
      'GET portal-listings/pl-1/current-result': () =>
        isDown
          ? ok({ message: null, link: null, error: { message: 'The portal could not be reached for the current result. Rumah123 is unreachable.', data: { status: 503, simulator: true }, at: '2026-11-28T03:00:00.000Z' } })
          : ok({ message: 'Live on Rumah123.', link: 'https://simulator.invalid/rumah123/properti/lst-100001', error: null }),
    });
    renderWithProviders(<SyncHistoryDialog listing={LISTING} onClose={() => undefined} />, { session: fakeSession(['admin']) });
    const table = await screen.findByRole('table', { name: 'Sync history' });
    await within(table).findByRole('row', { name: /completed/ });
    await userEvent.click(screen.getByRole('button', { name: 'Check Rumah123' }));
    const status = await screen.findByRole('status', { name: 'Current result' });
    expect(within(status).getByRole('link', { name: 'Open on Rumah123' })).toHaveAttribute('href', 'https://simulator.invalid/rumah123/properti/lst-100001');

    isDown = true;
    await userEvent.click(screen.getByRole('button', { name: 'Check Rumah123' }));
    const errorRow = await within(table).findByRole('row', { name: /current result/ });
    expect(within(errorRow).getByText(/could not be reached/)).toBeInTheDocument();
    await userEvent.click(within(errorRow).getByRole('button', { name: /^Error data/ }));
    expect(within(await screen.findByRole('dialog', { name: 'Error data' })).getByLabelText('Error data').textContent).toContain('"status": 503');
    // The syncs are still there, below it.
    expect(within(table).getAllByRole('row').length).toBeGreaterThanOrEqual(4);
  });
});

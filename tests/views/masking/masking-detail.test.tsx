import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import type { Role } from '../../../domain/roles';
import MaskingDetailPage from '../../../src/features/masking/MaskingDetailPage';
import { json, mockApi, ok } from '../support/api';
import { renderWithProviders } from '../support/render';
import { fakeSession } from '../support/session';
import { maskedListing } from './fixtures';

function renderDetail(roles: Role[], listingId = 'lst-m') {
  window.history.replaceState(null, '', `/masking/${listingId}`);
  return renderWithProviders(
    <Route path="/masking/:listingId">
      <MaskingDetailPage />
    </Route>,
    { session: fakeSession(roles) },
  );
}

const section = (name: string) => within(screen.getByRole('region', { name }));
const valueOf = (region: ReturnType<typeof section>, label: string) => region.getByText(label).nextElementSibling?.textContent;

const detail = maskedListing({
  description: '<p>Dekat <strong>MRT</strong></p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
  portalListing: [{ portalListingId: 'pl-1', portalAgent: { portal: { portalId: 'p-1', portalName: 'Rumah123', position: 1 } } }],
});

describe('Detail Masking Listing', () => {
  it('asks office/listings/{id} with the includeData of §7 and shows agent, listing and specification sections read-only', async () => {
    const api = mockApi({ 'GET office/listings/lst-m': ok(detail) });
    renderDetail(['agent']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Detail Masking Listing' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Agent Information' });
    expect(api.callsTo('GET', 'office/listings/lst-m')[0]?.query.get('includeData')).toBe(
      'user,profile,office,listingRenewHistory,listingTransferHistory,portalListing,closingId',
    );

    const agent = section('Agent Information');
    expect(valueOf(agent, 'Agent')).toBe('Budi');
    expect(valueOf(agent, 'Phone')).toBe('0811-111-222');
    expect(valueOf(agent, 'Email')).toBe('budi@genius.test');
    expect(valueOf(agent, 'Office')).toBe('Office Kemang');

    const info = section('Listing Information');
    expect(valueOf(info, 'Listing Code')).toBe('LST-lst-m');
    expect(valueOf(info, 'Status')).toBe('Publish');
    expect(valueOf(info, 'Price')).toBe('Rp 1.500.000.000');
    expect(valueOf(info, 'Portals')).toBe('Rumah123');
    expect(info.getByText('MRT').tagName).toBe('STRONG');
    const description = info.getByText('MRT').closest('div') as HTMLElement;
    expect(description.innerHTML).not.toMatch(/script|onerror/);

    const specs = section('Specifications');
    expect(valueOf(specs, 'Property Type')).toBe('House');
    expect(valueOf(specs, 'Building Area')).toBe('180 m²');
    expect(valueOf(specs, 'Building Face')).toBe('North');
    expect(valueOf(specs, 'Facilities')).toBe('Carport (2)');

    // Read-only: nothing to edit or submit.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Masking/ })).toHaveAttribute('href', '/masking');
  });

  it('HQ users ask listings/{id}', async () => {
    const api = mockApi({ 'GET listings/lst-m': ok(detail) });
    renderDetail(['admin']);
    await screen.findByRole('region', { name: 'Specifications' });
    expect(api.callsTo('GET', 'listings/lst-m')).toHaveLength(1);
  });

  it('says what went wrong when the listing cannot be read', async () => {
    mockApi({ 'GET office/listings/lst-x': json(404, { code: 'err_not_found', message: 'Listing not found.' }) });
    renderDetail(['agent'], 'lst-x');
    expect(await screen.findByRole('alert')).toHaveTextContent('Listing not found.');
  });
});

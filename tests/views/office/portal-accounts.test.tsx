import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OfficePortalProfile } from '../../../domain/portal-accounts';
import { accessSubject } from '../../../domain/session';
import { PortalAccounts } from '../../../src/features/office/PortalAccounts';
import { mockApi, ok } from '../support/api';
import { renderWithProviders } from '../support/render';
import { fakeSession } from '../support/session';

/** The office pages hand the section the signed-in user as domain/portal-accounts.ts looks at them. */
const callerOf = (s: ReturnType<typeof fakeSession>) => ({ roles: s.roles, subject: accessSubject(s), employees: s.employees });

const PORTALS = [{ portalId: 'portal-1', portalName: 'Rumah123', isActive: true, position: 1 }];
const account = (officeId: string): OfficePortalProfile => ({
  officePortalProfileId: 'opp-1',
  officeId,
  portalId: 'portal-1',
  portalUsername: 'jaksel@rumah123.genius.co.id',
  portal: { portalName: 'Rumah123', position: 1 },
  office: { officeName: 'Genius Jakarta Selatan' },
  createdAt: '2026-11-01T03:00:00.000Z',
});
const list = (officeId: string) => ok({ results: [account(officeId)], count: 1, prev: null, next: null });

describe('the office Portal Accounts section', () => {
  it('gives an HQ admin Add and Delete on the unprefixed routes', async () => {
    const api = mockApi({ 'GET portals': ok({ results: PORTALS, count: 1, prev: null, next: null }), 'GET office-portal-profiles': list('office-9') });
    const session = fakeSession(['admin']);
    renderWithProviders(<PortalAccounts officeId="office-9" caller={callerOf(session)} />, { session });
    const row = await within(await screen.findByRole('table', { name: 'Portal accounts' })).findByRole('row', { name: /jaksel@/ });
    expect(within(row).getByRole('button', { name: /^Delete Rumah123 account/ })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add Portal Account' })).toBeInTheDocument();
    expect(api.callsTo('GET', 'office-portal-profiles')).not.toHaveLength(0);
  });

  it("shows an office admin another office's accounts without Add or Delete, through the /office routes", async () => {
    const session = fakeSession(['admin_office']);
    const api = mockApi({ 'GET portals': ok({ results: PORTALS, count: 1, prev: null, next: null }), 'GET office/office-portal-profiles': list('office-elsewhere') });
    renderWithProviders(<PortalAccounts officeId="office-elsewhere" caller={callerOf(session)} />, { session });
    const row = await within(await screen.findByRole('table', { name: 'Portal accounts' })).findByRole('row', { name: /jaksel@/ });
    expect(within(row).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Portal Account' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', 'office/office-portal-profiles')).not.toHaveLength(0);
  });
});

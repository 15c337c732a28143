import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OfficePortalProfile } from '../../../domain/portal-accounts';
import { PORTAL_SYNC_MESSAGES } from '../../../domain/portal-sync';
import { accessSubject } from '../../../domain/session';
import { PortalAccounts } from '../../../src/features/office/PortalAccounts';
import { mockApi, ok } from '../support/api';
import { renderWithProviders } from '../support/render';
import { fakeSession } from '../support/session';

const callerOf = (s: ReturnType<typeof fakeSession>) => ({ roles: s.roles, subject: accessSubject(s), employees: s.employees });
const PORTALS = [
  { portalId: 'portal-1', portalName: 'Rumah123', isActive: true, position: 1 },
  { portalId: 'portal-2', portalName: 'OLX', isActive: true, position: 2 },
];
const account = (officeId: string, portalId: string, n: number): OfficePortalProfile => {
  const portal = PORTALS.find((p) => p.portalId === portalId)!;
  return {
    officePortalProfileId: `opp-${n}`,
    officeId,
    portalId,
    portalUsername: `office${n}@${portal.portalName.toLowerCase()}.genius.co.id`,
    portal: { portalName: portal.portalName, position: portal.position },
    office: { officeName: 'Genius Jakarta Selatan' },
    createdAt: '2026-11-01T03:00:00.000Z',
  };
};
const accounts = (officeId: string) => ok({ results: [account(officeId, 'portal-1', 1), account(officeId, 'portal-2', 2)], count: 2, prev: null, next: null });
const toast = (text: string) => screen.findByText(text, { selector: '.p-toast-summary' });

describe('Sync Listings on an office’s portal accounts', () => {
  it('lets HQ push the office’s listings to one chosen portal on the unprefixed route, and says how many were queued', async () => {
    const session = fakeSession(['admin']);
    const api = mockApi({
      'GET portals': ok({ results: PORTALS, count: 2, prev: null, next: null }),
      'GET office-portal-profiles': accounts('office-9'),
      'POST office-portal-profiles/office-9/sync': ok({ queuedCount: 4, portalCount: 1, message: PORTAL_SYNC_MESSAGES.queued(4, 1) }),
    });
    renderWithProviders(<PortalAccounts officeId="office-9" caller={callerOf(session)} />, { session });
    await userEvent.click(await screen.findByRole('button', { name: 'Sync Listings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sync Listings to Portals' });
    const portal = within(dialog).getByLabelText('Portal');
    expect(within(portal).getAllByRole('option').map((o) => o.textContent)).toEqual(['All portals of this office', 'Rumah123', 'OLX']);
    await userEvent.selectOptions(portal, 'OLX');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sync' }));
    expect(await toast(PORTAL_SYNC_MESSAGES.queued(4, 1))).toBeInTheDocument();
    expect(api.callsTo('POST', 'office-portal-profiles/office-9/sync').map((c) => c.body)).toEqual([{ portalId: 'portal-2' }]);
    expect(screen.queryByRole('dialog', { name: 'Sync Listings to Portals' })).not.toBeInTheDocument();
  });

  it('sends an office’s owner to the /office route for every portal, and keeps the dialog open with the server’s refusal', async () => {
    const session = fakeSession(['franchise_owner']);
    const officeId = session.employees[0]!.officeId!;
    const api = mockApi({
      'GET portals': ok({ results: PORTALS, count: 2, prev: null, next: null }),
      'GET office/office-portal-profiles': accounts(officeId),
      [`POST office/office-portal-profiles/${officeId}/sync`]: { status: 400, body: { code: 'err_validation', message: PORTAL_SYNC_MESSAGES.noAccount, fields: { portalId: PORTAL_SYNC_MESSAGES.noAccount } } },
    });
    renderWithProviders(<PortalAccounts officeId={officeId} caller={callerOf(session)} />, { session });
    await userEvent.click(await screen.findByRole('button', { name: 'Sync Listings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sync Listings to Portals' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sync' }));
    expect(await toast(PORTAL_SYNC_MESSAGES.noAccount)).toBeInTheDocument();
    expect(api.callsTo('POST', `office/office-portal-profiles/${officeId}/sync`).map((c) => c.body)).toEqual([{}]);
    expect(screen.getByRole('dialog', { name: 'Sync Listings to Portals' })).toBeInTheDocument();
  });

  it('offers no Sync to someone who may not manage the office’s accounts', async () => {
    const session = fakeSession(['franchise_owner']);
    mockApi({ 'GET portals': ok({ results: PORTALS, count: 2, prev: null, next: null }), 'GET office/office-portal-profiles': accounts('office-elsewhere') });
    renderWithProviders(<PortalAccounts officeId="office-elsewhere" caller={callerOf(session)} />, { session });
    await within(await screen.findByRole('table', { name: 'Portal accounts' })).findByRole('row', { name: /office1@/ });
    expect(screen.queryByRole('button', { name: 'Sync Listings' })).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Switch } from 'wouter';
import { describe, expect, it } from 'vitest';
import type { OfficeListItem } from '../../../domain/entities/office';
import { MESSAGES } from '../../../domain/messages';
import type { Role } from '../../../domain/roles';
import OfficeFormPage from '../../../src/features/office/OfficeFormPage';
import OfficeListPage from '../../../src/features/office/OfficeListPage';
import { list, mockApi } from '../support/api';
import { renderWithProviders } from '../support/render';
import { fakeSession } from '../support/session';

const office = (over: Partial<OfficeListItem> = {}): OfficeListItem => ({
  officeId: 'office-1',
  officeName: 'Genius Bekasi',
  officeCode: 'GNS-BKS',
  city: 'Bekasi',
  province: 'Jawa Barat',
  isOfficePkp: true,
  approvalStatus: 'WAITING_APPROVAL',
  status: 'ACTIVE',
  createdAt: '2026-11-20T03:00:00.000Z',
  ...over,
});

function openAt(path: string, roles: Role[]) {
  window.history.replaceState(null, '', path);
  return renderWithProviders(
    <Switch>
      <Route path="/office" component={OfficeListPage} />
      <Route path="/office/create" component={OfficeFormPage} />
    </Switch>,
    { session: fakeSession(roles) },
  );
}

describe('/office', () => {
  it('lists offices with their approval status and PKP; filters by status in the URL; Create Office for admin-HQ-plus', async () => {
    const api = mockApi({ 'GET offices': list([office(), office({ officeId: 'office-2', officeName: 'Genius Malang', approvalStatus: 'DRAFT', isOfficePkp: false })]) });
    openAt('/office', ['admin_hq']);
    const table = await screen.findByRole('table', { name: 'Offices' });
    const row = (await within(table).findByRole('link', { name: 'Genius Bekasi' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Waiting Approval')).toBeInTheDocument();
    expect(within(row).getByText('Yes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Office' })).toHaveAttribute('href', '/office/create');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Approval Status' }), 'DRAFT');
    await waitFor(() => expect(api.callsTo('GET', 'offices').at(-1)?.query.get('filterApprovalStatus')).toBe('DRAFT'));
    expect(window.location.search).toContain('approvalStatus=DRAFT');
  });

  it('offers no Create Office to a franchise owner', async () => {
    mockApi({ 'GET offices': list([office({ approvalStatus: 'APPROVED' })]) });
    openAt('/office', ['franchise_owner']);
    await screen.findByRole('link', { name: 'Genius Bekasi' });
    expect(screen.queryByRole('link', { name: 'Create Office' })).not.toBeInTheDocument();
  });
});

describe('/office/create', () => {
  it("shows each missing field at the field and sends nothing; admin-HQ-plus gets 'Allow Similar Listing'", async () => {
    const api = mockApi({ 'GET offices': list([]) });
    openAt('/office/create', ['admin']);
    const form = await screen.findByRole('form', { name: 'Create office' });
    await userEvent.click(within(form).getByRole('button', { name: 'Create Office' }));
    expect(await within(form).findByText('Office Name is required.')).toBeInTheDocument();
    expect(within(form).getByText('First Phone Number is required.')).toBeInTheDocument();
    expect(api.callsTo('POST', 'offices')).toHaveLength(0);
    // Admin-HQ-plus sets 'Allow Similar Listing'.
    expect(within(form).getByRole('group', { name: 'Allow Similar Listing' })).toBeInTheDocument();
  });

  it("tells the subdomain is taken at the field, 500 ms after the last key, from GET offices?filterSubdomain", async () => {
    const api = mockApi({ 'GET offices': (call) => (call.query.get('filterSubdomain') === 'bandung' ? list([office({ officeName: 'Genius Bandung' })]) : list([])) });
    openAt('/office/create', ['admin']);
    const form = await screen.findByRole('form', { name: 'Create office' });
    await userEvent.type(within(form).getByLabelText('Subdomain'), 'Bandung');
    expect(await within(form).findByText(MESSAGES.subdomainUsed)).toBeInTheDocument();
    expect(api.callsTo('GET', 'offices').some((c) => c.query.get('filterSubdomain') === 'bandung')).toBe(true);
    await userEvent.clear(within(form).getByLabelText('Subdomain'));
    await userEvent.type(within(form).getByLabelText('Subdomain'), 'cikarang');
    expect(await within(form).findByText(MESSAGES.subdomainAvailable)).toBeInTheDocument();
  });
});

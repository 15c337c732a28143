import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Switch } from 'wouter';
import { describe, expect, it } from 'vitest';
import type { PublicUser } from '../../../domain/entities/user-admin';
import PublicUserDetailPage from '../../../src/features/public-users/PublicUserDetailPage';
import PublicUserListPage from '../../../src/features/public-users/PublicUserListPage';
import { mockApi, ok } from '../support/api';
import { renderWithProviders } from '../support/render';
import { fakeSession } from '../support/session';

const SARI: PublicUser = { userId: 'pu-sari', name: 'Sari Indah', email: 'sari@mail.test', status: 'active', authInfo: { isBlocked: false }, createdAt: '2026-02-01T00:00:00.000Z' };
const VALEN: PublicUser = { userId: 'pu-valen', name: 'Valentino Siregar', email: 'valen@mail.test', status: 'inactive', authInfo: { isBlocked: true }, createdAt: '2026-02-02T00:00:00.000Z' };

const page = <T,>(rows: T[]) => ok({ results: rows, count: rows.length, prev: null, next: null });

function openAt(path: string) {
  window.history.replaceState(null, '', path);
  return renderWithProviders(
    <Switch>
      <Route path="/public-users" component={PublicUserListPage} />
      <Route path="/public-users/:userId" component={PublicUserDetailPage} />
    </Switch>,
    { session: fakeSession(['admin']) },
  );
}

describe('/public-users', () => {
  it("lists public users with their status, a blocked one as 'Request Delete Account', filters in the URL and the request", async () => {
    const api = mockApi({ 'GET users/customers': () => page([SARI, VALEN]) });
    openAt('/public-users?blocked=true');
    const table = await screen.findByRole('table', { name: 'Public users' });
    const valen = (await within(table).findByRole('link', { name: 'Valentino Siregar' })).closest('tr') as HTMLElement;
    expect(within(valen).getByText('Request Delete Account')).toBeInTheDocument();
    expect(within(valen).getByText('Inactive')).toBeInTheDocument();
    const first = api.callsTo('GET', 'users/customers')[0]!.query;
    expect(first.get('filterIsBlocked')).toBe('true');
    expect(first.get('filterUserType')).toBe('customer');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Inactive');
    await waitFor(() => expect(api.callsTo('GET', 'users/customers').at(-1)?.query.get('filterStatus')).toBe('inactive'));
    expect(new URLSearchParams(window.location.search).get('status')).toBe('inactive');
  });

  it('says No Records Found when nobody matches', async () => {
    mockApi({ 'GET users/customers': () => page([]) });
    openAt('/public-users?search=nobody');
    expect(await screen.findByText('No Records Found')).toBeInTheDocument();
  });

  it("asks before deactivating, sends userId and status, then says 'Success change {name} status.'", async () => {
    const api = mockApi({
      'GET users/customers': () => page([SARI]),
      'PATCH users/pu-sari': ok({ ...SARI, status: 'inactive', phone: null, gender: 'female', province: null, city: null, postalCode: null, userType: 'customer', firstName: 'Sari', middleName: null, lastName: 'Indah', nickName: 'Sari', birthDate: null, profilePic: null, emailVerifiedAt: null }),
    });
    openAt('/public-users');
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate Sari Indah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Public User' });
    expect(api.callsTo('PATCH', 'users/pu-sari')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Success change Sari Indah status.', { selector: '.p-toast-summary' })).toBeInTheDocument();
    expect(api.callsTo('PATCH', 'users/pu-sari').map((c) => c.body)).toEqual([{ userId: 'pu-sari', status: 'inactive' }]);
  });

  it('changes nothing when the confirmation is cancelled', async () => {
    const api = mockApi({ 'GET users/customers': () => page([VALEN]) });
    openAt('/public-users');
    await userEvent.click(await screen.findByRole('button', { name: 'Activate Valentino Siregar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activate Public User' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH', 'users/pu-valen')).toHaveLength(0);
  });
});

describe('/public-users/{userId}', () => {
  it("shows the public user, blocked as 'Request Delete Account', and activates them after the confirmation", async () => {
    const detail = {
      userId: 'pu-valen', name: 'Valentino Siregar', email: 'valen@mail.test', phone: null, gender: 'male', province: null, city: null, postalCode: null,
      status: 'inactive', userType: 'customer', firstName: 'Valentino', middleName: null, lastName: 'Siregar', nickName: null, birthDate: null,
      profilePic: null, emailVerifiedAt: null, createdAt: '2026-02-02T00:00:00.000Z', isBlocked: true, employees: [],
    };
    const api = mockApi({ 'GET users/pu-valen': ok(detail), 'PATCH users/pu-valen': ok({ ...detail, status: 'active', isBlocked: undefined, employees: undefined }) });
    openAt('/public-users/pu-valen');
    expect(await screen.findByRole('heading', { name: 'Valentino Siregar' })).toBeInTheDocument();
    expect(screen.getByText('Request Delete Account')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activate Public User' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Success change Valentino Siregar status.', { selector: '.p-toast-summary' })).toBeInTheDocument();
    expect(api.callsTo('PATCH', 'users/pu-valen').map((c) => c.body)).toEqual([{ userId: 'pu-valen', status: 'active' }]);
  });
});

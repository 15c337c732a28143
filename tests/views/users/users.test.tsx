import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Switch } from 'wouter';
import { describe, expect, it } from 'vitest';
import type { UserDetail, UserListItem } from '../../../domain/entities/user-admin';
import ProductEmailUsersPage from '../../../src/features/users/ProductEmailUsersPage';
import UserDetailPage from '../../../src/features/users/UserDetailPage';
import UserFormPage from '../../../src/features/users/UserFormPage';
import UserListPage from '../../../src/features/users/UserListPage';
import UserPasswordPage from '../../../src/features/users/UserPasswordPage';
import { json, mockApi, ok } from '../support/api';
import { renderWithProviders } from '../support/render';
import { fakeEmployee, fakeSession } from '../support/session';

const OKTA: UserListItem = {
  userId: 'user-okta',
  name: 'Oktaviani Rahayu',
  email: 'multi@demo.test',
  phone: '081200000000',
  status: 'active',
  roles: ['franchise_owner', 'agent'],
  officeNames: ['Genius Bandung', 'Genius Surabaya'],
  productEmail: 'okta.rahayu@genius.co.id',
  createdAt: '2026-01-05T03:00:00.000Z',
};

const DETAIL: UserDetail = {
  userId: 'user-okta',
  name: 'Oktaviani Rahayu',
  email: 'multi@demo.test',
  phone: '081200000000',
  gender: 'female',
  province: null,
  city: 'Bandung',
  postalCode: null,
  status: 'active',
  userType: 'employee',
  firstName: 'Oktaviani',
  middleName: null,
  lastName: 'Rahayu',
  nickName: 'Okta',
  birthDate: null,
  profilePic: null,
  emailVerifiedAt: null,
  createdAt: '2026-01-05T03:00:00.000Z',
  isBlocked: false,
  employees: [],
};

const page = <T,>(rows: T[], count = rows.length) => ok({ results: rows, count, prev: null, next: null });

function openAt(path: string) {
  window.history.replaceState(null, '', path);
  return renderWithProviders(
    <Switch>
      <Route path="/users" component={UserListPage} />
      <Route path="/users/add" component={UserFormPage} />
      <Route path="/users/:userId/edit" component={UserFormPage} />
      <Route path="/users/:userId/change-password" component={UserPasswordPage} />
      <Route path="/users/:userId" component={UserDetailPage} />
      <Route path="/user-has-genius-emails" component={ProductEmailUsersPage} />
    </Switch>,
    { session: fakeSession(['admin']) },
  );
}

const toast = (text: string) => screen.findByText(text, { selector: '.p-toast-summary' });

describe('/users', () => {
  it("shows each user with the main role and a '+N' badge naming the others, office, status and created date", async () => {
    mockApi({ 'GET users': () => page([OKTA]) });
    openAt('/users');
    const table = await screen.findByRole('table', { name: 'Users' });
    const row = (await within(table).findByRole('link', { name: 'Oktaviani Rahayu' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Franchise Owner')).toBeInTheDocument();
    const badge = within(row).getByText('+1');
    await userEvent.hover(badge);
    expect(within(row).getByRole('tooltip')).toHaveTextContent('Agent');
    expect(badge).toHaveAccessibleDescription('Agent');
    expect(row).toHaveTextContent('Genius Bandung, Genius Surabaya');
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Oktaviani Rahayu' })).toHaveAttribute('href', '/users/user-okta');
    expect(within(row).getByRole('link', { name: 'Edit Oktaviani Rahayu' })).toHaveAttribute('href', '/users/user-okta/edit');
    expect(screen.getByRole('link', { name: 'Add User' })).toHaveAttribute('href', '/users/add');
  });

  it('says No Records Found for an empty list, and keeps the role and status filters in the URL and the request', async () => {
    const api = mockApi({ 'GET users': () => page([]) });
    openAt('/users?status=inactive');
    expect(await screen.findByText('No Records Found')).toBeInTheDocument();
    expect(api.callsTo('GET', 'users')[0]?.query.get('filterStatus')).toBe('inactive');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'Agent');
    await waitFor(() => expect(api.callsTo('GET', 'users').at(-1)?.query.get('filterRole')).toBe('agent'));
    expect(new URLSearchParams(window.location.search).get('role')).toBe('agent');
    expect(new URLSearchParams(window.location.search).get('status')).toBe('inactive');
  });

  it('/user-has-genius-emails asks only for the users whose main email is the product mailbox, and shows it', async () => {
    const api = mockApi({ 'GET users': () => page([OKTA]) });
    openAt('/user-has-genius-emails');
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(await within(table).findByText('okta.rahayu@genius.co.id')).toBeInTheDocument();
    expect(api.callsTo('GET', 'users')[0]?.query.get('filterHasProductEmail')).toBe('true');
  });
});

describe('/users/add', () => {
  it('shows every §5 format message at its field and focuses the first invalid one, sending nothing', async () => {
    const api = mockApi({ 'POST users/check-email': ok({ isExist: false }) });
    openAt('/users/add');
    await userEvent.type(await screen.findByLabelText('First Name'), 'Budi2');
    await userEvent.type(screen.getByLabelText('Last Name'), 'S@ntoso');
    await userEvent.type(screen.getByLabelText('Phone'), '0812-abc');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const firstName = screen.getByLabelText('First Name');
    expect(await screen.findByText('First Name format is invalid.')).toBeInTheDocument();
    expect(firstName).toHaveAccessibleDescription('First Name format is invalid.');
    expect(screen.getByLabelText('Last Name')).toHaveAccessibleDescription('Last Name format is invalid.');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Phone format is invalid.');
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters with a letter, a number and a special character.')).toBeInTheDocument();
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(api.callsTo('POST', 'users')).toHaveLength(0);
  });

  it("says 'Email is already used' 500 ms after typing a taken address, and refuses to save", async () => {
    const api = mockApi({ 'POST users/check-email': (call) => ok({ isExist: (call.body as { email: string }).email === 'budi@gmail.com' }) });
    openAt('/users/add');
    await userEvent.type(await screen.findByLabelText('Email'), 'budi');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Email domain' }), '@gmail.com');
    expect(await screen.findByText('Email is already used')).toBeInTheDocument();
    expect(api.callsTo('POST', 'users/check-email').map((c) => c.body)).toEqual([{ email: 'budi@gmail.com' }]);
    await userEvent.type(screen.getByLabelText('First Name'), 'Budi');
    await userEvent.type(screen.getByLabelText('Phone'), '0812-3456-7890');
    await userEvent.type(screen.getByLabelText('Password'), 'Rahasia1!');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Rahasia1!');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(api.callsTo('POST', 'users')).toHaveLength(0);
  });

  it('saves a valid user, named by the parts, and places a server refusal at its field', async () => {
    const api = mockApi({
      'POST users/check-email': ok({ isExist: false }),
      'POST users': (call) =>
        (call.body as { email: string }).email === 'taken@gmail.com'
          ? json(409, { code: 'err_conflict', message: 'Email is already used', fields: { email: 'Email is already used' } })
          : ok({ ...DETAIL, userId: 'user-new' }),
      'GET users/user-new': ok(DETAIL),
    });
    openAt('/users/add');
    await userEvent.type(await screen.findByLabelText('First Name'), 'Budi');
    await userEvent.type(screen.getByLabelText('Last Name'), 'Santoso');
    await userEvent.type(screen.getByLabelText('Email'), 'taken');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Email domain' }), '@gmail.com');
    await userEvent.type(screen.getByLabelText('Phone'), '0812-3456-7890');
    await userEvent.type(screen.getByLabelText('Password'), 'Rahasia1!');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Rahasia1!');
    await screen.findByText('Email available!');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is already used'));

    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'budi');
    await screen.findByText('Email available!');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await toast('User successfully created!');
    expect(api.callsTo('POST', 'users').at(-1)?.body).toMatchObject({ firstName: 'Budi', lastName: 'Santoso', email: 'budi@gmail.com', phone: '0812-3456-7890' });
    await waitFor(() => expect(window.location.pathname).toBe('/users/user-new'));
  });
});

describe('/users/{userId}/change-password', () => {
  it('refuses a weak password at its field, then sets a good one', async () => {
    const api = mockApi({ 'GET users/user-okta': ok(DETAIL), 'POST users/user-okta/change-password': ok({ message: 'Password successfully changed!' }) });
    openAt('/users/user-okta/change-password');
    await userEvent.type(await screen.findByLabelText('New Password'), 'abc');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password must be at least 8 characters with a letter, a number and a special character.')).toBeInTheDocument();
    expect(api.callsTo('POST', 'users/user-okta/change-password')).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText('New Password'));
    await userEvent.type(screen.getByLabelText('New Password'), 'Baru1234!');
    await userEvent.clear(screen.getByLabelText('Confirm Password'));
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Baru1234!');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await toast('Password successfully changed!');
    expect(api.callsTo('POST', 'users/user-okta/change-password').map((c) => c.body)).toEqual([{ newPassword: 'Baru1234!', confirmPassword: 'Baru1234!' }]);
  });
});

describe('/users/{userId} and its edit', () => {
  it('shows the user with every employee record, and links to edit and change password', async () => {
    const record = { ...fakeEmployee('agent', 0), office: { officeId: 'o-1', officeName: 'Genius Surabaya', officeCode: 'GNS-SBY', tempOfficeCode: null } };
    mockApi({ 'GET users/user-okta': ok({ ...DETAIL, employees: [record] }) });
    openAt('/users/user-okta');
    expect(await screen.findByRole('heading', { name: 'Oktaviani Rahayu' })).toBeInTheDocument();
    const records = screen.getByRole('table', { name: 'Employee records' });
    expect(within(records).getByText('Genius Surabaya')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit User' })).toHaveAttribute('href', '/users/user-okta/edit');
    expect(screen.getByRole('link', { name: 'Change Password' })).toHaveAttribute('href', '/users/user-okta/change-password');
  });

  it('edits the name parts and sends their join as the name, without checking the own address', async () => {
    const api = mockApi({ 'GET users/user-okta': ok(DETAIL), 'PATCH users/user-okta': ok(DETAIL), 'POST users/check-email': ok({ isExist: true }) });
    openAt('/users/user-okta/edit');
    const middle = await screen.findByLabelText('Middle Name');
    expect(screen.getByLabelText('First Name')).toHaveValue('Oktaviani');
    expect(screen.getByLabelText('Email')).toHaveValue('multi');
    await userEvent.type(middle, 'Dwi');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await toast('User successfully updated!');
    expect(api.callsTo('PATCH', 'users/user-okta').map((c) => c.body)).toEqual([
      expect.objectContaining({ name: 'Oktaviani Dwi Rahayu', firstName: 'Oktaviani', middleName: 'Dwi', lastName: 'Rahayu', email: 'multi@demo.test' }),
    ]);
    expect(api.callsTo('POST', 'users/check-email')).toHaveLength(0);
  });
});

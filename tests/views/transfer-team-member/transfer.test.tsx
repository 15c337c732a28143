import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Switch } from 'wouter';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../domain/roles';
import type { TransferMemberTeam } from '../../../domain/transfer';
import TransferCreatePage from '../../../src/features/transfer-team-member/TransferCreatePage';
import TransferDetailPage from '../../../src/features/transfer-team-member/TransferDetailPage';
import TransferListPage from '../../../src/features/transfer-team-member/TransferListPage';
import { json, list, mockApi, ok, type ApiCall } from '../support/api';
import { renderWithProviders } from '../support/render';
import { fakeSession } from '../support/session';
import { fakeGroup, fakeMember, optionsOf, pickOption, toast } from '../teams/fixtures';

function fakeTransfer(overrides: Partial<TransferMemberTeam> = {}): TransferMemberTeam {
  return {
    transferMemberId: 'tr-1',
    originGroup: { groupName: 'Team 1' },
    toGroup: { groupName: 'Team 2' },
    originGroupMember: { employee: { employeeCode: 'E-7' } },
    toGroupMember: { groupMemberId: 'gm-new' },
    toGroupMemberId: 'gm-new',
    user: { nickName: 'Nick 7' },
    status: 'WAITING',
    createdAt: '2026-03-01T03:00:00.000Z',
    createdByUserMeta: { name: 'Dewi Lestari' },
    ...overrides,
  };
}

function openAt(path: string, roles: Role[] = ['admin_office']) {
  window.history.replaceState(null, '', path);
  return renderWithProviders(
    <Switch>
      <Route path="/transfer-team-member" component={TransferListPage} />
      <Route path="/transfer-team-member/create" component={TransferCreatePage} />
      <Route path="/transfer-team-member/:transferMemberId" component={TransferDetailPage} />
    </Switch>,
    { session: fakeSession(roles) },
  );
}

describe('/transfer-team-member', () => {
  it("says 'No Records Found' when there is no transfer", async () => {
    mockApi({ 'GET transfer-member-teams': list([]) });
    openAt('/transfer-team-member');
    const table = await screen.findByRole('table', { name: 'Transfers' });
    expect(await within(table).findByText('No Records Found')).toBeInTheDocument();
  });

  it('lists each transfer: member, code, both groups, status tag, created at in Jakarta time, created by', async () => {
    const api = mockApi({ 'GET transfer-member-teams': list([fakeTransfer()]) });
    openAt('/transfer-team-member');
    const table = await screen.findByRole('table', { name: 'Transfers' });
    const row = (await within(table).findByRole('link', { name: 'Nick 7' })).closest('tr') as HTMLElement;
    expect([...row.querySelectorAll('td')].map((c) => c.textContent)).toEqual(['Nick 7', 'E-7', 'Team 1', 'Team 2', 'Waiting Transfer', '01 Mar 2026 10:00', 'Dewi Lestari']);
    expect(within(row).getByRole('link', { name: 'Nick 7' })).toHaveAttribute('href', '/transfer-team-member/tr-1');
    const query = api.callsTo('GET', 'transfer-member-teams')[0]?.query;
    expect(query?.get('sort')).toBe('createdAt:DESC');
    expect(query?.has('filterStatus')).toBe(false);
  });

  it('searches by name after the debounce, and the History view lists only done transfers, kept in the URL', async () => {
    const api = mockApi({ 'GET transfer-member-teams': list([fakeTransfer({ status: 'TRANSFERED' })]) });
    openAt('/transfer-team-member');
    await screen.findByRole('link', { name: 'Nick 7' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'nick');
    await waitFor(() => expect(api.callsTo('GET', 'transfer-member-teams').at(-1)?.query.get('search')).toBe('nick'));
    await userEvent.click(screen.getByRole('button', { name: 'History' }));
    await waitFor(() => expect(api.callsTo('GET', 'transfer-member-teams').at(-1)?.query.get('filterStatus')).toBe('TRANSFERED'));
    expect(new URLSearchParams(window.location.search).get('view')).toBe('history');
    expect(await screen.findByRole('table', { name: 'Transfer history' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'History' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("shows 'Create Transfer Team Member' to HQ admins and office admins only", async () => {
    mockApi({ 'GET transfer-member-teams': list([]) });
    const view = openAt('/transfer-team-member', ['admin_office']);
    expect(await screen.findByRole('link', { name: 'Create Transfer Team Member' })).toHaveAttribute('href', '/transfer-team-member/create');
    view.unmount();
    openAt('/transfer-team-member', ['admin_hq']);
    expect(await screen.findByRole('link', { name: 'Create Transfer Team Member' })).toBeInTheDocument();
  });

  it('hides the button from a role that may not transfer', async () => {
    mockApi({ 'GET transfer-member-teams': list([]) });
    openAt('/transfer-team-member', ['admin_finance_staff']);
    await screen.findByRole('table', { name: 'Transfers' });
    expect(screen.queryByRole('link', { name: 'Create Transfer Team Member' })).not.toBeInTheDocument();
  });
});

const GROUPS = [fakeGroup(1), fakeGroup(2), fakeGroup(3)];

/** group-members: the from group's members, or (filterUserId) whether the user is active in a to group. */
function members(activeIn: Record<string, string[]> = {}) {
  return (call: ApiCall) => {
    const groupId = call.query.get('filterGroupId') ?? '';
    const userId = call.query.get('filterUserId');
    if (userId) return list((activeIn[groupId] ?? []).includes(userId) ? [fakeMember(7, { groupId })] : []);
    return list(groupId === 'group-1' ? [fakeMember(7), fakeMember(8)] : []);
  };
}

/** The from group, then (its members loaded) the member. */
async function chooseMember(group: string, member: string) {
  await screen.findByRole('button', { name: 'Transfer Now' });
  await pickOption('From Group', group);
  await waitFor(() => expect(screen.getByLabelText('Member', { selector: 'input' })).not.toBeDisabled());
  await pickOption('Member', member);
}

describe('/transfer-team-member/create', () => {
  it("offers every group but the from group, and keeps 'Transfer Now' disabled until all three are chosen", async () => {
    const api = mockApi({ 'GET groups': list(GROUPS), 'GET group-members': members() });
    openAt('/transfer-team-member/create');
    const submit = await screen.findByRole('button', { name: 'Transfer Now' });
    expect(submit).toBeDisabled();
    await pickOption('From Group', 'Team 1');
    expect(await optionsOf('To Group')).toEqual(['Team 2', 'Team 3']);
    expect(submit).toBeDisabled();
    await waitFor(() => expect(screen.getByLabelText('Member', { selector: 'input' })).not.toBeDisabled());
    await pickOption('Member', 'Nick 7');
    expect(submit).toBeDisabled();
    await pickOption('To Group', 'Team 2');
    await waitFor(() => expect(submit).toBeEnabled());
    const memberQuery = api.callsTo('GET', 'group-members')[0]?.query;
    expect(memberQuery?.get('filterGroupId')).toBe('group-1');
    expect(memberQuery?.get('withLeaderTeam')).toBe('false');
    expect(api.callsTo('GET', 'groups')[0]?.query.get('limit')).toBe('9999');
  });

  it("blocks a member already active in the to group: 'User already exists in group {group}'", async () => {
    const api = mockApi({ 'GET groups': list(GROUPS), 'GET group-members': members({ 'group-2': ['user-7'] }) });
    openAt('/transfer-team-member/create');
    await chooseMember('Team 1', 'Nick 7');
    await pickOption('To Group', 'Team 2');
    expect(await screen.findByText('User already exists in group Team 2', { selector: '.field-error' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Transfer Now' })).toBeDisabled();
    expect(api.callsTo('POST', 'transfer-member-teams')).toHaveLength(0);
  });

  it("shows the server's refusal at the to group", async () => {
    mockApi({
      'GET groups': list(GROUPS),
      'GET group-members': members(),
      'POST transfer-member-teams': json(409, { code: 'err_conflict', message: 'User already exists in group Team 3' }),
    });
    openAt('/transfer-team-member/create');
    await chooseMember('Team 1', 'Nick 7');
    await pickOption('To Group', 'Team 3');
    await userEvent.click(await screen.findByRole('button', { name: 'Transfer Now' }));
    expect(await screen.findByText('User already exists in group Team 3', { selector: '.field-error' })).toBeInTheDocument();
  });

  it("transfers: 'Transfer created!', then the new membership's fees in the 'Add Member' modal, sent with toGroupMemberId", async () => {
    const api = mockApi({
      'GET groups': list(GROUPS),
      'GET group-members': members(),
      'POST transfer-member-teams': ok({ ...fakeTransfer(), transferMemberId: 'tr-9', toGroupMemberId: 'gm-new' }),
      'POST teams-member-fees': ok({ teamsMemberFeeId: 'fee-9', groupMemberId: 'gm-new', userId: 'user-7', employeeId: 'emp-7' }),
      'GET transfer-member-teams/tr-9': ok(fakeTransfer({ transferMemberId: 'tr-9', status: 'TRANSFERED' })),
    });
    openAt('/transfer-team-member/create');
    await chooseMember('Team 1', 'Nick 7');
    await pickOption('To Group', 'Team 2');
    const submit = screen.getByRole('button', { name: 'Transfer Now' });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await toast('Transfer created!');
    expect(api.callsTo('POST', 'transfer-member-teams').map((c) => c.body)).toEqual([
      { originGroupId: 'group-1', originGroupMemberId: 'gm-7', toGroupId: 'group-2', userId: 'user-7' },
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Add Member' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("Fee can't be empty!");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Fee' }));
    await pickOption('Fees', 'Agent');
    await pickOption('Type Fee', 'Percentage');
    await userEvent.type(screen.getByLabelText('Value'), '9.99');
    await pickOption('Frequency', 'Per Transaction');
    await userEvent.type(screen.getByLabelText('Start Date'), '2026-04-01');
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Add Fee' })).getByRole('button', { name: 'Add' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.location.pathname).toBe('/transfer-team-member/tr-9'));
    expect(api.callsTo('POST', 'teams-member-fees').map((c) => c.body)).toEqual([
      {
        groupMemberId: 'gm-new',
        userId: 'user-7',
        employeeId: 'emp-7',
        teamsMemberFeeItems: [{ feeFor: 'AGENT', type: 'percentage', value: 0.0999, frequency: 'per_transaction', nextChargeAt: null, startAt: '2026-04-01', endAt: null }],
      },
    ]);
  });
});

describe('/transfer-team-member/{transferMemberId}', () => {
  const waiting = {
    ...fakeTransfer(),
    toGroupMember: { groupMemberId: 'gm-new', user: { userId: 'user-7' }, employee: { employeeId: 'emp-7' } },
  };

  it('shows the transfer; a waiting one offers to set its fees or cancel it', async () => {
    const api = mockApi({
      'GET transfer-member-teams/tr-1': ok(waiting),
      'POST transfer-member-teams/tr-1/cancel': ok({ ...waiting, status: 'CANCELED' }),
    });
    openAt('/transfer-team-member/tr-1');
    const card = await screen.findByRole('region', { name: 'Transfer' });
    expect(within(card).getByText('Waiting Transfer')).toBeInTheDocument();
    expect(within(card).getByText('Team 2')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Set Fees' }));
    expect(await screen.findByRole('dialog', { name: 'Add Member' })).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Add Member' })).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel Transfer' }));
    await waitFor(() => expect(api.callsTo('POST', 'transfer-member-teams/tr-1/cancel')).toHaveLength(1));
  });

  it("finds the waiting membership in the to group when the transfer names it only by id, and sets its fees there", async () => {
    const api = mockApi({
      'GET transfer-member-teams/tr-1': ok(fakeTransfer()),
      'GET groups': list([fakeGroup(2), fakeGroup(22, { groupName: 'Team 2 South' })]),
      'GET group-members': (call) =>
        list(call.query.get('filterGroupId') === 'group-2' && call.query.get('filterStatus') === 'waiting' ? [fakeMember(7, { groupMemberId: 'gm-new' })] : []),
      'POST teams-member-fees': ok({ teamsMemberFeeId: 'fee-9', groupMemberId: 'gm-new', userId: 'user-7', employeeId: 'emp-7' }),
    });
    openAt('/transfer-team-member/tr-1');
    const card = await screen.findByRole('region', { name: 'Transfer' });
    await userEvent.click(await within(card).findByRole('button', { name: 'Set Fees' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Member' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Fee' }));
    await pickOption('Fees', 'Office');
    await pickOption('Type Fee', 'Amount');
    await userEvent.type(screen.getByLabelText('Value'), '1.500.000');
    await pickOption('Frequency', 'Monthly');
    await userEvent.type(screen.getByLabelText('Start Date'), '2026-04-01');
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Add Fee' })).getByRole('button', { name: 'Add' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST', 'teams-member-fees')).toHaveLength(1));
    expect(api.callsTo('POST', 'teams-member-fees')[0]?.body).toMatchObject({ groupMemberId: 'gm-new', userId: 'user-7', employeeId: 'emp-7' });
    expect(api.callsTo('GET', 'groups')[0]?.query.get('search')).toBe('Team 2');
  });

  it('a done transfer offers nothing to do', async () => {
    mockApi({ 'GET transfer-member-teams/tr-1': ok({ ...waiting, status: 'TRANSFERED' }) });
    openAt('/transfer-team-member/tr-1');
    const card = await screen.findByRole('region', { name: 'Transfer' });
    expect(within(card).getByText('Done')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Set Fees' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Cancel Transfer' })).not.toBeInTheDocument();
  });
});

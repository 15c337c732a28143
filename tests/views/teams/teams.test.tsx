import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Switch } from 'wouter';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../domain/roles';
import TeamDetailPage from '../../../src/features/teams/TeamDetailPage';
import TeamFormPage from '../../../src/features/teams/TeamFormPage';
import TeamListPage from '../../../src/features/teams/TeamListPage';
import { json, list, mockApi, ok } from '../support/api';
import { renderWithProviders } from '../support/render';
import { fakeEmployee, fakeSession } from '../support/session';
import { fakeFeeItem, fakeGroup, fakeGroupDetail, fakeMember, toast } from './fixtures';

/** An office admin of Office 1: fakeSession gives admin roles no office. */
function officeAdminSession() {
  const session = fakeSession(['admin_office']);
  const office = { officeId: 'office-0', officeName: 'Office 1', officeCode: null, tempOfficeCode: null };
  return { ...session, officeId: 'office-0', employees: session.employees.map((e) => ({ ...e, officeId: 'office-0', office })) };
}

function openAt(path: string, roles: Role[] = ['admin_office']) {
  window.history.replaceState(null, '', path);
  return renderWithProviders(
    <Switch>
      <Route path="/teams" component={TeamListPage} />
      <Route path="/teams/create" component={TeamFormPage} />
      <Route path="/teams/:groupId/edit" component={TeamFormPage} />
      <Route path="/teams/:groupId" component={TeamDetailPage} />
    </Switch>,
    { session: roles.length === 1 && roles[0] === 'admin_office' ? officeAdminSession() : fakeSession(roles) },
  );
}

const agent = (index: number, nickName: string) =>
  fakeEmployee('agent', index, { userId: `user-${index}`, user: { name: `${nickName} Full`, nickName, email: `${nickName.toLowerCase()}@demo.test` } });

/** Types into an agent picker and picks the suggestion. */
async function pickAgent(label: string, text: string, option: string) {
  const input = screen.getByLabelText(label, { selector: 'input' });
  await userEvent.type(input, text);
  // The picker's own panel: another picker's may still be in the page, closing.
  await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;
  await userEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

describe('/teams', () => {
  it("says 'No Records Found' when the office has no team", async () => {
    mockApi({ 'GET groups': list([]) });
    openAt('/teams');
    const table = await screen.findByRole('table', { name: 'Teams' });
    expect(await within(table).findByText('No Records Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Team' })).toHaveAttribute('href', '/teams/create');
  });

  it('lists teams with office, leader, member count and creation date; searches after the debounce', async () => {
    const api = mockApi({ 'GET groups': list([fakeGroup(1)]) });
    openAt('/teams');
    const table = await screen.findByRole('table', { name: 'Teams' });
    const row = (await within(table).findByRole('link', { name: 'Team 1' })).closest('tr') as HTMLElement;
    expect([...row.querySelectorAll('td')].map((c) => c.textContent)).toEqual(['Team 1', 'Office 1', 'Leader 1', '3', '01 Mar 2026']);
    expect(within(row).getByRole('link', { name: 'Team 1' })).toHaveAttribute('href', '/teams/group-1');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search teams' }), 'alpha');
    await waitFor(() => expect(api.callsTo('GET', 'groups').at(-1)?.query.get('search')).toBe('alpha'));
    expect(api.callsTo('GET', 'groups').at(-1)?.query.get('sort')).toBe('createdAt:DESC');
  });

  it('offers the office filter to HQ and not to an office admin', async () => {
    mockApi({ 'GET groups': list([fakeGroup(1)]) });
    const view = openAt('/teams', ['admin_office']);
    await screen.findByRole('link', { name: 'Team 1' });
    expect(screen.queryByLabelText('Office')).not.toBeInTheDocument();
    view.unmount();
    openAt('/teams', ['admin_hq']);
    await screen.findByRole('link', { name: 'Team 1' });
    expect(screen.getByLabelText('Office')).toBeInTheDocument();
  });
});

describe('/teams/{groupId}', () => {
  const detail = fakeGroupDetail([
    fakeMember(7, {
      teamsMemberFees: [
        { teamsMemberFeeId: 'fee-1', groupMemberId: 'gm-7', userId: 'user-7', employeeId: 'emp-7', teamsMemberFeeItems: [fakeFeeItem('item-1'), fakeFeeItem('item-2', { feeFor: 'OFFICE', type: 'amount', frequency: 'monthly', value: 1_500_000 })] },
      ],
    }),
    fakeMember(8),
  ]);

  it('shows the leader and each member with their fees in short', async () => {
    mockApi({ 'GET groups/group-1': ok(detail) });
    openAt('/teams/group-1');
    const members = await screen.findByRole('table', { name: 'Members' });
    const rows = within(members)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...r.querySelectorAll('td')].slice(0, 3).map((c) => c.textContent));
    expect(rows).toEqual([
      ['Nick 7', 'E-7', 'Agent 9.99%, Office Rp 1.500.000'],
      ['Nick 8', 'E-8', 'No fees'],
    ]);
    expect(screen.getByText('Leader 1')).toBeInTheDocument();
    expect(within(members).getByRole('button', { name: 'Detail Fees of Nick 8' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Edit Team' })).toHaveAttribute('href', '/teams/group-1/edit');
  });

  it("'Add Member' needs an agent: 'Agent is required.' at the field", async () => {
    const api = mockApi({ 'GET groups/group-1': ok(detail) });
    openAt('/teams/group-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Member' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Agent is required.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Agent')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', 'group-members')).toHaveLength(0);
  });

  it("puts the server's 'User already exists in group {group}' at the agent field", async () => {
    const api = mockApi({
      'GET groups/group-1': ok(detail),
      'GET employees': list([agent(7, 'Nick')]),
      'POST group-members': json(409, { code: 'err_conflict', message: 'User already exists in group Team 1' }),
    });
    openAt('/teams/group-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Member' });
    await pickAgent('Agent', 'nic', 'Nick — Office 8');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('User already exists in group Team 1')).toBeInTheDocument();
    expect(api.callsTo('POST', 'group-members').map((c) => c.body)).toEqual([{ groupId: 'group-1', employeeId: 'emp-7' }]);
    const search = api.callsTo('GET', 'employees').at(-1)?.query;
    expect(search?.get('filterOfficeId')).toBe('office-0');
    expect(search?.get('filterRole')).toBe('agent');
  });

  it("an added member's first fees open in the 'Add Member' fee modal", async () => {
    mockApi({
      'GET groups/group-1': ok(detail),
      'GET employees': list([agent(9, 'Rina')]),
      'POST group-members': ok(fakeMember(9, { groupMemberId: 'gm-9' })),
    });
    openAt('/teams/group-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Member' }));
    await pickAgent('Agent', 'rin', 'Rina — Office 10');
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Add Member' })).getByRole('button', { name: 'Add' }));
    const modal = await screen.findByRole('dialog', { name: 'Add Member' });
    expect(await within(modal).findByRole('button', { name: 'Add Fee' })).toBeInTheDocument();
    expect(within(modal).getByText('Rina — Office 10')).toBeInTheDocument();
  });
});

describe('/teams/create', () => {
  it('refuses an empty form at its fields, then creates the team with leader and members', async () => {
    const api = mockApi({
      'GET employees': list([agent(3, 'Budi'), agent(4, 'Sari')]),
      'POST groups': ok(fakeGroup(5, { groupName: 'Team Alpha' })),
      'GET groups/group-5': ok(fakeGroupDetail([])),
    });
    openAt('/teams/create');
    await userEvent.click(await screen.findByRole('button', { name: 'Create Team' }));
    expect(await screen.findByText('Team Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Leader is required.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Team Name'), 'Team Alpha');
    await pickAgent('Leader', 'bud', 'Budi — Office 4');
    await pickAgent('Members', 'sar', 'Sari — Office 5');
    expect(screen.getByRole('button', { name: 'Remove Sari — Office 5' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Team' }));
    await toast('Team created!');
    expect(api.callsTo('POST', 'groups').map((c) => c.body)).toEqual([
      { officeId: 'office-0', groupName: 'Team Alpha', leaderEmployeeId: 'emp-3', memberEmployeeIds: ['emp-4'] },
    ]);
    await waitFor(() => expect(window.location.pathname).toBe('/teams/group-5'));
  });
});

describe('/teams/{groupId}/edit', () => {
  it('renames the team: only what changed is sent, then back to the team', async () => {
    const api = mockApi({
      'GET groups/group-1': ok(fakeGroupDetail([])),
      'PATCH groups/group-1': ok(fakeGroupDetail([])),
    });
    openAt('/teams/group-1/edit');
    const name = await screen.findByLabelText('Team Name');
    expect(name).toHaveValue('Team 1');
    expect(screen.getByLabelText('Leader', { selector: 'input' })).toHaveValue('Leader 1');
    expect(screen.queryByLabelText('Members', { selector: 'input' })).not.toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Team Name is required.')).toBeInTheDocument();
    await userEvent.type(name, 'Team Rajawali');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await toast('Team updated!');
    expect(api.callsTo('PATCH', 'groups/group-1').map((c) => c.body)).toEqual([{ groupName: 'Team Rajawali' }]);
    await waitFor(() => expect(window.location.pathname).toBe('/teams/group-1'));
  });
});

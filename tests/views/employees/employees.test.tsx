import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Switch } from 'wouter';
import { describe, expect, it } from 'vitest';
import { EMPLOYEE_ADMIN_MESSAGES, EMPLOYEE_SCREENS } from '../../../domain/employee-admin';
import type { Employee, EmployeeDetail } from '../../../domain/entities/employee';
import type { Role } from '../../../domain/roles';
import type { Session } from '../../../domain/session';
import EmployeeDetailPage from '../../../src/features/employees/EmployeeDetailPage';
import EmployeeFormPage from '../../../src/features/employees/EmployeeFormPage';
import EmployeeListPage from '../../../src/features/employees/EmployeeListPage';
import { json, mockApi, ok, type ApiCall } from '../support/api';
import { currentPath, renderWithProviders } from '../support/render';
import { fakeEmployee, fakeSession } from '../support/session';

const OFFICE = { officeId: 'office-bdg', officeName: 'Genius Bandung', officeCode: 'GNS-BDG', tempOfficeCode: null };

const person = (name: string, email: string) => ({ name, nickName: name.split(' ')[0]!, email });

const RINA: Employee = {
  ...fakeEmployee('admin_manager', 0),
  employeeId: 'emp-rina',
  userId: 'user-rina',
  employeeCode: 'HQ-007',
  currentPosition: 'Operations Manager',
  user: person('Rina Kartika', 'rina@genius.test'),
};

const ANDI: Employee = {
  ...fakeEmployee('agent', 1),
  employeeId: 'emp-andi',
  userId: 'user-andi',
  officeId: OFFICE.officeId,
  office: OFFICE,
  employeeCode: 'AG-101',
  status: 'OPEN',
  employeeRole: { role: 'agent', status: 'OPEN', approvalStatus: 'WAITING_APPROVAL' },
  user: person('Andi Wijaya', 'andi@genius.test'),
};

const detailOf = (e: Employee): EmployeeDetail => ({ ...e, approval: { reason: null, decidedAt: null, decidedBy: null } });

const page = <T,>(rows: T[], count = rows.length) => ok({ results: rows, count, prev: null, next: null });

/** A session whose records are in these offices (the fixture's office roles have office-{i}; an admin_office none). */
function sessionOf(role: Role, officeId: string | null = OFFICE.officeId): Session {
  const session = fakeSession([role]);
  const office = officeId ? { ...OFFICE, officeId } : null;
  return { ...session, employees: session.employees.map((e) => ({ ...e, officeId, office })), officeId };
}

function openAt(path: string, session: Session) {
  window.history.replaceState(null, '', path);
  const routes = Object.values(EMPLOYEE_SCREENS).flatMap(({ path: base }) => [
    <Route key={base} path={base} component={EmployeeListPage} />,
    <Route key={`${base}/create`} path={`${base}/create`} component={EmployeeFormPage} />,
    <Route key={`${base}/edit`} path={`${base}/:employeeId/edit`} component={EmployeeFormPage} />,
    <Route key={`${base}/detail`} path={`${base}/:employeeId/:tab?/:index?`} component={EmployeeDetailPage} />,
  ]);
  return renderWithProviders(<Switch>{routes}</Switch>, { session });
}

/** GET employees: the website-link lookups answer who holds a link; the rest is the list. */
function employeesApi(rows: Employee[], holders: Record<string, string> = {}) {
  return (call: ApiCall) => {
    const slug = call.query.get('filterSlug') ?? call.query.get('filterSlugAuthor');
    if (slug !== null) return page(holders[slug] ? [{ ...fakeEmployee('agent', 5), employeeId: holders[slug] }] : []);
    return page(rows);
  };
}

const toast = (text: string) => screen.findByText(text, { selector: '.p-toast-summary' });
const listCalls = (api: ReturnType<typeof mockApi>) => api.callsTo('GET', 'employees').filter((c) => !c.query.has('filterSlug') && !c.query.has('filterSlugAuthor'));

describe('/hq', () => {
  it("lists the HQ screen's roles with code, role, approval, role status and status, no office; 'Create HQ Employee' for an HQ manager", async () => {
    const andi: Employee = { ...fakeEmployee('admin', 9), employeeId: 'emp-root', user: person('Andi Root', 'root@genius.test') };
    const api = mockApi({ 'GET employees': employeesApi([RINA, andi]) });
    openAt('/hq', fakeSession(['admin_manager']));
    const table = await screen.findByRole('table', { name: 'HQ' });
    const row = (await within(table).findByRole('link', { name: 'Rina Kartika' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Rina Kartika' })).toHaveAttribute('href', '/hq/emp-rina');
    expect(row).toHaveTextContent('HQ-007');
    expect(within(row).getByText('Manager')).toBeInTheDocument();
    expect(within(row).getByText('Approved')).toBeInTheDocument();
    expect(within(row).getAllByText('Active')).toHaveLength(2);
    expect(within(table).queryByRole('columnheader', { name: 'Office' })).not.toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit Rina Kartika' })).toHaveAttribute('href', '/hq/emp-rina/edit');
    expect(screen.getByRole('link', { name: 'Create HQ Employee' })).toHaveAttribute('href', '/hq/create');
    // Only a Super Admin keeps a Super Admin's record.
    const rootRow = within(table).getByRole('link', { name: 'Andi Root' }).closest('tr') as HTMLElement;
    expect(within(rootRow).queryByRole('link', { name: 'Edit Andi Root' })).not.toBeInTheDocument();

    const query = listCalls(api)[0]!.query;
    expect(query.get('filterRole')?.split(',')).toEqual([...EMPLOYEE_SCREENS.hq.roles]);
    expect(query.get('includeData')).toBe('user,office');
    expect(query.get('limit')).toBe('25');
  });
});

describe('/agent', () => {
  it('an office admin keeping no office sees the rows but neither Create nor Edit', async () => {
    mockApi({ 'GET employees': employeesApi([ANDI]) });
    openAt('/agent', sessionOf('admin_office', null));
    const table = await screen.findByRole('table', { name: 'Agent' });
    const row = (await within(table).findByRole('link', { name: 'Andi Wijaya' })).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Genius Bandung');
    expect(within(row).getByText('Waiting Approval')).toBeInTheDocument();
    expect(within(row).getAllByText('Open')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Create Agent' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: 'Edit Andi Wijaya' })).not.toBeInTheDocument();
  });

  it('keeps the filters in the URL and the request, and the office admin of an office gets Create', async () => {
    const api = mockApi({ 'GET employees': employeesApi([]) });
    openAt('/agent?approvalStatus=WAITING_APPROVAL', sessionOf('admin_office'));
    expect(await screen.findByText('No Records Found')).toBeInTheDocument();
    expect(listCalls(api)[0]?.query.get('filterRoleApprovalStatus')).toBe('WAITING_APPROVAL');
    expect(listCalls(api)[0]?.query.get('filterRole')).toBe('agent');
    expect(screen.getByRole('link', { name: 'Create Agent' })).toHaveAttribute('href', '/agent/create');
    // One office: no office filter, and no role filter on a one-role screen.
    expect(screen.queryByLabelText('Office')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Role')).not.toBeInTheDocument();
  });
});

describe('/agent/create', () => {
  it('shows the §5 format messages at their fields, scrolls to the first and sends nothing', async () => {
    const api = mockApi({ 'GET employees': employeesApi([]), 'POST users/check-email': ok({ isExist: false }) });
    openAt('/agent/create', sessionOf('admin_office'));
    await userEvent.click(await screen.findByRole('radio', { name: 'New Person' }));
    await userEvent.type(screen.getByLabelText('First Name'), 'Budi2');
    await userEvent.type(screen.getByLabelText('Phone'), '0812-abc');
    await userEvent.type(screen.getByLabelText('Private Email'), 'budi@');
    await userEvent.type(screen.getByLabelText('Website Link'), 'Budi Santoso');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const firstName = screen.getByLabelText('First Name');
    expect(await screen.findByText('First Name format is invalid.')).toBeInTheDocument();
    expect(firstName).toHaveAccessibleDescription('First Name format is invalid.');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Phone format is invalid.');
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Private Email')).toHaveAccessibleDescription('Private Email format is invalid.');
    expect(screen.getByLabelText('Website Link')).toHaveAccessibleDescription(expect.stringContaining(EMPLOYEE_ADMIN_MESSAGES.slugFormat));
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(api.callsTo('POST', 'employees')).toHaveLength(0);
  });

  it("places the server's refusal of the website link at its field, then creates the agent in the admin's office", async () => {
    let isTaken = true;
    const api = mockApi({
      'GET employees': employeesApi([]),
      'POST users/check-email': ok({ isExist: false }),
      'POST employees': () =>
        isTaken
          ? json(400, { code: 'err_validation', message: 'Website link is already used', fields: { slug: 'Website link is already used' } })
          : { status: 201, body: { payload: detailOf({ ...ANDI, employeeId: 'emp-new' }) } },
      'GET employees/emp-new': ok(detailOf({ ...ANDI, employeeId: 'emp-new' })),
      'GET audit-events': page([]),
    });
    openAt('/agent/create', sessionOf('admin_office'));
    await userEvent.click(await screen.findByRole('radio', { name: 'New Person' }));
    await userEvent.type(screen.getByLabelText('First Name'), 'Andi');
    await userEvent.type(screen.getByLabelText('Last Name'), 'Wijaya');
    await userEvent.type(screen.getByLabelText('Email'), 'andi.wijaya');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Email domain' }), '@gmail.com');
    await userEvent.type(screen.getByLabelText('Phone'), '0812-3456-7890');
    await userEvent.type(screen.getByLabelText('Website Link'), 'andi-wijaya');
    expect(await screen.findByText('Website link can be used')).toBeInTheDocument();
    await screen.findByText('Email available!');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByLabelText('Website Link')).toHaveAccessibleDescription(expect.stringContaining('Website link is already used')));
    await waitFor(() => expect(screen.getByLabelText('Website Link')).toHaveFocus());
    expect(api.callsTo('POST', 'employees')[0]?.body).toEqual({
      kind: 'agent',
      role: 'agent',
      officeId: OFFICE.officeId,
      newUser: { firstName: 'Andi', middleName: null, lastName: 'Wijaya', nickName: null, email: 'andi.wijaya@gmail.com', phone: '0812-3456-7890', gender: 'male' },
      mainEmail: 'genius',
      slug: 'andi-wijaya',
      allowSelfListing: true,
      starAgentItems: [],
    });

    isTaken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await toast(EMPLOYEE_ADMIN_MESSAGES.created('Agent'))).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/agent/emp-new'));
  });
});

describe('/hq/create', () => {
  it('asks for a user and a role first, then creates the record for the picked user with no office', async () => {
    const dimas: Employee = { ...fakeEmployee('admin_finance_staff', 4), employeeId: 'emp-dimas', userId: 'user-dimas', user: person('Dimas Saputra', 'dimas@genius.test') };
    const api = mockApi({
      'GET employees': employeesApi([dimas]),
      'POST employees': { status: 201, body: { payload: detailOf({ ...dimas, employeeId: 'emp-new', employeeRole: { role: 'admin_hq', status: 'PUBLISH', approvalStatus: 'APPROVED' } }) } },
      'GET employees/emp-new': ok(detailOf({ ...dimas, employeeId: 'emp-new' })),
      'GET audit-events': page([]),
    });
    openAt('/hq/create', fakeSession(['admin_manager']));
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(EMPLOYEE_ADMIN_MESSAGES.userOrNewUser)).toBeInTheDocument();
    expect(screen.getByText('Role is required.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('User', { selector: 'input' })).toHaveFocus());
    expect(screen.queryByLabelText('Office')).not.toBeInTheDocument();

    const picker = screen.getByLabelText('User', { selector: 'input' });
    await userEvent.type(picker, 'dimas');
    await waitFor(() => expect(picker).toHaveAttribute('aria-expanded', 'true'));
    const suggestions = document.getElementById(picker.getAttribute('aria-controls') ?? '') as HTMLElement;
    await userEvent.click(within(suggestions).getByRole('option', { name: /Dimas Saputra/, hidden: true }));
    screen.getByLabelText('Role', { selector: 'input' }).focus();
    await userEvent.keyboard('{Enter}');
    const roles = await screen.findByRole('listbox', { name: /Role|Option List/, hidden: true });
    expect(within(roles).queryByRole('option', { name: 'Super Admin', hidden: true })).not.toBeInTheDocument();
    await userEvent.click(within(roles).getByRole('option', { name: 'Admin HQ', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await toast(EMPLOYEE_ADMIN_MESSAGES.created('HQ Employee'))).toBeInTheDocument();
    expect(api.callsTo('POST', 'employees')[0]?.body).toEqual({ kind: 'hq', role: 'admin_hq', userId: 'user-dimas', mainEmail: 'genius', allowSelfListing: true, starAgentItems: [] });
    await waitFor(() => expect(currentPath()).toBe('/hq/emp-new'));
  });
});

describe('/hq/{employeeId}/edit', () => {
  it("says 'Website link is already used' 500 ms after typing a taken link, and refuses to save", async () => {
    const api = mockApi({
      'GET employees/emp-rina': ok(detailOf({ ...RINA, slug: 'rina-kartika' })),
      'GET employees': employeesApi([], { 'sari-dewi': 'emp-sari' }),
    });
    openAt('/hq/emp-rina/edit', fakeSession(['admin_manager']));
    const field = await screen.findByLabelText('Website Link');
    expect(field).toHaveValue('rina-kartika');
    await userEvent.clear(field);
    await userEvent.type(field, 'sari-dewi');
    expect(await screen.findByText('Website link is already used')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('GET', 'employees').map((c) => c.query.get('filterSlug'))).toEqual(['sari-dewi']);
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(field).toHaveFocus());
    expect(api.callsTo('PATCH', 'employees/emp-rina')).toHaveLength(0);
  });

  it('saves the position with the role status and status, then opens the record', async () => {
    const api = mockApi({
      'GET employees/emp-rina': ok(detailOf(RINA)),
      'GET employees': employeesApi([]),
      'PATCH employees/emp-rina': (call) => ok(detailOf({ ...RINA, currentPosition: (call.body as { currentPosition: string }).currentPosition })),
      'GET audit-events': page([]),
    });
    openAt('/hq/emp-rina/edit', fakeSession(['admin_manager']));
    const position = await screen.findByLabelText('Position');
    expect(screen.queryByLabelText('Office')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('User')).not.toBeInTheDocument();
    await userEvent.clear(position);
    await userEvent.type(position, 'Head of Operations');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await toast(EMPLOYEE_ADMIN_MESSAGES.updated('HQ Employee'))).toBeInTheDocument();
    expect(api.callsTo('PATCH', 'employees/emp-rina')[0]?.body).toMatchObject({
      role: 'admin_manager',
      currentPosition: 'Head of Operations',
      employeeCode: 'HQ-007',
      roleStatus: 'PUBLISH',
      status: 'ACTIVE',
      slug: null,
    });
    expect(api.callsTo('PATCH', 'employees/emp-rina')[0]?.body).not.toHaveProperty('officeId');
    await waitFor(() => expect(currentPath()).toBe('/hq/emp-rina'));
  });
});

describe('/agent/{employeeId}/edit', () => {
  it('keeps the statuses of a record waiting for approval as they are, saying why', async () => {
    mockApi({ 'GET employees/emp-andi': ok(detailOf(ANDI)), 'GET employees': employeesApi([]) });
    openAt('/agent/emp-andi/edit', sessionOf('admin_office'));
    const roleStatus = await screen.findByLabelText('Role Status', { selector: 'input' });
    expect(roleStatus.closest('.p-dropdown')).toHaveClass('p-disabled');
    expect(screen.getByLabelText('Status', { selector: 'input' }).closest('.p-dropdown')).toHaveClass('p-disabled');
    expect(screen.getAllByText(EMPLOYEE_ADMIN_MESSAGES.statusBeforeApproval)).toHaveLength(2);
    // The arrows are hidden from assistive technology (a nameless role=button fails axe): the labelled comboboxes are what it reads.
    for (const trigger of roleStatus.closest('section')!.querySelectorAll('.p-dropdown-trigger')) expect(trigger).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByLabelText('Allow Self Listing')).toBeChecked();
  });
});

describe('/agent/{employeeId}/{tab}', () => {
  it('shows the record with its tabs in the URL, Edit for the office admin, and where a waiting one is approved', async () => {
    mockApi({
      'GET employees/emp-andi': ok(detailOf({ ...ANDI, starAgentTitle: 'Top of Bandung', starAgentItems: [{ type: 'top_lister' }] })),
      'GET audit-events': page([]),
    });
    openAt('/agent/emp-andi/star-agent', sessionOf('admin_office'));
    expect(await screen.findByRole('heading', { name: 'Andi Wijaya', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Top of Bandung')).toBeInTheDocument();
    expect(screen.getByText('Top Lister')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Star Agent' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/agent/emp-andi/edit');
    // Agents are approved by admin-HQ-plus: an office admin is not sent there.
    expect(screen.queryByRole('link', { name: /Open in Approve Agent/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Employee' }));
    await waitFor(() => expect(currentPath()).toBe('/agent/emp-andi'));
    expect(await screen.findByText('AG-101')).toBeInTheDocument();
    expect(screen.getByText('Genius Bandung')).toBeInTheDocument();
  });

  it('links a waiting record to its approval screen for whoever decides it, and offers no Edit outside their offices', async () => {
    mockApi({ 'GET employees/emp-andi': ok(detailOf(ANDI)), 'GET audit-events': page([]) });
    openAt('/agent/emp-andi', fakeSession(['admin_hq']));
    expect(await screen.findByRole('link', { name: 'Open in Approve Agent' })).toHaveAttribute('href', '/approve-agent/emp-andi');
    expect(screen.getByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByText('Waiting Approval')).toBeInTheDocument();
  });
});

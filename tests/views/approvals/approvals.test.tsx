import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Switch } from 'wouter';
import { describe, expect, it } from 'vitest';
import { APPROVAL_MESSAGES } from '../../../domain/approval';
import type { EmployeeDetail } from '../../../domain/entities/employee';
import type { Role } from '../../../domain/roles';
import ApproveAgentDetailPage from '../../../src/features/approvals/ApproveAgentDetailPage';
import ApproveAgentPage from '../../../src/features/approvals/ApproveAgentPage';
import ApproveStaffDetailPage from '../../../src/features/approvals/ApproveStaffDetailPage';
import { json, mockApi, ok } from '../support/api';
import { renderWithProviders } from '../support/render';
import { fakeEmployee, fakeSession } from '../support/session';

const page = <T,>(rows: T[], count = rows.length) => ok({ results: rows, count, prev: null, next: null });

function waiting(role: Role, overrides: Partial<EmployeeDetail> = {}): EmployeeDetail {
  return {
    ...fakeEmployee(role, 7, { employeeId: 'emp-rudi', status: 'OPEN', user: { name: 'Rudi Hartanto', nickName: 'Rudi', email: 'rudi@candidate.test' } }, {
      status: 'OPEN',
      approvalStatus: 'WAITING_APPROVAL',
    }),
    approval: { reason: null, decidedAt: null, decidedBy: null },
    ...overrides,
  };
}

function openAt(path: string, roles: Role[] = ['admin']) {
  window.history.replaceState(null, '', path);
  return renderWithProviders(
    <Switch>
      <Route path="/approve-agent" component={ApproveAgentPage} />
      <Route path="/approve-agent/:employeeId" component={ApproveAgentDetailPage} />
      <Route path="/approve-staff/:employeeId" component={ApproveStaffDetailPage} />
    </Switch>,
    { session: fakeSession(roles) },
  );
}

const toast = (text: string) => screen.findByText(text, { selector: '.p-toast-summary' });

describe('/approve-agent', () => {
  it('lists the agents waiting for approval first; another tab asks for its status from the first page', async () => {
    const api = mockApi({ 'GET employees': () => page([waiting('agent')]) });
    openAt('/approve-agent?page=2');
    const table = await screen.findByRole('table', { name: 'Approve Agent: Waiting Approval' });
    expect(within(table).getByRole('link', { name: 'Rudi Hartanto' })).toHaveAttribute('href', '/approve-agent/emp-rudi');
    const first = api.callsTo('GET', 'employees')[0]!.query;
    expect(first.get('filterRole')).toBe('agent');
    expect(first.get('filterRoleApprovalStatus')).toBe('WAITING_APPROVAL');
    expect(first.get('offset')).toBe('25');

    await userEvent.click(screen.getByRole('link', { name: 'Rejected' }));
    await waitFor(() => expect(api.callsTo('GET', 'employees').at(-1)?.query.get('filterRoleApprovalStatus')).toBe('REJECTED'));
    expect(api.callsTo('GET', 'employees').at(-1)?.query.get('offset')).toBe('0');
    expect(screen.getByRole('link', { name: 'Rejected' })).toHaveAttribute('aria-current', 'page');
  });

  it("shows 'No Records Found' when nobody waits", async () => {
    mockApi({ 'GET employees': () => page([]) });
    openAt('/approve-agent');
    expect(await screen.findByText('No Records Found')).toBeInTheDocument();
  });
});

describe('/approve-agent/{employeeId}', () => {
  it('a rejection needs a reason, shown at the field; with one it is sent and the employee is told', async () => {
    const api = mockApi({
      'GET employees/emp-rudi': ok(waiting('agent')),
      'POST employees/emp-rudi/approval': (call) =>
        ok(waiting('agent', { employeeRole: { role: 'agent', status: 'OPEN', approvalStatus: 'REJECTED' }, approval: { reason: (call.body as { reason: string }).reason, decidedAt: null, decidedBy: null } })),
    });
    openAt('/approve-agent/emp-rudi');
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Rudi Hartanto' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(APPROVAL_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', 'employees/emp-rudi/approval')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Reason'), 'KTP is unreadable');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await toast(APPROVAL_MESSAGES.rejected('Rudi Hartanto'))).toBeInTheDocument();
    expect(api.callsTo('POST', 'employees/emp-rudi/approval')[0]?.body).toEqual({ approvalStatus: 'REJECTED', reason: 'KTP is unreadable' });
  });

  it('approving asks once more, then sends APPROVED', async () => {
    const api = mockApi({
      'GET employees/emp-rudi': ok(waiting('agent')),
      'POST employees/emp-rudi/approval': ok(waiting('agent', { status: 'ACTIVE', employeeRole: { role: 'agent', status: 'PUBLISH', approvalStatus: 'APPROVED' } })),
    });
    openAt('/approve-agent/emp-rudi', ['admin_hq']);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await toast(APPROVAL_MESSAGES.approved('Rudi Hartanto'))).toBeInTheDocument();
    expect(api.callsTo('POST', 'employees/emp-rudi/approval')[0]?.body).toEqual({ approvalStatus: 'APPROVED' });
  });

  it('shows no buttons where the server would refuse: a decided record, or staff for admin_hq (§6)', async () => {
    mockApi({
      'GET employees/emp-rudi': ok(waiting('agent', { employeeRole: { role: 'agent', status: 'OPEN', approvalStatus: 'REJECTED' }, approval: { reason: 'No KTP', decidedAt: '2026-11-20T03:00:00.000Z', decidedBy: { name: 'Andi Wijaya' } } })),
      'GET employees/emp-yudi': ok(waiting('admin_office', { employeeId: 'emp-yudi' })),
      'GET audit-events': () => page([]),
    });
    const first = openAt('/approve-agent/emp-rudi');
    expect(await screen.findByText('No KTP')).toBeInTheDocument();
    expect(screen.getByText('20 Nov 2026 10:00 by Andi Wijaya')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    first.unmount();

    openAt('/approve-staff/emp-yudi', ['admin_hq']);
    expect(await screen.findByRole('heading', { name: 'Rudi Hartanto' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('a record out of the caller’s sight shows the error, not a form', async () => {
    mockApi({ 'GET employees/emp-x': () => json(404, { code: 'err_not_found', message: 'Employee not found.' }) });
    openAt('/approve-agent/emp-x');
    expect(await screen.findByText('Employee not found.')).toBeInTheDocument();
  });
});

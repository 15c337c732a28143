import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Switch } from 'wouter';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/messages';
import { STAFF_TRANSFER_MESSAGES, type TransferEmployee } from '../../../domain/staff-transfer';
import TransferStaffCreatePage from '../../../src/features/transfer-staff/TransferStaffCreatePage';
import TransferStaffDetailPage from '../../../src/features/transfer-staff/TransferStaffDetailPage';
import TransferStaffListPage from '../../../src/features/transfer-staff/TransferStaffListPage';
import { json, mockApi, ok } from '../support/api';
import { currentPath, renderWithProviders } from '../support/render';
import { fakeEmployee, fakeSession } from '../support/session';

const page = <T,>(rows: T[], count = rows.length) => ok({ results: rows, count, prev: null, next: null });

const BAYU: TransferEmployee = {
  transferEmployeeId: 'tr-bayu',
  employee: { employeeId: 'emp-bayu', employeeCode: 'SBY-0003', role: 'agent' },
  user: { name: 'Bayu Firmansyah', nickName: 'Bayu' },
  fromOffice: { officeId: 'office-sby', officeName: 'Genius Surabaya' },
  toOffice: { officeId: 'office-jks', officeName: 'Genius Jakarta Selatan' },
  timing: 'SCHEDULED',
  scheduledAt: '2026-12-02T03:00:00.000Z',
  status: 'WAITING',
  transferedAt: null,
  createdAt: '2026-11-23T02:00:00.000Z',
  createdByUserMeta: { name: 'Andi Wijaya' },
};

function openAt(path: string) {
  window.history.replaceState(null, '', path);
  return renderWithProviders(
    <Switch>
      <Route path="/transfer-staff" component={TransferStaffListPage} />
      <Route path="/transfer-staff/create" component={TransferStaffCreatePage} />
      <Route path="/transfer-staff/:transferEmployeeId" component={TransferStaffDetailPage} />
    </Switch>,
    { session: fakeSession(['admin']) },
  );
}

const toast = (text: string) => screen.findByText(text, { selector: '.p-toast-summary' });

describe('/transfer-staff', () => {
  it('lists transfers with their status and scheduled time, filtered by status from the URL', async () => {
    const api = mockApi({ 'GET transfer-employees': () => page([BAYU]) });
    openAt('/transfer-staff?status=WAITING');
    const table = await screen.findByRole('table', { name: 'Transfers' });
    const row = within(table).getByRole('link', { name: 'Bayu Firmansyah' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('Waiting Transfer')).toBeInTheDocument();
    expect(within(row).getByText('02 Dec 2026 10:00')).toBeInTheDocument();
    expect(api.callsTo('GET', 'transfer-employees')[0]?.query.get('filterStatus')).toBe('WAITING');
    expect(screen.getByRole('link', { name: 'Create Transfer' })).toHaveAttribute('href', '/transfer-staff/create');
  });
});

describe('/transfer-staff/create', () => {
  it('shows each missing field at the field and sends nothing; a scheduled transfer needs its date', async () => {
    const api = mockApi({ 'GET employees': () => page([]), 'GET offices': () => page([]) });
    openAt('/transfer-staff/create');
    await userEvent.click(await screen.findByRole('radio', { name: 'Scheduled' }));
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText(MESSAGES.required('Employee'))).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.required('To Office'))).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.required('Scheduled Date'))).toBeInTheDocument();
    expect(api.callsTo('POST', 'transfer-employees')).toHaveLength(0);
  });

  it('sends an immediate transfer and opens it; a refusal of the server shows at its field', async () => {
    const vina = fakeEmployee('agent', 3, { employeeId: 'emp-vina', user: { name: 'Vina Melati', nickName: 'Vina', email: 'vina@demo.test' } });
    let refuse = true;
    const api = mockApi({
      'GET employees': () => page([vina]),
      'GET offices': () => page([{ officeId: 'office-sby', officeName: 'Genius Surabaya', officeCode: 'GNS-SBY' }]),
      'POST transfer-employees': () =>
        refuse
          ? json(400, { code: 'err_validation', message: STAFF_TRANSFER_MESSAGES.sameOffice, fields: { toOfficeId: STAFF_TRANSFER_MESSAGES.sameOffice } })
          : { status: 201, body: { payload: { ...BAYU, transferEmployeeId: 'tr-vina', timing: 'IMMEDIATELY', scheduledAt: null, status: 'TRANSFERED' } } },
    });
    openAt('/transfer-staff/create');
    await userEvent.type(await screen.findByLabelText('Employee'), 'vina');
    await userEvent.click(await screen.findByText(/Vina Melati/));
    await userEvent.type(screen.getByLabelText('To Office'), 'sura');
    await userEvent.click(await screen.findByText(/Genius Surabaya/));
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText(STAFF_TRANSFER_MESSAGES.sameOffice)).toBeInTheDocument();
    expect(api.callsTo('POST', 'transfer-employees')[0]?.body).toEqual({ employeeId: 'emp-vina', toOfficeId: 'office-sby', timing: 'IMMEDIATELY', scheduledAt: null });

    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await toast(STAFF_TRANSFER_MESSAGES.created)).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/transfer-staff/tr-vina'));
  });
});

describe('/transfer-staff/{transferEmployeeId}', () => {
  it('a waiting transfer can be canceled; a done one offers nothing', async () => {
    let status: TransferEmployee['status'] = 'WAITING';
    const api = mockApi({
      'GET transfer-employees/tr-bayu': () => ok({ ...BAYU, status }),
      'POST transfer-employees/tr-bayu/cancel': () => {
        status = 'CANCELED';
        return ok({ ...BAYU, status });
      },
      'GET audit-events': () => page([]),
    });
    openAt('/transfer-staff/tr-bayu');
    expect(await screen.findByText('Scheduled: 02 Dec 2026 10:00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Transfer' }));
    expect(await toast(STAFF_TRANSFER_MESSAGES.canceled)).toBeInTheDocument();
    expect(api.callsTo('POST', 'transfer-employees/tr-bayu/cancel')).toHaveLength(1);
    expect(await screen.findByText('Canceled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Transfer' })).not.toBeInTheDocument();
  });
});

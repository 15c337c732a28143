import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { OFFICE_BILLING_MESSAGES, type OfficeBilling } from '../../../domain/office-billing';
import BillingDetailPage from '../../../src/features/billing/BillingDetailPage';
import BillingFormPage from '../../../src/features/billing/BillingFormPage';
import BillingListPage from '../../../src/features/billing/BillingListPage';
import { list, mockApi, ok } from '../support/api';
import { renderScreen } from '../support/render';
import { fakeSession } from '../support/session';

const billingOf = (overrides: Partial<OfficeBilling> = {}): OfficeBilling => ({
  officeBillingId: 'ob-1',
  officeId: 'office-0',
  officeName: 'Genius Jakarta Selatan',
  description: 'Monthly franchise fee',
  amount: 2_500_000,
  frequency: 'monthly',
  startOn: '2026-09-30',
  endOn: null,
  nextChargeOn: '2026-11-30',
  status: 'ACTIVE',
  charged: 5_000_000,
  paid: 2_500_000,
  createdAt: '2026-09-01T03:00:00.000Z',
  charges: [
    { officeBillingChargeId: 'c2', chargeOn: '2026-10-30', amount: 2_500_000, paid: 0, balance: 2_500_000, status: 'unpaid', createdAt: '2026-10-29T17:00:00.000Z' },
    { officeBillingChargeId: 'c1', chargeOn: '2026-09-30', amount: 2_500_000, paid: 2_500_000, balance: 0, status: 'paid', createdAt: '2026-09-29T17:00:00.000Z' },
  ],
  payments: [
    { invoicePaymentId: 'p1', officeBillingChargeId: 'c1', chargeOn: '2026-09-30', amount: 2_500_000, paidOn: '2026-10-07', method: 'transfer', reference: 'TRX-9', recordedByName: 'Fina', createdAt: '2026-10-07T03:00:00.000Z' },
  ],
  ...overrides,
});

const toast = (text: string) => screen.findByText(text, { selector: '.p-toast-summary' });
const renderAt = (path: string, pattern: string, Screen: ComponentType, roles: Parameters<typeof fakeSession>[0]) => renderScreen(path, pattern, Screen, { session: fakeSession(roles) });

describe('/billing', () => {
  it('lists HQ’s billings with the URL’s status; Create Billing for HQ finance only', async () => {
    const api = mockApi({ 'GET office-billings': list([billingOf()]) });
    renderAt('/billing?status=ACTIVE', '/billing', BillingListPage, ['admin_finance_staff']);
    const row = await within(await screen.findByRole('table', { name: 'Office billings' })).findByRole('row', { name: /Monthly franchise fee/ });
    expect(row).toHaveTextContent('Rp 5.000.000');
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(api.callsTo('GET', 'office-billings')[0]!.query.get('filterStatus')).toBe('ACTIVE');
    expect(screen.getByRole('link', { name: 'Create Billing' })).toHaveAttribute('href', '/billing/create');
  });

  it('shows no Create Billing to an HQ admin who is not finance', async () => {
    mockApi({ 'GET office-billings': list([billingOf()]) });
    renderAt('/billing', '/billing', BillingListPage, ['admin_hq']);
    await screen.findByRole('table', { name: 'Office billings' });
    expect(screen.queryByRole('link', { name: 'Create Billing' })).not.toBeInTheDocument();
  });
});

describe('/billing/create', () => {
  it('shows what is wrong at each field before sending anything', async () => {
    const api = mockApi({});
    renderAt('/billing/create', '/billing/create', BillingFormPage, ['admin_finance_staff']);
    const form = await screen.findByRole('form', { name: 'Create billing' });
    await userEvent.click(within(form).getByRole('button', { name: 'Create Billing' }));
    expect(await within(form).findByText('Office is required.')).toBeInTheDocument();
    expect(within(form).getByText('Description is required.')).toBeInTheDocument();
    expect(within(form).getByText('Amount is required.')).toBeInTheDocument();
    // With the rest filled in, an end before the start is refused at the end date.
    await userEvent.type(within(form).getByLabelText('Description'), 'Signage rent');
    await userEvent.type(within(form).getByLabelText('Amount (Rp)'), '1000000');
    await userEvent.type(within(form).getByLabelText('End Date (optional)'), '2000-01-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Billing' }));
    expect(await within(form).findByText(OFFICE_BILLING_MESSAGES.endBeforeStart)).toBeInTheDocument();
    expect(api.callsTo('POST', 'office-billings')).toHaveLength(0);
  });
});

describe('/billing/{officeBillingId}', () => {
  it('shows the terms and the charges newest first, and lets HQ finance stop it after confirming', async () => {
    const api = mockApi({ 'GET office-billings/ob-1': ok(billingOf()), 'POST office-billings/ob-1/stop': ok(billingOf({ status: 'STOPPED', nextChargeOn: null })) });
    renderAt('/billing/ob-1', '/billing/:officeBillingId', BillingDetailPage, ['admin_finance_staff']);
    const charges = await screen.findByRole('table', { name: 'Charges' });
    expect(within(charges).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual([
      '30 Oct 2026Rp 2.500.000Rp 0Rp 2.500.000UnpaidRecord Payment',
      '30 Sep 2026Rp 2.500.000Rp 2.500.000Rp 0Paid',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Stop Billing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop Billing' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop Billing' }));
    expect(await toast(OFFICE_BILLING_MESSAGES.stopped)).toBeInTheDocument();
    expect(api.callsTo('POST', 'office-billings/ob-1/stop')).toHaveLength(1);
  });

  it('says the billing is not found, with the way back, when the API answers 404', async () => {
    mockApi({ 'GET office-billings/ob-9': { status: 404, body: { code: 'err_not_found', message: OFFICE_BILLING_MESSAGES.notFound } } });
    renderAt('/billing/ob-9', '/billing/:officeBillingId', BillingDetailPage, ['admin_finance_staff']);
    expect(await screen.findByRole('heading', { name: OFFICE_BILLING_MESSAGES.notFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Billing' })).toHaveAttribute('href', '/billing');
  });
});

describe('/billing/{officeBillingId} payments', () => {
  it('records what the office paid of an unpaid charge, refused at the amount first', async () => {
    const api = mockApi({
      'GET office-billings/ob-1': ok(billingOf()),
      'POST office-billings/ob-1/charges/c2/payments': (call) =>
        (call.body as { amount: number }).amount > 2_500_000
          ? { status: 400, body: { code: 'err_validation', message: 'Invalid', fields: { amount: OFFICE_BILLING_MESSAGES.overpaid('Rp 2.500.000') } } }
          : { status: 201, body: { payload: billingOf({ paid: 5_000_000 }) } },
    });
    renderAt('/billing/ob-1', '/billing/:officeBillingId', BillingDetailPage, ['admin_finance_staff']);
    expect(await screen.findByRole('table', { name: 'Payments' })).toHaveTextContent('TRX-9');
    await userEvent.click(screen.getByRole('button', { name: 'Record payment of the 30 Oct 2026 charge' }));
    const dialog = await screen.findByRole('dialog', { name: /Record Payment/ });
    const amount = within(dialog).getByLabelText(/Amount/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '3000000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    expect(await within(dialog).findByText(OFFICE_BILLING_MESSAGES.overpaid('Rp 2.500.000'))).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '2500000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    expect(await toast(OFFICE_BILLING_MESSAGES.paymentRecorded('30 Oct 2026'))).toBeInTheDocument();
    expect(api.callsTo('POST', 'office-billings/ob-1/charges/c2/payments').map((c) => (c.body as { amount: number }).amount)).toEqual([3_000_000, 2_500_000]);
  });

  it('offers no Record Payment to an HQ admin who is not finance', async () => {
    mockApi({ 'GET office-billings/ob-1': ok(billingOf()) });
    renderAt('/billing/ob-1', '/billing/:officeBillingId', BillingDetailPage, ['admin_hq']);
    await screen.findByRole('table', { name: 'Charges' });
    expect(screen.queryByRole('button', { name: /Record payment/i })).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { AGENT_BILLING_MESSAGES, type AgentBilling } from '../../../domain/agent-billing';
import AgentReceivableDetailPage from '../../../src/features/agent-receivable/AgentReceivableDetailPage';
import AgentReceivableListPage from '../../../src/features/agent-receivable/AgentReceivableListPage';
import { list, mockApi, ok } from '../support/api';
import { renderScreen } from '../support/render';
import { fakeSession } from '../support/session';

const billingOf = (overrides: Partial<AgentBilling> = {}): AgentBilling => ({
  agentBillingId: 'ab-1',
  closingId: 'closing-1',
  closingCode: 'CLS-000001',
  listing: { listingCode: 'LST-100001', title: 'Rumah 2 Lantai di Kebayoran Baru' },
  officeId: 'office-0',
  officeName: 'Genius Jakarta Selatan',
  employeeId: 'emp-1',
  agentName: 'Nanda',
  closingDate: '2026-11-20',
  gross: 46_500_000,
  memberFee: 2_325_000,
  agentDevelopmentFee: 4_412_925,
  amount: 39_762_075,
  paid: 10_000_000,
  balance: 29_762_075,
  status: 'partially_paid',
  payments: [
    { invoicePaymentId: 'p1', amount: 10_000_000, paidOn: '2026-11-22', method: 'transfer', reference: 'PAYOUT-1', recordedByName: 'Fina', createdAt: '2026-11-22T03:00:00.000Z', balanceAfter: 29_762_075 },
  ],
  ...overrides,
});

const toast = (text: string) => screen.findByText(text, { selector: '.p-toast-summary' });
const renderAt = (path: string, pattern: string, Screen: ComponentType, roles: Parameters<typeof fakeSession>[0]) => renderScreen(path, pattern, Screen, { session: fakeSession(roles) });

describe('/agent-receivable', () => {
  it('lists an agent’s receivables through office/agent-billings with the URL’s status and search', async () => {
    const api = mockApi({ 'GET office/agent-billings': list([billingOf()]) });
    renderAt('/agent-receivable?status=partially_paid&search=Nanda', '/agent-receivable', AgentReceivableListPage, ['agent']);
    const row = await within(await screen.findByRole('table', { name: 'Agent receivables' })).findByRole('row', { name: /Nanda/ });
    expect(within(row).getByRole('link', { name: 'Nanda' })).toHaveAttribute('href', '/agent-receivable/ab-1');
    expect(within(row).getByText('Partially Paid')).toBeInTheDocument();
    expect(row).toHaveTextContent('Rp 29.762.075');
    const query = api.callsTo('GET', 'office/agent-billings')[0]!.query;
    expect(query.get('filterStatus')).toBe('partially_paid');
    expect(query.get('search')).toBe('Nanda');
  });
});

describe('/agent-receivable/{agentBillingId}', () => {
  it('shows how the amount is made and the payouts with their running balance; an agent records no payout', async () => {
    mockApi({ 'GET office/agent-billings/ab-1': ok(billingOf()) });
    renderAt('/agent-receivable/ab-1', '/agent-receivable/:agentBillingId', AgentReceivableDetailPage, ['agent']);
    const figures = await screen.findByRole('table', { name: 'Receivable figures' });
    expect(within(figures).getByRole('row', { name: /Team member fee/ })).toHaveTextContent('− Rp 2.325.000');
    expect(within(figures).getByRole('row', { name: /Owed to the agent/ })).toHaveTextContent('Rp 39.762.075');
    const payouts = screen.getByRole('table', { name: 'Payments' });
    expect(within(payouts).getByRole('row', { name: /PAYOUT-1/ })).toHaveTextContent('Rp 29.762.075');
    expect(screen.queryByRole('button', { name: 'Record Payout' })).not.toBeInTheDocument();
  });

  it('lets the office’s finance record a payout; the server’s refusal shows at the amount', async () => {
    const api = mockApi({
      'GET office/agent-billings/ab-1': ok(billingOf()),
      'POST office/agent-billings/ab-1/payments': (call) =>
        (call.body as { amount: number }).amount > 29_762_075
          ? { status: 400, body: { code: 'err_validation', message: 'too much', fields: { amount: AGENT_BILLING_MESSAGES.overpaid('Rp 29.762.075') } } }
          : ok(billingOf({ status: 'paid', paid: 39_762_075, balance: 0 })),
    });
    renderAt('/agent-receivable/ab-1', '/agent-receivable/:agentBillingId', AgentReceivableDetailPage, ['finance_office']);
    await userEvent.click(await screen.findByRole('button', { name: 'Record Payout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record Payout: Nanda' });
    const amount = within(dialog).getByLabelText('Amount (Rp)');
    expect(amount).toHaveValue(29_762_075);
    await userEvent.clear(amount);
    await userEvent.type(amount, '30000000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record Payout' }));
    expect(await within(dialog).findByText(AGENT_BILLING_MESSAGES.overpaid('Rp 29.762.075'))).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '29762075');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record Payout' }));
    expect(await toast(AGENT_BILLING_MESSAGES.recorded('Nanda'))).toBeInTheDocument();
    expect(api.callsTo('POST', 'office/agent-billings/ab-1/payments').at(-1)!.body).toMatchObject({ amount: 29_762_075, method: 'transfer' });
  });

  it('says the receivable is not found, with the way back, when the API answers 404', async () => {
    mockApi({ 'GET office/agent-billings/ab-9': { status: 404, body: { code: 'err_not_found', message: AGENT_BILLING_MESSAGES.notFound } } });
    renderAt('/agent-receivable/ab-9', '/agent-receivable/:agentBillingId', AgentReceivableDetailPage, ['agent']);
    expect(await screen.findByRole('heading', { name: AGENT_BILLING_MESSAGES.notFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Agent Receivable' })).toHaveAttribute('href', '/agent-receivable');
  });
});

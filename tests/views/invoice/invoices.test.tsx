import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { INVOICE_MESSAGES, type Invoice } from '../../../domain/invoice';
import InvoiceDetailPage from '../../../src/features/invoice/InvoiceDetailPage';
import InvoiceListPage from '../../../src/features/invoice/InvoiceListPage';
import { list, mockApi, ok } from '../support/api';
import { renderScreen } from '../support/render';
import { fakeSession } from '../support/session';

const invoiceOf = (overrides: Partial<Invoice> = {}): Invoice => ({
  invoiceId: 'inv-1',
  invoiceNumber: 'INV/GNS-JKS/2026/0001',
  officeId: 'office-0',
  officeName: 'Genius Jakarta Selatan',
  closingId: 'closing-1',
  closingCode: 'CLS-000001',
  listing: { listingCode: 'LST-100001', title: 'Rumah 2 Lantai di Kebayoran Baru' },
  status: 'unpaid',
  issuedOn: '2026-11-20',
  dueOn: '2026-12-20',
  total: 17_164_766,
  paid: 0,
  balance: 17_164_766,
  lines: [
    { invoiceLineId: 'l1', feeCode: 'royalty', description: 'Royalty', base: 118_750_000, ratePercent: 1, amount: 1_187_500 },
    { invoiceLineId: 'l2', feeCode: 'ssdf', description: 'SSDF', base: 118_750_000, ratePercent: 8, amount: 9_500_000 },
    { invoiceLineId: 'l3', feeCode: 'agent_development_fee', description: 'Agent development fee', base: 64_837_500, ratePercent: 9.99, amount: 6_477_266 },
  ],
  payments: [],
  ...overrides,
});

const toast = (text: string) => screen.findByText(text, { selector: '.p-toast-summary' });

const renderAt = (path: string, pattern: string, Screen: ComponentType, roles: Parameters<typeof fakeSession>[0]) => renderScreen(path, pattern, Screen, { session: fakeSession(roles) });

describe('/invoice', () => {
  it('lists an office’s invoices through office/invoices with the URL’s status', async () => {
    const api = mockApi({ 'GET office/invoices': list([invoiceOf()]) });
    renderAt('/invoice?status=unpaid&date=This%20Year', '/invoice', InvoiceListPage, ['franchise_owner']);
    const row = await within(await screen.findByRole('table', { name: 'Invoices' })).findByRole('row', { name: /INV\/GNS-JKS\/2026\/0001/ });
    expect(within(row).getByRole('link', { name: 'INV/GNS-JKS/2026/0001' })).toHaveAttribute('href', '/invoice/inv-1');
    expect(within(row).getByText('Unpaid')).toBeInTheDocument();
    const query = api.callsTo('GET', 'office/invoices')[0]!.query;
    expect(query.get('filterStatus')).toBe('unpaid');
    // §9's preset, as the year's first and last day.
    expect([query.get('filterIssuedOnStartAt')?.slice(5), query.get('filterIssuedOnEndAt')?.slice(5)]).toEqual(['01-01', '12-31']);
  });
});

describe('/invoice/{invoiceId}', () => {
  it('shows the lines adding up to the total; an office sees no Record Payment', async () => {
    mockApi({ 'GET office/invoices/inv-1': ok(invoiceOf()) });
    renderAt('/invoice/inv-1', '/invoice/:invoiceId', InvoiceDetailPage, ['franchise_owner']);
    const lines = await screen.findByRole('table', { name: 'Invoice lines' });
    expect(within(lines).getByRole('row', { name: /Agent development fee/ })).toHaveTextContent('Rp 6.477.266');
    expect(within(lines).getByRole('row', { name: /Total/ })).toHaveTextContent('Rp 17.164.766');
    expect(screen.queryByRole('button', { name: 'Record Payment' })).not.toBeInTheDocument();
  });

  it('downloads the invoice PDF under the invoice’s number; a failed download says so', async () => {
    let fail = false;
    const api = mockApi({
      'GET office/invoices/inv-1': ok(invoiceOf()),
      'GET office/invoices/inv-1/pdf': () =>
        fail ? { status: 500, body: { code: 'err_internal', message: 'Something broke.' } } : new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { status: 200 }),
    });
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:pdf', revokeObjectURL: () => undefined }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderAt('/invoice/inv-1', '/invoice/:invoiceId', InvoiceDetailPage, ['franchise_owner']);
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await vi.waitFor(() => expect(saved).toEqual(['invoice-INV-GNS-JKS-2026-0001.pdf']));
    expect(api.callsTo('GET', 'office/invoices/inv-1/pdf')).toHaveLength(1);
    fail = true;
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await toast('Download failed')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    click.mockRestore();
  });

  it('links the closing only for those who may open closings', async () => {
    mockApi({ 'GET office/invoices/inv-1': ok(invoiceOf()), 'GET invoices/inv-1': ok(invoiceOf()) });
    const { unmount } = renderAt('/invoice/inv-1', '/invoice/:invoiceId', InvoiceDetailPage, ['finance_office']);
    expect(await screen.findByRole('link', { name: /CLS-000001/ })).toHaveAttribute('href', '/closing/closing-1');
    unmount();
    renderAt('/invoice/inv-1', '/invoice/:invoiceId', InvoiceDetailPage, ['admin_finance_staff']);
    expect(await screen.findByText(/CLS-000001/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /CLS-000001/ })).not.toBeInTheDocument();
  });

  it('lets HQ finance record a payment; the server’s refusal shows at the amount', async () => {
    const api = mockApi({
      'GET invoices/inv-1': ok(invoiceOf()),
      'POST invoices/inv-1/payments': (call) =>
        (call.body as { amount: number }).amount > 17_164_766
          ? { status: 400, body: { code: 'err_validation', message: 'too much', fields: { amount: INVOICE_MESSAGES.overpaid('Rp 17.164.766') } } }
          : ok(invoiceOf({ status: 'partially_paid', paid: 5_000_000, balance: 12_164_766 })),
    });
    renderAt('/invoice/inv-1', '/invoice/:invoiceId', InvoiceDetailPage, ['admin_finance_staff']);
    await userEvent.click(await screen.findByRole('button', { name: 'Record Payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record Payment: INV/GNS-JKS/2026/0001' });
    const amount = within(dialog).getByLabelText('Amount (Rp)');
    expect(amount).toHaveValue(17_164_766);
    await userEvent.clear(amount);
    await userEvent.type(amount, '20000000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    expect(await within(dialog).findByText(INVOICE_MESSAGES.overpaid('Rp 17.164.766'))).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '5000000');
    await userEvent.type(within(dialog).getByLabelText('Reference (optional)'), 'TRX-9');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    expect(await toast(INVOICE_MESSAGES.recorded('INV/GNS-JKS/2026/0001'))).toBeInTheDocument();
    expect(api.callsTo('POST', 'invoices/inv-1/payments').at(-1)!.body).toMatchObject({ amount: 5_000_000, method: 'transfer', reference: 'TRX-9' });
  });
});

/**
 * Invoices (issue 18): HQ finance records a partial then a full payment (the
 * status follows, never more than is left, never on a cancelled invoice);
 * who sees which invoice (HQ all, an office's roles but admin_office theirs,
 * an agent those of their closings) and who records payments (HQ finance).
 */
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInJakarta } from '../../domain/closing';
import { listPayload } from '../../domain/entities/common';
import { formatPrice } from '../../domain/format';
import { invoice, INVOICE_MESSAGES as M, invoicePdfFileName } from '../../domain/invoice';
import { auditEvents, invoices, notifications, users } from '../../server/db/schema';
import { errorOf, payloadOf, snapshotCounts, startTestServer, type TestServer, requestsAs } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const as = (email: string) => requestsAs(server.app, email);

const numbersOf = async (who: Awaited<ReturnType<typeof as>>, url: string) => payloadOf(await who('GET', url), listPayload(invoice)).results.map((i) => i.invoiceNumber);

describe('invoices', () => {
  it('takes a partial then a full payment from HQ finance, the status following, and nothing beyond the total', async () => {
    const finance = await as('admin_finance_staff@demo.test');
    // An unpaid invoice of the office finance_office@demo.test works in: they get the invoice reports.
    const unpaid = payloadOf(await (await as('finance_office@demo.test'))('GET', 'office/invoices?filterStatus=unpaid&limit=100'), listPayload(invoice)).results;
    expect(unpaid.length).toBeGreaterThan(0);
    const target = unpaid[0]!;
    const today = todayInJakarta(server.clock.now());
    const half = Math.floor(target.total / 2);
    const partial = payloadOf(await finance('POST', `invoices/${target.invoiceId}/payments`, { amount: half, paidOn: today, method: 'transfer', reference: 'TRX-1' }), invoice, 201);
    expect(partial).toMatchObject({ status: 'partially_paid', paid: half, balance: target.total - half });
    expect(partial.payments).toHaveLength(1);

    const before = await snapshotCounts(server.database);
    expect(errorOf(await finance('POST', `invoices/${target.invoiceId}/payments`, { amount: target.total, paidOn: today, method: 'cash' }), 400).fields).toEqual({ amount: M.overpaid(formatPrice(target.total - half)) });
    expect(await snapshotCounts(server.database)).toEqual(before);

    const full = payloadOf(await finance('POST', `invoices/${target.invoiceId}/payments`, { amount: target.total - half, paidOn: today, method: 'cash' }), invoice, 201);
    expect(full).toMatchObject({ status: 'paid', paid: target.total, balance: 0 });
    expect(errorOf(await finance('POST', `invoices/${target.invoiceId}/payments`, { amount: 1, paidOn: today, method: 'cash' }), 400).fields).toEqual({ amount: M.alreadyPaid });
    const events = await server.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, target.invoiceId));
    expect(events.filter((e) => e.entityType === 'invoice' && e.action === 'update')).toHaveLength(2);

    // Each payment sends the invoice report to the office's finance, which opens the invoice.
    const reports = await server.database.db
      .select({ email: users.email, message: notifications.message })
      .from(notifications)
      .innerJoin(users, eq(users.userId, notifications.receiverUserId))
      .where(and(eq(notifications.feature, 'invoice-report'), eq(notifications.externalId, target.invoiceId)));
    const officeFinance = reports.filter((r) => r.email === 'finance_office@demo.test').map((r) => r.message);
    expect(officeFinance).toEqual([M.report(target.invoiceNumber, formatPrice(half), formatPrice(target.total - half)), M.report(target.invoiceNumber, formatPrice(target.total - half), null)]);
    expect(reports.some((r) => r.email === 'admin_finance_staff@demo.test')).toBe(false);
  });

  it('gives the invoice as a PDF to whoever may read it: its number, lines and total to the rupiah', async () => {
    const owner = await as('franchise_owner@demo.test');
    const [listed] = payloadOf(await owner('GET', 'office/invoices?limit=1'), listPayload(invoice)).results;
    const detail = payloadOf(await owner('GET', `office/invoices/${listed!.invoiceId}`), invoice);
    const res = await owner('GET', `office/invoices/${detail.invoiceId}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(invoicePdfFileName(detail.invoiceNumber));
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true });
    expect(text).toContain(detail.invoiceNumber);
    expect(text).toContain(detail.officeName);
    expect(text).toContain(`Total ${formatPrice(detail.total)}`);
    for (const line of detail.lines!) {
      expect(text).toContain(line.description);
      expect(text).toContain(formatPrice(line.amount));
    }
    // Outside the caller's scope the PDF is as unknown as the invoice.
    expect((await (await as('vina.melati@demo.test'))('GET', `office/invoices/${detail.invoiceId}/pdf`)).statusCode).toBe(404);
    expect((await (await as('admin_finance_staff@demo.test'))('GET', `invoices/${detail.invoiceId}/pdf`)).statusCode).toBe(200);
  });

  it('draws the PDF again once a payment changes what it reads: a document asked twice is the same, never a stale one', async () => {
    const finance = await as('admin_finance_staff@demo.test');
    const [target] = payloadOf(await finance('GET', 'invoices?filterStatus=unpaid&limit=1'), listPayload(invoice)).results;
    const pdfText = async () => {
      const res = await finance('GET', `invoices/${target!.invoiceId}/pdf`);
      return { bytes: res.rawPayload, text: (await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true })).text };
    };
    const first = await pdfText();
    expect(first.text).toContain(`Paid ${formatPrice(0)}`);
    expect((await pdfText()).bytes.equals(first.bytes)).toBe(true);
    const today = todayInJakarta(server.clock.now());
    expect((await finance('POST', `invoices/${target!.invoiceId}/payments`, { amount: 1000, paidOn: today, method: 'cash' })).statusCode).toBe(201);
    const after = await pdfText();
    expect(after.text).toContain(`Paid ${formatPrice(1000)}`);
    expect(after.text).toContain(`Balance ${formatPrice(target!.total - 1000)}`);
  });

  it('refuses a payment on a cancelled invoice, a future date, and from anyone but HQ finance', async () => {
    const finance = await as('admin_finance_staff@demo.test');
    const [cancelled] = await server.database.db.select().from(invoices).where(eq(invoices.status, 'cancelled'));
    const today = todayInJakarta(server.clock.now());
    expect(errorOf(await finance('POST', `invoices/${cancelled!.invoiceId}/payments`, { amount: 1, paidOn: today, method: 'cash' }), 400).fields).toEqual({ amount: M.cancelled });
    expect(errorOf(await finance('POST', `invoices/${cancelled!.invoiceId}/payments`, { amount: 1, paidOn: '2999-01-01', method: 'cash' }), 400).fields).toEqual({ paidOn: M.futurePayment });
    const officeFinance = await as('finance_office@demo.test');
    expect((await officeFinance('POST', `invoices/${cancelled!.invoiceId}/payments`, { amount: 1, paidOn: today, method: 'cash' })).statusCode).toBe(403);
  });

  it('shows HQ every invoice, an office its own, an agent those of their closings; admin_office none', async () => {
    const hq = await numbersOf(await as('admin@demo.test'), 'invoices?limit=100');
    const office = await numbersOf(await as('franchise_owner@demo.test'), 'office/invoices?limit=100');
    const agent = await numbersOf(await as('agent@demo.test'), 'office/invoices?limit=100');
    const bandungAgent = await numbersOf(await as('vina.melati@demo.test'), 'office/invoices?limit=100');
    expect(office.length).toBeGreaterThan(0);
    expect(office.every((n) => hq.includes(n))).toBe(true);
    expect(office.some((n) => n.includes('GNS-JKS'))).toBe(true);
    expect(agent.every((n) => n.includes('GNS-JKS'))).toBe(true);
    expect(bandungAgent.some((n) => n.includes('GNS-JKS'))).toBe(false);
    expect((await (await as('admin_office@demo.test'))('GET', 'office/invoices')).statusCode).toBe(403);
    const [first] = await server.database.db.select({ invoiceId: invoices.invoiceId, invoiceNumber: invoices.invoiceNumber }).from(invoices).where(eq(invoices.invoiceNumber, office.find((n) => n.includes('GNS-JKS'))!));
    expect((await (await as('vina.melati@demo.test'))('GET', `office/invoices/${first!.invoiceId}`)).statusCode).toBe(404);
  });
});

/**
 * Office billing (issue 18): HQ finance bills an office on a frequency of the
 * fee rules; the jobs queue charges each due date on that date, catching up on
 * dates it missed, and never twice — not even with two instances' workers
 * racing (separate connections on PostgreSQL); a one-time billing ends after
 * its charge, an end date ends the rest; stopping cancels what is to come;
 * only HQ finance bills, every HQ user reads, offices not at all.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInJakarta } from '../../domain/closing';
import { listPayload } from '../../domain/entities/common';
import { INVOICE_MESSAGES } from '../../domain/invoice';
import { officeBilling, OFFICE_BILLING_MESSAGES as M } from '../../domain/office-billing';
import { openDatabase } from '../../server/db/client';
import { auditEvents, jobs, officeBillingCharges, offices } from '../../server/db/schema';
import { JOB_HANDLERS } from '../../server/services/job-handlers';
import { runDueJobs } from '../../server/services/jobs';
import { errorOf, payloadOf, snapshotCounts, startTestServer, type TestServer, requestsAs } from './support';

let server: TestServer;
let officeId: string;
beforeAll(async () => {
  server = await startTestServer();
  // 15 Nov 2026, 10:00 in Jakarta: a fixed day, so the dates below are known.
  server.clock.set(new Date('2026-11-15T03:00:00.000Z'));
  officeId = (await server.database.db.select({ officeId: offices.officeId }).from(offices).where(eq(offices.officeName, 'Genius Jakarta Selatan')))[0]!.officeId;
});
afterAll(async () => {
  await server?.close();
});

const as = (email: string) => requestsAs(server.app, email);

const chargesOf = async (officeBillingId: string) =>
  (await server.database.db.select({ chargeOn: officeBillingCharges.chargeOn }).from(officeBillingCharges).where(eq(officeBillingCharges.officeBillingId, officeBillingId))).map((c) => c.chargeOn).sort();

const runJobs = (at: Date) => runDueJobs(server.database.db, JOB_HANDLERS, at, 'w1');

describe('office billing', () => {
  it('charges each due date once, catching up on the dates it missed, and stops when told', async () => {
    const finance = await as('admin_finance_staff@demo.test');
    const created = payloadOf(await finance('POST', 'office-billings', { officeId, description: 'Monthly franchise fee', amount: 2_500_000, frequency: 'monthly', startOn: '2026-09-30' }), officeBilling, 201);
    expect(created).toMatchObject({ status: 'ACTIVE', nextChargeOn: '2026-09-30', charged: 0 });

    // The queue was not running: its first run charges every month due by today (the month ends clamp).
    await runJobs(server.clock.now());
    expect(await chargesOf(created.officeBillingId)).toEqual(['2026-09-30', '2026-10-30']);
    const now = payloadOf(await finance('GET', `office-billings/${created.officeBillingId}`), officeBilling);
    expect(now).toMatchObject({ charged: 5_000_000, nextChargeOn: '2026-11-30' });
    expect(now.charges!.map((c) => c.chargeOn)).toEqual(['2026-10-30', '2026-09-30']);

    // Nothing more before the next date; on it, one more charge.
    await runJobs(new Date('2026-11-29T16:59:00.000Z'));
    expect(await chargesOf(created.officeBillingId)).toHaveLength(2);
    await runJobs(new Date('2026-11-29T17:00:00.000Z'));
    expect(await chargesOf(created.officeBillingId)).toEqual(['2026-09-30', '2026-10-30', '2026-11-30']);

    const stopped = payloadOf(await finance('POST', `office-billings/${created.officeBillingId}/stop`), officeBilling);
    expect(stopped).toMatchObject({ status: 'STOPPED', nextChargeOn: null, charged: 7_500_000 });
    await runJobs(new Date('2027-06-01T00:00:00.000Z'));
    expect(await chargesOf(created.officeBillingId)).toHaveLength(3);
    expect((await finance('POST', `office-billings/${created.officeBillingId}/stop`)).statusCode).toBe(409);
    const events = await server.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, created.officeBillingId));
    expect(events.map((e) => e.action).sort()).toEqual(['create', 'status', 'update', 'update']);
    expect(events.filter((e) => e.action === 'update').every((e) => e.actorType === 'system')).toBe(true);
  });

  it('ends a one-time billing after its charge, and a billing at its end date', async () => {
    const finance = await as('admin_finance_staff@demo.test');
    const once = payloadOf(await finance('POST', 'office-billings', { officeId, description: 'Opening kit', amount: 15_000_000, frequency: 'one_time', startOn: '2026-11-01' }), officeBilling, 201);
    const quarterly = payloadOf(
      await finance('POST', 'office-billings', { officeId, description: 'Marketing pool', amount: 6_000_000, frequency: 'quarterly', startOn: '2026-03-01', endOn: '2026-10-01' }),
      officeBilling,
      201,
    );
    await runJobs(server.clock.now());
    expect(await chargesOf(once.officeBillingId)).toEqual(['2026-11-01']);
    expect(await chargesOf(quarterly.officeBillingId)).toEqual(['2026-03-01', '2026-06-01', '2026-09-01']);
    for (const b of [once, quarterly]) expect(payloadOf(await finance('GET', `office-billings/${b.officeBillingId}`), officeBilling)).toMatchObject({ status: 'ENDED', nextChargeOn: null });
  });

  it('charges a due date once when two instances’ workers race for it', async () => {
    const finance = await as('admin_finance_staff@demo.test');
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      ids.push(payloadOf(await finance('POST', 'office-billings', { officeId, description: `Race ${i}`, amount: 1_000_000, frequency: 'monthly', startOn: '2026-11-10' }), officeBilling, 201).officeBillingId);
    }
    const url = server.database.url;
    // On PostgreSQL each worker has its own connection, as two instances would; PGlite serializes them.
    const other = url ? await openDatabase({ url }) : undefined;
    try {
      const at = server.clock.now();
      const workers = [server.database, other ?? server.database];
      await Promise.all(workers.map((w, i) => runDueJobs(w.db, JOB_HANDLERS, at, `instance-${i}`)));
    } finally {
      await other?.close();
    }
    for (const id of ids) expect(await chargesOf(id)).toEqual(['2026-11-10']);
    const twice = (await server.database.db.execute(sql`select office_billing_id from office_billing_charges group by office_billing_id, charge_on having count(*) > 1`)) as unknown as { rows: unknown[] };
    expect(twice.rows).toEqual([]);
    const pending = await server.database.db.select().from(jobs).where(eq(jobs.name, 'office-billing-charge'));
    expect(pending.filter((j) => j.status === 'pending' && String(j.key).endsWith(':2026-12-10'))).toHaveLength(6);
  });

  it('is billed by HQ finance only, refused at its fields before any write, read by HQ, hidden from offices', async () => {
    const finance = await as('admin_finance_staff@demo.test');
    const before = await snapshotCounts(server.database);
    expect(errorOf(await finance('POST', 'office-billings', { officeId, description: 'x', amount: 0, frequency: 'monthly', startOn: '2026-12-01', endOn: '2026-11-01' }), 400).fields).toMatchObject({
      amount: 'Amount must be above zero.',
      endOn: M.endBeforeStart,
    });
    expect(await snapshotCounts(server.database)).toEqual(before);
    const hqAdmin = await as('admin_hq@demo.test');
    expect((await hqAdmin('POST', 'office-billings', { officeId, description: 'x', amount: 1, frequency: 'monthly', startOn: '2026-12-01' })).statusCode).toBe(403);
    expect(payloadOf(await hqAdmin('GET', 'office-billings?limit=100'), listPayload(officeBilling)).results.length).toBeGreaterThan(0);
    expect((await (await as('franchise_owner@demo.test'))('GET', 'office-billings')).statusCode).toBe(403);
    expect(todayInJakarta(server.clock.now())).toBe('2026-11-15');
  });

  it('takes the office’s payments of a charge from HQ finance: partial, then the rest, never more; the billing’s paid follows', async () => {
    const finance = await as('admin_finance_staff@demo.test');
    const created = payloadOf(await finance('POST', 'office-billings', { officeId, description: 'Payments test', amount: 1_000_000, frequency: 'monthly', startOn: '2026-11-15' }), officeBilling, 201);
    await runJobs(server.clock.now());
    const [charge] = payloadOf(await finance('GET', `office-billings/${created.officeBillingId}`), officeBilling).charges!;
    expect(charge).toMatchObject({ amount: 1_000_000, paid: 0, balance: 1_000_000, status: 'unpaid' });
    const url = `office-billings/${created.officeBillingId}/charges/${charge!.officeBillingChargeId}/payments`;

    const partial = payloadOf(await finance('POST', url, { amount: 400_000, paidOn: '2026-11-15', method: 'transfer', reference: 'TRX-1' }), officeBilling, 201);
    expect(partial.charges![0]).toMatchObject({ paid: 400_000, balance: 600_000, status: 'partially_paid' });
    expect(partial.paid).toBe(400_000);
    expect(partial.payments).toEqual([expect.objectContaining({ amount: 400_000, reference: 'TRX-1', chargeOn: '2026-11-15' })]);

    const before = await snapshotCounts(server.database);
    expect(errorOf(await finance('POST', url, { amount: 600_001, paidOn: '2026-11-15', method: 'cash' }), 400).fields).toEqual({ amount: M.overpaid('Rp 600.000') });
    expect(errorOf(await finance('POST', url, { amount: 1, paidOn: '2026-11-16', method: 'cash' }), 400).fields).toEqual({ paidOn: INVOICE_MESSAGES.futurePayment });
    expect(await snapshotCounts(server.database)).toEqual(before);

    const full = payloadOf(await finance('POST', url, { amount: 600_000, paidOn: '2026-11-15', method: 'cash' }), officeBilling, 201);
    expect(full.charges![0]).toMatchObject({ paid: 1_000_000, balance: 0, status: 'paid' });
    expect(full.paid).toBe(1_000_000);
    expect(errorOf(await finance('POST', url, { amount: 1, paidOn: '2026-11-15', method: 'cash' }), 400).fields).toEqual({ amount: M.alreadyPaid });

    const [event] = await server.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, created.officeBillingId)).orderBy(sql`${auditEvents.seq} desc`).limit(1);
    expect(event).toMatchObject({ action: 'update', entityType: 'office_billing' });
    // An HQ admin who is not finance reads it but may not record payments.
    const hq = await as('admin_hq@demo.test');
    expect((await hq('POST', url, { amount: 1, paidOn: '2026-11-15', method: 'cash' })).statusCode).toBe(403);
  });
});

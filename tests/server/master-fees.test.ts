/**
 * The fee master (issue 19, /master-data-fee): admin-HQ-plus sets a fee
 * code's rate, refused at the field before any write when it is not a rate;
 * the change is audited; a closing recorded afterwards is computed with it and
 * its invoice's line carries it, while an invoice raised before keeps its own.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closing, todayInJakarta } from '../../domain/closing';
import { listPayload } from '../../domain/entities/common';
import { masterFeeRate } from '../../domain/entities/team';
import { MASTER_FEE_MESSAGES as M } from '../../domain/fees';
import { applyRate } from '../../domain/money';
import { auditEvents, invoiceLines, invoices, listings } from '../../server/db/schema';
import { employeeIdOf, errorOf, payloadOf, requestsAs, snapshotCounts, startTestServer, type TestServer } from './support';

let server: TestServer;
let nandaEmployeeId: string;
beforeAll(async () => {
  server = await startTestServer();
  nandaEmployeeId = await employeeIdOf(server.database.db, 'agent@demo.test', 'agent');
});
afterAll(async () => {
  await server?.close();
});

const as = (email: string) => requestsAs(server.app, email);

async function closeOneOfNandas(): Promise<string> {
  const { db } = server.database;
  const [template] = await db.select().from(listings).where(and(eq(listings.employeeId, nandaEmployeeId), eq(listings.status, 'PUBLISH'))).orderBy(asc(listings.listingCode)).limit(1);
  const listingId = randomUUID();
  await db.insert(listings).values({ ...template!, listingId, listingCode: `F-${listingId.slice(0, 8)}`, status: 'PUBLISH' });
  const agent = await as('agent@demo.test');
  const body = {
    listingId,
    closingDate: todayInJakarta(server.clock.now()),
    finalPrice: 2_000_000_000,
    commissionPercent: 2,
    buyerName: 'Rudi Hartono',
    buyerPhone: '0812-1111-3333',
    listingSide: { officeSharePercent: 40, agents: [{ employeeId: nandaEmployeeId, sharePercent: 100 }] },
  };
  return payloadOf(await agent('POST', 'office/closings', body), closing, 201).closingId;
}

const royaltyLineOf = async (closingId: string) =>
  (
    await server.database.db
      .select({ rateBp: invoiceLines.rateBp, base: invoiceLines.base, amount: invoiceLines.amount })
      .from(invoiceLines)
      .innerJoin(invoices, eq(invoices.invoiceId, invoiceLines.invoiceId))
      .where(and(eq(invoices.closingId, closingId), eq(invoiceLines.feeCode, 'royalty')))
  )[0]!;

describe('the fee master', () => {
  it("sets a rate that closings recorded afterwards use, while an earlier invoice keeps its own; audited", async () => {
    const before = await closeOneOfNandas();
    expect((await royaltyLineOf(before)).rateBp).toBe(100);

    const admin = await as('admin@demo.test');
    const updated = payloadOf(await admin('PATCH', 'master-fees/royalty', { ratePercent: 1.5 }), masterFeeRate);
    expect(updated).toEqual({ feeCode: 'royalty', type: 'percentage', value: 0.015 });
    const listed = payloadOf(await admin('GET', 'master-fees'), listPayload(masterFeeRate)).results;
    expect(listed.find((m) => m.feeCode === 'royalty')!.value).toBe(0.015);
    const [event] = await server.database.db.select().from(auditEvents).where(and(eq(auditEvents.entityType, 'master_fee'), eq(auditEvents.entityId, 'royalty')));
    expect(event).toMatchObject({ action: 'update', changes: [{ field: 'value', before: 1, after: 1.5 }] });

    const after = await closeOneOfNandas();
    const line = await royaltyLineOf(after);
    expect(line.rateBp).toBe(150);
    expect(line.amount).toBe(applyRate(line.base, 150));
    expect((await royaltyLineOf(before)).rateBp).toBe(100);
    // Back to §9's rate for the other tests of this file.
    expect((await admin('PATCH', 'master-fees/royalty', { ratePercent: 1 })).statusCode).toBe(200);
  });

  it('refuses what is not a rate at the field, before any write, and anyone but admin-HQ-plus', async () => {
    const admin = await as('admin@demo.test');
    const snapshot = await snapshotCounts(server.database);
    expect(errorOf(await admin('PATCH', 'master-fees/ssdf', { ratePercent: 0 }), 400).fields).toEqual({ ratePercent: M.rateMin });
    expect(errorOf(await admin('PATCH', 'master-fees/ssdf', { ratePercent: 100.5 }), 400).fields).toEqual({ ratePercent: M.rateMax });
    expect(errorOf(await admin('PATCH', 'master-fees/ssdf', { ratePercent: 8.125 }), 400).fields).toEqual({ ratePercent: M.rateFormat });
    expect((await admin('PATCH', 'master-fees/no_such_fee', { ratePercent: 8 })).statusCode).toBe(400);
    expect(await snapshotCounts(server.database)).toEqual(snapshot);
    for (const email of ['agent@demo.test', 'finance_office@demo.test', 'franchise_owner@demo.test']) {
      expect((await (await as(email))('PATCH', 'master-fees/ssdf', { ratePercent: 9 })).statusCode).toBe(403);
    }
    // An agent reads the rates (the closing form's preview computes with them).
    expect((await (await as('agent@demo.test'))('GET', 'master-fees')).statusCode).toBe(200);
  });
});

/**
 * Closings (issue 18): an agent records a closing of their own listing under
 * office/ (the listing turns CLOSED, the figures are kept per side and agent,
 * HQ's invoice is raised with the next number of the office and year, the
 * change is a closing history and audit events); bad input is refused at its
 * field before any write; who sees and cancels which closing; cancelling
 * reopens the listing, cancels the invoice and sends the agents the cancel
 * report; editing keeps only what changed as an 'update' history (and the
 * figures are not editable); the history reads in the closing's scope; invoice numbers never repeat or skip under parallel closings
 * (separate connections on PostgreSQL).
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closing, closingHistory, closingHistorySummary, CLOSING_MESSAGES as M, closingSummary, todayInJakarta } from '../../domain/closing';
import { computeClosingFees } from '../../domain/closing-fees';
import { listPayload } from '../../domain/entities/common';
import { agentBillings, auditEvents, closingAgents, closingHistories, closings, invoiceLines, invoices, listings, notifications, offices, users } from '../../server/db/schema';
import { countRows, employeeIdOf, errorOf, payloadOf, requestsAs, snapshotCounts, startTestServer, type TestServer } from './support';

let server: TestServer;
let jakselId: string;
let nandaEmployeeId: string;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  jakselId = (await db.select({ officeId: offices.officeId }).from(offices).where(eq(offices.officeName, 'Genius Jakarta Selatan')))[0]!.officeId;
  nandaEmployeeId = await employeeIdOf(db, 'agent@demo.test', 'agent');
});
afterAll(async () => {
  await server?.close();
});

const as = (email: string) => requestsAs(server.app, email);

/** A fresh published listing of Nanda's (a copy of one of his), so each test closes its own. */
async function nandasListing(): Promise<string> {
  const { db } = server.database;
  const [template] = await db.select().from(listings).where(and(eq(listings.employeeId, nandaEmployeeId), eq(listings.status, 'PUBLISH'))).orderBy(asc(listings.listingCode)).limit(1);
  const listingId = randomUUID();
  await db.insert(listings).values({ ...template!, listingId, listingCode: `T-${listingId.slice(0, 8)}`, status: 'PUBLISH' });
  return listingId;
}

const body = (listingId: string, overrides: object = {}) => ({
  listingId,
  closingDate: todayInJakarta(server.clock.now()),
  finalPrice: 4_750_000_000,
  commissionPercent: 2.5,
  buyerName: 'Budi Santoso',
  buyerPhone: '0812-1111-2222',
  listingSide: { officeSharePercent: 40, agents: [{ employeeId: nandaEmployeeId, sharePercent: 100 }] },
  ...overrides,
});

describe('recording a closing', () => {
  it("lets an agent close their own listing: the listing is CLOSED, the figures kept, HQ's invoice raised, the change kept", async () => {
    const agent = await as('agent@demo.test');
    const listingId = await nandasListing();
    const created = payloadOf(await agent('POST', 'office/closings', body(listingId)), closing, 201);
    expect(created).toMatchObject({ listingId, status: 'ACTIVE', commission: 118_750_000, closingCode: expect.stringMatching(/^CLS-\d{6}$/) });
    const expected = computeClosingFees({
      finalPrice: 4_750_000_000,
      commissionBp: 250,
      sides: [{ side: 'listing', officeId: jakselId, isOfficePkp: created.parties![0]!.isOfficePkp, shareBp: 10_000, officeShareBp: 4_000, agents: [{ employeeId: nandaEmployeeId, shareBp: 10_000, memberFeeBp: Math.round(created.parties![0]!.agents[0]!.memberFeePercent * 100) }] }],
    });
    expect(created.parties![0]).toMatchObject({ side: 'listing', officeId: jakselId, royalty: 1_187_500, ssdf: 9_500_000, owedToHq: expected.sides[0]!.owedToHq });
    expect(created.owedToHq).toBe(expected.sides[0]!.owedToHq);

    const { db } = server.database;
    expect((await db.select({ status: listings.status }).from(listings).where(eq(listings.listingId, listingId)))[0]!.status).toBe('CLOSED');
    const [invoice] = await db.select().from(invoices).where(eq(invoices.closingId, created.closingId));
    expect(invoice).toMatchObject({ officeId: jakselId, status: 'unpaid', total: created.owedToHq, paid: 0, invoiceNumber: expect.stringMatching(/^INV\/GNS-JKS\/\d{4}\/\d{4}$/) });
    const lines = await db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice!.invoiceId));
    expect(lines.reduce((a, l) => a + l.amount, 0)).toBe(invoice!.total);
    expect((await db.select().from(closingHistories).where(eq(closingHistories.closingId, created.closingId))).map((h) => h.action)).toEqual(['create']);
    const events = await db.select().from(auditEvents).where(eq(auditEvents.entityId, created.closingId));
    expect(events.map((e) => `${e.entityType}:${e.action}`)).toEqual(['closing:create']);
  });

  it("tells the agents someone else recorded it for (closing), and the office's invoice roles of HQ's invoice (invoice), not the agent who recorded their own", async () => {
    const { db } = server.database;
    const userIdOf = async (email: string) => (await db.select({ userId: users.userId }).from(users).where(eq(users.email, email)))[0]!.userId;
    const nanda = await userIdOf('agent@demo.test');
    const finance = await userIdOf('finance_office@demo.test');
    const told = async (userId: string, externalId: string) =>
      (await db.select().from(notifications).where(and(eq(notifications.receiverUserId, userId), eq(notifications.externalId, externalId)))).map((n) => n.feature);

    const byHq = payloadOf(await (await as('admin@demo.test'))('POST', 'closings', body(await nandasListing())), closing, 201);
    expect(await told(nanda, byHq.closingId)).toEqual(['closing']);
    const [invoice] = await db.select().from(invoices).where(eq(invoices.closingId, byHq.closingId));
    expect(await told(finance, invoice!.invoiceId)).toEqual(['invoice']);
    const [note] = await db.select().from(notifications).where(and(eq(notifications.receiverUserId, finance), eq(notifications.externalId, invoice!.invoiceId)));
    expect(note!.message).toContain(invoice!.invoiceNumber);

    const own = payloadOf(await (await as('agent@demo.test'))('POST', 'office/closings', body(await nandasListing())), closing, 201);
    expect(await told(nanda, own.closingId)).toEqual([]);
  });

  it('refuses bad input at its field before any write', async () => {
    const agent = await as('agent@demo.test');
    const listingId = await nandasListing();
    const before = await snapshotCounts(server.database);
    const tomorrow = new Date(server.clock.now().getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(errorOf(await agent('POST', 'office/closings', body(listingId, { closingDate: tomorrow })), 400).fields).toEqual({ closingDate: M.futureDate });
    expect(errorOf(await agent('POST', 'office/closings', body(listingId, { finalPrice: 1.5 })), 400).fields).toMatchObject({ finalPrice: 'Final price must be whole rupiah.' });
    expect(
      errorOf(await agent('POST', 'office/closings', body(listingId, { listingSide: { officeSharePercent: 40, agents: [{ employeeId: nandaEmployeeId, sharePercent: 60 }] } })), 400).fields,
    ).toMatchObject({ 'listingSide.agents': "The listing side's agents' shares must add up to 100%." });
    expect(errorOf(await agent('POST', 'office/closings', body(listingId, { commissionPercent: 2.555 })), 400).fields).toMatchObject({ commissionPercent: 'Commission has at most two decimals.' });
    expect((await agent('POST', 'closings', body(listingId))).statusCode).toBe(403);
    expect(await snapshotCounts(server.database)).toEqual(before);
  });

  it("refuses another agent's listing, a listing already closed, and a selling side of the same office", async () => {
    const { db } = server.database;
    const [other] = await db.select({ listingId: listings.listingId }).from(listings).where(and(eq(listings.officeId, jakselId), eq(listings.status, 'PUBLISH'))).orderBy(asc(listings.listingCode));
    const listingId = await nandasListing();
    const zahra = await as('zahra.amelia@demo.test');
    const agent = await as('agent@demo.test');
    const others = (await db.select({ listingId: listings.listingId, employeeId: listings.employeeId }).from(listings).where(and(eq(listings.officeId, jakselId), eq(listings.status, 'PUBLISH')))).find((l) => l.employeeId !== nandaEmployeeId);
    expect(errorOf(await agent('POST', 'office/closings', body(others!.listingId)), 400).fields).toEqual({ listingId: M.notYourListing });
    expect(errorOf(await zahra('POST', 'office/closings', body(listingId)), 400).fields).toEqual({ listingId: M.notYourListing });
    payloadOf(await agent('POST', 'office/closings', body(listingId)), closing, 201);
    expect(errorOf(await agent('POST', 'office/closings', body(listingId)), 400).fields).toEqual({ listingId: M.notClosable });
    const second = await nandasListing();
    const sameOffice = { officeId: jakselId, sharePercent: 50, officeSharePercent: 40, agents: [{ employeeId: nandaEmployeeId, sharePercent: 100 }] };
    expect(errorOf(await agent('POST', 'office/closings', body(second, { sellingSide: sameOffice })), 400).fields).toEqual({ 'sellingSide.officeId': M.sameOffice });
    expect(other).toBeDefined();
  });
});

describe('seeing and cancelling closings', () => {
  it("finds a closing by its buyer's name, its listing's title or its listing's code, and counts what it finds", async () => {
    const { db } = server.database;
    const agent = await as('agent@demo.test');
    const hq = await as('admin@demo.test');
    const listingId = await nandasListing();
    const marker = `Qz${randomUUID().slice(0, 8)}`;
    await db.update(listings).set({ title: `Rumah ${marker} Asri` }).where(eq(listings.listingId, listingId));
    const [{ listingCode }] = (await db.select({ listingCode: listings.listingCode }).from(listings).where(eq(listings.listingId, listingId))) as [{ listingCode: string }];
    const buyer = `Buyer ${randomUUID().slice(0, 8)}`;
    const created = payloadOf(await agent('POST', 'office/closings', body(listingId, { buyerName: buyer })), closing, 201);
    for (const search of [marker.toLowerCase(), listingCode, buyer.toUpperCase()]) {
      for (const [who, path] of [[hq, 'closings'], [agent, 'office/closings']] as const) {
        const found = payloadOf(await who('GET', `${path}?search=${encodeURIComponent(search)}`), listPayload(closing));
        expect(found.results.map((c) => c.closingId), `${path} '${search}'`).toEqual([created.closingId]);
        expect(found.count).toBe(1);
      }
    }
    expect(payloadOf(await hq('GET', `closings?search=${marker}x`), listPayload(closing))).toMatchObject({ results: [], count: 0 });

    // The listing renamed after its closing: the closing is found by the new title, no longer by the old one.
    const renamed = `Qz${randomUUID().slice(0, 8)}`;
    await db.update(listings).set({ title: `Villa ${renamed}` }).where(eq(listings.listingId, listingId));
    const byNew = payloadOf(await hq('GET', `closings?search=${renamed}`), listPayload(closing));
    expect(byNew.results.map((c) => [c.closingId, c.listing.title])).toEqual([[created.closingId, `Villa ${renamed}`]]);
    expect(payloadOf(await hq('GET', `closings?search=${marker}`), listPayload(closing))).toMatchObject({ results: [], count: 0 });
  });

  it("shows a closing to HQ, the office's finance and its agent, not to another office's agent; only HQ or the office's finance cancel it", async () => {
    const agent = await as('agent@demo.test');
    const listingId = await nandasListing();
    const created = payloadOf(await agent('POST', 'office/closings', body(listingId)), closing, 201);
    const finance = await as('finance_office@demo.test');
    const hq = await as('admin@demo.test');
    const stranger = await as('umar.hakim@demo.test');
    const ids = async (who: typeof agent, url: string) => payloadOf(await who('GET', url), listPayload(closing)).results.map((c) => c.closingId);
    expect(await ids(finance, 'office/closings?limit=100')).toContain(created.closingId);
    expect(await ids(hq, 'closings?limit=100')).toContain(created.closingId);
    expect(await ids(agent, `office/closings?search=${encodeURIComponent(created.closingCode)}`)).toEqual([created.closingId]);
    expect(await ids(stranger, 'office/closings?limit=100')).not.toContain(created.closingId);
    expect((await stranger('GET', `office/closings/${created.closingId}`)).statusCode).toBe(404);

    expect((await agent('POST', `office/closings/${created.closingId}/cancel`, { reason: 'Buyer withdrew' })).statusCode).toBe(403);
    expect(errorOf(await finance('POST', `office/closings/${created.closingId}/cancel`, { reason: ' ' }), 400).fields).toEqual({ reason: 'Reason is required.' });
    const cancelled = payloadOf(await finance('POST', `office/closings/${created.closingId}/cancel`, { reason: 'Buyer withdrew' }), closing);
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancelReason: 'Buyer withdrew' });
    const { db } = server.database;
    expect((await db.select({ status: listings.status }).from(listings).where(eq(listings.listingId, listingId)))[0]!.status).toBe('PUBLISH');
    expect((await db.select({ status: invoices.status }).from(invoices).where(eq(invoices.closingId, created.closingId)))[0]!.status).toBe('cancelled');
    const nanda = (await db.select({ userId: users.userId }).from(users).where(eq(users.email, 'agent@demo.test')))[0]!.userId;
    const [report] = await db.select().from(notifications).where(and(eq(notifications.receiverUserId, nanda), eq(notifications.externalId, created.closingId)));
    expect(report).toMatchObject({ feature: 'cancel-report', message: expect.stringContaining('Buyer withdrew') });
    expect((await finance('POST', `office/closings/${created.closingId}/cancel`, { reason: 'Again' })).statusCode).toBe(409);
    expect((await db.select().from(closingHistories).where(eq(closingHistories.closingId, created.closingId))).map((h) => h.action).sort()).toEqual(['cancel', 'create']);
  });
});

describe('invoice numbers', () => {
  it('never repeat or skip when closings of one office arrive at once', async () => {
    const agent = await as('agent@demo.test');
    const listingIds = await Promise.all(Array.from({ length: 8 }, () => nandasListing()));
    const { db } = server.database;
    const before = await db.select({ sequence: invoices.sequence }).from(invoices).where(eq(invoices.officeId, jakselId));
    const answers = await Promise.all(listingIds.map((id) => agent('POST', 'office/closings', body(id))));
    expect(answers.map((a) => a.statusCode)).toEqual(listingIds.map(() => 201));
    const after = (await db.select({ sequence: invoices.sequence, year: invoices.year }).from(invoices).where(eq(invoices.officeId, jakselId))).map((r) => r.sequence).sort((a, b) => a - b);
    expect(after).toEqual(Array.from({ length: before.length + 8 }, (_, i) => i + 1));
    expect(await countRows(server.database, 'invoices')).toBeGreaterThanOrEqual(after.length);
  });
});

describe('the form’s own body', () => {
  it('is accepted as the SPA sends it: the schema’s parsed output, empty optional fields null', async () => {
    const { createClosingBody } = await import('../../domain/closing');
    const agent = await as('agent@demo.test');
    const listingId = await nandasListing();
    const parsed = createClosingBody.parse({ ...body(listingId), buyerPhone: '', buyerEmail: '', note: '' });
    expect(parsed).toMatchObject({ buyerPhone: null, buyerEmail: null, note: null });
    payloadOf(await agent('POST', 'office/closings', parsed), closing, 201);
  });
});

describe('editing a closing and its history', () => {
  it("keeps what an edit changed as an 'update' history, by HQ or the office's finance only, never on a cancelled closing", async () => {
    const agent = await as('agent@demo.test');
    const finance = await as('finance_office@demo.test');
    const created = payloadOf(await agent('POST', 'office/closings', body(await nandasListing())), closing, 201);

    // An agent records but does not edit; a figure is not an editable field; bad input is refused at its field.
    expect((await agent('PATCH', `office/closings/${created.closingId}`, { buyerName: 'Someone Else' })).statusCode).toBe(403);
    expect((await finance('PATCH', `office/closings/${created.closingId}`, { finalPrice: 1 })).statusCode).toBe(400);
    const before = await snapshotCounts(server.database);
    expect(errorOf(await finance('PATCH', `office/closings/${created.closingId}`, { buyerEmail: 'not-an-email' }), 400).fields).toEqual({ buyerEmail: 'Buyer email format is invalid.' });
    expect(await snapshotCounts(server.database)).toEqual(before);

    // The edit comes a minute after the closing was recorded, as a person's would.
    server.clock.advance(60_000);
    const edited = payloadOf(await finance('PATCH', `office/closings/${created.closingId}`, { buyerName: 'Budi Santosa', buyerPhone: '0812-1111-2222', note: 'Name corrected' }), closing);
    expect(edited).toMatchObject({ buyerName: 'Budi Santosa', buyerPhone: '0812-1111-2222', note: 'Name corrected', finalPrice: created.finalPrice });
    // The same values again change nothing and write nothing.
    const unchanged = await snapshotCounts(server.database);
    payloadOf(await finance('PATCH', `office/closings/${created.closingId}`, { buyerName: 'Budi Santosa' }), closing);
    expect(await snapshotCounts(server.database)).toEqual(unchanged);

    const histories = payloadOf(await finance('GET', `office/closing-histories?filterClosingId=${created.closingId}`), listPayload(closingHistory)).results;
    expect(histories.map((h) => h.action)).toEqual(['update', 'create']);
    const update = histories[0]!;
    // Only what changed: the phone was sent as it was.
    expect(update).toMatchObject({ before: { buyerName: 'Budi Santoso', note: null }, after: { buyerName: 'Budi Santosa', note: 'Name corrected' }, closingCode: created.closingCode });
    expect(closingHistorySummary(update)).toBe('Buyer or tenant: Budi Santoso → Budi Santosa; Note: (empty) → Name corrected');
    const one = payloadOf(await agent('GET', `office/closing-histories/${update.closingHistoryId}`), closingHistory);
    expect(one.changedByName).toBeTruthy();
    const events = await server.database.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, created.closingId), eq(auditEvents.action, 'update')));
    expect(events).toHaveLength(1);

    // Searched by the closing's code; out of scope it is unknown.
    const found = payloadOf(await finance('GET', `office/closing-histories?search=${created.closingCode}`), listPayload(closingHistory)).results;
    expect(new Set(found.map((h) => h.closingId))).toEqual(new Set([created.closingId]));
    const stranger = await as('umar.hakim@demo.test');
    expect((await stranger('GET', `office/closing-histories/${update.closingHistoryId}`)).statusCode).toBe(404);
    expect(payloadOf(await stranger('GET', `office/closing-histories?filterClosingId=${created.closingId}`), listPayload(closingHistory)).results).toEqual([]);

    payloadOf(await finance('POST', `office/closings/${created.closingId}/cancel`, { reason: 'Buyer withdrew' }), closing);
    expect((await finance('PATCH', `office/closings/${created.closingId}`, { note: 'Too late' })).statusCode).toBe(409);
    // The agent's receivable went with the closing.
    const [billing] = await server.database.db.select({ status: agentBillings.status }).from(agentBillings).where(eq(agentBillings.closingId, created.closingId));
    expect(billing!.status).toBe('cancelled');
  });
});

describe('the closing summary', () => {
  it('totals the closings in force of the caller’s scope by month, office and agent, every month of the range shown', async () => {
    const { db } = server.database;
    const today = todayInJakarta(server.clock.now());
    const start = `${Number(today.slice(0, 4)) - 1}-01-01`;
    const range = `filterClosingDateStartAt=${start}&filterClosingDateEndAt=${today}`;
    const hq = await as('admin@demo.test');
    const inForce = await db.select().from(closings).where(and(eq(closings.status, 'ACTIVE'), gte(closings.closingDate, start)));
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

    const byMonth = payloadOf(await hq('GET', `closings/summary?groupBy=month&${range}`), closingSummary);
    expect(byMonth.rows.length).toBe(12 + Number(today.slice(5, 7)));
    expect(byMonth.rows[0]).toMatchObject({ key: `${start.slice(0, 7)}`, label: `Jan ${start.slice(0, 4)}` });
    expect(byMonth.total).toEqual({ count: inForce.length, finalPrice: sum(inForce.map((c) => c.finalPrice)), commission: sum(inForce.map((c) => c.commission)) });
    expect(sum(byMonth.rows.map((r) => r.count))).toBe(inForce.length);
    expect(sum(byMonth.rows.map((r) => r.commission))).toBe(byMonth.total.commission);

    const byOffice = payloadOf(await hq('GET', `closings/summary?groupBy=office&${range}`), closingSummary);
    expect(sum(byOffice.rows.map((r) => r.finalPrice))).toBe(byMonth.total.finalPrice);

    // By agent, each agent's own gross share; a co-broke counts for both its agents.
    const byAgent = payloadOf(await hq('GET', `closings/summary?groupBy=agent&${range}`), closingSummary);
    const agents = await db.select().from(closingAgents).innerJoin(closings, eq(closings.closingId, closingAgents.closingId)).where(and(eq(closings.status, 'ACTIVE'), gte(closings.closingDate, start)));
    expect(sum(byAgent.rows.map((r) => r.commission))).toBe(sum(agents.map((a) => a.closing_agents.gross)));
    expect(sum(byAgent.rows.map((r) => r.count))).toBe(agents.length);
    expect(agents.length).toBeGreaterThan(inForce.length);

    // Another office's agent sees only their own closings in the totals.
    const umar = payloadOf(await (await as('umar.hakim@demo.test'))('GET', `office/closings/summary?groupBy=agent&${range}`), closingSummary);
    expect(umar.total.count).toBeLessThan(byMonth.total.count);
    expect(umar.total.count).toBeGreaterThan(0);
    // A range that ends before it starts is refused at the end date.
    expect(errorOf(await hq('GET', `closings/summary?filterClosingDateStartAt=${today}&filterClosingDateEndAt=${start}`), 400).fields).toEqual({ filterClosingDateEndAt: 'The start date must not be after the end date.' });
  });
});

/**
 * Agent receivables (issue 18): each agent of a closing is owed their take
 * (gross share less team-member fee and development fee) by their side's
 * office; the office's finance (or HQ finance) pays it out in parts, the
 * status and running balance following, never more than is left; a cancelled
 * closing cancels its receivables; who sees which (HQ all, an office's invoice
 * roles theirs, an agent their own, admin_office none).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentBilling, AGENT_BILLING_MESSAGES as M } from '../../domain/agent-billing';
import { todayInJakarta } from '../../domain/closing';
import { listPayload } from '../../domain/entities/common';
import { formatPrice } from '../../domain/format';
import { agentBillings, auditEvents, closingAgents, closings, listings } from '../../server/db/schema';
import { errorOf, payloadOf, snapshotCounts, startTestServer, type TestServer, requestsAs } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const as = (email: string) => requestsAs(server.app, email);

const billingsOf = async (who: Awaited<ReturnType<typeof as>>, url: string) => payloadOf(await who('GET', url), listPayload(agentBilling)).results;

describe('agent receivables', () => {
  it('owe each agent of a closing their take, from their side’s office', async () => {
    const db = server.database.db;
    const [pik] = await db.select({ closingId: closings.closingId }).from(closings).innerJoin(listings, eq(listings.listingId, closings.listingId)).where(eq(listings.title, 'Apartemen 3BR Pantai Indah Kapuk'));
    const agents = await db.select().from(closingAgents).where(eq(closingAgents.closingId, pik!.closingId));
    const billings = await db.select().from(agentBillings).where(eq(agentBillings.closingId, pik!.closingId));
    // A co-broke: one agent on each side, each billed by their own office.
    expect(billings).toHaveLength(2);
    expect(new Set(billings.map((b) => b.officeId)).size).toBe(2);
    for (const a of agents) {
      const b = billings.find((x) => x.closingAgentId === a.closingAgentId)!;
      expect(b).toMatchObject({ amount: a.take, gross: a.gross, memberFee: a.memberFee, agentDevelopmentFee: a.agentDevelopmentFee, status: 'unpaid', paid: 0 });
      expect(b.amount).toBe(a.gross - a.memberFee - a.agentDevelopmentFee);
    }
  });

  it('takes a partial then a full payout from the office’s finance, with a running balance, and nothing beyond', async () => {
    const finance = await as('finance_office@demo.test');
    const open = (await billingsOf(finance, 'office/agent-billings?filterStatus=unpaid&limit=100')).filter((b) => b.amount > 1);
    expect(open.length).toBeGreaterThan(0);
    const target = open[0]!;
    const today = todayInJakarta(server.clock.now());
    const half = Math.floor(target.amount / 2);
    const partial = payloadOf(await finance('POST', `office/agent-billings/${target.agentBillingId}/payments`, { amount: half, paidOn: today, method: 'transfer', reference: 'PAYOUT-1' }), agentBilling, 201);
    expect(partial).toMatchObject({ status: 'partially_paid', paid: half, balance: target.amount - half });

    const before = await snapshotCounts(server.database);
    const over = await finance('POST', `office/agent-billings/${target.agentBillingId}/payments`, { amount: target.amount, paidOn: today, method: 'cash' });
    expect(errorOf(over, 400).fields).toEqual({ amount: M.overpaid(formatPrice(target.amount - half)) });
    expect(await snapshotCounts(server.database)).toEqual(before);

    const full = payloadOf(await finance('POST', `office/agent-billings/${target.agentBillingId}/payments`, { amount: target.amount - half, paidOn: today, method: 'cash' }), agentBilling, 201);
    expect(full).toMatchObject({ status: 'paid', paid: target.amount, balance: 0 });
    expect(full.payments!.map((p) => p.balanceAfter)).toEqual([target.amount - half, 0]);
    expect(errorOf(await finance('POST', `office/agent-billings/${target.agentBillingId}/payments`, { amount: 1, paidOn: today, method: 'cash' }), 400).fields).toEqual({ amount: M.alreadyPaid });
    const events = await server.database.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, target.agentBillingId), eq(auditEvents.entityType, 'agent_billing')));
    expect(events).toHaveLength(2);

  });

  it('shows HQ every receivable, an office its own, an agent theirs; admin_office none; another office’s is unknown', async () => {
    const hq = await billingsOf(await as('admin@demo.test'), 'agent-billings?limit=100');
    const office = await billingsOf(await as('franchise_owner@demo.test'), 'office/agent-billings?limit=100');
    const agent = await billingsOf(await as('vina.melati@demo.test'), 'office/agent-billings?limit=100');
    expect(office.length).toBeGreaterThan(0);
    expect(office.every((b) => hq.some((h) => h.agentBillingId === b.agentBillingId))).toBe(true);
    expect(agent.length).toBeGreaterThan(0);
    expect(new Set(agent.map((b) => b.employeeId)).size).toBe(1);
    expect(hq.length).toBeGreaterThan(office.length);
    expect((await (await as('admin_office@demo.test'))('GET', 'office/agent-billings')).statusCode).toBe(403);
    const foreign = hq.find((b) => !agent.some((a) => a.employeeId === b.employeeId))!;
    expect((await (await as('vina.melati@demo.test'))('GET', `office/agent-billings/${foreign.agentBillingId}`)).statusCode).toBe(404);
    // Paying another office's agent: as unknown as reading it.
    const today = todayInJakarta(server.clock.now());
    const jksFinance = await as('finance_office@demo.test');
    const bandung = hq.find((b) => b.agentName === agent[0]!.agentName)!;
    expect((await jksFinance('POST', `office/agent-billings/${bandung.agentBillingId}/payments`, { amount: 1, paidOn: today, method: 'cash' })).statusCode).toBe(404);
    // An agent reads their own receivable but pays nothing out.
    const own = agent.find((b) => b.status !== 'cancelled')!;
    expect((await (await as('vina.melati@demo.test'))('POST', `office/agent-billings/${own.agentBillingId}/payments`, { amount: 1, paidOn: today, method: 'cash' })).statusCode).toBe(403);
  });

  it('are cancelled with their closing, and take no payout then', async () => {
    const db = server.database.db;
    const [cancelled] = await db.select().from(agentBillings).where(eq(agentBillings.status, 'cancelled'));
    expect(cancelled).toBeDefined();
    const [closing] = await db.select({ status: closings.status }).from(closings).where(eq(closings.closingId, cancelled!.closingId));
    expect(closing!.status).toBe('CANCELLED');
    const hqFinance = await as('admin_finance_staff@demo.test');
    const today = todayInJakarta(server.clock.now());
    expect(errorOf(await hqFinance('POST', `agent-billings/${cancelled!.agentBillingId}/payments`, { amount: 1, paidOn: today, method: 'cash' }), 400).fields).toEqual({ amount: M.cancelled });
  });
});

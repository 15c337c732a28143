/**
 * Setting Agent (/setting-agent, issue 16) on PGlite: the office agent grid
 * (active approved agents of one office, 12 a page, listing count, roles),
 * the caller's offices, and a change of one agent's settings, audited;
 * another office's agent or office is 404, an agent 403; an agent switched to
 * allowSelfListing false here is refused listing creation at once.
 */
import { and, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_GRID_PAGE_SIZE, AGENT_SETTINGS_MESSAGES, agentCard, agentSettingOffice } from '../../domain/agent-settings';
import { listPayload } from '../../domain/entities/common';
import { ERROR_CODES } from '../../domain/messages';
import { auditEvents, employees, listings, offices, users } from '../../server/db/schema';
import { bearer, countRows, errorOf, payloadOf, signIn, startTestServer, type TestServer } from './support';

let server: TestServer;
const tokens = new Map<string, string>();
let office: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  office = Object.fromEntries((await server.database.db.select().from(offices)).map((o) => [o.officeCode!, o.officeId]));
}, 120_000);
afterAll(async () => {
  await server?.close();
});

async function tokenOf(email: string) {
  const known = tokens.get(email);
  if (known) return known;
  const token = await signIn(server.app, email);
  tokens.set(email, token);
  return token;
}

const send = async (email: string, method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
  server.app.inject({ method, url, payload, headers: bearer(await tokenOf(email)) });

const grid = listPayload(agentCard);

async function agentOf(email: string) {
  const [row] = await server.database.db
    .select({ employeeId: employees.employeeId, userId: users.userId, commissionBps: employees.commissionBps, allowSelfListing: employees.allowSelfListing })
    .from(employees)
    .innerJoin(users, eq(users.userId, employees.userId))
    .where(and(eq(users.email, email), eq(employees.role, 'agent')));
  return row!;
}

describe('GET /agent-settings/offices', () => {
  it("gives each caller the offices where they own or administer, and the multi-office owner both of theirs", async () => {
    const own = payloadOf(await send('franchise_owner@demo.test', 'GET', '/api/agent-settings/offices'), z.array(agentSettingOffice));
    expect(own.map((o) => o.officeId)).toEqual([office['GNS-JKS']]);
    const multi = payloadOf(await send('multi@demo.test', 'GET', '/api/agent-settings/offices'), z.array(agentSettingOffice));
    expect(multi.map((o) => o.officeId).sort()).toEqual([office['GNS-BDG'], office['GNS-SBY']].sort());
  });
});

describe('GET /agent-settings (the office agent grid)', () => {
  it('shows the active, approved agents of the office, 12 a page by default, with their listing count and roles', async () => {
    const page = payloadOf(await send('franchise_owner@demo.test', 'GET', `/api/agent-settings?filterOfficeId=${office['GNS-JKS']}`), grid);
    const names = page.results.map((c) => c.nickName);
    expect(names).toEqual(expect.arrayContaining(['Nanda', 'Putu', 'Yusuf', 'Zahra']));
    // The inactive user and the terminated record are not agents of the office any more.
    expect(names).not.toContain('Qori');
    expect(names).not.toContain('Rina');
    expect(page.results.every((c) => c.officeId === office['GNS-JKS'] && c.roles.includes('agent'))).toBe(true);
    expect(page.results.length).toBeLessThanOrEqual(AGENT_GRID_PAGE_SIZE);
    const nanda = page.results.find((c) => c.nickName === 'Nanda')!;
    const [counted] = await server.database.db.select({ n: count() }).from(listings).where(eq(listings.userId, nanda.userId));
    expect(counted!.n).toBeGreaterThan(0);
    expect(nanda.listingCount).toBe(counted!.n);
    // The demo's settings: Nanda's 2.5 % commission, Putu (agent.noself) may not self-list.
    expect(nanda.commissionPercent).toBe(2.5);
    expect(page.results.find((c) => c.nickName === 'Putu')!.allowSelfListing).toBe(false);
  });

  it("lists a multi-role user's every active role, highest first", async () => {
    const page = payloadOf(await send('multi@demo.test', 'GET', `/api/agent-settings?filterOfficeId=${office['GNS-SBY']}`), grid);
    const okta = page.results.find((c) => c.nickName === 'Okta')!;
    expect(okta.roles).toEqual(['franchise_owner', 'agent']);
  });

  it('searches by name or nickname and pages by limit and offset', async () => {
    const found = payloadOf(await send('franchise_owner@demo.test', 'GET', `/api/agent-settings?filterOfficeId=${office['GNS-JKS']}&search=zahr`), grid);
    expect(found.results.map((c) => c.nickName)).toEqual(['Zahra']);
    const first = payloadOf(await send('franchise_owner@demo.test', 'GET', `/api/agent-settings?filterOfficeId=${office['GNS-JKS']}&limit=2`), grid);
    const second = payloadOf(await send('franchise_owner@demo.test', 'GET', `/api/agent-settings?filterOfficeId=${office['GNS-JKS']}&limit=2&offset=2`), grid);
    expect(first.next).toBe(2);
    expect(second.results.map((c) => c.employeeId)).not.toEqual(expect.arrayContaining(first.results.map((c) => c.employeeId)));
  });

  it("answers another office's grid with 404 and an agent with 403", async () => {
    errorOf(await send('franchise_owner@demo.test', 'GET', `/api/agent-settings?filterOfficeId=${office['GNS-BDG']}`), 404, ERROR_CODES.notFound);
    errorOf(await send('agent@demo.test', 'GET', `/api/agent-settings?filterOfficeId=${office['GNS-JKS']}`), 403, ERROR_CODES.forbidden);
    errorOf(await send('manager_office@demo.test', 'GET', '/api/agent-settings'), 403, ERROR_CODES.forbidden);
  });

  it('exports the grid as CSV with the same scope', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: `/api/agent-settings?filterOfficeId=${office['GNS-JKS']}`,
      headers: { ...bearer(await tokenOf('admin_office@demo.test')), accept: 'text/csv' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.split('\r\n')[0]).toBe('Nickname,Name,Listings,Roles,Allow Self Listing,Commission (%)');
    expect(res.body).toContain('Zahra');
    expect(res.body).not.toContain('Umar');
  });
});

describe('PATCH /agent-settings/:employeeId', () => {
  it("lets a franchise owner set their agent's commission, stored in basis points, and audits it", async () => {
    const zahra = await agentOf('zahra.amelia@demo.test');
    const card = payloadOf(await send('franchise_owner@demo.test', 'PATCH', `/api/agent-settings/${zahra.employeeId}`, { commissionPercent: 2.75 }), agentCard);
    expect(card).toMatchObject({ employeeId: zahra.employeeId, commissionPercent: 2.75, nickName: 'Zahra' });
    expect((await agentOf('zahra.amelia@demo.test')).commissionBps).toBe(275);
    const [event] = await server.database.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, zahra.employeeId), eq(auditEvents.entityType, 'employee')));
    expect(event).toMatchObject({ action: 'update', officeId: office['GNS-JKS'] });
    expect(event!.changes).toEqual([{ field: 'commissionPercent', before: zahra.commissionBps === null ? null : zahra.commissionBps / 100, after: 2.75 }]);
    // Cleared again with null.
    const cleared = payloadOf(await send('business_owner@demo.test', 'PATCH', `/api/agent-settings/${zahra.employeeId}`, { commissionPercent: null }), agentCard);
    expect(cleared.commissionPercent).toBeNull();
  });

  it('refuses a commission out of range or with more than 2 decimals at its field, writing nothing', async () => {
    const zahra = await agentOf('zahra.amelia@demo.test');
    const before = await countRows(server.database, 'audit_events');
    for (const [commissionPercent, message] of [
      [100.01, AGENT_SETTINGS_MESSAGES.commissionRange],
      [-1, AGENT_SETTINGS_MESSAGES.commissionRange],
      [1.234, AGENT_SETTINGS_MESSAGES.commissionDecimals],
      ['5', AGENT_SETTINGS_MESSAGES.commissionNumber],
    ] as const) {
      const refused = errorOf(await send('franchise_owner@demo.test', 'PATCH', `/api/agent-settings/${zahra.employeeId}`, { commissionPercent }), 400);
      expect(refused.fields?.commissionPercent).toBe(message);
    }
    errorOf(await send('franchise_owner@demo.test', 'PATCH', `/api/agent-settings/${zahra.employeeId}`, { commissionBps: 100 }), 400);
    expect(await countRows(server.database, 'audit_events')).toBe(before);
    expect((await agentOf('zahra.amelia@demo.test')).commissionBps).toBe(zahra.commissionBps);
  });

  it("answers another office's agent with 404, an agent caller with 403, and one's own record with 403", async () => {
    const umar = await agentOf('umar.hakim@demo.test');
    errorOf(await send('franchise_owner@demo.test', 'PATCH', `/api/agent-settings/${umar.employeeId}`, { commissionPercent: 3 }), 404, ERROR_CODES.notFound);
    errorOf(await send('agent@demo.test', 'PATCH', `/api/agent-settings/${umar.employeeId}`, { commissionPercent: 3 }), 403, ERROR_CODES.forbidden);
    const okta = await agentOf('multi@demo.test');
    const own = errorOf(await send('multi@demo.test', 'PATCH', `/api/agent-settings/${okta.employeeId}`, { allowSelfListing: false }), 403);
    expect(own.message).toBe(AGENT_SETTINGS_MESSAGES.ownRecord);
    expect((await agentOf('umar.hakim@demo.test')).commissionBps).toBe(umar.commissionBps);
  });

  it('an agent switched to allowSelfListing false is refused listing creation, and let in again when switched back', async () => {
    const yusuf = await agentOf('yusuf.maulana@demo.test');
    expect(yusuf.allowSelfListing).toBe(true);
    // Let in by the guard: the empty body is what is refused (400), not the caller.
    errorOf(await send('yusuf.maulana@demo.test', 'POST', '/api/listings', {}), 400);
    payloadOf(await send('franchise_owner@demo.test', 'PATCH', `/api/agent-settings/${yusuf.employeeId}`, { allowSelfListing: false }), agentCard);
    const before = await countRows(server.database, 'listings');
    errorOf(await send('yusuf.maulana@demo.test', 'POST', '/api/listings', {}), 403, ERROR_CODES.forbidden);
    expect(await countRows(server.database, 'listings')).toBe(before);
    payloadOf(await send('admin_office@demo.test', 'PATCH', `/api/agent-settings/${yusuf.employeeId}`, { allowSelfListing: true }), agentCard);
    errorOf(await send('yusuf.maulana@demo.test', 'POST', '/api/listings', {}), 400);
  });
});

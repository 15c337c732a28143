/**
 * The dashboard (issue 19): every tile a demo account's dashboard shows is a
 * list request the server accepts from that account, and every tile it does
 * not show is one the server refuses (the button shows exactly when the
 * server will answer); the listings by status are the /listing list's own
 * counts, status by status, in the caller's scope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DASHBOARD_COUNTS, dashboardCountsFor, listingStatusCounts, type DashboardRequest } from '../../domain/dashboard';
import { listPayload } from '../../domain/entities/common';
import { LISTING_STATUSES } from '../../domain/entities/listing';
import { GUARDS } from '../../domain/access';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo';
import { bearer, payloadOf, signIn, startTestServer, subjectOf, type TestServer } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const urlOf = ({ path, query }: DashboardRequest, extra: Record<string, string> = {}) => {
  const params = new URLSearchParams(extra);
  for (const [k, v] of Object.entries(query)) params.set(k, Array.isArray(v) ? v.join(',') : String(v));
  return `/api/${path}?${params.toString()}`;
};

const counted = listPayload(z.unknown());
const active = DEMO_ACCOUNTS.filter((a) => a.userStatus === 'active' && a.roles.length > 0);

describe('the dashboard', () => {
  it('shows each account the counts of the screens it may open, and the server answers each of them a count', async () => {
    for (const account of active) {
      const headers = bearer(await signIn(server.app, account.email));
      for (const tile of dashboardCountsFor(subjectOf(account))) {
        const res = await server.app.inject({ method: 'GET', url: urlOf(tile.request(GUARDS.hq(subjectOf(account))), { limit: '1' }), headers });
        expect({ account: account.email, tile: tile.key, status: res.statusCode }).toEqual({ account: account.email, tile: tile.key, status: 200 });
        expect(payloadOf(res, counted).count).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('gives each role group its own counts', () => {
    const keysOf = (email: string) => dashboardCountsFor(subjectOf(active.find((a) => a.email === email)!)).map((c) => c.key);
    expect(keysOf('admin@demo.test')).toEqual(DASHBOARD_COUNTS.map((c) => c.key));
    expect(keysOf('admin_blog@demo.test')).toEqual(['posts-need-approval']);
    expect(keysOf('agent@demo.test')).toEqual(['invoices-unpaid', 'invoices-partially-paid', 'receivables-unpaid', 'handovers-open', 'clients-active']);
    expect(keysOf('admin_office@demo.test')).toEqual(['handovers-open']);
    expect(keysOf('admin_finance_staff@demo.test')).toEqual(expect.arrayContaining(['invoices-unpaid', 'receivables-unpaid']));
  });

  it("counts the listings by status as /listing counts them, for HQ and for an agent's office scope", async () => {
    for (const [email, prefix] of [
      ['admin@demo.test', ''],
      ['agent@demo.test', 'office/'],
      ['franchise_owner@demo.test', 'office/'],
    ] as const) {
      const headers = bearer(await signIn(server.app, email));
      const res = await server.app.inject({ method: 'GET', url: `/api/${prefix}listings/status-counts`, headers });
      const { results } = payloadOf(res, listingStatusCounts);
      expect(results.map((r) => r.status)).toEqual([...LISTING_STATUSES]);
      for (const { status, count } of results) {
        const list = await server.app.inject({ method: 'GET', url: `/api/${prefix}listings?limit=1&filterStatus=${status}`, headers });
        expect({ email, status, count }).toEqual({ email, status, count: payloadOf(list, counted).count });
      }
      const all = await server.app.inject({ method: 'GET', url: `/api/${prefix}listings?limit=1`, headers });
      expect(results.reduce((sum, r) => sum + r.count, 0)).toBe(payloadOf(all, counted).count);
    }
  });

  it("gives the network's counts to HQ only: an agent asking the unprefixed route is refused", async () => {
    const headers = bearer(await signIn(server.app, 'agent@demo.test'));
    expect((await server.app.inject({ method: 'GET', url: '/api/listings/status-counts', headers })).statusCode).toBe(403);
    const blog = bearer(await signIn(server.app, 'admin_blog@demo.test'));
    expect((await server.app.inject({ method: 'GET', url: '/api/office/listings/status-counts', headers: blog })).statusCode).toBe(403);
  });
});

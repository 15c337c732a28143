/**
 * The server applies domain/listing-policy.ts, and the SPA asks the same
 * functions which rows to list and where to show Edit: for every demo account
 * and every demo listing, the listings the API answers are exactly those
 * listingScope admits, and a PATCH is accepted exactly where canEditListing
 * says (the caller built as the SPA builds its session: users/me + employees).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUARDS } from '../../domain/access';
import type { Employee } from '../../domain/entities/employee';
import type { User } from '../../domain/entities/user';
import { canEditListing, isInListingScope, listingScope, policyCaller, type PolicyCaller } from '../../domain/listing-policy';
import { accessSubject, buildSession } from '../../domain/session';
import { listings } from '../../server/db/schema';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo';
import { bearer, signIn, startTestServer, type TestServer } from './support';

let server: TestServer;

async function get<T>(url: string, token: string): Promise<T> {
  const res = await server.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return (res.json() as { payload: T }).payload;
}

/** The caller as the SPA has it after sign-in (src/api/session/load-user.ts asks the same employees). */
async function sessionCaller(token: string): Promise<PolicyCaller | null> {
  const user = await get<User>('/api/users/me', token);
  const query = new URLSearchParams({
    filterUserId: user.userId,
    filterStatus: 'ACTIVE',
    filterRoleStatus: 'PUBLISH,UNPUBLISH',
    filterRoleApprovalStatus: 'APPROVED',
    includeData: 'office,currentPositionItem,groupMembers,starAgentPhoto',
    includeNullOffice: 'true',
    limit: '100',
  });
  const employees = await get<{ results: Employee[] }>(`/api/employees?${query}`, token);
  const built = buildSession(token, user, employees.results);
  return built.ok ? policyCaller(built.session) : null;
}

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('the listing policy, as the server applies it', () => {
  it('lists exactly the listings listingScope admits and accepts an edit exactly where canEditListing says, for every demo account', async () => {
    const all = await server.database.db
      .select({ listingId: listings.listingId, officeId: listings.officeId, employeeId: listings.employeeId, status: listings.status, title: listings.title })
      .from(listings);
    let viewers = 0;
    let accepted = 0;
    let refused = 0;
    for (const account of DEMO_ACCOUNTS.filter((a) => a.canSignIn)) {
      const token = await signIn(server.app, account.email);
      const caller = await sessionCaller(token);
      if (!caller || !GUARDS.listingViewer(accessSubject(caller))) continue;
      viewers++;
      const prefix = GUARDS.hq(accessSubject(caller)) ? '/api/listings' : '/api/office/listings';
      const seen = (await get<{ results: { listingId: string }[] }>(`${prefix}?limit=100`, token)).results.map((l) => l.listingId).sort();
      const scope = listingScope(caller);
      const inScope = all.filter((l) => isInListingScope(scope, { officeId: l.officeId, status: l.status as never }));
      expect(seen, account.email).toEqual(inScope.map((l) => l.listingId).sort());

      for (const l of inScope) {
        const res = await server.app.inject({ method: 'PATCH', url: `/api/listings/${l.listingId}`, headers: bearer(token), payload: { title: l.title } });
        const mayEdit = canEditListing(caller, l);
        expect(res.statusCode, `${account.email} editing ${l.listingId}: ${res.body}`).toBe(mayEdit ? 200 : 403);
        if (mayEdit) accepted++;
        else refused++;
      }
    }
    // The demo accounts cover HQ, office roles and agents, with listings they may and may not edit.
    expect(viewers).toBeGreaterThanOrEqual(5);
    expect(accepted).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  }, 180_000);
});

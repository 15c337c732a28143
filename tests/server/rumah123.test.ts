/** The Rumah123 checker (issue 17): what the first listing portal holds under an email, for admin-HQ-plus only. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPayload } from '../../domain/entities/common';
import { MESSAGES } from '../../domain/messages';
import { r123CheckAnswer, r123Employee, r123Listing, r123Message } from '../../domain/rumah123';
import { agentPortalProfiles, employees, listings, portalListings, portals, users } from '../../server/db/schema';
import { bearer, errorOf, payloadOf, signIn, startTestServer, type TestServer } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function get(email: string, url: string) {
  return server.app.inject({ method: 'GET', url: `/api/${url}`, headers: bearer(await signIn(server.app, email)) });
}

describe('the Rumah123 checker', () => {
  it("finds an office's account email with the office's listings on Rumah123, and says so", async () => {
    const email = 'jakartaselatan@rumah123.genius.co.id';
    const check = payloadOf(await get('admin@demo.test', `listings/r123-check?email=${encodeURIComponent(email.toUpperCase())}`), r123CheckAnswer);
    expect(check).toEqual({ isFound: true, message: r123Message({ agents: 0, offices: 1 }) });
    const found = payloadOf(await get('admin@demo.test', `listings/r123?filterEmail=${encodeURIComponent(email)}&limit=100`), listPayload(r123Listing));
    const { db } = server.database;
    const onR123 = await db
      .select({ listingId: listings.listingId })
      .from(portalListings)
      .innerJoin(listings, eq(listings.listingId, portalListings.listingId))
      .innerJoin(portals, eq(portals.portalId, portalListings.portalId))
      .where(and(eq(portals.position, 1)));
    expect(found.count).toBeGreaterThan(0);
    expect(found.results.every((l) => l.officeName === 'Genius Jakarta Selatan')).toBe(true);
    expect(found.results.every((l) => onR123.some((r) => r.listingId === l.listingId))).toBe(true);
  });

  it("finds an agent's own account and lists the agent", async () => {
    const { db } = server.database;
    const [account] = await db.select().from(agentPortalProfiles).limit(1);
    const [agent] = await db.select({ name: users.name }).from(employees).innerJoin(users, eq(users.userId, employees.userId)).where(eq(employees.employeeId, account!.employeeId));
    expect(payloadOf(await get('admin_hq@demo.test', `listings/r123-check?email=${encodeURIComponent(account!.email)}`), r123CheckAnswer).isFound).toBe(true);
    const people = payloadOf(await get('admin_hq@demo.test', `employees/r123?filterEmail=${encodeURIComponent(account!.email)}`), listPayload(r123Employee));
    expect(people.results.map((p) => p.name)).toEqual([agent!.name]);
  });

  it('says Not Found for an unknown email, refuses a malformed one at the field, and lets only admin-HQ-plus ask', async () => {
    expect(payloadOf(await get('admin@demo.test', 'listings/r123-check?email=nobody@nowhere.test'), r123CheckAnswer)).toEqual({ isFound: false, message: r123Message({ agents: 0, offices: 0 }) });
    expect(errorOf(await get('admin@demo.test', 'listings/r123-check?email=nobody'), 400).fields).toEqual({ email: MESSAGES.invalidFormat('Email') });
    expect(errorOf(await get('admin@demo.test', 'listings/r123-check'), 400).fields).toHaveProperty('email');
    expect((await get('franchise_owner@demo.test', 'listings/r123-check?email=a@b.co')).statusCode).toBe(403);
  });
});

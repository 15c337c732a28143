/**
 * Who sees whose contact details (issue 11), route by route: a listing's
 * profile across offices, the employees list for HQ finance and the blog
 * admin, and the sharing agent's contact on a shared page. The rule is
 * domain/contact-visibility.ts; the authorization matrix checks every route
 * for private addresses, these pin what each caller does see.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPayload } from '../../domain/entities/common';
import { employee, PRODUCT } from '../../domain/entities/employee';
import { listing } from '../../domain/entities/listing';
import { createdMaskingHistory, sharedListing } from '../../domain/entities/listing-masking';
import { employees, listingMaskings, listings, offices, users } from '../../server/db/schema';
import { DEMO_OFFICES } from '../../server/db/seed/demo';
import { bearer, payloadOf, signIn, startTestServer, type TestServer } from './support';

let server: TestServer;
const tokens = new Map<string, string>();
let officeIdOf: Record<string, string>;

interface Person {
  userId: string;
  employeeId: string;
  officeId: string | null;
  phone: string | null;
  geniusEmail: string | null;
  privateEmail: string | null;
}
/** An account's agent record where it has one. */
const people = new Map<string, Person>();

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  officeIdOf = Object.fromEntries((await db.select().from(offices)).map((o) => [o.officeName, o.officeId]));
  const rows = await db
    .select({
      email: users.email,
      userId: users.userId,
      phone: users.phone,
      employeeId: employees.employeeId,
      officeId: employees.officeId,
      role: employees.role,
      geniusEmail: employees.geniusEmail,
      privateEmail: employees.privateEmail,
    })
    .from(users)
    .innerJoin(employees, eq(employees.userId, users.userId));
  for (const r of [...rows].sort((a, b) => Number(a.role === 'agent') - Number(b.role === 'agent'))) people.set(r.email, r);
});
afterAll(async () => {
  await server?.close();
});

const person = (email: string) => people.get(email)!;

async function get(email: string | null, url: string) {
  if (email && !tokens.has(email)) tokens.set(email, await signIn(server.app, email));
  return server.app.inject({ method: 'GET', url, headers: email ? bearer(tokens.get(email)!) : {} });
}

const JKS = DEMO_OFFICES.jakartaSelatan.officeName;
const BDG = DEMO_OFFICES.bandung.officeName;

/** A published listing of this agent (published: other offices' agents reach it for masking). */
async function publishedListingOf(email: string) {
  const [row] = await server.database.db
    .select()
    .from(listings)
    .where(and(eq(listings.employeeId, person(email).employeeId), eq(listings.status, 'PUBLISH')))
    .limit(1);
  return row!;
}

const profileQuery = '?includeData=profile,user,office&limit=100';
const listingList = listPayload(listing.strict());

async function profileIn(email: string, listUrl: string, listingId: string) {
  const page = payloadOf(await get(email, `${listUrl}${profileQuery}`), listingList);
  const found = page.results.find((l) => l.listingId === listingId);
  expect(found, `${email} reaches ${listingId}`).toBeDefined();
  const detail = payloadOf(await get(email, `${listUrl}/${listingId}${profileQuery.split('&')[0]}`), listing.strict());
  expect(detail.profile).toEqual(found!.profile);
  return found!.profile!;
}

const work = (p: Person) => ({ firstPhoneNumber: p.phone, mainEmail: PRODUCT, geniusEmail: p.geniusEmail, privateEmail: null });
const full = (p: Person) => ({ firstPhoneNumber: p.phone, mainEmail: PRODUCT, geniusEmail: p.geniusEmail, privateEmail: p.privateEmail });

describe("a listing's profile (includeData=profile)", () => {
  it('an agent of another office sees the work contact co-broking needs, never the private mailbox', async () => {
    const umar = person('umar.hakim@demo.test');
    expect(umar.officeId).toBe(officeIdOf[BDG]);
    const theirs = await publishedListingOf('umar.hakim@demo.test');
    const res = await get('agent@demo.test', `/api/office/listings${profileQuery}`);
    expect(res.body).not.toContain(umar.privateEmail!);
    expect(await profileIn('agent@demo.test', '/api/office/listings', theirs.listingId)).toEqual(work(umar));
  });

  it('a colleague agent of the same office sees the work contact too; the agent their own in full', async () => {
    const yusuf = person('yusuf.maulana@demo.test');
    expect(yusuf.officeId).toBe(officeIdOf[JKS]);
    expect(await profileIn('agent@demo.test', '/api/office/listings', (await publishedListingOf('yusuf.maulana@demo.test')).listingId)).toEqual(work(yusuf));
    const nanda = person('agent@demo.test');
    expect(await profileIn('agent@demo.test', '/api/office/listings', (await publishedListingOf('agent@demo.test')).listingId)).toEqual(full(nanda));
  });

  it("the office's management sees its agents' private mailbox; an owner who is an agent elsewhere sees only the work contact there", async () => {
    const yusuf = person('yusuf.maulana@demo.test');
    const yusufs = await publishedListingOf('yusuf.maulana@demo.test');
    for (const manager of ['franchise_owner@demo.test', 'manager_office@demo.test', 'finance_office@demo.test', 'admin_office@demo.test']) {
      expect(await profileIn(manager, '/api/office/listings', yusufs.listingId), manager).toEqual(full(yusuf));
    }
    // multi@demo.test owns Bandung and Surabaya and is an agent in Surabaya.
    const umar = person('umar.hakim@demo.test');
    expect(await profileIn('multi@demo.test', '/api/office/listings', (await publishedListingOf('umar.hakim@demo.test')).listingId)).toEqual(full(umar));
    expect(await profileIn('multi@demo.test', '/api/office/listings', yusufs.listingId)).toEqual(work(yusuf));
  });

  it('admin-HQ-plus sees the private mailbox; HQ finance sees only the work contact', async () => {
    const umar = person('umar.hakim@demo.test');
    const theirs = await publishedListingOf('umar.hakim@demo.test');
    for (const admin of ['admin@demo.test', 'admin_general_manager@demo.test', 'admin_manager@demo.test', 'admin_hq@demo.test']) {
      expect(await profileIn(admin, '/api/listings', theirs.listingId), admin).toEqual(full(umar));
    }
    for (const finance of ['admin_finance_gm@demo.test', 'admin_finance_manager@demo.test', 'admin_finance_staff@demo.test']) {
      const res = await get(finance, `/api/listings${profileQuery}`);
      const privates = [...people.values()].map((p) => p.privateEmail).filter(Boolean) as string[];
      expect(privates.filter((p) => res.body.includes(p)), finance).toEqual([]);
      expect(await profileIn(finance, '/api/listings', theirs.listingId), finance).toEqual(work(umar));
    }
  });
});

describe('GET employees', () => {
  const everyone = (email: string) =>
    get(email, '/api/employees?limit=1000').then((res) => payloadOf(res, listPayload(employee.strict())).results);

  it.each(['admin_finance_gm@demo.test', 'admin_finance_manager@demo.test', 'admin_finance_staff@demo.test'])(
    '%s sees everyone with their company mailbox, no private mailbox but their own',
    async (email) => {
      const me = person(email).userId;
      const results = await everyone(email);
      expect(results.length).toBeGreaterThan(20);
      expect(results.filter((e) => e.userId !== me && e.privateEmail !== null)).toEqual([]);
      expect(results.filter((e) => e.userId !== me && e.mainEmail === 'PRIVATE')).toEqual([]);
      expect(results.filter((e) => e.userId !== me).every((e) => e.geniusEmail !== null)).toBe(true);
      expect(results.find((e) => e.userId === me)!.privateEmail).toBe(person(email).privateEmail);
    },
  );

  it('the blog admin sees no one’s contact but their own', async () => {
    const me = person('admin_blog@demo.test');
    const results = await everyone('admin_blog@demo.test');
    expect(results.length).toBeGreaterThan(20);
    const others = results.filter((e) => e.userId !== me.userId);
    expect(others.filter((e) => e.privateEmail !== null || e.geniusEmail !== null || e.mainEmail !== null)).toEqual([]);
    expect(results.find((e) => e.userId === me.userId)).toMatchObject({ privateEmail: me.privateEmail, geniusEmail: me.geniusEmail });
  });

  it("the super admin sees every private mailbox; an office's management those of their office; an agent only their own", async () => {
    const stored = await server.database.db.select({ employeeId: employees.employeeId, privateEmail: employees.privateEmail }).from(employees);
    const byId = new Map(stored.map((s) => [s.employeeId, s.privateEmail]));
    const admin = await everyone('admin@demo.test');
    expect(admin.map((e) => e.privateEmail)).toEqual(admin.map((e) => byId.get(e.employeeId)));

    const manager = await everyone('manager_office@demo.test');
    expect(manager.every((e) => e.officeId === officeIdOf[JKS] || e.userId === person('manager_office@demo.test').userId)).toBe(true);
    expect(manager.map((e) => e.privateEmail)).toEqual(manager.map((e) => byId.get(e.employeeId)));

    const nanda = person('agent@demo.test');
    const agent = await everyone('agent@demo.test');
    expect(agent.filter((e) => e.userId !== nanda.userId).length).toBeGreaterThan(3);
    expect(agent.filter((e) => e.userId !== nanda.userId && e.privateEmail !== null)).toEqual([]);
    expect(agent.find((e) => e.userId === nanda.userId)!.privateEmail).toBe(nanda.privateEmail);
  });
});

describe('the shared page', () => {
  it("publishes the sharing agent's work contact, even when their main mailbox is the private one", async () => {
    const db = server.database.db;
    const sharer = person('agent@demo.test');
    const [masked] = await db.select({ listingId: listingMaskings.listingId }).from(listingMaskings).where(eq(listingMaskings.employeeId, sharer.employeeId)).limit(1);
    await db.update(employees).set({ mainEmail: 'PRIVATE' }).where(eq(employees.employeeId, sharer.employeeId));
    try {
      const created = await server.app.inject({
        method: 'POST',
        url: '/api/listing-masking-histories',
        headers: bearer(tokens.get('agent@demo.test') ?? (await signIn(server.app, 'agent@demo.test'))),
        payload: { employeeId: sharer.employeeId, listingId: masked!.listingId, type: 'LINK' },
      });
      const { listingSharedCode } = payloadOf(created, createdMaskingHistory, 201);
      const res = await get(null, `/api/shared-listings/${listingSharedCode}`);
      const page = payloadOf(res, sharedListing);
      expect(page.agent).toMatchObject({ phone: sharer.phone, email: sharer.geniusEmail });
      expect(res.body).not.toContain(sharer.privateEmail!);
    } finally {
      await db.update(employees).set({ mainEmail: PRODUCT }).where(eq(employees.employeeId, sharer.employeeId));
    }
  });
});

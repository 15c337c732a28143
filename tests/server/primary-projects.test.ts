/**
 * Primary projects (issue 18): admin-HQ-plus creates and edits a project with
 * its coordinating office's agents and the primary listings that belong to
 * it; a secondary listing, a listing of another project, an agent of another
 * office and a price range upside down are refused at their fields before any
 * write; every listing viewer reads projects and a project's listings.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPayload } from '../../domain/entities/common';
import { primaryProject, PRIMARY_PROJECT_MESSAGES as M, projectListing } from '../../domain/primary-project';
import { auditEvents, employees, listings, offices, primaryProjects, users } from '../../server/db/schema';
import { employeeIdOf, errorOf, payloadOf, requestsAs, snapshotCounts, startTestServer, type TestServer } from './support';

let server: TestServer;
let jaksel: string;
let nandaEmployeeId: string;
beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  jaksel = (await db.select({ officeId: offices.officeId }).from(offices).where(eq(offices.officeName, 'Genius Jakarta Selatan')))[0]!.officeId;
  nandaEmployeeId = await employeeIdOf(db, 'agent@demo.test', 'agent');
});
afterAll(async () => {
  await server?.close();
});

const as = (email: string) => requestsAs(server.app, email);

const body = (overrides: object = {}) => ({
  projectName: 'Kemang Sky Villas',
  developerName: 'PT Kemang Raya',
  city: 'Jakarta Selatan',
  totalUnits: 24,
  availableUnits: 10,
  priceMin: 2_000_000_000,
  priceMax: 4_500_000_000,
  coordinatingOfficeId: jaksel,
  status: 'ACTIVE',
  agentIds: [nandaEmployeeId],
  ...overrides,
});

/** A fresh primary listing of the Jakarta office that no project holds (a copy of one of its own), so each test attaches its own. */
async function freePrimaryListing(): Promise<string> {
  const { db } = server.database;
  const [template] = await db.select().from(listings).where(and(eq(listings.officeId, jaksel), eq(listings.listingType, 'primary'))).limit(1);
  const listingId = randomUUID();
  await db.insert(listings).values({ ...template!, listingId, listingCode: `P-${listingId.slice(0, 8)}`, primaryProjectId: null });
  return listingId;
}

describe('primary projects', () => {
  it('are created by an HQ admin with their agents and primary listings, audited, and read by an agent', async () => {
    const admin = await as('admin@demo.test');
    const listingId = await freePrimaryListing();
    const created = payloadOf(await admin('POST', 'primary-projects', body({ listingIds: [listingId] })), primaryProject, 201);
    expect(created).toMatchObject({ projectName: 'Kemang Sky Villas', coordinatingOfficeName: 'Genius Jakarta Selatan', listingCount: 1, status: 'ACTIVE' });
    expect(created.agents!.map((a) => a.employeeId)).toEqual([nandaEmployeeId]);
    const [event] = await server.database.db.select().from(auditEvents).where(and(eq(auditEvents.entityType, 'primary_project'), eq(auditEvents.entityId, created.primaryProjectId)));
    expect(event).toMatchObject({ action: 'create' });

    const agent = await as('agent@demo.test');
    const found = payloadOf(await agent('GET', 'primary-projects?search=sky%20vil'), listPayload(primaryProject)).results;
    expect(found.map((p) => p.primaryProjectId)).toContain(created.primaryProjectId);
    const own = payloadOf(await agent('GET', `primary-project-listings?filterPrimaryProjectId=${created.primaryProjectId}`), listPayload(projectListing)).results;
    expect(own.map((l) => l.listingId)).toEqual([listingId]);
    // Reading is everyone's; writing is not.
    expect((await agent('POST', 'primary-projects', body())).statusCode).toBe(403);
    expect((await agent('PATCH', `primary-projects/${created.primaryProjectId}`, { status: 'INACTIVE' })).statusCode).toBe(403);
  });

  it('refuses what does not hold at its field, before any write', async () => {
    const admin = await as('admin@demo.test');
    const { db } = server.database;
    const [secondary] = await db.select({ listingId: listings.listingId }).from(listings).where(eq(listings.listingType, 'secondary')).limit(1);
    const [taken] = await db.select({ listingId: listings.listingId }).from(listings).innerJoin(primaryProjects, eq(primaryProjects.primaryProjectId, listings.primaryProjectId)).limit(1);
    const [otherAgent] = await db
      .select({ employeeId: employees.employeeId })
      .from(employees)
      .innerJoin(offices, eq(offices.officeId, employees.officeId))
      .where(and(eq(employees.role, 'agent'), eq(offices.officeName, 'Genius Bandung')))
      .limit(1);
    const before = await snapshotCounts(server.database);
    expect(errorOf(await admin('POST', 'primary-projects', body({ priceMax: 1_000_000_000 })), 400).fields).toEqual({ priceMax: M.priceRange });
    expect(errorOf(await admin('POST', 'primary-projects', body({ availableUnits: 25 })), 400).fields).toEqual({ availableUnits: M.availableAboveTotal });
    expect(errorOf(await admin('POST', 'primary-projects', body({ listingIds: [secondary!.listingId] })), 400).fields).toEqual({ listingIds: M.notPrimary });
    expect(errorOf(await admin('POST', 'primary-projects', body({ listingIds: [taken!.listingId] })), 400).fields).toEqual({ listingIds: M.inOtherProject });
    expect(errorOf(await admin('POST', 'primary-projects', body({ agentIds: [otherAgent!.employeeId] })), 400).fields).toEqual({ agentIds: M.agentNotOfOffice });
    expect(errorOf(await admin('POST', 'primary-projects', body({ projectName: '' })), 400).fields).toMatchObject({ projectName: expect.any(String) });
    expect(await snapshotCounts(server.database)).toEqual(before);
  });

  it('is edited field by field; the cross-field rules hold against what stays; listings are attached and detached', async () => {
    const admin = await as('admin@demo.test');
    const created = payloadOf(await admin('POST', 'primary-projects', body({ projectName: 'Edit Me Residence' })), primaryProject, 201);
    // Only the highest price sent, below the lowest kept: refused at the highest.
    expect(errorOf(await admin('PATCH', `primary-projects/${created.primaryProjectId}`, { priceMax: 1 }), 400).fields).toEqual({ priceMax: M.priceRange });
    const listingId = await freePrimaryListing();
    const attached = payloadOf(await admin('PATCH', `primary-projects/${created.primaryProjectId}`, { availableUnits: 0, status: 'SOLD_OUT', listingIds: [listingId] }), primaryProject);
    expect(attached).toMatchObject({ availableUnits: 0, status: 'SOLD_OUT', listingCount: 1 });
    const detached = payloadOf(await admin('PATCH', `primary-projects/${created.primaryProjectId}`, { listingIds: [] }), primaryProject);
    expect(detached.listingCount).toBe(0);
    const [free] = await server.database.db.select({ projectId: listings.primaryProjectId }).from(listings).where(eq(listings.listingId, listingId));
    expect(free!.projectId).toBeNull();
  });

  it('lets a listing switched to secondary leave its project; an edit that keeps it primary keeps it there', async () => {
    const admin = await as('admin@demo.test');
    const listingId = await freePrimaryListing();
    const created = payloadOf(await admin('POST', 'primary-projects', body({ projectName: 'Switch Residence', listingIds: [listingId] })), primaryProject, 201);
    const projectOf = async () => (await server.database.db.select({ projectId: listings.primaryProjectId }).from(listings).where(eq(listings.listingId, listingId)))[0]!.projectId;
    expect((await admin('PATCH', `listings/${listingId}`, { title: 'Still primary, new title' })).statusCode).toBe(200);
    expect(await projectOf()).toBe(created.primaryProjectId);
    expect((await admin('PATCH', `listings/${listingId}`, { listingType: 'secondary' })).statusCode).toBe(200);
    expect(await projectOf()).toBeNull();
    const after = payloadOf(await admin('GET', `primary-projects/${created.primaryProjectId}`), primaryProject);
    expect(after.listingCount).toBe(0);
  });

  it("lists a project's listings only where the caller sees them on /listing: another office's admin sees the project, not its office's drafts", async () => {
    const admin = await as('admin@demo.test');
    const draft = await freePrimaryListing();
    await server.database.db.update(listings).set({ status: 'OPEN' }).where(eq(listings.listingId, draft));
    const created = payloadOf(await admin('POST', 'primary-projects', body({ projectName: 'Scope Residence', listingIds: [draft] })), primaryProject, 201);
    const url = `primary-project-listings?filterPrimaryProjectId=${created.primaryProjectId}`;
    expect(payloadOf(await admin('GET', url), listPayload(projectListing)).results.map((l) => l.listingId)).toEqual([draft]);
    const otherOffice = await as('admin_office@demo.test');
    const [jakselAdmin] = await server.database.db
      .select({ officeId: employees.officeId })
      .from(employees)
      .innerJoin(users, eq(users.userId, employees.userId))
      .where(eq(users.email, 'admin_office@demo.test'));
    // The demo's office admin is Jakarta's: move the draft to Bandung's office to stand for another office's.
    const [bandung] = await server.database.db.select({ officeId: offices.officeId }).from(offices).where(eq(offices.officeName, 'Genius Bandung'));
    expect(jakselAdmin!.officeId).toBe(jaksel);
    await server.database.db.update(listings).set({ officeId: bandung!.officeId }).where(eq(listings.listingId, draft));
    expect(payloadOf(await otherOffice('GET', `primary-projects/${created.primaryProjectId}`), primaryProject).projectName).toBe('Scope Residence');
    expect(payloadOf(await otherOffice('GET', url), listPayload(projectListing)).results).toEqual([]);
  });
});

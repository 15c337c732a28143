/**
 * The Rumah123 checker (issue 17): what is registered on the first listing
 * portal under an email, through agents' and offices' portal accounts.
 */
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { ListPayload } from '../../domain/entities/common';
import { r123Message, type R123CheckAnswer, type R123Employee, type R123Listing, type R123ListQuery } from '../../domain/rumah123';
import type { Executor } from '../db/client';
import { agentPortalProfiles, employees, listings, officePortalProfiles, offices, portalListings, portals, users } from '../db/schema';
import { countedPage, type Window } from './lists';

const firstPortal = (db: Executor) => db.select({ portalId: portals.portalId }).from(portals).where(eq(portals.position, 1));

const agentAccounts = (db: Executor, email: string) =>
  db
    .select({ employeeId: agentPortalProfiles.employeeId })
    .from(agentPortalProfiles)
    .where(and(eq(agentPortalProfiles.email, email), inArray(agentPortalProfiles.portalId, firstPortal(db))));

const officeAccounts = (db: Executor, email: string) =>
  db
    .select({ officeId: officePortalProfiles.officeId })
    .from(officePortalProfiles)
    .where(and(eq(officePortalProfiles.portalUsername, email), inArray(officePortalProfiles.portalId, firstPortal(db))));

export async function checkR123Email(db: Executor, email: string): Promise<R123CheckAnswer> {
  const [agents, officeRows] = [await agentAccounts(db, email), await officeAccounts(db, email)];
  const found = { agents: agents.length, offices: officeRows.length };
  return { isFound: found.agents + found.offices > 0, message: r123Message(found) };
}

export async function listR123Employees(db: Executor, q: R123ListQuery & Window): Promise<ListPayload<R123Employee>> {
  const where = and(eq(agentPortalProfiles.email, q.filterEmail), inArray(agentPortalProfiles.portalId, firstPortal(db)));
  const rows = await db
    .select({
      employeeId: agentPortalProfiles.employeeId,
      name: users.name,
      nickName: users.nickName,
      officeName: offices.officeName,
      portalUsername: agentPortalProfiles.portalUsername,
    })
    .from(agentPortalProfiles)
    .innerJoin(employees, eq(employees.employeeId, agentPortalProfiles.employeeId))
    .innerJoin(users, eq(users.userId, employees.userId))
    .leftJoin(offices, eq(offices.officeId, employees.officeId))
    .where(where)
    .orderBy(asc(users.name), asc(agentPortalProfiles.agentPortalProfileId))
    .limit(q.limit)
    .offset(q.offset);
  return countedPage(db, rows, db.select({ one: sql`1` }).from(agentPortalProfiles).where(where), q);
}

export async function listR123Listings(db: Executor, q: R123ListQuery & Window): Promise<ListPayload<R123Listing>> {
  const where = and(
    inArray(portalListings.portalId, firstPortal(db)),
    or(inArray(listings.employeeId, agentAccounts(db, q.filterEmail)), inArray(listings.officeId, officeAccounts(db, q.filterEmail))),
  );
  const dir = q.sort === 'updatedAt:ASC' ? asc : desc;
  const rows = await db
    .select({
      listingId: listings.listingId,
      listingCode: listings.listingCode,
      title: listings.title,
      status: listings.status,
      officeName: offices.officeName,
      agentName: sql<string>`coalesce(${users.nickName}, ${users.name})`,
      updatedAt: listings.updatedAt,
    })
    .from(portalListings)
    .innerJoin(listings, eq(listings.listingId, portalListings.listingId))
    .innerJoin(offices, eq(offices.officeId, listings.officeId))
    .innerJoin(users, eq(users.userId, listings.userId))
    .where(where)
    .orderBy(dir(listings.updatedAt), dir(listings.listingId))
    .limit(q.limit)
    .offset(q.offset);
  const matches = db.select({ one: sql`1` }).from(portalListings).innerJoin(listings, eq(listings.listingId, portalListings.listingId)).where(where);
  return countedPage(
    db,
    rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() })),
    matches,
    q,
  );
}

/**
 * Primary projects (issue 18): new developments coordinated by one office and
 * its agents, with the primary listings that belong to them. Every listing
 * viewer reads them; admin-HQ-plus creates and edits them, each change one
 * transaction with its audit event.
 */
import { and, asc, desc, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import {
  mayManageProjects,
  PRIMARY_PROJECT_MESSAGES as M,
  type CreatePrimaryProjectBody,
  type PrimaryProject,
  type PrimaryProjectsQuery,
  type ProjectListing,
  type UpdatePrimaryProjectBody,
} from '../../domain/primary-project';
import type { ListingStatus } from '../../domain/entities/listing';
import type { Db, Executor, Tx } from '../db/client';
import { employees, listings, offices, primaryProjectAgents, primaryProjects, users } from '../db/schema';
import { fieldError, forbidden, notFound } from '../errors';
import { callerAudit, recordAudit } from './audit';
import type { Caller } from './caller';
import { listingScope } from './listings';
import { countedPage, escapeLike, type ListPage, type Window } from './lists';
import { newId } from './tokens';

type ProjectRow = typeof primaryProjects.$inferSelect;

/** Projects with their office's name and how many listings belong to them, in one statement. */
const withContext = (db: Executor) =>
  db
    .select({
      p: primaryProjects,
      officeName: offices.officeName,
      listingCount: sql<number>`(select count(*)::int from ${listings} l where l.primary_project_id = ${primaryProjects.primaryProjectId})`,
    })
    .from(primaryProjects)
    .innerJoin(offices, eq(offices.officeId, primaryProjects.coordinatingOfficeId));

const toProject = ({ p, officeName, listingCount }: { p: ProjectRow; officeName: string; listingCount: number }): PrimaryProject => ({
  primaryProjectId: p.primaryProjectId,
  projectName: p.projectName,
  developerName: p.developerName,
  city: p.city,
  address: p.address,
  description: p.description,
  totalUnits: p.totalUnits,
  availableUnits: p.availableUnits,
  priceMin: p.priceMin,
  priceMax: p.priceMax,
  coordinatingOfficeId: p.coordinatingOfficeId,
  coordinatingOfficeName: officeName,
  status: p.status,
  listingCount,
  createdAt: p.createdAt.toISOString(),
});

const SORT_COLUMNS = { createdAt: primaryProjects.createdAt, projectName: primaryProjects.projectName, priceMin: primaryProjects.priceMin } as const;

export async function listPrimaryProjects(db: Executor, q: PrimaryProjectsQuery & Window): Promise<ListPage<PrimaryProject>> {
  const search = q.search?.trim();
  const like = search ? `%${escapeLike(search)}%` : '';
  const where = and(
    q.filterStatus ? eq(primaryProjects.status, q.filterStatus) : undefined,
    q.filterCity ? eq(primaryProjects.city, q.filterCity) : undefined,
    q.filterOfficeId ? eq(primaryProjects.coordinatingOfficeId, q.filterOfficeId) : undefined,
    search ? or(ilike(primaryProjects.projectName, like), ilike(primaryProjects.developerName, like)) : undefined,
  );
  const [key = 'createdAt', direction = 'DESC'] = (q.sort ?? 'createdAt:DESC').split(':') as [keyof typeof SORT_COLUMNS, string];
  const column = SORT_COLUMNS[key];
  const rows = await withContext(db)
    .where(where)
    .orderBy(...(direction.toUpperCase() === 'ASC' ? [asc(column), asc(primaryProjects.primaryProjectId)] : [desc(column), desc(primaryProjects.primaryProjectId)]))
    .limit(q.limit)
    .offset(q.offset);
  return countedPage(db, rows.map(toProject), db.select({ one: sql`1` }).from(primaryProjects).where(where), q);
}

export async function getPrimaryProject(db: Executor, primaryProjectId: string): Promise<PrimaryProject> {
  const [row] = await withContext(db).where(eq(primaryProjects.primaryProjectId, primaryProjectId));
  if (!row) throw notFound(M.notFound);
  const agents = await db
    .select({ employeeId: primaryProjectAgents.employeeId, nickName: users.nickName, email: users.email })
    .from(primaryProjectAgents)
    .innerJoin(employees, eq(employees.employeeId, primaryProjectAgents.employeeId))
    .innerJoin(users, eq(users.userId, employees.userId))
    .where(eq(primaryProjectAgents.primaryProjectId, primaryProjectId))
    .orderBy(asc(users.nickName), asc(primaryProjectAgents.employeeId));
  return { ...toProject(row), agents: agents.map((a) => ({ employeeId: a.employeeId, name: a.nickName ?? a.email })) };
}

/** The listings of a project the caller may see, most recently updated first (its detail's table). */
export async function listProjectListings(db: Executor, caller: Caller, primaryProjectId: string, q: Window): Promise<ListPage<ProjectListing>> {
  const [project] = await db.select({ id: primaryProjects.primaryProjectId }).from(primaryProjects).where(eq(primaryProjects.primaryProjectId, primaryProjectId));
  if (!project) throw notFound(M.notFound);
  // Only those the caller sees on /listing: a project is the network's, its listings stay in their offices' scope.
  const where = and(eq(listings.primaryProjectId, primaryProjectId), listingScope(caller));
  const rows = await db
    .select({ listingId: listings.listingId, listingCode: listings.listingCode, title: listings.title, officeName: offices.officeName, price: listings.price, status: sql<ListingStatus>`${listings.status}` })
    .from(listings)
    .innerJoin(offices, eq(offices.officeId, listings.officeId))
    .where(where)
    .orderBy(desc(listings.updatedAt), desc(listings.listingId))
    .limit(q.limit)
    .offset(q.offset);
  return countedPage(db, rows, db.select({ one: sql`1` }).from(listings).where(where), q);
}

/** The office must be approved, each agent an active agent of it, each listing primary and free (or already this project's). */
async function checkLinks(tx: Tx, projectId: string, officeId: string, agentIds: readonly string[] | undefined, listingIds: readonly string[] | undefined): Promise<void> {
  const [office] = await tx.select({ officeId: offices.officeId }).from(offices).where(and(eq(offices.officeId, officeId), eq(offices.approvalStatus, 'APPROVED')));
  if (!office) throw fieldError('coordinatingOfficeId', M.officeNotFound);
  if (agentIds?.length) {
    const found = await tx
      .select({ employeeId: employees.employeeId })
      .from(employees)
      .where(and(inArray(employees.employeeId, [...agentIds]), eq(employees.officeId, officeId), eq(employees.role, 'agent'), eq(employees.status, 'ACTIVE')));
    if (found.length !== new Set(agentIds).size) throw fieldError('agentIds', M.agentNotOfOffice);
  }
  if (listingIds?.length) {
    const found = await tx.select({ listingId: listings.listingId, listingType: listings.listingType, projectId: listings.primaryProjectId }).from(listings).where(inArray(listings.listingId, [...listingIds]));
    if (found.length !== new Set(listingIds).size) throw fieldError('listingIds', M.listingNotFound);
    if (found.some((l) => l.listingType !== 'primary')) throw fieldError('listingIds', M.notPrimary);
    if (found.some((l) => l.projectId !== null && l.projectId !== projectId)) throw fieldError('listingIds', M.inOtherProject);
  }
}

async function writeLinks(tx: Tx, projectId: string, agentIds: readonly string[] | undefined, listingIds: readonly string[] | undefined, now: Date): Promise<void> {
  if (agentIds) {
    await tx.delete(primaryProjectAgents).where(eq(primaryProjectAgents.primaryProjectId, projectId));
    const unique = [...new Set(agentIds)];
    if (unique.length) await tx.insert(primaryProjectAgents).values(unique.map((employeeId) => ({ primaryProjectId: projectId, employeeId })));
  }
  if (listingIds) {
    const keep = [...new Set(listingIds)];
    await tx
      .update(listings)
      .set({ primaryProjectId: null, updatedAt: now })
      .where(and(eq(listings.primaryProjectId, projectId), keep.length ? sql`${listings.listingId} not in ${keep}` : undefined));
    if (keep.length) {
      await tx
        .update(listings)
        .set({ primaryProjectId: projectId, updatedAt: now })
        .where(and(inArray(listings.listingId, keep), or(isNull(listings.primaryProjectId), ne(listings.primaryProjectId, projectId))));
    }
  }
}

export async function createPrimaryProject(db: Db, caller: Caller, body: CreatePrimaryProjectBody, now: Date): Promise<PrimaryProject> {
  if (!mayManageProjects(caller)) throw forbidden(M.mayNotManage);
  const primaryProjectId = newId();
  const { agentIds, listingIds, ...fields } = body;
  await db.transaction(async (tx) => {
    await checkLinks(tx, primaryProjectId, body.coordinatingOfficeId, agentIds, listingIds);
    await tx.insert(primaryProjects).values({ primaryProjectId, ...fields, createdByUserId: caller.userId, createdAt: now, updatedAt: now });
    await writeLinks(tx, primaryProjectId, agentIds, listingIds, now);
    await recordAudit(tx, callerAudit(caller, now), { action: 'create', entityType: 'primary_project', entityId: primaryProjectId, officeId: body.coordinatingOfficeId, before: null, after: { ...body } });
  });
  return getPrimaryProject(db, primaryProjectId);
}

export async function updatePrimaryProject(db: Db, caller: Caller, primaryProjectId: string, body: UpdatePrimaryProjectBody, now: Date): Promise<PrimaryProject> {
  if (!mayManageProjects(caller)) throw forbidden(M.mayNotManage);
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(primaryProjects).where(eq(primaryProjects.primaryProjectId, primaryProjectId)).for('update');
    if (!row) throw notFound(M.notFound);
    const { agentIds, listingIds, ...fields } = body;
    const merged = { ...row, ...fields };
    // The rules across fields, with what the edit leaves as it was.
    if (merged.priceMax < merged.priceMin) throw fieldError(fields.priceMax !== undefined ? 'priceMax' : 'priceMin', M.priceRange);
    if (merged.availableUnits > merged.totalUnits) throw fieldError(fields.availableUnits !== undefined ? 'availableUnits' : 'totalUnits', M.availableAboveTotal);
    // A new office needs agents of its own: the current ones are checked again unless replaced.
    const agentsToCheck = agentIds ?? (fields.coordinatingOfficeId ? (await tx.select({ id: primaryProjectAgents.employeeId }).from(primaryProjectAgents).where(eq(primaryProjectAgents.primaryProjectId, primaryProjectId))).map((a) => a.id) : undefined);
    await checkLinks(tx, primaryProjectId, merged.coordinatingOfficeId, agentsToCheck, listingIds);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(fields) as [keyof typeof fields, unknown][]) {
      if (value !== row[key]) {
        before[key] = row[key];
        after[key] = value;
      }
    }
    if (agentIds) after.agentIds = agentIds;
    if (listingIds) after.listingIds = listingIds;
    if (!Object.keys(after).length) return;
    await tx.update(primaryProjects).set({ ...fields, updatedAt: now }).where(eq(primaryProjects.primaryProjectId, primaryProjectId));
    await writeLinks(tx, primaryProjectId, agentIds, listingIds, now);
    await recordAudit(tx, callerAudit(caller, now), { action: 'update', entityType: 'primary_project', entityId: primaryProjectId, officeId: merged.coordinatingOfficeId, before, after });
  });
  return getPrimaryProject(db, primaryProjectId);
}

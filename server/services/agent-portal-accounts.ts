/**
 * Agent portal accounts (/setting-portal-agent, issue 17): admin-HQ-plus
 * lists, adds and deletes the accounts agents hold on the listing portals.
 * One account per email on each portal; the agent must be an active agent.
 */
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { ListPayload } from '../../domain/entities/common';
import { MESSAGES } from '../../domain/messages';
import type { AgentPortalProfile, AgentPortalProfilesQuery, CreateAgentPortalProfileBody } from '../../domain/portal-accounts';
import type { Db, Executor } from '../db/client';
import { agentPortalProfiles, employees, offices, portals, users } from '../db/schema';
import { conflict, fieldError, notFound } from '../errors';
import { callerAudit, recordAudit } from './audit';
import type { Caller } from './caller';
import { isActiveEmployee } from './employees';
import { countedPage, escapeLike, type Window } from './lists';
import { newId } from './tokens';

const NOT_FOUND = 'Agent portal account not found.';

const selectProfiles = (db: Executor) =>
  db
    .select({
      profile: agentPortalProfiles,
      portalName: portals.portalName,
      position: portals.position,
      name: users.name,
      nickName: users.nickName,
      officeName: offices.officeName,
    })
    .from(agentPortalProfiles)
    .innerJoin(portals, eq(portals.portalId, agentPortalProfiles.portalId))
    .innerJoin(employees, eq(employees.employeeId, agentPortalProfiles.employeeId))
    .innerJoin(users, eq(users.userId, employees.userId))
    .leftJoin(offices, eq(offices.officeId, employees.officeId))
    .$dynamic();

type Row = Awaited<ReturnType<ReturnType<typeof selectProfiles>['execute']>>[number];

const toProfile = (r: Row): AgentPortalProfile => ({
  agentPortalProfileId: r.profile.agentPortalProfileId,
  employeeId: r.profile.employeeId,
  portalId: r.profile.portalId,
  portalUsername: r.profile.portalUsername,
  email: r.profile.email,
  portal: { portalName: r.portalName, position: r.position },
  agent: { name: r.name, nickName: r.nickName, officeName: r.officeName },
  createdAt: r.profile.createdAt.toISOString(),
});

export async function listAgentPortalProfiles(db: Executor, q: AgentPortalProfilesQuery & Window): Promise<ListPayload<AgentPortalProfile>> {
  const search = q.search?.trim();
  const pattern = search ? `%${escapeLike(search)}%` : undefined;
  const where = and(
    q.filterEmployeeId ? eq(agentPortalProfiles.employeeId, q.filterEmployeeId) : undefined,
    q.filterPortalId?.length ? inArray(agentPortalProfiles.portalId, q.filterPortalId) : undefined,
    pattern ? or(ilike(agentPortalProfiles.email, pattern), ilike(users.name, pattern), ilike(agentPortalProfiles.portalUsername, pattern)) : undefined,
  );
  const rows = await selectProfiles(db)
    .where(where)
    .orderBy(desc(agentPortalProfiles.createdAt), asc(agentPortalProfiles.agentPortalProfileId))
    .limit(q.limit)
    .offset(q.offset);
  const matches = db
    .select({ one: sql`1` })
    .from(agentPortalProfiles)
    .innerJoin(employees, eq(employees.employeeId, agentPortalProfiles.employeeId))
    .innerJoin(users, eq(users.userId, employees.userId))
    .where(where);
  return countedPage(db, rows.map(toProfile), matches, q);
}

export async function isAgentPortalEmailUsed(db: Executor, body: { email: string; portalId: string }): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(agentPortalProfiles)
    .where(and(eq(agentPortalProfiles.portalId, body.portalId), eq(agentPortalProfiles.email, body.email)))
    .limit(1);
  return Boolean(row);
}

export async function createAgentPortalProfile(db: Db, caller: Caller, body: CreateAgentPortalProfileBody, now: Date): Promise<AgentPortalProfile> {
  const [portal] = await db.select({ portalId: portals.portalId }).from(portals).where(and(eq(portals.portalId, body.portalId), eq(portals.isActive, true)));
  if (!portal) throw fieldError('portalId', 'Portal not found.');
  const [agent] = await db
    .select({ employeeId: employees.employeeId, officeId: employees.officeId })
    .from(employees)
    .where(and(eq(employees.employeeId, body.employeeId), eq(employees.role, 'agent'), isActiveEmployee));
  if (!agent) throw fieldError('employeeId', 'Agent must be an active agent.');
  const agentPortalProfileId = newId();
  await db.transaction(async (tx) => {
    if (await isAgentPortalEmailUsed(tx, body)) throw conflict(MESSAGES.emailUsed, 'email');
    const values = { agentPortalProfileId, ...body, createdByUserId: caller.userId, createdAt: now };
    await tx.insert(agentPortalProfiles).values(values);
    await recordAudit(tx, callerAudit(caller, now), {
      action: 'create',
      entityType: 'agent_portal_profile',
      entityId: agentPortalProfileId,
      officeId: agent.officeId,
      before: null,
      after: { employeeId: body.employeeId, portalId: body.portalId, portalUsername: body.portalUsername, email: body.email },
    });
  });
  const [row] = await selectProfiles(db).where(eq(agentPortalProfiles.agentPortalProfileId, agentPortalProfileId));
  return toProfile(row!);
}

export async function deleteAgentPortalProfile(db: Db, caller: Caller, id: string, now: Date): Promise<AgentPortalProfile> {
  const [row] = await selectProfiles(db).where(eq(agentPortalProfiles.agentPortalProfileId, id));
  if (!row) throw notFound(NOT_FOUND);
  await db.transaction(async (tx) => {
    await tx.delete(agentPortalProfiles).where(eq(agentPortalProfiles.agentPortalProfileId, id));
    await recordAudit(tx, callerAudit(caller, now), {
      action: 'delete',
      entityType: 'agent_portal_profile',
      entityId: id,
      officeId: null,
      before: { employeeId: row.profile.employeeId, portalId: row.profile.portalId, portalUsername: row.profile.portalUsername, email: row.profile.email },
      after: null,
    });
  });
  return toProfile(row);
}

/**
 * Setting Agent (/setting-agent, issue 16): the office agent grid (user cards
 * of §3 with each agent's allowSelfListing and commission), the offices the
 * caller may set, and the change of one agent's settings with its audit
 * event. The scope is domain/agent-settings.ts agentSettingOffices; an agent
 * or office outside it is not found.
 */
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  AGENT_SETTINGS_MESSAGES,
  agentSettingOffices,
  agentSettingsRefusal,
  basisPointsToPercent,
  percentToBasisPoints,
  type AgentCard,
  type AgentSettingOffice,
  type AgentSettingsQuery,
  type UpdateAgentSettingsBody,
} from '../../domain/agent-settings';
import { rankRoles, type Role } from '../../domain/roles';
import type { Db, Executor } from '../db/client';
import { employees, listings, offices, users } from '../db/schema';
import { forbidden, notFound } from '../errors';
import { callerAudit, recordAudit } from './audit';
import type { Caller } from './caller';
import { countedPage, escapeLike, type ListPage, type Window } from './lists';

/** A record the grid shows: an active user's agent record, active, approved, with a published or unpublished role (session.ts activeEmployees). */
const isActiveAgent = and(
  eq(users.status, 'active'),
  eq(employees.role, 'agent'),
  eq(employees.status, 'ACTIVE'),
  eq(employees.approvalStatus, 'APPROVED'),
  inArray(employees.roleStatus, ['PUBLISH', 'UNPUBLISH']),
)!;

/** The user's listings: a listing is never deleted (it closes or expires), so every one counts. */
const listingCount = sql<number>`(select count(*)::int from ${listings} where ${listings.userId} = ${users.userId})`;

/** Every active, approved role of the user, in any office. */
const roles = sql<Role[]>`(select coalesce(array_agg(distinct r.role), '{}') from ${employees} r
  where r.user_id = ${users.userId} and r.status = 'ACTIVE' and r.approval_status = 'APPROVED' and r.role_status in ('PUBLISH', 'UNPUBLISH'))`;

function cards(db: Executor) {
  return db
    .select({
      employeeId: employees.employeeId,
      userId: users.userId,
      officeId: employees.officeId,
      nickName: users.nickName,
      name: users.name,
      profilePic: users.profilePic,
      listingCount,
      roles,
      allowSelfListing: employees.allowSelfListing,
      commissionBps: employees.commissionBps,
    })
    .from(employees)
    .innerJoin(users, eq(users.userId, employees.userId))
    .$dynamic();
}

type CardRow = Awaited<ReturnType<ReturnType<typeof cards>['execute']>>[number];

const toCard = (r: CardRow): AgentCard => ({
  employeeId: r.employeeId,
  userId: r.userId,
  officeId: r.officeId!,
  nickName: r.nickName,
  name: r.name,
  profilePic: r.profilePic,
  listingCount: Number(r.listingCount),
  roles: rankRoles(r.roles ?? []),
  allowSelfListing: r.allowSelfListing,
  commissionPercent: r.commissionBps === null ? null : basisPointsToPercent(r.commissionBps),
});

/** GET agent-settings/offices: the offices of the caller's dropdown, by name. */
export async function listAgentSettingOffices(db: Executor, caller: Caller): Promise<AgentSettingOffice[]> {
  const officeIds = agentSettingOffices(caller);
  if (!officeIds.length) return [];
  return db
    .select({ officeId: offices.officeId, officeName: offices.officeName })
    .from(offices)
    .where(inArray(offices.officeId, officeIds))
    .orderBy(asc(offices.officeName), asc(offices.officeId));
}

/** The offices one grid request reads: the one asked for (404 outside the caller's), else every one of theirs. */
function gridOffices(caller: Caller, filterOfficeId: string | undefined): string[] {
  const officeIds = agentSettingOffices(caller);
  if (filterOfficeId === undefined) return officeIds;
  if (!officeIds.includes(filterOfficeId)) throw notFound(AGENT_SETTINGS_MESSAGES.officeNotFound);
  return [filterOfficeId];
}

function gridFilters(officeIds: readonly string[], search: string | undefined): SQL {
  const term = search?.trim();
  const pattern = term ? `%${escapeLike(term)}%` : undefined;
  return and(
    officeIds.length ? inArray(employees.officeId, [...officeIds]) : sql`false`,
    isActiveAgent,
    pattern ? or(ilike(users.name, pattern), ilike(users.nickName, pattern)) : undefined,
  )!;
}

/** GET agent-settings: the office agent grid, by name (then record id, so pages never overlap). */
export async function listAgentCards(db: Db, caller: Caller, q: AgentSettingsQuery & Window): Promise<ListPage<AgentCard>> {
  const where = gridFilters(gridOffices(caller, q.filterOfficeId), q.search);
  const found = await cards(db).where(where).orderBy(asc(users.name), asc(employees.employeeId)).limit(q.limit).offset(q.offset);
  const matches = db.select({ one: sql`1` }).from(employees).innerJoin(users, eq(users.userId, employees.userId)).where(where);
  return countedPage(db, found.map(toCard), matches, q);
}

/** One card, in the caller's scope (404 outside it). */
export async function getAgentCard(db: Executor, caller: Caller, employeeId: string): Promise<AgentCard> {
  const [row] = await cards(db).where(and(eq(employees.employeeId, employeeId), gridFilters(agentSettingOffices(caller), undefined)));
  if (!row) throw notFound(AGENT_SETTINGS_MESSAGES.agentNotFound);
  return toCard(row);
}

/** PATCH agent-settings/{employeeId}: the fields named change, one audit event in the same transaction. */
export async function updateAgentSettings(db: Db, caller: Caller, employeeId: string, body: UpdateAgentSettingsBody, now: Date): Promise<AgentCard> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        userId: employees.userId,
        officeId: employees.officeId,
        allowSelfListing: employees.allowSelfListing,
        commissionBps: employees.commissionBps,
      })
      .from(employees)
      .innerJoin(users, eq(users.userId, employees.userId))
      .where(and(eq(employees.employeeId, employeeId), isActiveAgent))
      .for('update', { of: employees });
    const refusal = current ? agentSettingsRefusal(caller, current) : 'notFound';
    if (refusal === 'notFound' || !current) throw notFound(AGENT_SETTINGS_MESSAGES.agentNotFound);
    if (refusal === 'ownRecord') throw forbidden(AGENT_SETTINGS_MESSAGES.ownRecord);

    const next = {
      allowSelfListing: body.allowSelfListing ?? current.allowSelfListing,
      commissionBps: body.commissionPercent === undefined ? current.commissionBps : body.commissionPercent === null ? null : percentToBasisPoints(body.commissionPercent),
    };
    await tx.update(employees).set({ ...next, updatedAt: now }).where(eq(employees.employeeId, employeeId));
    const asAudited = (v: typeof next) => ({
      allowSelfListing: v.allowSelfListing,
      commissionPercent: v.commissionBps === null ? null : basisPointsToPercent(v.commissionBps),
    });
    await recordAudit(tx, callerAudit(caller, now), {
      action: 'update',
      entityType: 'employee',
      entityId: employeeId,
      officeId: current.officeId,
      before: asAudited(current),
      after: asAudited(next),
    });
  });
  return getAgentCard(db, caller, employeeId);
}

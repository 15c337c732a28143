/**
 * Writing the audit trail (domain/audit.ts). A service that changes data
 * calls recordAudit with the same executor as the change, inside the change's
 * transaction where it has one: the event commits and rolls back with it, and
 * a failing insert fails the change. Events are never updated or deleted (the
 * table's trigger refuses it).
 */
import { and, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { changesOf, type AuditAction, type AuditChange, type AuditEntityType, type AuditEvent } from '../../domain/audit';
import type { Role } from '../../domain/roles';
import type { Executor } from '../db/client';
import { auditEvents } from '../db/schema';
import type { Caller, RequestOrigin } from './caller';
import { countedPage, countOrder, cursorFields, cursorOf, escapeLike, type ListPage, type Order, orderBy, seek, type Window } from './lists';
import { newId } from './tokens';

/** Who made a change: a signed-in user, a job of the queue, or someone not signed in (a failed sign-in). */
export interface AuditActor {
  type: 'user' | 'system' | 'anonymous';
  userId: string | null;
  name: string;
  role: Role | null;
  officeId: string | null;
  jobId: string | null;
}

export interface AuditContext {
  actor: AuditActor;
  origin: RequestOrigin;
  now: Date;
}

const NO_ORIGIN: RequestOrigin = { requestId: null, clientAddress: null, userAgent: null };

/** A signed-in caller: their main role and the office of the record that holds it. */
export function callerAudit(caller: Caller, now: Date): AuditContext {
  const role = caller.roles[0] ?? null;
  const record = caller.employees.find((e) => e.employeeRole.role === role);
  return {
    actor: { type: 'user', userId: caller.userId, name: caller.name, role, officeId: record?.officeId ?? null, jobId: null },
    origin: caller.origin ?? NO_ORIGIN,
    now,
  };
}

/** A job of the queue (scheduled publishing, later transfers and billing). */
export const systemAudit = (jobId: string, now: Date): AuditContext => ({
  actor: { type: 'system', userId: null, name: 'System', role: null, officeId: null, jobId },
  origin: NO_ORIGIN,
  now,
});

/** Before a session exists: a sign-in (of a known user or not) or a password reset by link. */
export const anonymousAudit = (origin: RequestOrigin, now: Date, user?: { userId: string; name: string }): AuditContext => ({
  actor: { type: user ? 'user' : 'anonymous', userId: user?.userId ?? null, name: user?.name ?? 'Someone not signed in', role: null, officeId: null, jobId: null },
  origin,
  now,
});

export interface AuditRecord {
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string;
  /** The office the record belongs to, where it belongs to one. */
  officeId?: string | null;
  /** The record before and after (either null for a create or a delete): the changed fields are worked out. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** Only these fields are compared (default: every key of either version but the timestamps). */
  fields?: readonly string[];
  /** Changes given as they are, when there is no before/after to compare. */
  changes?: AuditChange[];
  stateFrom?: string | null;
  stateTo?: string | null;
}

/**
 * Appends one event per record, in one statement, on the change's own
 * executor. Nothing for a request of the bench's unaudited server
 * (RequestOrigin.unaudited), which measures what this costs.
 */
export async function recordAudit(db: Executor, context: AuditContext, records: AuditRecord | readonly AuditRecord[]): Promise<void> {
  const list = Array.isArray(records) ? records : [records as AuditRecord];
  if (!list.length || context.origin.unaudited) return;
  const { actor, origin, now } = context;
  await db.insert(auditEvents).values(
    list.map((r) => {
      const changes = r.changes ?? (r.before !== undefined || r.after !== undefined ? changesOf(r.before ?? null, r.after ?? null, { fields: r.fields }) : []);
      return {
        auditEventId: newId(),
        occurredAt: now,
        requestId: origin.requestId,
        actorType: actor.type,
        actorUserId: actor.userId,
        actorName: actor.name,
        actorRole: actor.role,
        actorOfficeId: actor.officeId,
        jobId: actor.jobId,
        clientAddress: origin.clientAddress,
        userAgent: origin.userAgent,
        action: r.action,
        entityType: r.entityType,
        entityId: r.entityId,
        officeId: r.officeId ?? null,
        changes,
        stateFrom: r.stateFrom ?? null,
        stateTo: r.stateTo ?? null,
      };
    }),
  );
}

// ---------------------------------------------------------------------------
// Reading it: GET audit-events

export interface AuditQuery {
  search?: string;
  sort: string;
  filterEntityType?: readonly string[];
  filterEntityId?: string;
  filterAction?: readonly string[];
  filterActorUserId?: string;
  filterActorRole?: readonly string[];
  filterOfficeId?: readonly string[];
  filterRequestId?: string;
  dateFrom?: string;
  dateTo?: string;
}

/**
 * Who reads which events: the Super Admin and HQ-manager-plus everything,
 * office management the events of their offices' records and of their
 * offices' people, nobody else (the route's guard already refused them).
 */
export function auditScope(caller: Caller, seesAll: boolean): SQL | undefined {
  if (seesAll) return undefined;
  if (!caller.officeIds.length) return sql`false`;
  return or(inArray(auditEvents.officeId, caller.officeIds), inArray(auditEvents.actorOfficeId, caller.officeIds));
}

const SORTABLE = { occurredAt: auditEvents.occurredAt } as const;

function auditOrder(sort: string): Order {
  const [, direction = 'DESC'] = sort.split(':');
  return { column: SORTABLE.occurredAt, id: auditEvents.seq, direction: direction === 'ASC' ? 'ASC' : 'DESC' };
}

const some = <T>(list: readonly T[] | undefined): list is readonly T[] => !!list && list.length > 0;

function auditFilters(scope: SQL | undefined, q: AuditQuery): SQL | undefined {
  const text = q.search?.trim();
  return and(
    scope,
    text ? or(ilike(auditEvents.actorName, `%${escapeLike(text)}%`), ilike(auditEvents.entityId, `%${escapeLike(text)}%`)) : undefined,
    some(q.filterEntityType) ? inArray(auditEvents.entityType, [...q.filterEntityType]) : undefined,
    q.filterEntityId ? eq(auditEvents.entityId, q.filterEntityId) : undefined,
    some(q.filterAction) ? inArray(auditEvents.action, [...q.filterAction]) : undefined,
    q.filterActorUserId ? eq(auditEvents.actorUserId, q.filterActorUserId) : undefined,
    some(q.filterActorRole) ? inArray(auditEvents.actorRole, [...(q.filterActorRole as Role[])]) : undefined,
    some(q.filterOfficeId) ? or(inArray(auditEvents.officeId, [...q.filterOfficeId]), inArray(auditEvents.actorOfficeId, [...q.filterOfficeId])) : undefined,
    q.filterRequestId ? eq(auditEvents.requestId, q.filterRequestId) : undefined,
    q.dateFrom ? gte(auditEvents.occurredAt, new Date(q.dateFrom)) : undefined,
    q.dateTo ? lt(auditEvents.occurredAt, new Date(q.dateTo)) : undefined,
  );
}

type AuditRow = typeof auditEvents.$inferSelect;

const toEvent = (r: AuditRow): AuditEvent => ({
  auditEventId: r.auditEventId,
  occurredAt: r.occurredAt.toISOString(),
  requestId: r.requestId,
  actorType: r.actorType,
  actorUserId: r.actorUserId,
  actorName: r.actorName,
  actorRole: r.actorRole ?? null,
  actorOfficeId: r.actorOfficeId,
  jobId: r.jobId,
  clientAddress: r.clientAddress,
  userAgent: r.userAgent,
  action: r.action as AuditEvent['action'],
  entityType: r.entityType as AuditEvent['entityType'],
  entityId: r.entityId,
  officeId: r.officeId,
  changes: r.changes as AuditEvent['changes'],
  stateFrom: r.stateFrom,
  stateTo: r.stateTo,
});

export async function listAuditEvents(db: Executor, scope: SQL | undefined, q: AuditQuery & Window): Promise<ListPage<AuditEvent>> {
  const where = auditFilters(scope, q);
  const order = auditOrder(q.sort);
  const rows = await db
    .select({ event: auditEvents, ...cursorFields(order) })
    .from(auditEvents)
    .where(and(where, seek(order, q.after)))
    .orderBy(...orderBy(order))
    .limit(q.limit)
    .offset(q.after ? 0 : q.offset);
  const results = rows.map((r) => toEvent(r.event));
  const matches = db.select({ one: sql`1` }).from(auditEvents).where(where).orderBy(...countOrder(q, order));
  return { ...(await countedPage(db, results, matches, q)), cursor: cursorOf(rows.at(-1)) };
}



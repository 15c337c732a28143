/**
 * Who is calling: their session, their active employee records and the
 * AccessSubject the guards of domain/access.ts look at. A user without an
 * active record is still signed in, with no roles.
 */
import type { AccessSubject } from '../../domain/access';
import type { Employee } from '../../domain/entities/employee';
import { isHqUser, rankRoles, type Role } from '../../domain/roles';
import { accessSubject, activeEmployees } from '../../domain/session';
import type { Executor } from '../db/client';
import { toEmployee } from './employee-record';
import { resolveSession, type ResolvedSession, type SessionCache, type SessionLimits } from './sessions';

/** Where a request came from: the audit trail's origin of every change it makes. */
export interface RequestOrigin {
  requestId: string | null;
  clientAddress: string | null;
  userAgent: string | null;
  /** Bench only (AppOptions.audit false): the request's changes write no audit events. */
  unaudited?: true;
}

export interface Caller {
  sessionId: string;
  userId: string;
  /** The name the user goes by, as the audit trail names them. */
  name: string;
  /** Active, approved records with a published or unpublished role. */
  employees: Employee[];
  roles: Role[];
  subject: AccessSubject;
  isHq: boolean;
  /** Offices of the caller's active records. */
  officeIds: string[];
  /** The request this caller made (set by the API's authorization hook). */
  origin?: RequestOrigin;
}

/** The caller of a resolved session: its records came in the session's own statement (sessions.ts). */
export function callerOf(session: ResolvedSession): Caller {
  const active = activeEmployees(session.employeeRows.map(toEmployee));
  const roles = rankRoles(active.map((e) => e.employeeRole.role));
  return {
    sessionId: session.sessionId,
    userId: session.userId,
    name: session.userName,
    employees: active,
    roles,
    subject: accessSubject({ roles, employees: active }),
    isHq: isHqUser(roles),
    officeIds: [...new Set(active.map((e) => e.officeId).filter((id): id is string => id !== null))],
  };
}

/** The caller behind a bearer token, or null when no live session has it (the authorization hook asks). */
export async function callerOfToken(db: Executor, token: string, now: Date, limits: SessionLimits, cache?: SessionCache): Promise<Caller | null> {
  const session = await resolveSession(db, token, now, limits, cache);
  return session ? callerOf(session) : null;
}

/**
 * Who is calling: their session, their active employee records and the
 * AccessSubject the guards of domain/access.ts look at. A user without an
 * active record is still signed in, with no roles.
 */
import { eq } from 'drizzle-orm';
import type { AccessSubject } from '../../domain/access';
import type { Employee } from '../../domain/entities/employee';
import { isHqUser, rankRoles, type Role } from '../../domain/roles';
import { accessSubject, activeEmployees } from '../../domain/session';
import type { Db } from '../db/client';
import { employees } from '../db/schema';
import { toEmployee } from './employees';
import type { LiveSession } from './sessions';

export interface Caller {
  sessionId: string;
  userId: string;
  /** Active, approved records with a published or unpublished role. */
  employees: Employee[];
  roles: Role[];
  subject: AccessSubject;
  isHq: boolean;
  /** Offices of the caller's active records. */
  officeIds: string[];
}

export async function loadCaller(db: Db, session: LiveSession): Promise<Caller> {
  const rows = await db.select().from(employees).where(eq(employees.userId, session.userId));
  const active = activeEmployees(rows.map(toEmployee));
  const roles = rankRoles(active.map((e) => e.employeeRole.role));
  return {
    sessionId: session.sessionId,
    userId: session.userId,
    employees: active,
    roles,
    subject: accessSubject({ roles, employees: active }),
    isHq: isHqUser(roles),
    officeIds: [...new Set(active.map((e) => e.officeId).filter((id): id is string => id !== null))],
  };
}

/** The agents a team may hold: active, approved agent records of the team's office (§5). */
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { employees } from '../db/schema';
import { fieldError } from '../errors';
import { isActiveEmployee } from './employees';

export const NOT_AN_OFFICE_AGENT = (field: string) => `${field} must be an active agent of the team's office.`;

/** Each id's agent record (userId), or a 400 at `field` naming the first that is not one of this office's active agents. */
export async function officeAgents(
  db: Executor,
  officeId: string | null,
  employeeIds: readonly string[],
  field: string,
  label: string,
): Promise<Map<string, { employeeId: string; userId: string }>> {
  const wanted = [...new Set(employeeIds)];
  const rows = wanted.length && officeId
    ? await db
        .select({ employeeId: employees.employeeId, userId: employees.userId })
        .from(employees)
        .where(and(inArray(employees.employeeId, wanted), eq(employees.officeId, officeId), eq(employees.role, 'agent'), isActiveEmployee))
    : [];
  const found = new Map(rows.map((r) => [r.employeeId, r]));
  if (wanted.some((id) => !found.has(id))) throw fieldError(field, NOT_AN_OFFICE_AGENT(label));
  return found;
}

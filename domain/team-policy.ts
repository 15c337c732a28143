/**
 * Whose teams a caller may see and change (issue 16): groups, their members,
 * member fees and transfers all belong to the office of their group.
 * Admin-HQ-plus reaches every office's; office management (franchise owner,
 * business owner, office manager, office admin, office finance) the offices
 * where they hold such a role; nobody else any. A record outside the scope is
 * "not found" (404), never "forbidden": the caller does not learn it exists.
 *
 * Pure: the server turns the scope into SQL (server/services/team-scope.ts),
 * the SPA asks `canManageTeamsOf` to show a button exactly when the server
 * will accept its action.
 */
import { inGroup, officesHolding, ROLE_GROUPS, type Role } from './roles';

export interface TeamCaller {
  roles: readonly Role[];
  /** Active, approved records (session.ts activeEmployees). */
  employees: readonly { officeId: string | null; employeeRole: { role: Role } }[];
}

export type TeamScope = { kind: 'all' } | { kind: 'offices'; officeIds: readonly string[] };

export function teamScope(caller: TeamCaller): TeamScope {
  if (inGroup(caller.roles, 'adminHqPlus')) return { kind: 'all' };
  return { kind: 'offices', officeIds: officesHolding(caller.employees, ROLE_GROUPS.officeManagement) };
}

/** A group (or anything of it) of this office is the caller's to see and change. */
export function isInTeamScope(scope: TeamScope, officeId: string | null): boolean {
  return scope.kind === 'all' || (officeId !== null && scope.officeIds.includes(officeId));
}

export function canManageTeamsOf(caller: TeamCaller, officeId: string | null): boolean {
  return isInTeamScope(teamScope(caller), officeId);
}

/** The offices a caller may create a group in (null: every office). */
export function teamOfficeChoices(caller: TeamCaller): readonly string[] | null {
  const scope = teamScope(caller);
  return scope.kind === 'all' ? null : scope.officeIds;
}

/** What an out-of-scope or unknown record answers: the same words either way. */
export const TEAM_NOT_FOUND = {
  group: 'Team not found.',
  groupMember: 'Team member not found.',
  transfer: 'Transfer not found.',
  teamsMemberFee: 'Member fees not found.',
  teamsMemberFeeItem: 'Fee not found.',
} as const;

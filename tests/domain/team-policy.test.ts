import { describe, expect, test } from 'vitest';
import { canManageTeamsOf, isInTeamScope, teamOfficeChoices, teamScope, type TeamCaller } from '../../domain/team-policy';
import { ROLES, ROLE_GROUPS, type Role } from '../../domain/roles';

const record = (role: Role, officeId: string | null) => ({ officeId, employeeRole: { role } });
const caller = (...employees: ReturnType<typeof record>[]): TeamCaller => ({ roles: employees.map((e) => e.employeeRole.role), employees });

describe('teamScope: whose teams a caller reaches', () => {
  test.each(ROLE_GROUPS.adminHqPlus)('%s (admin-HQ-plus) reaches every office', (role) => {
    const c = caller(record(role, null));
    expect(teamScope(c)).toEqual({ kind: 'all' });
    expect(canManageTeamsOf(c, 'office-a')).toBe(true);
    expect(canManageTeamsOf(c, null)).toBe(true);
    expect(teamOfficeChoices(c)).toBeNull();
  });

  test.each(ROLE_GROUPS.officeManagement)('%s reaches their own office only', (role) => {
    const c = caller(record(role, 'office-a'));
    expect(teamScope(c)).toEqual({ kind: 'offices', officeIds: ['office-a'] });
    expect(canManageTeamsOf(c, 'office-a')).toBe(true);
    expect(canManageTeamsOf(c, 'office-b')).toBe(false);
    expect(canManageTeamsOf(c, null)).toBe(false);
  });

  const outsiders = ROLES.filter((r) => !ROLE_GROUPS.adminHqPlus.includes(r) && !ROLE_GROUPS.officeManagement.includes(r));
  test.each(outsiders)('%s reaches no office, not even their own', (role) => {
    const c = caller(record(role, 'office-a'));
    expect(teamScope(c)).toEqual({ kind: 'offices', officeIds: [] });
    expect(canManageTeamsOf(c, 'office-a')).toBe(false);
  });

  test("an agent of one office who manages another reaches only the managed office's teams", () => {
    const c = caller(record('franchise_owner', 'office-b'), record('agent', 'office-a'), record('franchise_owner', 'office-c'));
    expect(teamOfficeChoices(c)).toEqual(['office-b', 'office-c']);
    expect(canManageTeamsOf(c, 'office-a')).toBe(false);
    expect(canManageTeamsOf(c, 'office-c')).toBe(true);
  });

  test('isInTeamScope reads the scope as data', () => {
    expect(isInTeamScope({ kind: 'all' }, null)).toBe(true);
    expect(isInTeamScope({ kind: 'offices', officeIds: ['x'] }, 'x')).toBe(true);
    expect(isInTeamScope({ kind: 'offices', officeIds: ['x'] }, 'y')).toBe(false);
  });
});

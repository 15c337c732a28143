/**
 * The rules of /hq, /franchise-owner, /agent and /staff (issue 16): whose
 * records each role keeps on each screen (every role × every screen), and
 * what the create and edit bodies refuse, at which field.
 */
import { describe, expect, test } from 'vitest';
import {
  canCreateEmployee,
  canKeepEmployee,
  createEmployeeBody,
  EMPLOYEE_ADMIN_MESSAGES as M,
  EMPLOYEE_KINDS,
  EMPLOYEE_SCREENS,
  employeeKindOf,
  employeeScope,
  mainEmailGap,
  mayGrantRole,
  statusChangeRefusal,
  updateEmployeeBody,
  type EmployeeAdminCaller,
  type EmployeeKind,
} from '../../domain/employee-admin';
import { PRODUCT } from '../../domain/entities/employee';
import { HQ_ROLES, ROLES, type Role } from '../../domain/roles';

const OFFICE = 'office-a';
const callerWith = (role: Role, officeId: string | null = (HQ_ROLES as readonly Role[]).includes(role) ? null : OFFICE): EmployeeAdminCaller => ({
  roles: [role],
  allowSelfListing: true,
  agentListingPermission: false,
  employees: [{ officeId, employeeRole: { role } }],
});

/** §6 written out: 'all' offices, 'own' office only, or '-' (the screen is not theirs). */
const SCOPES: Record<Role, Record<EmployeeKind, 'all' | 'own' | '-'>> = {
  admin: { hq: 'all', 'franchise-owner': 'all', agent: 'all', staff: 'all' },
  admin_general_manager: { hq: 'all', 'franchise-owner': 'all', agent: 'all', staff: 'all' },
  admin_manager: { hq: 'all', 'franchise-owner': 'all', agent: 'all', staff: 'all' },
  admin_hq: { hq: '-', 'franchise-owner': 'all', agent: 'all', staff: 'all' },
  admin_finance_gm: { hq: '-', 'franchise-owner': '-', agent: '-', staff: '-' },
  admin_finance_manager: { hq: '-', 'franchise-owner': '-', agent: '-', staff: '-' },
  admin_finance_staff: { hq: '-', 'franchise-owner': '-', agent: '-', staff: '-' },
  admin_blog: { hq: '-', 'franchise-owner': '-', agent: '-', staff: '-' },
  franchise_owner: { hq: '-', 'franchise-owner': '-', agent: 'own', staff: 'own' },
  business_owner: { hq: '-', 'franchise-owner': '-', agent: 'own', staff: 'own' },
  manager_office: { hq: '-', 'franchise-owner': '-', agent: 'own', staff: '-' },
  finance_office: { hq: '-', 'franchise-owner': '-', agent: 'own', staff: '-' },
  admin_office: { hq: '-', 'franchise-owner': '-', agent: 'own', staff: '-' },
  agent: { hq: '-', 'franchise-owner': '-', agent: '-', staff: '-' },
};

describe('employeeScope: every role × every screen', () => {
  test('the table names every role', () => {
    expect(Object.keys(SCOPES).sort()).toEqual([...ROLES].sort());
  });

  const cases = ROLES.flatMap((role) => EMPLOYEE_KINDS.map((kind) => [role, kind, SCOPES[role][kind]] as const));
  test.each(cases)('%s on %s: %s', (role, kind, expected) => {
    const caller = callerWith(role);
    const scope = employeeScope(caller, kind);
    if (expected === '-') {
      expect(scope).toBeNull();
      expect(canCreateEmployee(caller, kind)).toBe(false);
      expect(canKeepEmployee(caller, kind, OFFICE)).toBe(false);
      return;
    }
    expect(scope).toEqual(expected === 'all' ? { kind: 'all' } : { kind: 'offices', officeIds: [OFFICE] });
    expect(canCreateEmployee(caller, kind)).toBe(true);
    expect(canKeepEmployee(caller, kind, OFFICE)).toBe(true);
    expect(canKeepEmployee(caller, kind, 'office-b')).toBe(expected === 'all');
    expect(canKeepEmployee(caller, kind, null)).toBe(expected === 'all');
  });

  test("an agent of one office who owns another keeps only the owned office's agents", () => {
    const caller: EmployeeAdminCaller = {
      roles: ['franchise_owner', 'agent'],
      allowSelfListing: true,
      agentListingPermission: false,
      employees: [
        { officeId: 'office-b', employeeRole: { role: 'franchise_owner' } },
        { officeId: 'office-a', employeeRole: { role: 'agent' } },
      ],
    };
    expect(employeeScope(caller, 'agent')).toEqual({ kind: 'offices', officeIds: ['office-b'] });
    expect(canKeepEmployee(caller, 'agent', 'office-a')).toBe(false);
  });

  test('an office manager with no office record creates nothing', () => {
    const caller = { ...callerWith('admin_office'), employees: [] };
    expect(employeeScope(caller, 'agent')).toEqual({ kind: 'offices', officeIds: [] });
    expect(canCreateEmployee(caller, 'agent')).toBe(false);
  });
});

describe('screens and roles', () => {
  test('every role but the blog admin is kept on exactly one screen', () => {
    for (const role of ROLES) {
      const screens = EMPLOYEE_KINDS.filter((kind) => EMPLOYEE_SCREENS[kind].roles.includes(role));
      expect(screens, role).toHaveLength(role === 'admin_blog' ? 0 : 1);
      expect(employeeKindOf(role)).toBe(screens[0] ?? null);
    }
  });

  test.each(ROLES)('only a Super Admin gives the Super Admin role (%s)', (role) => {
    const subject = callerWith(role);
    expect(mayGrantRole(subject, 'admin')).toBe(role === 'admin');
    expect(mayGrantRole(subject, 'admin_hq')).toBe(true);
  });
});

describe('createEmployeeBody', () => {
  const agent = { kind: 'agent', role: 'agent', officeId: OFFICE, userId: 'user-1' };
  const fieldsOf = (body: object) => {
    const parsed = createEmployeeBody.safeParse(body);
    return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  test('a minimal body gets the defaults: product mailbox, self listing, no star items', () => {
    expect(createEmployeeBody.parse(agent)).toMatchObject({ mainEmail: PRODUCT, allowSelfListing: true, starAgentItems: [] });
  });

  test.each([
    ['neither userId nor newUser', { ...agent, userId: undefined }, 'userId', M.userOrNewUser],
    ['both userId and newUser', { ...agent, newUser: { firstName: 'Budi', email: 'budi@contoh.test', phone: '0812-1234-5678' } }, 'userId', M.userOrNewUser],
    ['a role of another screen', { ...agent, role: 'admin_office' }, 'role', M.roleNotOfScreen],
    ["an office screen's record without an office", { ...agent, officeId: undefined }, 'officeId', M.officeRequired],
    ['an HQ record with an office', { ...agent, kind: 'hq', role: 'admin_hq' }, 'officeId', M.hqHasNoOffice],
    ['PRIVATE main email without the address', { ...agent, mainEmail: 'PRIVATE' }, 'privateEmail', M.mainEmailNeedsAddress],
    ['a product main email cleared', { ...agent, geniusEmail: null }, 'geniusEmail', M.mainEmailNeedsAddress],
    ['a slug with capitals', { ...agent, slug: 'Budi-Santoso' }, 'slug', M.slugFormat],
    ['a slug too short', { ...agent, slugAuthor: 'ab' }, 'slugAuthor', M.slugLength],
    ['a star item type not ours', { ...agent, starAgentItems: [{ type: 'best_ever' }] }, 'starAgentItems.0.type', undefined],
  ])('refuses %s at its field', (_name, body, field, message) => {
    const fields = fieldsOf(body);
    expect(Object.keys(fields)).toContain(field);
    if (message) expect(fields[field]).toBe(message);
  });

  test('an HQ record without an office, and a new person without a password, are accepted', () => {
    expect(fieldsOf({ kind: 'hq', role: 'admin_hq', newUser: { firstName: 'Budi', email: 'budi@contoh.test', phone: '0812-1234-5678' } })).toEqual({});
    expect(fieldsOf({ ...agent, userId: undefined, newUser: { firstName: 'Budi', email: 'budi@contoh.test', phone: '0812-1234-5678', password: 'x' } })).toHaveProperty(['newUser']);
  });
});

describe('updateEmployeeBody', () => {
  test('an empty PATCH is an empty change (no defaults)', () => {
    expect(updateEmployeeBody.parse({})).toEqual({});
  });

  test('the office is not a field: moving office is a staff transfer', () => {
    expect(updateEmployeeBody.safeParse({ officeId: OFFICE }).success).toBe(false);
  });

  test('the main email alone is left to the server, judged with the stored addresses', () => {
    expect(updateEmployeeBody.safeParse({ mainEmail: 'PRIVATE' }).success).toBe(true);
    expect(updateEmployeeBody.safeParse({ mainEmail: 'PRIVATE', privateEmail: null }).success).toBe(false);
  });
});

describe('mainEmailGap and statusChangeRefusal', () => {
  test.each([
    [{ mainEmail: 'PRIVATE', privateEmail: 'a@b.test' }, null],
    [{ mainEmail: 'PRIVATE', privateEmail: null }, 'privateEmail'],
    [{ mainEmail: PRODUCT }, null],
    [{ mainEmail: PRODUCT, geniusEmail: null }, 'geniusEmail'],
    [{ mainEmail: PRODUCT, geniusEmail: 'a@genius.co.id' }, null],
  ])('%o → %s', (record, gap) => {
    expect(mainEmailGap(record)).toBe(gap);
  });

  test('a record waiting for approval keeps its statuses; an approved one may move them', () => {
    const waiting = { approvalStatus: 'WAITING_APPROVAL', roleStatus: 'OPEN', status: 'OPEN' };
    expect(statusChangeRefusal(waiting, { status: 'ACTIVE' })).toEqual({ field: 'status', message: M.statusBeforeApproval });
    expect(statusChangeRefusal(waiting, { roleStatus: 'PUBLISH' })).toEqual({ field: 'roleStatus', message: M.statusBeforeApproval });
    expect(statusChangeRefusal(waiting, { status: 'OPEN' })).toBeNull();
    expect(statusChangeRefusal({ ...waiting, approvalStatus: 'APPROVED' }, { status: 'TERMINATED', roleStatus: 'INACTIVE' })).toBeNull();
  });
});

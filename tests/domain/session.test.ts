/** Building the session of §3 from users/me and employees, and the '+N' badge of §1/§6. */
import { describe, expect, test } from 'vitest';
import type { Employee } from '../../domain/entities/employee';
import type { User } from '../../domain/entities/user';
import { ROLE_LABELS, mainRole, type Role } from '../../domain/roles';
import { accessSubject, accountRefusal, activeEmployees, buildSession, hasActiveEmployeeRecord } from '../../domain/session';
import { fakeEmployee, fakeUser } from '../fixtures/people';

const user: User = fakeUser({ userId: 'u-1', name: 'Budi Santoso', email: 'budi@demo.test', gender: 'male', firstName: 'Budi', lastName: 'Santoso', nickName: 'Budi' });

let seq = 0;
function employee(role: Role, overrides: Partial<Employee> = {}, roleOverrides: Partial<Employee['employeeRole']> = {}): Employee {
  seq += 1;
  const officeId = role.startsWith('admin') && role !== 'admin_office' ? null : `o-${seq}`;
  return fakeEmployee(role, seq, { employeeId: `e-${seq}`, userId: user.userId, officeId, office: undefined, currentPosition: role, ...overrides }, roleOverrides);
}

function session(employees: Employee[], who: User = user) {
  const result = buildSession('token-1', who, employees);
  if (!result.ok) throw new Error(`expected a session, got ${result.reason}`);
  return result.session;
}

describe('which employee records make a session (§7 employees filters)', () => {
  test.each([
    { case: 'ACTIVE, PUBLISH, APPROVED', e: () => employee('agent'), kept: true },
    { case: 'role UNPUBLISH still counts', e: () => employee('agent', {}, { status: 'UNPUBLISH' }), kept: true },
    { case: 'employee TERMINATED', e: () => employee('agent', { status: 'TERMINATED' }), kept: false },
    { case: 'employee TRANSFERED', e: () => employee('agent', { status: 'TRANSFERED' }), kept: false },
    { case: 'employee OPEN', e: () => employee('agent', { status: 'OPEN' }), kept: false },
    { case: 'role INACTIVE', e: () => employee('agent', {}, { status: 'INACTIVE' }), kept: false },
    { case: 'role OPEN', e: () => employee('agent', {}, { status: 'OPEN' }), kept: false },
    { case: 'role WAITING_APPROVAL', e: () => employee('agent', {}, { approvalStatus: 'WAITING_APPROVAL' }), kept: false },
    { case: 'role REJECTED', e: () => employee('agent', {}, { approvalStatus: 'REJECTED' }), kept: false },
    { case: 'role DRAFT', e: () => employee('agent', {}, { approvalStatus: 'DRAFT' }), kept: false },
  ])('$case → kept $kept', ({ e, kept }) => {
    expect(activeEmployees([e()]).length).toBe(kept ? 1 : 0);
  });
});

describe('buildSession', () => {
  test('no employees → noEmployee (the account is disabled)', () => {
    expect(buildSession('t', user, [])).toEqual({ ok: false, reason: 'noEmployee' });
  });

  test('only inactive records → noEmployee', () => {
    const records = [employee('agent', { status: 'TERMINATED' }), employee('admin_office', { status: 'TRANSFERED' })];
    expect(buildSession('t', user, records)).toEqual({ ok: false, reason: 'noEmployee' });
  });

  test('active records without a published, approved role → noRole', () => {
    const records = [
      employee('agent', { status: 'TERMINATED' }),
      employee('admin_office', {}, { approvalStatus: 'WAITING_APPROVAL' }),
      employee('franchise_owner', {}, { status: 'INACTIVE' }),
    ];
    expect(buildSession('t', user, records)).toEqual({ ok: false, reason: 'noRole' });
  });

  test('inactive records are dropped from the session', () => {
    const active = employee('agent');
    const s = session([employee('admin', { status: 'TERMINATED' }), active]);
    expect(s.employees).toEqual([active]);
    expect(s.roles).toEqual(['agent']);
    expect(s.isHQ).toBe(false);
  });

  test('roles are ranked highest first and distinct', () => {
    const s = session([employee('agent'), employee('admin_office'), employee('admin_blog'), employee('agent'), employee('franchise_owner')]);
    expect(s.roles).toEqual(['admin_blog', 'franchise_owner', 'admin_office', 'agent']);
  });

  test("the main employee is the highest role's record", () => {
    const agent = employee('agent');
    const owner = employee('franchise_owner', { currentPosition: 'Owner' });
    const s = session([agent, owner]);
    expect(s.employeeId).toBe(owner.employeeId);
    expect(s.officeId).toBe(owner.officeId);
    expect(s.currentPosition).toBe('Owner');
  });

  test('of two records with the same top role, the first one is main', () => {
    const first = employee('franchise_owner');
    const second = employee('franchise_owner');
    expect(session([first, second, employee('agent')]).employeeId).toBe(first.employeeId);
  });

  test.each([
    { roles: ['admin'], isHQ: true },
    { roles: ['admin_finance_staff'], isHQ: true },
    { roles: ['admin_blog'], isHQ: true },
    { roles: ['franchise_owner'], isHQ: false },
    { roles: ['admin_office'], isHQ: false },
    { roles: ['agent'], isHQ: false },
    { roles: ['admin_hq', 'agent'], isHQ: true },
  ] as const)('roles $roles → isHQ $isHQ', ({ roles, isHQ }) => {
    expect(session(roles.map((r) => employee(r))).isHQ).toBe(isHQ);
  });

  test('token, user, nickName and profile come through', () => {
    const s = session([employee('agent')]);
    expect(s.token).toBe('token-1');
    expect(s.user).toBe(user);
    expect(s.nickName).toBe('Budi');
    expect(s.profile).toEqual({ name: 'Budi Santoso', email: 'budi@demo.test', profilePic: null });
  });

  test('without a nickname the name is shown', () => {
    expect(session([employee('agent')], { ...user, nickName: null }).nickName).toBe('Budi Santoso');
  });
});

describe("main role and the '+N' badge", () => {
  test('franchise_owner in two offices plus agent: Franchise Owner, +1 (agent)', () => {
    const s = session([employee('franchise_owner'), employee('agent'), employee('franchise_owner')]);
    const { main, others } = mainRole(s.roles);
    expect(main).toBe('franchise_owner');
    expect(main && ROLE_LABELS[main]).toBe('Franchise Owner');
    expect(others).toEqual(['agent']);
    expect(`+${others.length}`).toBe('+1');
  });

  test('a single role has no badge', () => {
    expect(mainRole(session([employee('agent')]).roles)).toEqual({ main: 'agent', others: [] });
  });

  test('HQ outranks office, office outranks agent', () => {
    expect(mainRole(['agent', 'manager_office', 'admin_finance_staff'])).toEqual({
      main: 'admin_finance_staff',
      others: ['manager_office', 'agent'],
    });
  });

  test('the HQ admin is labelled Super Admin', () => {
    expect(ROLE_LABELS.admin).toBe('Super Admin');
  });

  test('no roles → no main role', () => {
    expect(mainRole([])).toEqual({ main: undefined, others: [] });
  });
});

describe('accessSubject', () => {
  test('roles come from the session; no agent record means self-listing is not restricted', () => {
    const s = session([employee('franchise_owner')]);
    expect(accessSubject(s)).toEqual({ roles: ['franchise_owner'], allowSelfListing: true, agentListingPermission: false });
  });

  test("an agent's allowSelfListing false carries over", () => {
    const s = session([employee('agent', { allowSelfListing: false })]);
    expect(accessSubject(s).allowSelfListing).toBe(false);
  });

  test("the admin_office record's agent-listing permission carries over", () => {
    expect(accessSubject(session([employee('admin_office', { agentListingPermission: true })])).agentListingPermission).toBe(true);
    expect(accessSubject(session([employee('admin_office', { agentListingPermission: false })])).agentListingPermission).toBe(false);
  });

  test("the permission counts only on an admin_office record, and self-listing only on the agent's", () => {
    const s = session([
      employee('franchise_owner', { agentListingPermission: true, allowSelfListing: false }),
      employee('agent', { allowSelfListing: true }),
    ]);
    expect(accessSubject(s)).toEqual({ roles: ['franchise_owner', 'agent'], allowSelfListing: true, agentListingPermission: false });
  });
});

describe('accountRefusal: who may sign in and keep a session (§5; public users keep their own rules)', () => {
  test.each([
    { case: 'active employee with an active record', status: 'active', userType: 'employee', hasActiveRecord: true, expected: null },
    { case: 'active employee without one', status: 'active', userType: 'employee', hasActiveRecord: false, expected: 'noEmployee' },
    { case: 'inactive employee with an active record', status: 'inactive', userType: 'employee', hasActiveRecord: true, expected: 'inactive' },
    { case: 'active customer (no records)', status: 'active', userType: 'customer', hasActiveRecord: false, expected: null },
    { case: 'inactive customer', status: 'inactive', userType: 'customer', hasActiveRecord: false, expected: 'inactive' },
  ] as const)('$case → $expected', ({ status, userType, hasActiveRecord, expected }) => {
    expect(accountRefusal({ status, userType }, hasActiveRecord)).toBe(expected);
  });

  test('an active record is any record with status ACTIVE, approved role or not', () => {
    expect(hasActiveEmployeeRecord([employee('agent', { status: 'TERMINATED' }), employee('agent', { status: 'TRANSFERED' })])).toBe(false);
    expect(hasActiveEmployeeRecord([employee('agent', { status: 'ACTIVE' }, { approvalStatus: 'WAITING_APPROVAL' })])).toBe(true);
  });
});

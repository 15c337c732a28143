import type { AccessSubject } from './access';
import type { Employee } from './entities/employee';
import type { User } from './entities/user';
import { isHqUser, rankRoles, type Role } from './roles';

/**
 * GET employees' filterUserId for the caller's own records: the session's
 * call (§7) goes out beside users/me at boot instead of waiting for its user
 * id. Here, not with the employees query: this module carries no zod, and
 * the session's load is in the JS /login paints with (its bundle budget).
 */
export const CALLER_USER_ID = 'me';

/** The signed-in session of §3, assembled by the SPA from users/me and employees. */
export interface Session {
  token: string;
  user: User;
  employees: Employee[];
  employeeId: string;
  officeId: string | null;
  currentPosition: string | null;
  roles: Role[];
  isHQ: boolean;
  nickName: string;
  profile: { name: string; email: string; profilePic: string | null };
}

/** The employee records that make a session (§7's employees filters, applied again for safety). */
export function activeEmployees(employees: readonly Employee[]): Employee[] {
  return employees.filter(
    (e) =>
      e.status === 'ACTIVE' &&
      (e.employeeRole.status === 'PUBLISH' || e.employeeRole.status === 'UNPUBLISH') &&
      e.employeeRole.approvalStatus === 'APPROVED',
  );
}

/** Any employee record still ACTIVE (approved role or not): §5's "active employee record". */
export function hasActiveEmployeeRecord(employees: readonly Pick<Employee, 'status'>[]): boolean {
  return employees.some((e) => e.status === 'ACTIVE');
}

/** Why an account may not sign in or keep a session; null when it may. */
export type AccountRefusal = 'inactive' | 'noEmployee';

/**
 * The server's rule at sign-in and on every request: an inactive user never;
 * a back-office user (userType employee) only while one of their employee
 * records is active. Public users (customers) have no employee records: their
 * status alone decides.
 */
export function accountRefusal(
  account: Pick<User, 'status' | 'userType'>,
  hasActiveRecord: boolean,
): AccountRefusal | null {
  if (account.status !== 'active') return 'inactive';
  if (account.userType === 'employee' && !hasActiveRecord) return 'noEmployee';
  return null;
}

/**
 * Build the session, or say why not: no active employee record means the
 * account is disabled; active records without a published, approved role
 * mean the role data is missing (§5/§8).
 */
export function buildSession(
  token: string,
  user: User,
  employees: readonly Employee[],
): { ok: true; session: Session } | { ok: false; reason: 'noEmployee' | 'noRole' } {
  if (!hasActiveEmployeeRecord(employees)) return { ok: false, reason: 'noEmployee' };
  const active = activeEmployees(employees);
  const roles = rankRoles(active.map((e) => e.employeeRole.role));
  const main = active.find((e) => e.employeeRole.role === roles[0]);
  if (!main) return { ok: false, reason: 'noRole' };
  const nickName = user.nickName || user.name;
  return {
    ok: true,
    session: {
      token,
      user,
      employees: active,
      employeeId: main.employeeId,
      officeId: main.officeId,
      currentPosition: main.currentPosition,
      roles,
      isHQ: isHqUser(roles),
      nickName,
      profile: { name: user.name, email: user.email, profilePic: user.profilePic },
    },
  };
}

/** What the access table looks at for this session. */
export function accessSubject(session: {
  roles: readonly Role[];
  employees: readonly Pick<Employee, 'employeeRole' | 'allowSelfListing' | 'agentListingPermission'>[];
}): AccessSubject {
  const agent = session.employees.find((e) => e.employeeRole.role === 'agent');
  const adminOffice = session.employees.find((e) => e.employeeRole.role === 'admin_office');
  return {
    roles: session.roles,
    allowSelfListing: agent ? agent.allowSelfListing : true,
    agentListingPermission: adminOffice?.agentListingPermission ?? false,
  };
}

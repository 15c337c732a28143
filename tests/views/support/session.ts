import type { User } from '../../../domain/entities/user';
import { fakeEmployee, fakeUser } from '../../fixtures/people';
import { rankRoles, type Role } from '../../../domain/roles';
import type { Session } from '../../../domain/session';

export { USER_ID, fakeEmployee, fakeUser } from '../../fixtures/people';

/** A signed-in session holding these roles, one employee record each. */
export function fakeSession(roles: Role[], user: User = fakeUser()): Session {
  const employees = roles.map((r, i) => fakeEmployee(r, i));
  const ranked = rankRoles(roles);
  return {
    token: 'token-1',
    user,
    employees,
    employeeId: employees[0]?.employeeId ?? 'emp-0',
    officeId: employees[0]?.officeId ?? null,
    currentPosition: null,
    roles: ranked,
    isHQ: ranked.some((r) => r.startsWith('admin')),
    nickName: user.nickName ?? user.name,
    profile: { name: user.name, email: user.email, profilePic: null },
  };
}

import type { Employee } from '../../../domain/entities/employee';
import type { User } from '../../../domain/entities/user';
import { rankRoles, type Role } from '../../../domain/roles';
import type { Session } from '../../../domain/session';

export const USER_ID = 'user-1';

export function fakeUser(overrides: Partial<User> = {}): User {
  return {
    userId: USER_ID,
    name: 'Dewi Lestari',
    email: 'dewi@demo.test',
    phone: '0812-3456-7890',
    gender: 'female',
    province: 'DKI Jakarta',
    city: 'Jakarta Selatan',
    postalCode: '12345',
    status: 'active',
    userType: 'employee',
    firstName: 'Dewi',
    middleName: null,
    lastName: 'Lestari',
    nickName: 'Dewi',
    birthDate: '1990-05-17',
    profilePic: null,
    emailVerifiedAt: null,
    createdAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function fakeEmployee(role: Role, index = 0, overrides: Partial<Employee> = {}): Employee {
  return {
    employeeId: `emp-${index}`,
    userId: USER_ID,
    officeId: role.startsWith('admin') ? null : `office-${index}`,
    office: role.startsWith('admin') ? null : { officeId: `office-${index}`, officeName: `Office ${index + 1}`, officeCode: null, tempOfficeCode: null },
    currentPosition: null,
    currentPositionItem: null,
    employeeRole: { role, status: 'PUBLISH', approvalStatus: 'APPROVED' },
    groupMembers: [],
    employeeCode: null,
    tempEmployeeCode: null,
    allowSelfListing: true,
    agentListingPermission: false,
    starAgentPhoto: null,
    starAgentTitle: null,
    starAgentWebContent: null,
    starAgentItems: [],
    status: 'ACTIVE',
    mainEmail: null,
    geniusEmail: null,
    privateEmail: null,
    slug: null,
    slugAuthor: null,
    ...overrides,
  };
}

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

import type { Employee } from '../../domain/entities/employee';
import type { User } from '../../domain/entities/user';
import type { Role } from '../../domain/roles';

export const user: User = {
  userId: 'u-1',
  name: 'Rina Wijaya',
  email: 'rina@demo.test',
  phone: null,
  gender: 'female',
  province: null,
  city: null,
  postalCode: null,
  status: 'active',
  userType: 'employee',
  firstName: 'Rina',
  middleName: null,
  lastName: 'Wijaya',
  nickName: 'Rina',
  birthDate: null,
  profilePic: null,
  emailVerifiedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

export function employee(role: Role, overrides: Partial<Employee> = {}, roleOverrides: Partial<Employee['employeeRole']> = {}): Employee {
  return {
    employeeId: `e-${role}`,
    userId: user.userId,
    officeId: 'o-1',
    office: { officeId: 'o-1', officeName: 'Genius Jakarta Selatan', officeCode: 'JKS', tempOfficeCode: null },
    currentPosition: null,
    employeeRole: { role, status: 'PUBLISH', approvalStatus: 'APPROVED', ...roleOverrides },
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

export const loaded = { user, employees: [employee('franchise_owner'), employee('agent')] };
export const loadedNoEmployee = { user, employees: [employee('agent', { status: 'TERMINATED' })] };
export const loadedNoRole = { user, employees: [employee('agent', {}, { approvalStatus: 'WAITING_APPROVAL' })] };

/** Records the named actions a machine runs, with their params. */
export function recorder(names: string[]) {
  const calls: { name: string; params: unknown }[] = [];
  const actions = Object.fromEntries(names.map((name) => [name, (_: unknown, params: unknown) => calls.push({ name, params })]));
  return { calls, actions, names: () => calls.map((c) => c.name) };
}

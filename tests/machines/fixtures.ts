import type { Employee } from '../../domain/entities/employee';
import type { User } from '../../domain/entities/user';
import type { Role } from '../../domain/roles';
import { fakeEmployee, fakeUser } from '../fixtures/people';

export const user: User = fakeUser({
  userId: 'u-1',
  name: 'Rina Wijaya',
  email: 'rina@demo.test',
  firstName: 'Rina',
  lastName: 'Wijaya',
  nickName: 'Rina',
});

export function employee(role: Role, overrides: Partial<Employee> = {}, roleOverrides: Partial<Employee['employeeRole']> = {}): Employee {
  return fakeEmployee(
    role,
    0,
    {
      employeeId: `e-${role}`,
      userId: user.userId,
      officeId: 'o-1',
      office: { officeId: 'o-1', officeName: 'Genius Jakarta Selatan', officeCode: 'JKS', tempOfficeCode: null },
      ...overrides,
    },
    roleOverrides,
  );
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

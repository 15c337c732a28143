import type { EmployeeScreen } from '../../../domain/employee-admin';
import { APPROVAL_STATUSES, EMPLOYEE_STATUSES, ROLE_STATUSES } from '../../../domain/entities/employee';
import type { ApprovalStatus, EmployeeStatus, RoleStatus } from '../../../domain/people-formats';
import type { Role } from '../../../domain/roles';
import type { EmployeesParams } from '../../api/employees/get-employees';
import type { ListSort } from '../../ui/list-sort';

/** The filters of an employee list kept in the URL ('' is every value). */
export const EMPLOYEE_FILTERS = { status: '', roleStatus: '', approvalStatus: '', role: '', office: '' };
export type EmployeeFilterValues = typeof EMPLOYEE_FILTERS;

/** The sorts the list offers (server/services/employees.ts SORTABLE); newest first by default. */
export const EMPLOYEE_SORT_FIELDS = ['name', 'employeeCode', 'role', 'createdAt'] as const;
export const DEFAULT_EMPLOYEE_SORT: ListSort = { field: 'createdAt', order: 'DESC' };

const oneOf = <T extends string>(values: readonly T[], value: string): value is T => (values as readonly string[]).includes(value);

/**
 * The URL's values as GET employees' filters: always the screen's roles (one
 * of them when the role filter names it); a hand-edited value the server
 * would refuse is left out.
 */
export function employeesParams(
  screen: EmployeeScreen,
  values: EmployeeFilterValues,
  list: { limit: number; offset: number; search?: string; sort: string },
): EmployeesParams {
  const role = oneOf<Role>(screen.roles, values.role) ? [values.role as Role] : [...screen.roles];
  return {
    filterRole: role,
    includeData: ['user', 'office'],
    limit: list.limit,
    offset: list.offset,
    ...(list.search && { search: list.search }),
    ...(list.sort && { sort: list.sort }),
    ...(oneOf<EmployeeStatus>(EMPLOYEE_STATUSES, values.status) && { filterStatus: [values.status as EmployeeStatus] }),
    ...(oneOf<RoleStatus>(ROLE_STATUSES, values.roleStatus) && { filterRoleStatus: [values.roleStatus as RoleStatus] }),
    ...(oneOf<ApprovalStatus>(APPROVAL_STATUSES, values.approvalStatus) && { filterRoleApprovalStatus: [values.approvalStatus as ApprovalStatus] }),
    ...(screen.hasOffice && values.office && { filterOfficeId: values.office }),
  };
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Employee } from '../../../domain/entities/employee';
import { getEmployees, type EmployeesParams } from './get-employees';
import { employeeKeys } from './keys';

/** §9: searches bring 20 at a time. */
export const EMPLOYEE_SEARCH_LIMIT = 20;

/** Active employees by name, nickname, email or code: whom an admin makes an author, transfers, or filters by. */
function employeeSearchQuery(search: string): EmployeesParams {
  return { search, filterStatus: ['ACTIVE'], includeData: ['user', 'office'], limit: EMPLOYEE_SEARCH_LIMIT, offset: 0 };
}

export const employeeSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: employeeKeys.list(employeeSearchQuery(search)),
    queryFn: ({ signal }): Promise<Employee[]> => getEmployees(employeeSearchQuery(search), signal).then((p) => p.results),
    staleTime: 30_000,
  });

/** The employee picker's search; `search` null asks nothing. */
export const useEmployeeSearch = (search: string | null) => useQuery({ ...employeeSearchQueryOptions(search ?? ''), enabled: search !== null });

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Employee } from '../../../domain/entities/employee';
import { getEmployees, type EmployeesParams } from './get-employees';
import { employeeKeys } from './keys';

/** §5/§9: a person search brings 20 at a time. */
export const PEOPLE_SEARCH_LIMIT = 20;

/** Agents (§5: approved role, active status), or any active employee (who changed a record, who becomes an author). */
export type PeopleScope = 'agents' | 'employees';

export function peopleSearchQuery(scope: PeopleScope, search: string, officeId?: string | null): EmployeesParams {
  const base: EmployeesParams = { search, filterStatus: ['ACTIVE'], includeData: ['user', 'office'], limit: PEOPLE_SEARCH_LIMIT, offset: 0 };
  const agents: EmployeesParams = scope === 'agents' ? { filterRole: ['agent'], filterRoleApprovalStatus: ['APPROVED'] } : {};
  return { ...base, ...agents, ...(officeId ? { filterOfficeId: officeId } : {}) };
}

export const peopleSearchQueryOptions = (scope: PeopleScope, search: string, officeId?: string | null) =>
  queryOptions({
    queryKey: employeeKeys.list(peopleSearchQuery(scope, search, officeId)),
    queryFn: ({ signal }): Promise<Employee[]> => getEmployees(peopleSearchQuery(scope, search, officeId), signal).then((p) => p.results),
    staleTime: 30_000,
  });

/**
 * The pickers' search; `search` null asks nothing. The previous answer stays
 * until the next arrives, so a picker's list does not blink empty between searches.
 */
export const usePeopleSearch = (scope: PeopleScope, search: string | null, officeId?: string | null) =>
  useQuery({ ...peopleSearchQueryOptions(scope, search ?? '', officeId), enabled: search !== null, placeholderData: keepPreviousData });

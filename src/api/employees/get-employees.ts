import { queryOptions, useQuery } from '@tanstack/react-query';
import { envelope, listPayload, type ListPayload } from '../../../domain/entities/common';
import { employee, type Employee, type employeesQuery } from '../../../domain/entities/employee';
import { http, type QueryParams } from '../http';
import { employeeKeys } from './keys';

/** GET employees' filters: any of them; the server's defaults fill in the paging. */
export type EmployeesParams = Partial<QueryParams<typeof employeesQuery>>;

export const employeesAnswer = envelope(listPayload(employee));

/** GET employees (§7) with any of its filters. */
export async function getEmployees(params: EmployeesParams, signal?: AbortSignal): Promise<ListPayload<Employee>> {
  const res = await http.get('employees', { query: { ...params }, signal, schema: employeesAnswer });
  return res.payload;
}

/** The listing agents an office admin may list for: the office's approved, active agents (the transfer dropdowns' 9999, §9). */
function officeAgentsQuery(officeId: string): EmployeesParams {
  return {
    filterRole: ['agent'],
    filterOfficeId: officeId,
    filterStatus: ['ACTIVE'],
    filterRoleApprovalStatus: ['APPROVED'],
    includeData: ['user'],
    limit: 9999,
    offset: 0,
  };
}

export const officeAgentsQueryOptions = (officeId: string) =>
  queryOptions({
    queryKey: employeeKeys.list(officeAgentsQuery(officeId)),
    queryFn: ({ signal }) => getEmployees(officeAgentsQuery(officeId), signal).then((p) => p.results),
    staleTime: 60_000,
  });

export const useOfficeAgents = (officeId: string | null) =>
  useQuery({ ...officeAgentsQueryOptions(officeId ?? ''), enabled: officeId !== null });

/** A page of GET employees, kept while the next one loads (the approval lists). */
export const useEmployeesPage = (params: EmployeesParams) =>
  useQuery({
    queryKey: employeeKeys.list({ ...params }),
    queryFn: ({ signal }) => getEmployees(params, signal),
    placeholderData: (previous) => previous,
  });

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListPayload } from '../../../domain/entities/common';
import type { Employee } from '../../../domain/entities/employee';
import { http, type Envelope, type Query } from '../http';
import { employeeKeys } from './keys';

/** GET employees (§7) with any of its filters. */
export async function getEmployees(query: Query, signal?: AbortSignal): Promise<ListPayload<Employee>> {
  const res = await http.get<Envelope<ListPayload<Employee>>>('employees', { query, signal });
  return res.payload;
}

/** The listing agents an office admin may list for: the office's approved, active agents (the transfer dropdowns' 9999, §9). */
function officeAgentsQuery(officeId: string) {
  return {
    filterRole: 'agent',
    filterOfficeId: officeId,
    filterStatus: 'ACTIVE',
    filterRoleApprovalStatus: 'APPROVED',
    includeData: 'user',
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

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Employee } from '../../../domain/entities/employee';
import { getEmployees, type EmployeesParams } from '../employees/get-employees';
import { employeeKeys } from '../employees/keys';

/** §5/§9: an agent search finds approved, active agents, 20 at a time. */
export const AGENT_SEARCH_LIMIT = 20;

function agentQuery(search: string): EmployeesParams {
  return {
    search,
    filterRole: ['agent'],
    filterStatus: ['ACTIVE'],
    filterRoleApprovalStatus: ['APPROVED'],
    includeData: ['user', 'office'],
    limit: AGENT_SEARCH_LIMIT,
    offset: 0,
  };
}

/** GET employees?search&filterRole=agent&limit=20: the agent pickers of the masking history filters. */
export async function getAgents(search: string, signal?: AbortSignal): Promise<Employee[]> {
  const page = await getEmployees(agentQuery(search), signal);
  return page.results;
}

export const agentsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: employeeKeys.list(agentQuery(search)),
    queryFn: ({ signal }) => getAgents(search, signal),
    staleTime: 60_000,
  });

/** The previous answer stays until the next one arrives, so a picker's list does not blink empty between searches. */
export const useAgents = (search: string, enabled = true) =>
  useQuery({ ...agentsQueryOptions(search), enabled, placeholderData: keepPreviousData });

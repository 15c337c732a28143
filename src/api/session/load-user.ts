import type { Employee } from '../../../domain/entities/employee';
import type { User } from '../../../domain/entities/user';
import type { ListPayload } from '../../../domain/entities/common';
import { http, type Envelope } from '../http';

/** Where loading failed, so the session flow picks the §5/§8 message. */
export interface LoadUserFailure {
  stage: 'me' | 'noUserId' | 'employees';
  cause?: unknown;
}

/** The employees query of §7's Session calls, word for word. */
export function sessionEmployeesQuery(userId: string) {
  return {
    filterUserId: userId,
    filterStatus: 'ACTIVE',
    filterRoleStatus: 'PUBLISH,UNPUBLISH',
    filterRoleApprovalStatus: 'APPROVED',
    includeData: 'office,currentPositionItem,groupMembers,starAgentPhoto',
    includeNullOffice: true,
    limit: 100,
  };
}

/** GET users/me, then GET employees for that user. */
export async function loadUser(token: string): Promise<{ user: User; employees: Employee[] }> {
  let user: User;
  try {
    user = (await http.get<Envelope<User>>('users/me', { token })).payload;
  } catch (cause) {
    throw { stage: 'me', cause } satisfies LoadUserFailure;
  }
  if (!user?.userId) throw { stage: 'noUserId' } satisfies LoadUserFailure;
  try {
    const res = await http.get<Envelope<ListPayload<Employee>>>('employees', { token, query: sessionEmployeesQuery(user.userId) });
    return { user, employees: res.payload.results };
  } catch (cause) {
    throw { stage: 'employees', cause } satisfies LoadUserFailure;
  }
}

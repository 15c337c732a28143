import type { Employee } from '../../../domain/entities/employee';
import { CALLER_USER_ID } from '../../../domain/session';
import type { User } from '../../../domain/entities/user';
import type { EmployeesParams } from '../employees/get-employees';
import { http, parseAnswer } from '../http';

/**
 * The session's answer schemas load beside its first call, not with the
 * entry: they bring zod, and /login paints without it (its bundle budget).
 */
const sessionAnswers = () =>
  Promise.all([import('../users/get-me'), import('../employees/get-employees')]).then(([me, employees]) => ({
    meAnswer: me.meAnswer,
    employeesAnswer: employees.employeesAnswer,
  }));

/** Where loading failed, so the session flow picks the §5/§8 message. */
export interface LoadUserFailure {
  stage: 'me' | 'noUserId' | 'employees';
  cause?: unknown;
}

/**
 * The employees query of §7's Session calls, with the caller named as
 * `filterUserId=me` (CALLER_USER_ID): the server reads the records of the
 * token's user, so the call need not wait for users/me to say who that is.
 */
export function sessionEmployeesQuery(): EmployeesParams {
  return {
    filterUserId: CALLER_USER_ID,
    filterStatus: ['ACTIVE'],
    filterRoleStatus: ['PUBLISH', 'UNPUBLISH'],
    filterRoleApprovalStatus: ['APPROVED'],
    includeData: ['office', 'currentPositionItem', 'groupMembers', 'starAgentPhoto'],
    includeNullOffice: true,
    limit: 100,
  };
}

/** GET employees for the session (§7's query). */
export async function getSessionEmployees(token: string): Promise<Employee[]> {
  const [{ employeesAnswer }, answer] = await Promise.all([sessionAnswers(), http.get('employees', { token, query: { ...sessionEmployeesQuery() } })]);
  return parseAnswer(employeesAnswer, answer, 'GET employees').payload.results;
}

/** GET users/me and, beside it rather than after its answer, GET employees of the same caller. */
export async function loadUser(token: string): Promise<{ user: User; employees: Employee[] }> {
  let answer: unknown;
  const answers = sessionAnswers();
  // users/me goes out first (it heads the chain), employees right behind it.
  const meCall = http.get('users/me', { token });
  const employeesCall = getSessionEmployees(token);
  // Read only once users/me is in; a failure meanwhile must not be reported as unhandled.
  employeesCall.catch(() => undefined);
  try {
    answer = await meCall;
  } catch (cause) {
    throw { stage: 'me', cause } satisfies LoadUserFailure;
  }
  // §5's 'no user id' has its own message, so it is told apart before the answer is parsed.
  if (!(answer as { payload?: { userId?: unknown } } | undefined)?.payload?.userId) throw { stage: 'noUserId' } satisfies LoadUserFailure;
  let user: User;
  try {
    user = parseAnswer((await answers).meAnswer, answer, 'GET users/me').payload;
  } catch (cause) {
    throw { stage: 'me', cause } satisfies LoadUserFailure;
  }
  try {
    return { user, employees: await employeesCall };
  } catch (cause) {
    throw { stage: 'employees', cause } satisfies LoadUserFailure;
  }
}

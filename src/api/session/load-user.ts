import type { Employee } from '../../../domain/entities/employee';
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

/** The employees query of §7's Session calls, word for word. */
export function sessionEmployeesQuery(userId: string): EmployeesParams {
  return {
    filterUserId: userId,
    filterStatus: ['ACTIVE'],
    filterRoleStatus: ['PUBLISH', 'UNPUBLISH'],
    filterRoleApprovalStatus: ['APPROVED'],
    includeData: ['office', 'currentPositionItem', 'groupMembers', 'starAgentPhoto'],
    includeNullOffice: true,
    limit: 100,
  };
}

/** GET employees for the session (§7's query). */
export async function getSessionEmployees(token: string, userId: string): Promise<Employee[]> {
  const [{ employeesAnswer }, answer] = await Promise.all([sessionAnswers(), http.get('employees', { token, query: { ...sessionEmployeesQuery(userId) } })]);
  return parseAnswer(employeesAnswer, answer, 'GET employees').payload.results;
}

/**
 * GET users/me, then GET employees for that user. `employeesOf` may hand back
 * a call already under way (src/app/flows/session-preload.ts starts it at boot).
 */
export async function loadUser(
  token: string,
  employeesOf: (userId: string) => Promise<Employee[]> = (userId) => getSessionEmployees(token, userId),
): Promise<{ user: User; employees: Employee[] }> {
  let answer: unknown;
  const answers = sessionAnswers();
  try {
    answer = await http.get('users/me', { token });
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
    return { user, employees: await employeesOf(user.userId) };
  } catch (cause) {
    throw { stage: 'employees', cause } satisfies LoadUserFailure;
  }
}

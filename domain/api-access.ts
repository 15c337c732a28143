/**
 * The server's access table: every API route (Fastify's method and url
 * pattern) and who may call it — 'public', or a guard of access.ts. The server
 * authorizes every /api request from this table before it reads the body; a
 * route missing here is refused (fail closed).
 */
import type { GuardName } from './access';

export type ApiRule = 'public' | GuardName;

export const API_ACCESS = {
  'GET /api/health': 'public',

  'POST /api/auth/signin': 'public',
  'POST /api/auth/signout': 'authenticated',
  'GET /api/auth/ping': 'authenticated',
  'POST /api/auth/change-password': 'authenticated',
  'POST /api/auth/forgot-password/confirmation-link': 'public',
  'GET /api/auth/reset-password/:sessionId': 'public',
  'POST /api/auth/reset-password/:sessionId': 'public',
  'POST /api/auth/verify-email/:sessionId': 'public',

  'GET /api/mail-outbox': 'superAdmin',

  'GET /api/users/me': 'authenticated',
  /** Self or superAdmin; which fields a non-admin may change is the handler's rule. */
  'PATCH /api/users/:userId': 'authenticated',
  'POST /api/users/check-email': 'authenticated',

  /** Ownership (HQ all, others their own offices) is applied by the handler. */
  'GET /api/employees': 'authenticated',
  'GET /api/employees/birthdays': 'authenticated',

  'POST /api/fcm/register': 'authenticated',
  'DELETE /api/fcm/:token': 'authenticated',

  'GET /api/app-configs/custom/as-object': 'public',
  'PATCH /api/app-configs/:key': 'adminHqPlus',

  'GET /api/notifications': 'authenticated',
  'GET /api/notifications/stream': 'authenticated',
  'PATCH /api/notifications/mark-as-read': 'authenticated',
  'PATCH /api/notifications/mark-all-as-read': 'authenticated',
  'POST /api/notifications': 'adminHqPlus',
} as const satisfies Record<string, ApiRule>;

export type ApiRoute = keyof typeof API_ACCESS;

export const apiRouteKey = (method: string, url: string): string => `${method.toUpperCase()} ${url}`;

/** The rule of a route, or undefined when the table does not know it (refuse). */
export function apiRule(method: string, url: string): ApiRule | undefined {
  const key = apiRouteKey(method, url);
  return Object.hasOwn(API_ACCESS, key) ? API_ACCESS[key as ApiRoute] : undefined;
}

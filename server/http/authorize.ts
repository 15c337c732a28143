/**
 * The one authorization hook over /api, driven by domain/api-access.ts. It runs
 * on onRequest — before the body is even parsed — so a caller who may not use
 * a route learns nothing about what it accepts. A route the table does not
 * know is refused.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { can } from '../../domain/access';
import { apiRule, GUARD_REFUSALS } from '../../domain/api-access';
import { forbidden, unauthenticated } from '../errors';
import { originOf, type RequestCaller } from './types';

export const isApiPath = (url: string | undefined): boolean => !!url && (url === '/api' || url.startsWith('/api/'));

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** The caller behind a bearer token, or null when no live session has it (the app gives server/services' answer). */
export type Authenticate = (token: string) => Promise<RequestCaller | null>;

export function authorizeHook(authenticate: Authenticate) {
  return async function authorize(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const pattern = request.routeOptions.url;
    // No route: the not-found handler answers. Outside /api: the SPA's static files.
    if (pattern === undefined || !isApiPath(pattern)) return;

    const rule = apiRule(request.method, pattern);
    if (rule === undefined) {
      request.log.error({ route: `${request.method} ${pattern}` }, 'route missing from domain/api-access.ts: refused');
      throw forbidden();
    }
    if (rule === 'public') return;

    const token = bearerToken(request);
    if (!token) throw unauthenticated();
    const found = await authenticate(token);
    if (!found) throw unauthenticated();
    // Where the request came from goes with the caller into every change it makes (the audit trail).
    const caller = { ...found, origin: originOf(request) };
    request.caller = caller;
    if (!can(caller.subject, rule)) throw forbidden(GUARD_REFUSALS[rule]);
  };
}

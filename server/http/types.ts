/** The typing of zod route schemas and of route plugins (what the app hands them is server/context.ts). */
import type { FastifyInstance, FastifyRequest, FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';
import { unauthenticated } from '../errors';

/** The zod schemas a route declared for its input (and answers), as Fastify keeps them. */
export interface RouteSchemas {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  headers?: unknown;
  response?: unknown;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  /** Undefined when the route declared no schema at all. */
  schema?: RouteSchemas;
  /** The route's own body limit in bytes, when it has one (else the app's). */
  bodyLimit?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered with its schemas, for the authorization-matrix and bad-input tests. */
    registeredRoutes: RegisteredRoute[];
  }
}

/** Body, query and params typed from the route's zod schemas. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

export type ApiPlugin = (app: FastifyInstance) => Promise<void>;

export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();

/** Who calls: what the authorization hook found behind the request's token (server/context.ts types it). */
export type RequestCaller = NonNullable<FastifyRequest['caller']>;

/**
 * The caller of a route the access table guards (the hook has set it). A
 * handler that needs a caller on a route marked public refuses rather than
 * guess.
 */
export function callerOf(request: Pick<FastifyRequest, 'caller'>): RequestCaller {
  if (!request.caller) throw unauthenticated();
  return request.caller;
}

/**
 * Where this request came from, for the audit trail: its id (one per request,
 * unique across instances), address and user agent; marked unaudited only in
 * the bench's server built with `audit: false` (AppOptions.audit).
 */
export function originOf(request: Pick<FastifyRequest, 'id' | 'ip' | 'headers' | 'server'>): NonNullable<RequestCaller['origin']> {
  const userAgent = request.headers['user-agent'];
  const origin = { requestId: request.id, clientAddress: request.ip || null, userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 500) : null };
  return request.server.services.audit ? origin : { ...origin, unaudited: true };
}

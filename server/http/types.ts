/** What the app hands its route plugins, and the typing of zod route schemas. */
import type { FastifyInstance, FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';
import type { Database, Db } from '../db/client';
import type { Caller, RequestOrigin } from '../services/caller';
import { unauthenticated } from './errors';
import type { Mailer } from '../services/mail';
import type { PushHub } from '../services/push';
import type { SessionLimits } from '../services/sessions';
import type { SignInLimits } from '../services/sign-in-throttle';
import type { UploadQuota } from '../services/upload-quota';

export interface Services {
  database: Database;
  db: Db;
  /** The clock: injectable so tests can move time (idle and absolute session limits). */
  now: () => Date;
  mailer: Mailer;
  push: PushHub;
  sessionLimits: SessionLimits;
  signInLimits: SignInLimits;
  /** Files and megabytes one user may upload per rolling hour. */
  uploadQuota: UploadQuota;
  /** Waits without blocking (the sign-in slowdown); injectable so tests need not sleep. */
  wait: (ms: number) => Promise<void>;
  /** Origin of the SPA, for links in mails (never taken from the request's Host). */
  publicUrl: string;
  /** Event-stream heartbeat period. */
  heartbeatMs: number;
  /** How many days a shared listing link answers after it was shared (SHARED_LINK_DAYS). */
  sharedLinkDays: number;
}

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
    services: Services;
    /** Every route registered with its schemas, for the authorization-matrix and bad-input tests. */
    registeredRoutes: RegisteredRoute[];
  }
  interface FastifyRequest {
    /** Set by the authorization hook on every non-public /api route. */
    caller: Caller | null;
  }
}

/** Body, query and params typed from the route's zod schemas. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

export type ApiPlugin = (app: FastifyInstance) => Promise<void>;

export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();

/**
 * The caller of a route the access table guards (the hook has set it). A
 * handler that needs a caller on a route marked public refuses rather than
 * guess.
 */
export function callerOf(request: { caller: Caller | null }): Caller {
  if (!request.caller) throw unauthenticated();
  return request.caller;
}

/** Where this request came from, for the audit trail: its id (one per request, unique across instances), address and user agent. */
export function originOf(request: { id: string; ip: string; headers: { 'user-agent'?: string } }): RequestOrigin {
  return { requestId: request.id, clientAddress: request.ip || null, userAgent: request.headers['user-agent']?.slice(0, 500) ?? null };
}

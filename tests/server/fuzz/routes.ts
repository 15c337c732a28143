/**
 * The routes under fuzzing, read off the app itself: method, url pattern, the
 * access rule and the zod schemas each declared. Nothing here names a route.
 */
import type { InjectOptions } from 'fastify';
import { z } from 'zod';
import { apiRule, type ApiRule } from '../../../domain/api-access';
import { buildApp } from '../../../server/app';
import type { Database } from '../../../server/db/client';
import type { RouteSchemas } from '../../../server/http/types';
import { inputJsonSchema, wellFormed, type JsonSchema, type Part } from './inputs';

export const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface RouteUnderTest {
  key: string;
  method: string;
  url: string;
  /** undefined: missing from the access table (the access-matrix test fails on that). */
  rule: ApiRule | undefined;
  paramNames: string[];
  /** The declared schemas as Fastify keeps them (zod or not). */
  declared: RouteSchemas;
  /** The zod schemas of the input parts. */
  schemas: Partial<Record<Part, z.ZodType>>;
  js: Partial<Record<Part, JsonSchema>>;
  /** May carry a body (POST, PUT, PATCH, DELETE). */
  isWrite: boolean;
  /** The route's own body limit (an upload's is larger than the app's), when it set one. */
  bodyLimit?: number;
}

const PART_OF: Record<Part, keyof RouteSchemas> = { params: 'params', query: 'querystring', body: 'body' };
export const PARTS: Part[] = ['params', 'query', 'body'];

export const isZod = (schema: unknown): schema is z.ZodType => schema instanceof z.ZodType;

export const paramNamesOf = (url: string): string[] => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);

/** A database that answers nothing: enough to build the app and list its routes before any test runs. */
const nowhere = {
  db: {},
  driver: 'pglite',
  listen: async () => async () => {},
  notify: async () => {},
  migrate: async () => {},
  withStartupLock: <T>(fn: () => Promise<T>) => fn(),
  close: async () => {},
} as unknown as Database;

/** Every /api route the app registers, as the fuzzing sees it. */
export async function discoverRoutes(): Promise<RouteUnderTest[]> {
  const app = buildApp({ db: nowhere });
  await app.ready();
  const routes = app.registeredRoutes
    .filter((r) => r.url.startsWith('/api'))
    .map((r): RouteUnderTest => {
      const declared = r.schema ?? {};
      const schemas: Partial<Record<Part, z.ZodType>> = {};
      const js: Partial<Record<Part, JsonSchema>> = {};
      for (const part of PARTS) {
        const schema = declared[PART_OF[part]];
        if (isZod(schema)) {
          schemas[part] = schema;
          js[part] = inputJsonSchema(schema);
        }
      }
      return {
        key: `${r.method} ${r.url}`,
        method: r.method,
        url: r.url,
        rule: apiRule(r.method, r.url),
        paramNames: paramNamesOf(r.url),
        declared,
        schemas,
        js,
        isWrite: BODY_METHODS.has(r.method),
        bodyLimit: r.bodyLimit,
      };
    });
  await app.close();
  return routes;
}

/** Takes input through a schema: fuzz it. */
export const takesInput = (route: RouteUnderTest) => PARTS.some((part) => route.schemas[part]);

/** As a browser would: unpaired surrogates become U+FFFD before percent-encoding. */
const encode = (value: string) => encodeURIComponent(wellFormed(value));

export function queryString(query: Record<string, string | string[]> | undefined): string {
  if (!query) return '';
  const pairs = Object.entries(query).flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((item) => `${encode(k)}=${encode(item)}`));
  return pairs.length ? `?${pairs.join('&')}` : '';
}

export function concreteUrl(route: RouteUnderTest, params: Record<string, string>, query?: Record<string, string | string[]>): string {
  const path = route.url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encode(params[name] ?? ''));
  return `${path}${queryString(query)}`;
}

/** A request of a fuzz case: JSON bodies are serialized here, so what is sent is exactly what was generated. */
export interface Sent {
  params: Record<string, string>;
  query?: Record<string, string | string[]>;
  /** A JSON value (undefined: no body). */
  body?: unknown;
  /** Raw bytes instead of a JSON value (malformed JSON, other content types). */
  raw?: string | Buffer;
  contentType?: string;
}

export function injectOptions(route: RouteUnderTest, sent: Sent, headers: Record<string, string>, remoteAddress: string): InjectOptions {
  const options: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url: concreteUrl(route, sent.params, sent.query),
    headers: { ...headers },
    remoteAddress,
  };
  if (sent.raw !== undefined) {
    options.payload = sent.raw;
    if (sent.contentType !== undefined) options.headers = { ...options.headers, 'content-type': sent.contentType };
  } else if (sent.body !== undefined) {
    options.payload = JSON.stringify(sent.body);
    options.headers = { ...options.headers, 'content-type': sent.contentType ?? 'application/json' };
  }
  return options;
}

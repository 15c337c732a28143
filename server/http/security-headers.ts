/**
 * Helmet's security headers on every answer, worked out once. @fastify/helmet
 * built helmet's middleware anew for every request (parsing the CSP
 * directives each time, ~2 % of a list request's CPU at scale); the headers
 * never change, so they are computed when the app is built and set on the
 * raw response as each request arrives — as helmet sets them, so an answer
 * that writes the raw response itself (the event stream) carries them too,
 * and a route's own `reply.header` still wins (the session-share page's COOP).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet's middleware sets with these options, in the order it sets them. */
export function helmetHeaders(options: Readonly<HelmetOptions>): ReadonlyArray<readonly [string, string]> {
  const headers = new Map<string, string>();
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  let called = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    called = true;
  });
  // helmet 8's middleware is synchronous; a later one that is not would leave headers unset.
  if (!called) throw new Error('helmet did not finish synchronously: its headers cannot be computed once');
  return [...headers];
}

/** Set these headers on every request's raw response as it arrives. */
export function securityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

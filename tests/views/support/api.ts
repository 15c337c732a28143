import { vi } from 'vitest';

/** One recorded call to the fake API. */
export interface ApiCall {
  method: string;
  /** The path under /api, without the query: 'notifications/mark-as-read'. */
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

type Answer = { status?: number; body?: unknown } | ((call: ApiCall) => { status?: number; body?: unknown } | Response);

/**
 * A fake of the API behind the global fetch: routes are 'METHOD path'
 * (path under /api, no query). Unknown routes answer 404 err_not_found.
 */
export function mockApi(routes: Record<string, Answer>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const path = url.pathname.replace(/^\/api\//, '');
    const method = (init.method ?? 'GET').toUpperCase();
    const text = typeof init.body === 'string' ? init.body : undefined;
    const call: ApiCall = { method, path, query: url.searchParams, body: text ? JSON.parse(text) : undefined, headers: new Headers(init.headers) };
    calls.push(call);
    const answer = routes[`${method} ${path}`];
    if (!answer) return json(404, { code: 'err_not_found', message: `No fake for ${method} ${path}` });
    const result = typeof answer === 'function' ? answer(call) : answer;
    if (result instanceof Response) return result;
    return json(result.status ?? 200, result.body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

export function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export const ok = <T,>(payload: T) => ({ status: 200, body: { payload } });

export const list = <T,>(results: T[]) => ok({ results, count: results.length, prev: null, next: null });

import type { z } from 'zod';
import { isForbidden, isSessionEnding, type ApiFailure } from '../../domain/errors';
import { APP_VERSION } from '../../domain/version';
import { getClientId, getToken } from './token';

/** The API base (§7): VITE_API_BASE, so one build can point at another deployment. */
export const API_BASE: string = (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api';
export const REQUEST_TIMEOUT_MS = 300_000;

export class ApiError extends Error implements ApiFailure {
  readonly status?: number;
  readonly data?: unknown;
  constructor(message: string, status?: number, data?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
  }
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

/**
 * What the client hands over for a route's query schema (domain/): the
 * schema's parsed form — numbers, booleans, lists — which buildUrl writes
 * back as the query string the schema reads (a list comma-joined, as `csv`
 * splits it). Its input type cannot serve: zod 4 types a coerced number's
 * input as unknown and a comma list's as string.
 */
export type QueryParams<S extends z.ZodType> = z.output<S>;

export interface RequestOptions<S extends z.ZodType = z.ZodType> {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Override the stored token (signing in checks a token before storing it). */
  token?: string | null;
  /** Send a FormData body as is (uploads). */
  raw?: boolean;
  /**
   * The answer's schema, the one the server answers with (domain/): the call
   * resolves to what it parses. A call made before the app has painted (the
   * session, the version check, signing in) hands a loader instead — the
   * schema comes in its own chunk beside the request, so zod stays out of the
   * entry /login paints with.
   */
  schema?: S | (() => Promise<S>);
}

/**
 * Whether answers are parsed with their schemas. Always: a 100-row page
 * costs about a millisecond (docs/decisions.md, 'One contract'), and the
 * schemas' defaults (countIsEstimate, replies, subCategories) are part of
 * what the screens read. The switch stays, one place to turn it off.
 */
export const PARSES_ANSWERS = true;

/** 'payload.results[0].title: Invalid input; …' (zod's own prettifier would bring zod into the entry: /login's budget). */
const issuesOf = (error: z.ZodError): string =>
  error.issues
    .map((issue) => `${issue.path.reduce<string>((at, key) => (typeof key === 'number' ? `${at}[${key}]` : at ? `${at}.${String(key)}` : String(key)), '') || '(answer)'}: ${issue.message}`)
    .join('; ');

/** An answer that is not what the route's schema says: a bug on one side of the contract, named with its call. */
export class ContractError extends ApiError {
  /** What came, kept apart from `data`: §8's message selection would read an answer's own `message`. */
  readonly answer: unknown;
  constructor(what: string, error: z.ZodError, answer: unknown) {
    super(`Unexpected answer from ${what}: ${issuesOf(error)}`);
    this.name = 'ContractError';
    this.answer = answer;
  }
}

/** The answer as its schema reads it; without a schema, as it came (unknown). */
export function parseAnswer<S extends z.ZodType>(schema: S | undefined, data: unknown, what: string): z.output<S> {
  if (!schema || !PARSES_ANSWERS) return data as z.output<S>;
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  throw new ContractError(what, parsed.error, data);
}

type Listener = (error: ApiError) => void;
const sessionEndingListeners = new Set<Listener>();
const forbiddenListeners = new Set<Listener>();

/** The session actor subscribes here: an err_unauthorized (or bare 403) ends the session. */
export function onSessionEnding(listener: Listener): () => void {
  sessionEndingListeners.add(listener);
  return () => sessionEndingListeners.delete(listener);
}

/** The router subscribes here: a 403 err_forbidden goes to /forbidden. */
export function onForbidden(listener: Listener): () => void {
  forbiddenListeners.add(listener);
  return () => forbiddenListeners.delete(listener);
}

export function buildUrl(path: string, query?: Query, base: string = API_BASE): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined || v === null || v === '') continue;
    params.set(k, Array.isArray(v) ? v.join(',') : String(v));
  }
  const qs = params.toString();
  return `${base.replace(/\/$/, '')}/${path.replace(/^\//, '')}${qs ? `?${qs}` : ''}`;
}

/** The headers every call carries: the client's id and version, the session's token; JSON unless `accept` says otherwise. */
export function headers(token: string | null, hasJsonBody: boolean, accept = 'application/json'): Headers {
  const h = new Headers({
    Accept: accept,
    'X-Client-Id': getClientId(),
    'X-Client-Version': APP_VERSION,
  });
  if (hasJsonBody) h.set('Content-Type', 'application/json');
  if (token) h.set('Authorization', `Bearer ${token}`);
  return h;
}

function parseText(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function parseBody(res: Response): Promise<unknown> {
  return parseText(await res.text());
}

/** The abort signal of one call: the caller's, joined with the 5-minute timeout. */
export function callSignal(signal?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

const causeMessage = (cause: unknown) => (cause instanceof Error ? cause.message : String(cause));

/** A refused call as an ApiError, announced first when it means /forbidden or the end of the session. */
export function failure(status: number, statusText: string, data: unknown): ApiError {
  const error = new ApiError(statusText || `HTTP ${status}`, status, data);
  if (isForbidden(error)) forbiddenListeners.forEach((l) => l(error));
  else if (isSessionEnding(error)) sessionEndingListeners.forEach((l) => l(error));
  return error;
}

/** One HTTP call: JSON in and out, Bearer token, client headers, 5-minute timeout; the answer parsed with `schema`. */
export async function request<S extends z.ZodType = z.ZodType>(method: string, path: string, options: RequestOptions<S> = {}): Promise<z.output<S>> {
  const token = options.token === undefined ? getToken() : options.token;
  const hasJsonBody = options.body !== undefined && !options.raw;
  const schema = typeof options.schema === 'function' ? options.schema() : options.schema;
  let res: Response;
  try {
    res = await fetch(buildUrl(path, options.query), {
      method,
      headers: headers(token, hasJsonBody),
      body: options.raw ? (options.body as BodyInit) : hasJsonBody ? JSON.stringify(options.body) : undefined,
      signal: callSignal(options.signal),
    });
  } catch (cause) {
    throw new ApiError(causeMessage(cause));
  }
  const data = await parseBody(res);
  if (res.ok) return parseAnswer(await schema, data, `${method} ${path}`);
  throw failure(res.status, res.statusText, data);
}

/** The calls by method: `http.get(path, { query, schema: envelope(item) })` resolves to the parsed answer. */
export const http = {
  get: <S extends z.ZodType = z.ZodType>(path: string, options?: Omit<RequestOptions<S>, 'body'>) => request<S>('GET', path, options),
  post: <S extends z.ZodType = z.ZodType>(path: string, body?: unknown, options?: RequestOptions<S>) => request<S>('POST', path, { ...options, body }),
  patch: <S extends z.ZodType = z.ZodType>(path: string, body?: unknown, options?: RequestOptions<S>) => request<S>('PATCH', path, { ...options, body }),
  delete: <S extends z.ZodType = z.ZodType>(path: string, options?: RequestOptions<S>) => request<S>('DELETE', path, options),
};

/**
 * A file download (the listing PDF of §7): the same token, client headers,
 * timeout and error rules as request(), answered as a Blob. `base` points at
 * another service (the document base) when it is not the API.
 */
export async function getBlob(path: string, options: { query?: Query; base?: string; signal?: AbortSignal } = {}): Promise<Blob> {
  const h = headers(getToken(), false);
  h.set('Accept', '*/*');
  let res: Response;
  try {
    res = await fetch(buildUrl(path, options.query, options.base), { method: 'GET', headers: h, signal: callSignal(options.signal) });
  } catch (cause) {
    throw new ApiError(causeMessage(cause));
  }
  if (res.ok) return res.blob();
  throw failure(res.status, res.statusText, await parseBody(res));
}

export interface ProgressOptions<S extends z.ZodType = z.ZodType> {
  signal?: AbortSignal;
  token?: string | null;
  /** The share of the body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** The answer's schema, as for request(). */
  schema?: S;
}

/** What a dropped connection says; fetch's own wording differs from browser to browser. */
const NETWORK_FAILURE = 'Network request failed';

/**
 * request() with a body whose sending can be watched (uploads): the same
 * URL, headers, token, timeout and error rules, over XMLHttpRequest because
 * fetch cannot report upload progress. A FormData body goes as it is (the
 * browser sets its multipart boundary); anything else as JSON.
 */
export function requestWithProgress<S extends z.ZodType = z.ZodType>(method: string, path: string, body: unknown, options: ProgressOptions<S> = {}): Promise<z.output<S>> {
  const token = options.token === undefined ? getToken() : options.token;
  const signal = callSignal(options.signal);
  return new Promise<z.output<S>>((resolve, reject) => {
    if (signal.aborted) {
      reject(new ApiError(causeMessage(signal.reason)));
      return;
    }
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const settle = (outcome: () => void) => {
      signal.removeEventListener('abort', abort);
      outcome();
    };
    xhr.open(method, buildUrl(path));
    const isForm = body instanceof FormData;
    headers(token, !isForm).forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () =>
      settle(() => {
        const data = parseText(xhr.responseText);
        if (xhr.status < 200 || xhr.status >= 300) return reject(failure(xhr.status, xhr.statusText, data));
        try {
          resolve(parseAnswer(options.schema, data, `${method} ${path}`));
        } catch (error) {
          reject(error);
        }
      });
    xhr.onerror = () => settle(() => reject(new ApiError(NETWORK_FAILURE)));
    xhr.onabort = () => settle(() => reject(new ApiError(causeMessage(signal.reason))));
    signal.addEventListener('abort', abort, { once: true });
    xhr.send(isForm ? body : JSON.stringify(body));
  });
}

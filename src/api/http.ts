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

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Override the stored token (signing in checks a token before storing it). */
  token?: string | null;
  /** Send a FormData body as is (uploads). */
  raw?: boolean;
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

function headers(token: string | null, hasJsonBody: boolean): Headers {
  const h = new Headers({
    Accept: 'application/json',
    'X-Client-Id': getClientId(),
    'X-Client-Version': APP_VERSION,
  });
  if (hasJsonBody) h.set('Content-Type', 'application/json');
  if (token) h.set('Authorization', `Bearer ${token}`);
  return h;
}

async function parseBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** One HTTP call: JSON in and out, Bearer token, client headers, 5-minute timeout. */
export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const token = options.token === undefined ? getToken() : options.token;
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const hasJsonBody = options.body !== undefined && !options.raw;
  let res: Response;
  try {
    res = await fetch(buildUrl(path, options.query), {
      method,
      headers: headers(token, hasJsonBody),
      body: options.raw ? (options.body as BodyInit) : hasJsonBody ? JSON.stringify(options.body) : undefined,
      signal,
    });
  } catch (cause) {
    throw new ApiError(cause instanceof Error ? cause.message : String(cause));
  }
  const data = await parseBody(res);
  if (res.ok) return data as T;
  const error = new ApiError(res.statusText || `HTTP ${res.status}`, res.status, data);
  if (isForbidden(error)) forbiddenListeners.forEach((l) => l(error));
  else if (isSessionEnding(error)) sessionEndingListeners.forEach((l) => l(error));
  throw error;
}

export const http = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};

/** Every answer is `{ payload }` (§7). */
export interface Envelope<T> {
  payload: T;
  message?: string;
}

import { ERROR_CODES, MESSAGES } from './messages';

/** What the HTTP client knows about a failed call: status, parsed body, transport message. */
export interface ApiFailure {
  status?: number;
  data?: unknown;
  message?: string;
}

function dataMessage(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'message' in data) {
    const m = (data as { message: unknown }).message;
    if (typeof m === 'string' && m.length > 0) return m;
  }
  return undefined;
}

function serialise(error: unknown): string | undefined {
  try {
    const s = JSON.stringify(error);
    return s && s !== '{}' && s !== 'null' ? s : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The generic message selection of §8: a string error as is; 502/503 the
 * unavailable text; else the response data's message, then the error's
 * message, then a serialised error, else 'Failed. Please try again.'.
 */
export function errorMessage(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object') {
    const e = error as ApiFailure;
    if (e.status === 502 || e.status === 503) return MESSAGES.serverUnavailable;
    const fromData = dataMessage(e.data);
    if (fromData) return fromData;
    if (typeof e.message === 'string' && e.message.length > 0) return e.message;
    const serialised = serialise(error);
    if (serialised) return serialised;
  }
  return MESSAGES.genericFailure;
}

/** The error code of a failed call's body, if it has one. */
export function errorCode(error: unknown): string | undefined {
  const data = (error as ApiFailure | undefined)?.data;
  if (data && typeof data === 'object' && 'code' in data) {
    const c = (data as { code: unknown }).code;
    return typeof c === 'string' ? c : undefined;
  }
  return undefined;
}

/**
 * §7: a 403 or err_unauthorized ends the session. We keep one exception the
 * spec's contract allows: a 403 whose code is err_forbidden means "signed in,
 * but not allowed" and goes to /forbidden instead.
 */
export function isSessionEnding(error: unknown): boolean {
  const code = errorCode(error);
  if (code === 'err_unauthorized') return true;
  return (error as ApiFailure | undefined)?.status === 403 && code !== 'err_forbidden';
}

export function isForbidden(error: unknown): boolean {
  return (error as ApiFailure | undefined)?.status === 403 && errorCode(error) === 'err_forbidden';
}

/**
 * What the login form says when the server refuses a sign-in: §5's
 * disabled-account words stand alone; every other reason follows
 * 'Login failed. '.
 */
export function signInFailureMessage(error: unknown): string {
  if (errorCode(error) === ERROR_CODES.accountDisabled) return MESSAGES.accountDisabled;
  return MESSAGES.loginFailed(errorMessage(error));
}

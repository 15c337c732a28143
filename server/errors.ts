/**
 * What the server refuses with: a kind of refusal and the words the user
 * reads, never an HTTP status. Services and route plugins throw these;
 * server/http/errors.ts gives each kind its status and error code, in one
 * place. Neither server/http nor server/services: both import it.
 */
import type { z } from 'zod';
import { MESSAGES } from '../domain/messages';

export type RefusalKind =
  /** The input breaks a rule (a field's format, a name already used by a sibling, a link that expired). */
  | 'invalid'
  /** A sign-in is refused: wrong credentials, or an inactive account. */
  | 'signInRefused'
  /** A sign-in is refused because no employee record of the account is active (§5's own words and code). */
  | 'accountDisabled'
  /** There is no live session behind the request. */
  | 'unauthenticated'
  /** Signed in, but not allowed. */
  | 'forbidden'
  | 'notFound'
  /** The request contradicts what is stored (already masked, an address in use). */
  | 'conflict'
  | 'tooLarge'
  /** Too many attempts or uploads for now: `retryAfterSeconds` says when to come back. */
  | 'tooMany'
  /** The database cannot be reached. */
  | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: RefusalKind,
    message: string,
    /** The fields at fault, each with what is wrong with it. */
    readonly fields?: Record<string, string>,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** Invalid input: the message, and the fields at fault when there are any. */
export const invalid = (message: string, fields?: Record<string, string>) => new DomainError('invalid', message, fields);
/** Invalid input in one field: the message names it, and `fields` points at it. */
export const fieldError = (field: string, message: string) => invalid(message, { [field]: message });
export const notFound = (message = 'Not found.') => new DomainError('notFound', message);
export const forbidden = (message: string = MESSAGES.forbiddenPage, fields?: Record<string, string>) => new DomainError('forbidden', message, fields);
export const unauthenticated = () => new DomainError('unauthenticated', MESSAGES.unauthenticated);
export const conflict = (message: string, field?: string) => new DomainError('conflict', message, field === undefined ? undefined : { [field]: message });
export const tooLarge = (field: string, message: string) => new DomainError('tooLarge', message, { [field]: message });
export const tooMany = (message: string, retryAfterSeconds: number) => new DomainError('tooMany', message, undefined, retryAfterSeconds);
export const signInRefused = (message: string) => new DomainError('signInRefused', message);
export const accountDisabled = (message: string = MESSAGES.accountDisabled) => new DomainError('accountDisabled', message);
export const unavailable = (message: string = MESSAGES.serverUnavailable) => new DomainError('unavailable', message);

// ---------------------------------------------------------------------------
// Input that failed its zod schema: one message per field, first issue first.

type Issue = z.core.$ZodIssue;

/** 'currentPassword' → 'Current password'. */
export function humanize(segment: string): string {
  const words = segment
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function mentionsField(message: string, label: string): boolean {
  const text = message.toLowerCase();
  return label
    .toLowerCase()
    .split(' ')
    .some((word) => word.length >= 3 && text.includes(word));
}

function messageOf(issue: Issue, field: string): string {
  const last = String([...issue.path].reverse().find((segment) => typeof segment === 'string') ?? field);
  const label = humanize(last);
  if (issue.code === 'invalid_type' && issue.input === undefined) return MESSAGES.required(label);
  if (mentionsField(issue.message, label)) return issue.message;
  return `${label}: ${issue.message}`;
}

/** The fields and messages of a failed parse, first issue first. */
export function issuesToFields(issues: readonly Issue[], part: string): Record<string, string> {
  // No prototype: an unknown field called `__proto__` is named like any other, not swallowed.
  const fields: Record<string, string> = Object.create(null);
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      const prefix = issue.path.length ? `${issue.path.join('.')}.` : '';
      for (const key of issue.keys) fields[`${prefix}${key}`] ??= `Unknown field: ${prefix}${key}.`;
      continue;
    }
    if (issue.path.length === 0) {
      fields[part] ??= issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)
        ? MESSAGES.required(humanize(part))
        : `${humanize(part)}: ${issue.message}`;
      continue;
    }
    // A query's lists are comma-separated strings: name the parameter, not the position in it.
    const segments = part === 'query' ? issue.path.filter((segment) => typeof segment !== 'number') : issue.path;
    const path = segments.map(String).join('.');
    fields[path] ??= messageOf(issue, path);
  }
  return fields;
}

/** A failed parse of one part of the input (body, query, params, a field) as one refusal: the first field's message. */
export function invalidInput(issues: readonly Issue[], part: string): DomainError {
  const fields = issuesToFields(issues, part);
  return invalid(Object.values(fields)[0] ?? MESSAGES.genericFailure, fields);
}

/** A write refused by a unique index (PostgreSQL 23505), wherever the driver wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** A race lost to a unique index (two admins saving the same name at once) reads like the check that came first: at the field. */
export async function refusingDuplicates<T>(field: string, message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError(field, message);
    throw error;
  }
}

/**
 * What every answer to bad input must look like: a right status, the one
 * error shape with a message that says what is wrong, no trace of the
 * server's insides, and in time.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { ERROR_CODES, MESSAGES } from '../../../domain/messages';
import type { App } from '../support';

export const REQUEST_TIMEOUT_MS = 5_000;

/** The answer, or an error saying the server did not answer in time. */
export async function sendWithin(app: App, options: InjectOptions, ms = REQUEST_TIMEOUT_MS): Promise<LightMyRequestResponse> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms (a hang)`)), ms);
  });
  try {
    return await Promise.race([app.inject(options), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const KNOWN_CODES = new Set<string>(Object.values(ERROR_CODES));

/**
 * Stack frames, source paths, driver and engine internals: none of it belongs in an answer.
 * A drive letter's backslash, but not a JSON-escaped quote: an unknown field the
 * caller sent (`A:"`) comes back named in `fields` as `A:\"`, which is the caller's
 * own text, not a path.
 */
const LEAKS: [RegExp, string][] = [
  [/\bat (?:async )?[\w$.<>[\] ]*\(?(?:file:|node:|\/|[A-Za-z]:\\(?!"))/, 'a stack frame'],
  [/\n\s+at /, 'a stack frame'],
  [/(?:\/work\/|\/home\/|\/usr\/|node_modules|[A-Za-z]:\\(?!"))/, 'a file path'],
  [/\.(?:ts|js|mjs|cjs):\d+/, 'a source location'],
  [/\b(?:TypeError|ReferenceError|RangeError|SyntaxError|DrizzleQueryError|PGlite|node-postgres|ZodError)\b/, 'an internal error name'],
  [/\b(?:syntax error at or near|violates|relation "|column "|invalid byte sequence|SQLSTATE)\b/i, 'a database error'],
  [/FST_ERR_/, 'a Fastify error code'],
];

export interface Expectation {
  /** Right answers for this case. */
  statuses: readonly number[];
  /** When the answer is a schema refusal: the names a `fields` key may start with. */
  knownFields?: ReadonlySet<string>;
  /** What the case broke; when the rest was valid, the refusal must name one of them. */
  targets?: readonly string[];
  /** The refusal must name one of the targets (the unbroken parts were valid). */
  mustNameTarget?: boolean;
  /** Only these error codes are right (e.g. err_unauthorized for no caller). */
  codes?: readonly string[];
}

const firstSegment = (key: string) => key.split('.')[0] ?? key;

/** Everything wrong with an answer, as sentences (empty: a right answer). */
export function problemsOf(res: LightMyRequestResponse, expected: Expectation): string[] {
  const problems: string[] = [];
  const status = res.statusCode;
  if (status >= 500) problems.push(`answered ${status}`);
  else if (!expected.statuses.includes(status)) problems.push(`answered ${status}, expected one of ${expected.statuses.join('/')}`);

  for (const [pattern, what] of LEAKS) if (pattern.test(res.body)) problems.push(`the answer shows ${what}`);

  if (status < 400) return problems;
  if (!String(res.headers['content-type'] ?? '').startsWith('application/json')) problems.push(`error answer is ${String(res.headers['content-type'])}, not JSON`);
  let body: { code?: unknown; message?: unknown; fields?: unknown };
  try {
    body = JSON.parse(res.body) as typeof body;
  } catch {
    return [...problems, 'error answer is not JSON'];
  }
  const extra = Object.keys(body).filter((k) => !['code', 'message', 'fields'].includes(k));
  if (extra.length) problems.push(`error answer has keys beyond {code, message, fields}: ${extra.join(', ')}`);
  if (typeof body.code !== 'string' || !KNOWN_CODES.has(body.code)) problems.push(`unknown error code ${JSON.stringify(body.code)}`);
  else if (expected.codes && !expected.codes.includes(body.code)) problems.push(`code ${body.code}, expected ${expected.codes.join('/')}`);
  if (typeof body.message !== 'string' || body.message.trim().length < 5) problems.push(`message ${JSON.stringify(body.message)} says nothing`);
  else if (body.message === MESSAGES.genericFailure) problems.push('the message is the generic failure, it does not name the problem');

  if (status === 400 && body.code === ERROR_CODES.validation && expected.knownFields) {
    problems.push(...fieldProblems(body.fields, body.message, expected));
  }
  return problems;
}

function fieldProblems(rawFields: unknown, message: unknown, expected: Expectation): string[] {
  if (!rawFields || typeof rawFields !== 'object') return ['a 400 without `fields`: which field is wrong?'];
  const fields = rawFields as Record<string, unknown>;
  const keys = Object.keys(fields);
  if (!keys.length) return ['a 400 with empty `fields`'];
  const problems: string[] = [];
  const values = Object.values(fields);
  if (values.some((v) => typeof v !== 'string' || v.trim().length < 3)) problems.push('a `fields` entry without a message');
  if (!values.includes(message)) problems.push('the message is none of the `fields` messages');
  const names = (k: string) => [k, firstSegment(k)];
  const strangers = keys.filter((k) => !names(k).some((n) => expected.knownFields!.has(n)));
  if (strangers.length) problems.push(`\`fields\` names what the request did not have: ${strangers.join(', ')}`);
  if (expected.mustNameTarget && expected.targets?.length && !keys.some((k) => names(k).some((n) => expected.targets!.includes(n)))) {
    problems.push(`\`fields\` (${keys.join(', ')}) names none of what was broken (${expected.targets.join(', ')})`);
  }
  return problems;
}

/** A short, printable account of a value (100 kB strings shown by their length). */
export function summarize(value: unknown, max = 160): string {
  const text = JSON.stringify(value, (_, v: unknown) => (typeof v === 'string' && v.length > 60 ? `${v.slice(0, 40)}…(${v.length} chars)` : v)) ?? String(value);
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

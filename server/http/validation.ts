/**
 * Zod schemas of domain/ as Fastify route schemas: the validator compiler runs
 * them (and keeps their parsed, transformed value), the serializer compiler
 * shapes answers with them, and a failed parse becomes one 400 whose message
 * names the field.
 */
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';
import { ERROR_CODES, MESSAGES } from '../../domain/messages';
import { ApiError } from './errors';

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

export function validationError(issues: readonly Issue[], part: string): ApiError {
  const fields = issuesToFields(issues, part);
  const message = Object.values(fields)[0] ?? MESSAGES.genericFailure;
  return new ApiError(400, ERROR_CODES.validation, message, fields);
}

const PART_NAMES: Record<string, string> = { body: 'body', querystring: 'query', params: 'params', headers: 'headers' };

type Segment = string | number;

/**
 * Text PostgreSQL cannot store: U+0000 (text and jsonb refuse it) and unpaired
 * surrogates (jsonb refuses their escapes). Never typed by a person; refused
 * here, naming the field, rather than failing in the database with a 500.
 */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function unstorable(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain the NUL character';
  if (UNPAIRED_SURROGATE.test(text)) return 'must be valid Unicode text (it has an unpaired surrogate)';
  return undefined;
}

/** The first string (or key) of a parsed value that cannot be stored: where it is and what is wrong. */
function unstorableText(value: unknown): { path: Segment[]; problem: string } | undefined {
  const stack: { value: unknown; path: Segment[] }[] = [{ value, path: [] }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    if (typeof item.value === 'string') {
      const problem = unstorable(item.value);
      if (problem) return { path: item.path, problem };
      continue;
    }
    if (item.value === null || typeof item.value !== 'object') continue;
    const isArray = Array.isArray(item.value);
    for (const [key, child] of Object.entries(item.value)) {
      const problem = unstorable(key);
      if (problem) return { path: [...item.path, key], problem };
      stack.push({ value: child, path: [...item.path, isArray ? Number(key) : key] });
    }
  }
  return undefined;
}

function unstorableTextError({ path, problem }: { path: Segment[]; problem: string }, part: string): ApiError {
  const segments = part === 'query' ? path.filter((segment) => typeof segment !== 'number') : path;
  const field = segments.map(String).join('.') || part;
  const label = humanize(String([...path].reverse().find((segment) => typeof segment === 'string') ?? part));
  const message = `${label} ${problem}.`;
  return new ApiError(400, ERROR_CODES.validation, message, { [field]: message });
}

export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const part = PART_NAMES[httpPart ?? 'body'] ?? 'body';
  return (data: unknown) => {
    const result = schema.safeParse(data, { reportInput: true });
    if (!result.success) return { error: validationError(result.error.issues, part) };
    const bad = unstorableText(result.data);
    return bad ? { error: unstorableTextError(bad, part) } : { value: result.data };
  };
};

/**
 * Answers go out through their schema: Zod drops any property the contract
 * does not name (a password hash can never leak by accident).
 */
export const zodSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => (data) =>
  JSON.stringify(schema.parse(data));

/** Parse a value the route could not describe up front (an app config's value depends on its key). */
export function parseOr400<T extends z.ZodType>(schema: T, data: unknown, field: string): z.infer<T> {
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({ ...i, path: [field, ...i.path] }));
  throw validationError(issues, field);
}

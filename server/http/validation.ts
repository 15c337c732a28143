/**
 * Zod schemas of domain/ as Fastify route schemas: the validator compiler runs
 * them (and keeps their parsed, transformed value), the serializer compiler
 * shapes answers with them, and a failed parse becomes one refusal of invalid
 * input (a 400) whose message names the field.
 */
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';
import { fieldError, humanize, invalidInput, type DomainError } from '../errors';

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

function unstorableTextError({ path, problem }: { path: Segment[]; problem: string }, part: string): DomainError {
  const segments = part === 'query' ? path.filter((segment) => typeof segment !== 'number') : path;
  const field = segments.map(String).join('.') || part;
  const label = humanize(String([...path].reverse().find((segment) => typeof segment === 'string') ?? part));
  return fieldError(field, `${label} ${problem}.`);
}

export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const part = PART_NAMES[httpPart ?? 'body'] ?? 'body';
  return (data: unknown) => {
    const result = schema.safeParse(data, { reportInput: true });
    if (!result.success) return { error: invalidInput(result.error.issues, part) };
    const bad = unstorableText(result.data);
    return bad ? { error: unstorableTextError(bad, part) } : { value: result.data };
  };
};

/**
 * Answers go out through their schema: Zod drops any property the contract
 * does not name (a password hash can never leak by accident).
 */
export const serializerOf = (schema: z.ZodType) => (data: unknown): string => JSON.stringify(schema.parse(data));

export const zodSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => serializerOf(schema);

/** Parse a value the route could not describe up front (an app config's value depends on its key). */
export function parseOr400<T extends z.ZodType>(schema: T, data: unknown, field: string): z.infer<T> {
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({ ...i, path: [field, ...i.path] }));
  throw invalidInput(issues, field);
}

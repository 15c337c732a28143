/**
 * The max-length rules of §5 ('max 160 characters') say so: a value one past
 * the limit of any string field of a request body or form the domain exports
 * gets a message naming the limit, never "is required" or "format is invalid".
 * The schemas are found by name, not listed, so a body added later is held to
 * the same rule.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { updateListingBody } from '../../domain/entities/listing';
import { MESSAGES } from '../../domain/messages';
import { requiredText, textField } from '../../domain/validation';

type AnySchema = z.core.$ZodType;

const isSchema = (value: unknown): value is AnySchema => typeof value === 'object' && value !== null && '_zod' in value;

/** Every string schema with a maximum reachable from `schema`, with the path that leads to it. */
function stringsWithMax(schema: AnySchema, path: string, seen = new Set<AnySchema>()): { path: string; schema: AnySchema; max: number }[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const walk = (child: unknown, at: string) => (isSchema(child) ? stringsWithMax(child, at, seen) : []);
  switch (def.type) {
    case 'string': {
      const limits = ((def.checks ?? []) as AnySchema[]).map((c) => c._zod.def as unknown as { check: string; maximum?: number });
      const maxima = limits.filter((c) => c.check === 'max_length').map((c) => c.maximum!);
      return maxima.length ? [{ path, schema, max: Math.min(...maxima) }] : [];
    }
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, child]) => walk(child, `${path}.${key}`));
    case 'array':
      return walk(def.element, `${path}[]`);
    case 'record':
      return walk(def.valueType, `${path}{}`);
    case 'union':
      return (def.options as unknown[]).flatMap((option, i) => walk(option, `${path}|${i}`));
    case 'intersection':
      return [...walk(def.left, path), ...walk(def.right, path)];
    case 'pipe':
      return [...walk(def.in, path), ...walk(def.out, path)];
    case 'lazy':
      return walk((def.getter as () => unknown)(), path);
    default:
      return walk(def.innerType, path);
  }
}

const modules = import.meta.glob<Record<string, unknown>>('../../domain/**/*.ts', { eager: true });

/** What a user fills in: request bodies, forms and their parts, and per-key value schemas (appConfigValue). */
const isInputName = (name: string) => /(Body|Form|Fields|Value)$/.test(name);

const exported = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports).flatMap(([name, value]) => {
    if (!isInputName(name)) return [];
    const at = `${file.replace('../../domain/', '')}:${name}`;
    if (isSchema(value)) return [{ at, schema: value }];
    if (typeof value !== 'object' || value === null) return [];
    return Object.entries(value).flatMap(([key, inner]) => (isSchema(inner) ? [{ at: `${at}.${key}`, schema: inner }] : []));
  }),
);

/** Each field once, named by the first export that reaches it. */
const fields = exported
  .flatMap(({ at, schema }) => stringsWithMax(schema, at))
  .filter((f, i, all) => all.findIndex((g) => g.schema === f.schema) === i);

describe('max-length rules of §5, across every body and form of domain/', () => {
  it('finds the string fields with a maximum (the walk reaches into nested objects, lists and tables)', () => {
    const paths = fields.map((f) => f.path);
    expect(paths).toContain('entities/listing.ts:createListingBody.title');
    expect(paths).toContain('entities/listing.ts:createListingBody.photos[].url');
    expect(paths).toContain('entities/article.ts:articleDetailForm.subtitle');
    expect(paths).toContain('entities/auth.ts:fcmRegisterBody.meta.appVersion');
    expect(paths).toContain('entities/app-config.ts:appConfigValue.TERMS_AND_CONDITIONS');
    expect(fields.length).toBeGreaterThan(40);
  });

  it.each(fields.map((f) => [f.path, f.max, f.schema] as const))('%s: one past %i names the limit', (_path, max, schema) => {
    const result = z.safeParse(schema, 'a'.repeat(max + 1));
    const tooBig = result.error?.issues.find((issue) => issue.code === 'too_big');
    expect(tooBig, 'an over-long value is refused as too long').toBeDefined();
    // A file's bytes are capped in MB, the unit the user knows, not in base64 characters.
    expect(tooBig!.message).toMatch(new RegExp(`\\b${max}\\b|\\d+\\s?MB`));
    expect(tooBig!.message).not.toMatch(/is required|format is invalid|^Too big/);
  });

  it("a listing's 10,000-character title is too long, not missing", () => {
    const issues = updateListingBody.safeParse({ title: 'x'.repeat(10_000) }).error?.issues;
    expect(issues?.map((i) => [i.path.join('.'), i.message])).toEqual([['title', 'Title max 200 characters.']]);
  });

  it('requiredText: required when empty or absent, invalid when not text, the limit when too long', () => {
    const title = z.object({ title: requiredText('Title', 200) });
    expect(title.safeParse({ title: '   ' }).error?.issues[0]?.message).toBe(MESSAGES.required('Title'));
    expect(title.safeParse({}).error?.issues[0]?.message).toBe(MESSAGES.required('Title'));
    expect(title.safeParse({ title: 7 }).error?.issues[0]?.message).toBe(MESSAGES.invalidFormat('Title'));
    expect(title.safeParse({ title: 'x'.repeat(10_000) }).error?.issues[0]?.message).toBe('Title max 200 characters.');
    expect(title.parse({ title: `  ${'x'.repeat(200)}  ` }).title).toHaveLength(200);
  });

  it('textField: the limit only, counted after trimming', () => {
    const country = textField('Country', 100).nullable().optional();
    expect(country.safeParse('x'.repeat(101)).error?.issues[0]?.message).toBe(MESSAGES.maxLength('Country', 100));
    expect(country.parse(` ${'x'.repeat(100)} `)).toHaveLength(100);
    expect(country.parse(null)).toBeNull();
  });
});

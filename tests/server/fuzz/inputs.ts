/**
 * Inputs for the bad-input fuzzing, derived from a route's zod schemas (through
 * their JSON Schema, input side) so that a new route needs nothing written for
 * it: a plausible valid base, values that break it, and hostile values that
 * still pass it.
 */
import fc from 'fast-check';
import { z } from 'zod';

export type Part = 'params' | 'query' | 'body';

/** The subset of JSON Schema that z.toJSONSchema emits for our schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

export function inputJsonSchema(schema: z.ZodType): JsonSchema {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
}

/** The object a schema describes (the object branch of a nullable one), if any. */
export function objectBranch(js: JsonSchema): JsonSchema | undefined {
  if (js.type === 'object' || js.properties) return js;
  for (const branch of [...(js.anyOf ?? []), ...(js.oneOf ?? []), ...(js.allOf ?? [])]) {
    const found = objectBranch(branch);
    if (found) return found;
  }
  return undefined;
}

// ---------------------------------------------------------------------------
// Hostile values

const HUGE = `${'A'.repeat(100_000)}<script>alert(1)</script>`;

export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\t\r\n',
  HUGE,
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(document.cookie)>',
  'javascript:alert(1)',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(10)',
  '%',
  '_',
  '%_%',
  '\\',
  '\\%\\_',
  "O'Brien",
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '\u0000',
  'a\u0000b',
  '\u0007\u0008\u001b[31m\u007f',
  '\u202eevil\u202c',
  '\ufeff',
  '\ud800',
  '\udfff\ud800',
  '😀👩‍👩‍👧‍👦🏳️‍🌈',
  'İıßﬁ',
  'ｆｕｌｌｗｉｄｔｈ',
  'null',
  'undefined',
  'true',
  'NaN',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999',
  '0x10',
  '__proto__',
  'constructor',
  '[object Object]',
];

/** The strings a database layer is most likely to choke on: NUL, unpaired surrogates, quotes, LIKE wildcards, escapes. */
export const STORAGE_HOSTILE_STRINGS: readonly string[] = ['\u0000', 'a\u0000b', '\ud800', "'; DROP TABLE users; --", '%_\\'];

const controlString = fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)), maxLength: 20 });

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: controlString },
);

const HOSTILE_NUMBERS = [0, -0, -1, 0.5, -1e308, 1e308, 2 ** 53 + 2, -(2 ** 53) - 2, 1e21, 2 ** 31, -(2 ** 31) - 1];

const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(null, true, false, ...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
);

/** 200 levels of arrays in objects: deep, but well inside what JSON.parse and zod handle. */
const DEEP = Array.from({ length: 200 }).reduce<unknown>((inner) => ({ a: [inner] }), 'bottom');

/** Any JSON value a client could send where something else is expected. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.constantFrom<unknown>([], {}, [null], DEEP) },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), hostileScalar, { maxKeys: 3 }) },
);

/** What a query string or a path segment can carry: strings, or a key repeated. */
export const hostileQueryValue: fc.Arbitrary<string | string[]> = fc.oneof(
  { weight: 6, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.array(hostileString, { minLength: 2, maxLength: 3 }) },
);

/** Keys nobody declared: prototype pollution attempts, privilege names, odd spellings. */
const extraKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'isAdmin', 'role', 'roles', 'userId', '$where', 'a.b', '', ' ', 'ÿ'),
  fc.string({ minLength: 1, maxLength: 12 }),
);

// ---------------------------------------------------------------------------
// A plausible valid base

/** Strings that satisfy the patterns and formats our schemas use (a pattern nobody can sample gets the first that fits). */
const CANNED_STRINGS = ['fuzz', 'Abcdefg1!', 'someone@example.com', '2024-01-31', '2024-01-31T10:00:00Z', '1.0.0', 'web', 'a', '1', 'abc:ASC'];

const emailArb = fc.stringMatching(/^[a-z0-9_'+-]{0,8}[a-z0-9_+-]@[a-z]{1,8}\.(?:com|co\.id|test)$/);
const dateArb = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
const dateTimeArb = fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString());

function fitsLength(js: JsonSchema) {
  return (s: string) => s.length >= (js.minLength ?? 0) && s.length <= (js.maxLength ?? Infinity);
}

function patternArb(js: JsonSchema, pattern: string): fc.Arbitrary<string> {
  let re: RegExp;
  try {
    re = new RegExp(pattern, 'u');
  } catch {
    return fc.constant('fuzz');
  }
  const canned = CANNED_STRINGS.filter((s) => re.test(s) && fitsLength(js)(s));
  if (canned.length) return fc.constantFrom(...canned);
  try {
    const arb = fc.stringMatching(new RegExp(pattern)).filter(fitsLength(js));
    fc.sample(arb, { numRuns: 1, seed: 1 });
    return arb;
  } catch {
    return fc.constant('fuzz');
  }
}

function stringBase(js: JsonSchema, hostile: boolean): fc.Arbitrary<string> {
  if (js.format === 'email') return emailArb;
  if (js.format === 'date') return dateArb;
  if (js.format === 'date-time') return dateTimeArb;
  if (js.pattern) return patternArb(js, js.pattern);
  const plain = fc.string({ minLength: Math.max(1, js.minLength ?? 0), maxLength: Math.min(js.maxLength ?? 24, 24) });
  if (!hostile) return plain;
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...STORAGE_HOSTILE_STRINGS).filter(fitsLength(js)) },
    { weight: 3, arbitrary: hostileString.filter(fitsLength(js)) },
    { weight: 1, arbitrary: plain },
  );
}

function numberBase(js: JsonSchema): fc.Arbitrary<number> {
  const min = Math.max(js.minimum ?? (js.exclusiveMinimum !== undefined ? js.exclusiveMinimum + 1 : -1000), Number.MIN_SAFE_INTEGER);
  const max = Math.min(js.maximum ?? (js.exclusiveMaximum !== undefined ? js.exclusiveMaximum - 1 : 1000), Number.MAX_SAFE_INTEGER);
  const boundaries = fc.constantFrom(min, max);
  return fc.oneof(boundaries, fc.integer({ min: Math.ceil(Math.max(min, -(2 ** 31))), max: Math.floor(Math.min(max, 2 ** 31)) }));
}

/**
 * A value the schema is likely to accept. With `hostile`, its strings are
 * drawn from the hostile pool where their length allows (SQL metacharacters,
 * LIKE wildcards, markup, unicode).
 */
export function validArb(js: JsonSchema, hostile = false, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  if (js.const !== undefined) return fc.constant(js.const);
  if (js.enum?.length) return fc.constantFrom(...js.enum);
  const branches = js.anyOf ?? js.oneOf;
  if (branches?.length) return fc.oneof(...branches.map((b) => validArb(b, hostile, depth + 1)));
  if (js.allOf?.length) return validArb(js.allOf[0]!, hostile, depth + 1);
  const type = Array.isArray(js.type) ? js.type[0] : js.type;
  switch (type) {
    case 'string':
      return stringBase(js, hostile);
    case 'integer':
    case 'number':
      return numberBase(js);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = js.minItems ?? 0;
      return fc.array(validArb(js.items ?? {}, hostile, depth + 1), { minLength, maxLength: Math.max(minLength, Math.min(js.maxItems ?? 3, 3)) });
    }
    case 'object':
      return objectArb(js, hostile, depth);
    default:
      return js.properties ? objectArb(js, hostile, depth) : fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean());
  }
}

function objectArb(js: JsonSchema, hostile: boolean, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = js.properties ?? {};
  const required = new Set(js.required ?? []);
  const model = (keys: string[]) => Object.fromEntries(keys.map((k) => [k, validArb(properties[k]!, hostile, depth + 1)]));
  const optional = Object.keys(properties).filter((k) => !required.has(k));
  // A plain base keeps to the required fields mostly (fewer ways to be invalid); a hostile one fills the optional ones mostly.
  const [none, some] = hostile ? [1, 4] : [3, 1];
  const may = fc.oneof({ weight: none, arbitrary: fc.constant({}) }, { weight: some, arbitrary: fc.record(model(optional), { requiredKeys: [] }) });
  return fc.tuple(fc.record(model([...required])), may).map(([must, rest]) => ({ ...must, ...rest }));
}

// ---------------------------------------------------------------------------
// What the server receives, and whether the schema refuses it

/** Lone surrogates cannot be percent-encoded: they become U+FFFD, as a browser would send them. */
export const wellFormed = (s: string): string =>
  s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** Query strings and paths carry text only. */
export function asQueryValue(value: unknown): string | string[] {
  if (Array.isArray(value)) return value.map((v) => wellFormed(String(typeof v === 'object' && v !== null ? JSON.stringify(v) : v)));
  if (value === null || value === undefined) return '';
  return wellFormed(String(typeof value === 'object' ? JSON.stringify(value) : value));
}

export function asQuery(value: Record<string, unknown>): Record<string, string | string[]> {
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [wellFormed(k), asQueryValue(v)]));
}

const isUnstorable = (s: string) => s.includes('\u0000') || wellFormed(s) !== s;

function hasUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return isUnstorable(value);
  if (value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([k, v]) => isUnstorable(k) || hasUnstorableText(v));
}

/**
 * Would the route refuse this part? Its schema says so, or it carries text no
 * PostgreSQL column can hold (U+0000, unpaired surrogates), which the server refuses for every route.
 */
export function isRefused(schema: z.ZodType, value: unknown): boolean {
  return !schema.safeParse(value).success || hasUnstorableText(value);
}

// ---------------------------------------------------------------------------
// Breaking a part

export interface BrokenPart {
  value: unknown;
  /** What the mutations touched: property names, or the part itself. */
  targets: string[];
  /** Keys added that the schema does not know. */
  extraKeys: string[];
  /** What the mutations started from (undefined: the whole part was replaced). */
  base?: unknown;
}

type Mutation = { op: 'drop'; key: string } | { op: 'set'; key: string; value: unknown } | { op: 'extra'; key: string; value: unknown };

/** Values that break one property of this shape: wrong types, out of range, too long, nested breakage. */
function badValueArb(js: JsonSchema, forQuery: boolean, depth = 0): fc.Arbitrary<unknown> {
  const pool = forQuery ? hostileQueryValue : hostileValue;
  const specific: fc.Arbitrary<unknown>[] = [];
  if (js.maxLength !== undefined) specific.push(fc.integer({ min: js.maxLength + 1, max: js.maxLength + 40 }).map((n) => 'x'.repeat(n)));
  if (js.minLength) specific.push(fc.constant(''));
  if (js.maximum !== undefined) specific.push(fc.constantFrom(js.maximum + 1, js.maximum * 10 + 7));
  if (js.minimum !== undefined) specific.push(fc.constantFrom(js.minimum - 1, -1e9));
  if (js.enum?.length) specific.push(fc.constantFrom(...js.enum.map((v) => `${String(v)}X`), String(js.enum[0]).toUpperCase() + '_'));
  const shape = objectBranch(js);
  if (shape && depth < 3 && !forQuery) specific.push(brokenObjectArb(shape, false, depth + 1).map((b) => b.value));
  if (js.items && depth < 3 && !forQuery) specific.push(fc.array(badValueArb(js.items, false, depth + 1), { minLength: 1, maxLength: 2 }));
  if (js.maxItems !== undefined && !forQuery) specific.push(fc.constant(Array.from({ length: js.maxItems + 1 }, () => 'x')));
  return specific.length ? fc.oneof({ weight: 2, arbitrary: pool }, { weight: 1, arbitrary: fc.oneof(...specific) }) : pool;
}

function mutationArb(shape: JsonSchema, forQuery: boolean): fc.Arbitrary<Mutation> {
  const properties = shape.properties ?? {};
  const keys = Object.keys(properties);
  const required = shape.required ?? [];
  const options: fc.Arbitrary<Mutation>[] = [
    extraKey
      .filter((key) => !keys.includes(key))
      .chain((key) => (forQuery ? hostileQueryValue : hostileValue).map((value): Mutation => ({ op: 'extra', key, value }))),
  ];
  if (required.length) options.push(fc.constantFrom(...required).map((key): Mutation => ({ op: 'drop', key })));
  if (keys.length) {
    options.push(fc.constantFrom(...keys).chain((key) => badValueArb(properties[key]!, forQuery).map((value): Mutation => ({ op: 'set', key, value }))));
  }
  return fc.oneof(...options);
}

function applyMutations(base: Record<string, unknown>, mutations: Mutation[]): BrokenPart {
  const value: Record<string, unknown> = { ...base };
  const targets: string[] = [];
  const extraKeys: string[] = [];
  for (const m of mutations) {
    targets.push(m.key);
    if (m.op === 'drop') delete value[m.key];
    // defineProperty: a key called __proto__ must become a key, not the prototype.
    else Object.defineProperty(value, m.key, { value: m.value, enumerable: true, configurable: true, writable: true });
    if (m.op === 'extra') extraKeys.push(m.key);
  }
  return { value, targets, extraKeys, base };
}

function brokenObjectArb(shape: JsonSchema, forQuery: boolean, depth = 0): fc.Arbitrary<BrokenPart> {
  const base = validArb(shape, false, depth) as fc.Arbitrary<Record<string, unknown>>;
  return fc
    .tuple(base, fc.array(mutationArb(shape, forQuery), { minLength: 1, maxLength: 3 }))
    .map(([b, mutations]) => applyMutations(b, mutations));
}

/** A body, query or params object that breaks the schema (missing, extra, wrong fields — or not an object at all). */
export function brokenPartArb(part: Part, js: JsonSchema): fc.Arbitrary<BrokenPart> {
  const shape = objectBranch(js);
  const forQuery = part !== 'body';
  const options: fc.Arbitrary<BrokenPart>[] = [];
  if (shape) options.push(brokenObjectArb(shape, forQuery));
  if (part === 'body') {
    const notAnObject = fc.oneof(hostileScalar, fc.constantFrom<unknown>([], [{}], null), shape ? validArb(shape).map((v) => [v]) : fc.constant([]));
    options.push(notAnObject.map((value) => ({ value, targets: [part], extraKeys: [] })));
  }
  const arb = fc.oneof(...options);
  return part === 'body' ? arb : arb.map((b) => ({ ...b, value: asQuery(b.value as Record<string, unknown>), base: asQuery(b.base as Record<string, unknown>) }));
}

/** A valid base of a part (for the parts a case does not break). */
export function baseArb(part: Part, js: JsonSchema): fc.Arbitrary<unknown> {
  const arb = validArb(objectBranch(js) ?? js);
  return part === 'body' ? arb : arb.map((v) => (v && typeof v === 'object' ? asQuery(v as Record<string, unknown>) : v));
}

/**
 * A part the schema accepts, with hostile strings wherever they fit. Fields
 * the schema refuses are put back from a valid base, so most runs reach the
 * handler; when no valid base exists the part goes as it is (and counts as bad input).
 */
export function hostileValidPartArb(part: Part, js: JsonSchema, schema: z.ZodType): fc.Arbitrary<unknown> {
  const shape = objectBranch(js) ?? js;
  const asSent = (v: unknown) => (part !== 'body' && v && typeof v === 'object' ? asQuery(v as Record<string, unknown>) : v);
  return fc.tuple(validArb(shape, true), validArb(shape, false)).map(([hostile, plain]) => {
    const candidate = asSent(hostile);
    if (!isRefused(schema, candidate)) return candidate;
    const base = asSent(plain);
    if (!candidate || typeof candidate !== 'object' || Array.isArray(candidate) || !base || typeof base !== 'object') return candidate;
    const repaired: Record<string, unknown> = { ...(candidate as Record<string, unknown>) };
    const result = schema.safeParse(repaired);
    const bad = new Set(result.success ? Object.keys(repaired) : result.error.issues.map((i) => String(i.path[0] ?? '')));
    for (const key of bad) {
      if (key in (base as Record<string, unknown>)) repaired[key] = (base as Record<string, unknown>)[key];
      else delete repaired[key];
    }
    return repaired;
  });
}

/** Param values that break the params schema: empty, too long (up to past the router's limit), or refused content. */
export function brokenParamValueArb(js: JsonSchema): fc.Arbitrary<string> {
  const max = js.maxLength ?? 64;
  return fc.oneof(
    fc.constant(''),
    fc.integer({ min: max + 1, max: max + 60 }).map((n) => 'p'.repeat(n)),
    fc.constant('p'.repeat(5000)),
    hostileString.map(wellFormed),
  );
}

// ---------------------------------------------------------------------------
// A sweep: every string field × every storage-hostile string, not left to chance

/** Paths to the properties that take a string (two levels deep: nested objects like `meta`). */
export function stringPaths(js: JsonSchema, depth = 0): string[][] {
  const shape = objectBranch(js);
  if (!shape || depth > 1) return [];
  return Object.entries(shape.properties ?? {}).flatMap(([key, p]) => {
    const nested = stringPaths(p, depth + 1).map((path) => [key, ...path]);
    // A list of strings gets its first item swept.
    const items = p.items && takesString(p.items) ? [[key, '0']] : [];
    return takesString(p) ? [[key], ...nested] : [...items, ...nested];
  });
}

function takesString(js: JsonSchema): boolean {
  if (js.type === 'string' || (Array.isArray(js.type) && js.type.includes('string'))) return true;
  return [...(js.anyOf ?? []), ...(js.oneOf ?? [])].some(takesString);
}

/** A copy of value with the property at path set (objects on the way created as needed). */
export function withPath(value: unknown, path: string[], leaf: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return leaf;
  if (/^\d+$/.test(key)) {
    const list = Array.isArray(value) ? [...(value as unknown[])] : [];
    list[Number(key)] = withPath(list[Number(key)], rest, leaf);
    return list;
  }
  const object = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return { ...object, [key]: withPath(object[key], rest, leaf) };
}

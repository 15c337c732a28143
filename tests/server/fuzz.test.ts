/**
 * Bad input, for every route, automatically (issue 4 §1). The routes come from
 * the app itself (`registeredRoutes`, with the zod schemas each declared), the
 * inputs from those schemas: a new route is fuzzed by being added to the app.
 *
 * For each route that takes input, fast-check sends bodies, queries and path
 * parameters that break its schema — missing, extra and wrong-typed fields,
 * empty and 100 kB strings, unicode and control characters, markup, extreme
 * numbers, arrays for objects, null — plus malformed JSON, other content
 * types and oversize bodies; as a caller the access table lets in, and as no
 * caller. Every answer is a right status in the one error shape, with a
 * message that names the problem, no trace of the server's insides and no
 * private address its caller may not see (issue 11), in time; and after
 * every run every table of the database is as it was.
 *
 * Reproduce a failure with the seed it prints: FUZZ_SEED=<seed> (and
 * FUZZ_RUNS=<n> for more runs per property).
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../domain/messages';
import { buildApp } from '../../server/app';
import { users } from '../../server/db/schema';
import { createSession } from '../../server/services/sessions';
import { eq, sql, type SQL } from 'drizzle-orm';
import {
  baseArb,
  brokenParamValueArb,
  brokenPartArb,
  hostileValidPartArb,
  isRefused,
  objectBranch,
  STORAGE_HOSTILE_STRINGS,
  stringPaths,
  wellFormed,
  withPath,
  type JsonSchema,
  type Part,
} from './fuzz/inputs';
import { problemsOf, sendWithin, summarize, type Expectation } from './fuzz/oracle';
import { hiddenFrom, leaksIn, privateAddresses, readableText, viewerOf } from './contact-leaks';
import { PARTS, discoverRoutes, injectOptions, isZod, takesInput, type RouteUnderTest, type Sent } from './fuzz/routes';
import {
  accountAllowedBy,
  bearer,
  fingerprintChanges,
  fingerprintOf,
  listTables,
  signIn,
  startTestServer,
  type Fingerprint,
  type TestServer,
  watchWrites,
} from './support';

const SEED = Number(process.env.FUZZ_SEED ?? 20_240_604);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
/** Input is irrelevant to a caller refused before the body is read: fewer runs. */
const ANONYMOUS_RUNS = Math.max(4, Math.round(RUNS / 3));
/** Fuzz traffic comes from its own address, so sign-in throttling of the tests' own address is untouched. */
const FUZZ_IP = '203.0.113.7';

const ROUTES = await discoverRoutes();
const FUZZED = ROUTES.filter(takesInput);

let server: TestServer;
let tables: string[];
let baseline: Fingerprint;
let baselineStamp = '';
let writes: Awaited<ReturnType<typeof watchWrites>>;
const tokens = new Map<string, string>();
/** Private addresses each caller may not be shown (issue 11), by account ('' for no token). */
const hiddenFor = new Map<string, Set<string>>();

beforeAll(async () => {
  server = await startTestServer();
  tables = await listTables(server.database);
  for (const route of ROUTES) {
    const account = route.rule ? accountAllowedBy(route.rule) : undefined;
    if (account && !tokens.has(account.email)) tokens.set(account.email, await signIn(server.app, account.email));
  }
  const addresses = await privateAddresses(server.database.db);
  hiddenFor.set('', hiddenFrom(null, addresses));
  for (const email of tokens.keys()) {
    const [row] = await server.database.db.select({ userId: users.userId }).from(users).where(eq(users.email, email));
    hiddenFor.set(email, hiddenFrom(await viewerOf(server.database.db, row!.userId), addresses));
  }
  baseline = await fingerprintOf(server.database, tables);
  writes = await watchWrites(server.database, tables);
  baselineStamp = await writes.stamp();
});
afterAll(async () => {
  await server?.close();
});

/** What changed in the database since the last look (and move the baseline). */
async function databaseChanges(): Promise<string[]> {
  // Most answers wrote nothing: the write counter says so in one read.
  const stamp = await writes.stamp();
  if (stamp === baselineStamp) return [];
  const now = await fingerprintOf(server.database, tables);
  const changes = fingerprintChanges(baseline, now);
  baseline = now;
  baselineStamp = stamp;
  return changes;
}

/** A stable per-property seed: adding a route does not reshuffle the others' inputs. */
function seedOf(label: string): number {
  let h = SEED | 0;
  for (const ch of label) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h >>> 0;
}

async function check<T>(label: string, runs: number, arb: fc.Arbitrary<T>, predicate: (value: T) => Promise<void>, examples: T[] = []) {
  const seed = seedOf(label);
  try {
    // Examples count toward numRuns: they come on top of the random runs.
    await fc.assert(fc.asyncProperty(arb, predicate), { seed, numRuns: runs + examples.length, examples: examples.map((e): [T] => [e]) });
  } catch (error) {
    throw new Error(`${label}\nFUZZ_SEED=${SEED} (property seed ${seed})\n${(error as Error).message}`, { cause: error });
  }
}

// ---------------------------------------------------------------------------
// Callers

interface Caller {
  label: string;
  /** The demo account whose token goes along (undefined: no Authorization header). */
  account?: string;
  /** No token on a route that needs one: refused before anything is read. */
  isRefusedUpFront: boolean;
}

function callersOf(route: RouteUnderTest): Caller[] {
  if (route.rule === undefined || route.rule === 'public') {
    return [{ label: 'no token (public route)', isRefusedUpFront: route.rule === undefined }];
  }
  const account = accountAllowedBy(route.rule);
  const anonymous: Caller = { label: 'no token', isRefusedUpFront: true };
  return account ? [{ label: account.email, account: account.email, isRefusedUpFront: false }, anonymous] : [anonymous];
}

/** Tokens exist only after beforeAll: read them at request time. */
const headersOf = (caller: Caller): Record<string, string> => (caller.account ? bearer(tokens.get(caller.account)!) : {});

// ---------------------------------------------------------------------------
// Cases

interface FuzzCase {
  sent: Sent;
  broken: Part;
  targets: string[];
  extraKeys: string[];
  /** Everything but the broken fields was valid: the refusal must name one of them. */
  isTrusted: boolean;
}

const partValue = (sent: Sent, part: Part): unknown => (part === 'params' ? sent.params : part === 'query' ? sent.query : sent.body);

function withPart(sent: Sent, part: Part, value: unknown): Sent {
  if (part === 'params') return { ...sent, params: value as Record<string, string> };
  if (part === 'query') return { ...sent, query: value as Record<string, string | string[]> };
  return { ...sent, body: value };
}

/** Valid values for every part the route declares (the base a case breaks one part of). */
function validSentArb(route: RouteUnderTest): fc.Arbitrary<Sent> {
  const params = route.js.params
    ? (baseArb('params', paramsJs(route)) as fc.Arbitrary<Record<string, string>>)
    : fc.constant(Object.fromEntries(route.paramNames.map((n) => [n, 'fuzz'])));
  return fc.record({
    params,
    query: route.js.query ? (baseArb('query', route.js.query) as fc.Arbitrary<Record<string, string>>) : fc.constant(undefined),
    body: route.js.body ? baseArb('body', route.js.body) : fc.constant(undefined),
  }) as fc.Arbitrary<Sent>;
}

/** Path parameters as plain, URL-safe words (a valid base must not be "." or ".."). */
function paramsJs(route: RouteUnderTest): JsonSchema {
  const shape = objectBranch(route.js.params ?? {}) ?? {};
  const properties = Object.fromEntries(
    Object.entries(shape.properties ?? {}).map(([k, p]) => [k, p.type === 'string' && !p.pattern && !p.enum ? { ...p, pattern: `^[a-z0-9]{${Math.max(1, p.minLength ?? 1)},12}$` } : p]),
  );
  return { ...shape, properties };
}

function isValidSent(route: RouteUnderTest, sent: Sent, except?: Part): boolean {
  return PARTS.every((part) => part === except || !route.schemas[part] || !isRefused(route.schemas[part]!, partValue(sent, part)));
}

interface ParamEntry {
  name: string;
  value: string;
  isBroken: boolean;
}

/** Path parameters with at least some of them broken (empty, too long, hostile); the others keep a valid value (a pattern's, where one is set). */
function brokenParamsArb(route: RouteUnderTest) {
  const valid = validSentArb(route).map((sent) => sent.params);
  const entry = (name: string): fc.Arbitrary<ParamEntry | undefined> =>
    fc.oneof(brokenParamValueArb(paramShape(route, name)).map((value) => ({ name, value, isBroken: true })), fc.constant(undefined));
  const broken = fc.tuple(valid, fc.tuple(...route.paramNames.map(entry))).map(([base, chosen]) =>
    route.paramNames.map((name, i): ParamEntry => chosen[i] ?? { name, value: base[name] ?? 'fuzz', isBroken: false }),
  );
  return broken.map((entries: ParamEntry[]) => ({
    value: Object.fromEntries(entries.map((e) => [e.name, e.value])) as unknown,
    targets: entries.filter((e) => e.isBroken).map((e) => e.name),
    extraKeys: [] as string[],
    base: undefined as unknown,
  }));
}

function brokenCaseArb(route: RouteUnderTest, part: Part): fc.Arbitrary<FuzzCase> {
  const schema = route.schemas[part]!;
  const broken = part === 'params' ? brokenParamsArb(route) : brokenPartArb(part, route.js[part]!);
  return fc
    .tuple(validSentArb(route), broken)
    .map(([valid, b]): FuzzCase => {
      const sent = withPart(valid, part, b.value);
      return {
        sent,
        broken: part,
        targets: b.targets,
        extraKeys: b.extraKeys,
        // The rest of the request was valid, and so was what the broken part started from.
        isTrusted: isValidSent(route, sent, part) && (b.base === undefined || !isRefused(schema, b.base)),
      };
    })
    .filter((c) => isRefused(schema, partValue(c.sent, part)));
}

const paramShape = (route: RouteUnderTest, name: string): JsonSchema => objectBranch(route.js.params ?? {})?.properties?.[name] ?? {};

/** The names a refusal of this part may use: its fields, what the case added, and the part itself. */
function knownFieldsOf(route: RouteUnderTest, part: Part, extraKeys: readonly string[]): Set<string> {
  const js = route.js[part];
  const declared = Object.keys((js && objectBranch(js)?.properties) ?? {});
  return new Set([...declared, ...extraKeys, part, 'params']);
}

function expectationFor(route: RouteUnderTest, caller: Caller, c: FuzzCase): Expectation {
  if (caller.isRefusedUpFront) {
    // Refused before the body is read; the router may refuse a broken path first (404, or 400 naming only `params`).
    return { statuses: [403, 404, 400], codes: [ERROR_CODES.unauthorized, ERROR_CODES.forbidden, ERROR_CODES.notFound, ERROR_CODES.validation], knownFields: new Set(['params']) };
  }
  return {
    statuses: c.broken === 'params' ? [400, 404] : [400],
    codes: c.broken === 'params' ? [ERROR_CODES.validation, ERROR_CODES.notFound] : [ERROR_CODES.validation],
    knownFields: knownFieldsOf(route, c.broken, c.extraKeys),
    targets: [...c.targets, c.broken],
    mustNameTarget: c.isTrusted,
  };
}

/** Whatever else an answer is, it shows no private address its caller may not see. */
async function leakProblems(caller: Caller, res: LightMyRequestResponse): Promise<string[]> {
  const leaks = leaksIn(await readableText(res), hiddenFor.get(caller.account ?? '')!);
  return leaks.length ? [`the answer shows private addresses the caller may not see: ${leaks.join(', ')}`] : [];
}

async function sendCase(route: RouteUnderTest, caller: Caller, sent: Sent, expected: Expectation, what: string) {
  const options = injectOptions(route, sent, headersOf(caller), FUZZ_IP);
  const res = await sendWithin(server.app, options);
  const problems = [...problemsOf(res, expected), ...(await leakProblems(caller, res))];
  const changes = await databaseChanges();
  if (changes.length) problems.push(`the database changed: ${changes.join('; ')}`);
  if (problems.length) {
    throw new Error(
      [
        `${route.key} as ${caller.label}, ${what}`,
        `  sent: ${options.method} ${summarize(options.url, 300)} ${summarize(sent.raw ?? sent.body, 300)}`,
        `  got: ${res.statusCode} ${summarize(res.body, 300)}`,
        ...problems.map((p) => `  - ${p}`),
      ].join('\n'),
    );
  }
}

/** Every string field of every part set, one at a time, to each storage-hostile string, on a valid base. */
function storageSweep(route: RouteUnderTest): Sent[] {
  const samples = fc.sample(validSentArb(route), { numRuns: 20, seed: seedOf(`${route.key} sweep`) });
  const base = samples.find((s) => isValidSent(route, s)) ?? samples[0]!;
  return PARTS.filter((part) => route.js[part]).flatMap((part) => {
    const paths = part === 'body' ? stringPaths(route.js[part]!) : Object.keys(objectBranch(route.js[part]!)?.properties ?? {}).map((k) => [k]);
    // Only a JSON body can carry an unpaired surrogate; a URL carries U+FFFD instead.
    const texts = part === 'body' ? STORAGE_HOSTILE_STRINGS : [...new Set(STORAGE_HOSTILE_STRINGS.map(wellFormed))];
    return paths.flatMap((path) => texts.map((text) => withPart(base, part, withPath(partValue(base, part), path, text))));
  });
}

// ---------------------------------------------------------------------------
// Raw bodies: not JSON, not JSON's content type, too large

interface RawCase {
  name: string;
  raw: string | Buffer;
  contentType: string;
  status: number;
  /** Keys a 400 may name besides `body`. */
  fields?: string[];
  /** Well-formed JSON that only a body schema refuses (a route that takes no body ignores it). */
  isJson?: boolean;
}

const BODY_LIMIT = 1024 * 1024;

const RAW_CASES: RawCase[] = [
  ...(
    [
      ['an unclosed object', '{"a":'],
      ['a trailing comma', '{"a":1,}'],
      ['single quotes', "{'a':1}"],
      ['a bare word', 'nul'],
      ['an empty body', ''],
      ['only whitespace', ' \n'],
      ['two documents', '{}{}'],
      ['a prototype-poisoning key', '{"__proto__":{"isAdmin":true}}'],
      ['a constructor-poisoning key', '{"constructor":{"prototype":{"isAdmin":true}}}'],
      ['an unterminated string', '{"a":"\\'],
    ] as const
  ).map(([name, raw]): RawCase => ({ name: `malformed JSON: ${name}`, raw, contentType: 'application/json', status: 400 })),
  { name: '10 000 nested arrays', raw: `${'['.repeat(10_000)}${']'.repeat(10_000)}`, contentType: 'application/json', status: 400, isJson: true },
  { name: 'invalid UTF-8', raw: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]), contentType: 'application/json', status: 400, fields: ['\ufffd\ufffd'], isJson: true },
  ...['text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=fuzz', 'application/octet-stream', 'text/html', 'application/jsonx', 'image/png'].map(
    (contentType): RawCase => ({ name: `content type ${contentType}`, raw: '{}', contentType, status: 415 }),
  ),
];

/** A body just over the route's limit (its own, or the app's). */
function oversizeCase(route: RouteUnderTest): RawCase {
  const limit = route.bodyLimit ?? BODY_LIMIT;
  return { name: `a body over the ${limit}-byte limit`, raw: `{"a":"${'a'.repeat(limit)}"}`, contentType: 'application/json', status: 413 };
}

// ---------------------------------------------------------------------------

describe('the oracle that says the database was left as it was', () => {
  it('sees a row updated, deleted and put back, and nothing where nothing was written', async () => {
    const { db } = server.database;
    const rows = async (q: SQL) => ((await db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;
    const [{ n: userCount } = { n: 0 }] = (await rows(sql`select count(*)::int as n from users`)) as { n: number }[];
    const [{ n: sessionCount } = { n: 0 }] = (await rows(sql`select count(*)::int as n from sessions`)) as { n: number }[];
    expect(await databaseChanges()).toEqual([]);

    await db.execute(sql`update users set name = name || ' (fuzz)' where email = 'admin@demo.test'`);
    expect(await databaseChanges()).toEqual([`"public"."users": ${userCount} rows → ${userCount} rows (contents changed)`]);
    await db.execute(sql`update users set name = replace(name, ' (fuzz)', '') where email = 'admin@demo.test'`);
    expect(await databaseChanges()).toEqual([`"public"."users": ${userCount} rows → ${userCount} rows (contents changed)`]);

    await db.execute(sql`create temporary table fuzz_saved as select * from sessions order by created_at limit 1`);
    await db.execute(sql`delete from sessions where session_id in (select session_id from fuzz_saved)`);
    expect(await databaseChanges()).toEqual([`"public"."sessions": ${sessionCount} rows → ${sessionCount - 1} rows`]);
    await db.execute(sql`insert into sessions select * from fuzz_saved`);
    await db.execute(sql`drop table fuzz_saved`);
    expect(await databaseChanges()).toEqual([`"public"."sessions": ${sessionCount - 1} rows → ${sessionCount} rows`]);
    // Written and put back as it was: the counter moved, the contents did not.
    await db.execute(sql`update users set name = name where email = 'admin@demo.test'`);
    expect(await databaseChanges()).toEqual([]);
  });
});

describe('every route that takes input declares a zod schema for it', () => {
  it('finds the routes on the app itself', () => {
    expect(ROUTES.length).toBeGreaterThan(0);
    expect(FUZZED.length).toBeGreaterThan(0);
  });

  it('every declared input schema is a zod schema', () => {
    const notZod = ROUTES.flatMap((r) =>
      (['params', 'querystring', 'body', 'headers'] as const).filter((part) => r.declared[part] !== undefined && !isZod(r.declared[part])).map((part) => `${r.key}: ${part}`),
    );
    expect(notZod).toEqual([]);
  });

  it('every :parameter of a url is in a strict zod params schema, and the schema names no other', () => {
    const problems = ROUTES.flatMap((r) => {
      if (!r.paramNames.length) return [];
      const declared = Object.keys(objectBranch(r.js.params ?? {})?.properties ?? {});
      if (!r.schemas.params) return [`${r.key}: no params schema`];
      return [
        ...r.paramNames.filter((n) => !declared.includes(n)).map((n) => `${r.key}: params schema lacks ${n}`),
        ...declared.filter((n) => !r.paramNames.includes(n)).map((n) => `${r.key}: params schema names ${n}, not in the url`),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('no handler reads a body or a query it declared no schema for', async () => {
    const reads = new Set<string>();
    const probe = buildApp({ db: server.database, now: server.clock.now });
    // Every handler must run, even where no input we can make up passes a schema's refinements.
    probe.setValidatorCompiler(() => (data: unknown) => ({ value: data }));
    probe.addHook('preHandler', async (request) => {
      const key = `${request.method} ${request.routeOptions.url}`;
      for (const part of ['body', 'query'] as const) {
        let value: unknown = request[part];
        Object.defineProperty(request, part, {
          configurable: true,
          enumerable: true,
          get() {
            reads.add(`${key} ${part}`);
            return value;
          },
          set(next: unknown) {
            value = next;
          },
        });
      }
    });
    await probe.ready();
    for (const route of ROUTES) {
      const samples = fc.sample(validSentArb(route), { numRuns: 20, seed: seedOf(route.key) });
      const sent = samples.find((s) => isValidSent(route, s)) ?? samples[0]!;
      // Something in every part the route has no schema for: a handler that reads it shows itself.
      const probeSent: Sent = { ...sent, query: sent.query ?? { fuzzProbe: '1' }, body: route.isWrite ? (sent.body ?? { fuzzProbe: 1 }) : undefined };
      const account = route.rule && route.rule !== 'public' ? accountAllowedBy(route.rule) : undefined;
      const headers: Record<string, string> = {};
      if (account) {
        const [row] = await server.database.db.select({ userId: users.userId }).from(users).where(eq(users.email, account.email));
        headers.authorization = `Bearer ${await createSession(server.database.db, { userId: row!.userId, now: server.clock.now(), limits: probe.services.sessionLimits })}`;
      }
      // An event stream never ends: what it read is known once its handler has run.
      await sendWithin(probe, injectOptions(route, probeSent, headers, FUZZ_IP), 1_000).catch(() => undefined);
    }
    await probe.close();
    baseline = await fingerprintOf(server.database, tables);
    baselineStamp = await writes.stamp();
    const unschematized = ROUTES.flatMap((r) => [
      ...(reads.has(`${r.key} body`) && !r.schemas.body ? [`${r.key} reads the body without a body schema`] : []),
      ...(reads.has(`${r.key} query`) && !r.schemas.query ? [`${r.key} reads the query without a querystring schema`] : []),
    ]);
    expect(unschematized).toEqual([]);
  });
});

describe.each(FUZZED.map((route) => [route.key, route] as const))('%s', (_key, route) => {
  for (const caller of callersOf(route)) {
    const parts = PARTS.filter((part) => route.schemas[part]);

    if (caller.isRefusedUpFront) {
      it(`refuses ${caller.label} whatever the input, before reading it`, async () => {
        const arb = fc.oneof(...parts.map((part) => brokenCaseArb(route, part)));
        await check(`${route.key} · ${caller.label}`, ANONYMOUS_RUNS, arb, async (c: FuzzCase) => {
          await sendCase(route, caller, c.sent, expectationFor(route, caller, c), `${c.broken} broken at ${c.targets.join(', ')}`);
        });
      });
    } else {
      for (const part of parts) {
        it(`refuses a ${part} that breaks its schema (${caller.label}), naming the field`, async () => {
          await check(`${route.key} · ${part} · ${caller.label}`, RUNS, brokenCaseArb(route, part), async (c: FuzzCase) => {
            await sendCase(route, caller, c.sent, expectationFor(route, caller, c), `${part} broken at ${c.targets.join(', ')}`);
          });
        });
      }

      it(`survives hostile input its schema accepts (${caller.label})`, async () => {
        const arb = fc.record({
          params: route.schemas.params ? hostileValidPartArb('params', route.js.params!, route.schemas.params) : fc.constant(Object.fromEntries(route.paramNames.map((n) => [n, 'fuzz']))),
          query: route.schemas.query ? hostileValidPartArb('query', route.js.query!, route.schemas.query) : fc.constant(undefined),
          body: route.schemas.body ? hostileValidPartArb('body', route.js.body!, route.schemas.body) : fc.constant(undefined),
        }) as fc.Arbitrary<Sent>;
        await check(`${route.key} · hostile-valid · ${caller.label}`, RUNS, arb, async (sent: Sent) => {
          const isValid = isValidSent(route, sent);
          const options = injectOptions(route, sent, headersOf(caller), FUZZ_IP);
          const res = await sendWithin(server.app, options);
          const problems = [...problemsOf(res, { statuses: [200, 201, 204, 400, 401, 403, 404, 409, 413, 415, 429] }), ...(await leakProblems(caller, res))];
          const changes = await databaseChanges();
          // A valid write may write; a read, or anything refused, may not.
          if (changes.length && (route.method === 'GET' || !isValid)) problems.push(`the database changed: ${changes.join('; ')}`);
          if (problems.length) {
            throw new Error(
              [`${route.key} as ${caller.label}`, `  sent: ${options.method} ${summarize(options.url, 300)} ${summarize(sent.body, 300)}`, `  got: ${res.statusCode} ${summarize(res.body, 300)}`, ...problems.map((p) => `  - ${p}`)].join('\n'),
            );
          }
        }, storageSweep(route));
      });
    }

    if (route.isWrite) {
      it(`refuses malformed JSON, other content types and oversize bodies (${caller.label})`, async () => {
        const valid = fc.sample(validSentArb(route), { numRuns: 20, seed: seedOf(route.key) }).find((s) => isValidSent(route, s)) ?? fc.sample(validSentArb(route), { numRuns: 1, seed: 1 })[0]!;
        // Truncations of a valid body are malformed JSON too.
        const json = JSON.stringify(valid.body ?? { a: 1 });
        const truncations = fc.sample(fc.integer({ min: 1, max: Math.max(1, json.length - 1) }), { numRuns: 3, seed: seedOf(`${route.key} truncate`) });
        const cases: RawCase[] = [
          ...RAW_CASES.filter((raw) => route.schemas.body || !raw.isJson),
          oversizeCase(route),
          ...truncations.map((n): RawCase => ({ name: `JSON cut after ${n} characters`, raw: json.slice(0, n), contentType: 'application/json', status: 400 })),
        ];
        for (const raw of cases) {
          const sent: Sent = { ...valid, body: undefined, raw: raw.raw, contentType: raw.contentType };
          const expected: Expectation = caller.isRefusedUpFront
            ? { statuses: [403], codes: [ERROR_CODES.unauthorized] }
            : {
                statuses: [raw.status],
                knownFields: raw.fields ? new Set([...knownFieldsOf(route, 'body', raw.fields)]) : new Set(['body']),
                targets: ['body', ...(raw.fields ?? [])],
                mustNameTarget: !raw.fields,
              };
          await sendCase(route, caller, sent, expected, raw.name);
        }
      });
    }
  }
});

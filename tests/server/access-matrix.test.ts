/**
 * The authorization matrix: every registered /api route × every demo account
 * (plus no token, a revoked token, and a session of a deactivated user).
 * Allowed → anything but 403 (and never 500); not allowed → 403 err_forbidden;
 * no live session on a non-public route → 403 err_unauthorized. Requests carry
 * a body no schema accepts, so an allowed call stops at 400 and writes nothing,
 * and a refused one shows that authorization runs before validation.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUARDS, type AccessSubject } from '../../domain/access';
import { API_ACCESS, apiRule, type ApiRule } from '../../domain/api-access';
import { ERROR_CODES } from '../../domain/messages';
import { buildApp } from '../../server/app';
import { offices, users } from '../../server/db/schema';
import { DEMO_ACCOUNTS, type DemoAccount } from '../../server/db/seed/demo';
import { createSession } from '../../server/services/sessions';
import { addressesIn, hiddenFrom, leaksIn, privateAddresses, readableText, viewerOf, type PrivateAddress } from './contact-leaks';
import { callerContexts, getRoutes, probeUrls, sharedContexts, unknownNames, type ProbeContext } from './route-probes';
import { bearer, signIn, startTestServer, type TestServer } from './support';

const STREAM = 'GET /api/notifications/stream';
const SIGNOUT = 'POST /api/auth/signout';

let server: TestServer;
let baseUrl: string;

interface Caller {
  label: string;
  /** undefined: no Authorization header. */
  token?: string;
  userId?: string;
  /** undefined: not signed in (only public routes are open). */
  subject?: AccessSubject;
}

const subjectOf = (a: DemoAccount): AccessSubject => ({
  roles: a.roles,
  allowSelfListing: a.allowSelfListing,
  agentListingPermission: a.agentListingPermission,
});

const callers: Caller[] = [];

function expectedFor(rule: ApiRule, caller: Caller): 'allowed' | 'forbidden' | 'unauthorized' {
  if (rule === 'public') return 'allowed';
  if (!caller.subject) return 'unauthorized';
  return GUARDS[rule](caller.subject) ? 'allowed' : 'forbidden';
}

function concreteUrl(pattern: string, caller: Caller): string {
  return pattern
    .replace(':userId', caller.userId ?? 'not-a-user')
    .replace(':sessionId', 'not-a-real-link')
    .replace(':token', 'probe-fcm-token')
    .replace(':key', 'cms_latest_version');
}

const hasBody = (method: string) => method === 'POST' || method === 'PATCH' || method === 'PUT';

beforeAll(async () => {
  server = await startTestServer();
  const { app, database } = server;
  for (const account of DEMO_ACCOUNTS) {
    const [row] = await database.db.select({ userId: users.userId }).from(users).where(eq(users.email, account.email));
    if (!account.canSignIn) {
      // A session made before the account was deactivated (or its last employee record ended) must not work either.
      const token = await createSession(database.db, { userId: row!.userId, now: server.clock.now(), limits: app.services.sessionLimits });
      callers.push({ label: `${account.email} (may not sign in, old session)`, token, userId: row!.userId });
      continue;
    }
    callers.push({ label: account.email, token: await signIn(app, account.email), userId: row!.userId, subject: subjectOf(account) });
  }
  callers.push({ label: 'no token' });
  callers.push({ label: 'garbage token', token: 'x'.repeat(43) });
  const revoked = await signIn(app, 'admin@demo.test');
  await app.inject({ method: 'POST', url: '/api/auth/signout', headers: bearer(revoked) });
  callers.push({ label: 'revoked admin token', token: revoked });

  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('the access table', () => {
  it('covers every registered /api route, and names no route that does not exist', () => {
    const registered = server.app.registeredRoutes.filter((r) => r.url.startsWith('/api')).map((r) => `${r.method} ${r.url}`);
    const missing = registered.filter((key) => !Object.hasOwn(API_ACCESS, key));
    expect(missing, 'routes missing from domain/api-access.ts').toEqual([]);
    expect(Object.keys(API_ACCESS).filter((key) => !registered.includes(key)), 'stale entries').toEqual([]);
  });

  it('opens exactly these routes to the public, and keeps the privileged ones to their groups', () => {
    const rules = Object.entries(API_ACCESS);
    expect(rules.filter(([, rule]) => rule === 'public').map(([key]) => key).sort()).toEqual(
      [
        'GET /api/health',
        'POST /api/auth/signin',
        'POST /api/auth/forgot-password/confirmation-link',
        'GET /api/auth/reset-password/:sessionId',
        'POST /api/auth/reset-password/:sessionId',
        'POST /api/auth/verify-email/:sessionId',
        'GET /api/app-configs/custom/as-object',
        'GET /api/files/:fileKey',
        'GET /api/shared-listings/:listingSharedCode',
        'GET /api/shared-lists/:sharedCode',
        'GET /api/articles/public',
        'GET /api/articles/public/:slug',
      ].sort(),
    );
    expect(API_ACCESS['GET /api/mail-outbox']).toBe('superAdmin');
    expect(API_ACCESS['POST /api/notifications']).toBe('adminHqPlus');
    expect(API_ACCESS['PATCH /api/app-configs/:key']).toBe('adminHqPlus');
    // The listing area's guards (issue 5): who may list, edit, flag and mask.
    expect(API_ACCESS['GET /api/listings']).toBe('hq');
    expect(API_ACCESS['GET /api/office/listings']).toBe('listingViewer');
    expect(API_ACCESS['POST /api/listings']).toBe('listingCreate');
    expect(API_ACCESS['PATCH /api/listings/:listingId']).toBe('listingEdit');
    expect(API_ACCESS['POST /api/listings/:listingId/bulk-update-status-watermark']).toBe('adminHqPlus');
    expect(API_ACCESS['POST /api/listing-maskings']).toBe('mask');
    expect(API_ACCESS['POST /api/listing-masking-histories']).toBe('mask');
    // The blog (issue 6): posts, taxonomy, moderation and authors are the blog admins'.
    for (const [key, rule] of rules.filter(([key]) => /\/api\/(articles(?!\/public)|article-|master-article-|authors)/.test(key))) {
      expect(rule, key).toBe('blogAdmin');
    }
    expect(API_ACCESS['GET /api/pdf/listing/:listingId']).toBe('mask');
    // Everything else is for any signed-in user (ownership is the handlers' business, tested per area), or for the
    // groups named in the table; this test pins the ones above, the matrix below checks every rule against every account.
    // The Super Admin's users and public users (§6: admin only for /users and /public-users; issue 16).
    const SUPER_ADMIN_USERS = ['GET /api/users', 'POST /api/users', 'GET /api/users/customers', 'GET /api/users/:userId', 'POST /api/users/:userId/change-password'];
    for (const key of SUPER_ADMIN_USERS) expect(API_ACCESS[key as keyof typeof API_ACCESS], key).toBe('superAdmin');
    const generic = rules.filter(
      ([key]) => !SUPER_ADMIN_USERS.includes(key) && ['/api/users', '/api/employees', '/api/fcm', '/api/notifications', '/api/auth/'].some((p) => key.includes(p)),
    );
    // Approving an employee is admin-HQ-plus by route; who decides which record is approvalRefusal (domain/approval.ts).
    expect(API_ACCESS['POST /api/employees/:employeeId/approval']).toBe('adminHqPlus');
    // Creating and editing records: the widest of the four screens' guards by route; each screen's guard and office scope per record.
    expect(API_ACCESS['POST /api/employees']).toBe('adminHqOrOffice');
    expect(API_ACCESS['PATCH /api/employees/:employeeId']).toBe('adminHqOrOffice');
    // The Rumah123 checker's agents (issue 17): admin-HQ-plus, as the /rumah123-checker screen (§6).
    expect(API_ACCESS['GET /api/employees/r123']).toBe('adminHqPlus');
    const pinned = ['POST /api/notifications', 'POST /api/employees/:employeeId/approval', 'POST /api/employees', 'PATCH /api/employees/:employeeId', 'GET /api/employees/r123'];
    expect(generic.filter(([key, rule]) => rule !== 'authenticated' && rule !== 'public' && !pinned.includes(key))).toEqual([]);
  });

  it('looks routes up by method and pattern', () => {
    expect(apiRule('get', '/api/health')).toBe('public');
    expect(apiRule('PATCH', '/api/app-configs/:key')).toBe('adminHqPlus');
    expect(apiRule('GET', '/api/app-configs/:key')).toBeUndefined();
    expect(apiRule('GET', '/api/constructor')).toBeUndefined();
  });

  it('refuses a route the table does not know (fail closed), even for the super admin', async () => {
    // A fresh instance on the same database, with a route nobody put in the table.
    const extra = buildApp({ db: server.database, now: server.clock.now });
    extra.get('/api/unlisted', async () => ({ payload: 'secret' }));
    await extra.ready();
    const admin = await signIn(extra, 'admin@demo.test');
    const res = await extra.inject({ method: 'GET', url: '/api/unlisted', headers: bearer(admin) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: ERROR_CODES.forbidden });
    expect(res.body).not.toContain('secret');
    await extra.close();
  });
});

describe('every route × every caller', () => {
  const routes = Object.keys(API_ACCESS).filter((key) => key !== STREAM && key !== SIGNOUT);

  it.each(routes)('%s', async (key) => {
    const [method, pattern] = key.split(' ') as [string, string];
    const rule = API_ACCESS[key as keyof typeof API_ACCESS];
    const failures: string[] = [];
    for (const caller of callers) {
      const res = await server.app.inject({
        method: method as 'GET',
        url: concreteUrl(pattern, caller),
        headers: caller.token ? bearer(caller.token) : {},
        ...(hasBody(method) && { payload: { probe: 'not a field any schema knows' } }),
      });
      const expected = expectedFor(rule, caller);
      const code = res.statusCode === 403 ? (res.json() as { code: string }).code : undefined;
      const ok =
        res.statusCode < 500 &&
        (expected === 'allowed'
          ? res.statusCode !== 403
          : res.statusCode === 403 && code === (expected === 'forbidden' ? ERROR_CODES.forbidden : ERROR_CODES.unauthorized));
      if (!ok) failures.push(`${caller.label}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    expect(failures).toEqual([]);
  });

  it(`${SIGNOUT}: every signed-in account may sign out; no live session → err_unauthorized`, async () => {
    for (const caller of callers) {
      const expected = expectedFor('authenticated', caller);
      if (expected === 'allowed') {
        const account = DEMO_ACCOUNTS.find((a) => a.email === caller.label)!;
        const fresh = await signIn(server.app, account.email);
        const res = await server.app.inject({ method: 'POST', url: '/api/auth/signout', headers: bearer(fresh) });
        expect(res.statusCode, caller.label).toBe(200);
      } else {
        const res = await server.app.inject({ method: 'POST', url: '/api/auth/signout', headers: caller.token ? bearer(caller.token) : {} });
        expect(res.statusCode, caller.label).toBe(403);
        expect(res.json(), caller.label).toMatchObject({ code: ERROR_CODES.unauthorized });
      }
    }
  });

  it(`${STREAM}: opens for every signed-in account, 403 otherwise`, async () => {
    for (const caller of callers) {
      const controller = new AbortController();
      const res = await fetch(`${baseUrl}/api/notifications/stream`, {
        headers: caller.token ? bearer(caller.token) : {},
        signal: controller.signal,
      });
      const expected = expectedFor('authenticated', caller);
      if (expected === 'allowed') {
        expect(res.status, caller.label).toBe(200);
        expect(res.headers.get('content-type'), caller.label).toContain('text/event-stream');
      } else {
        expect(res.status, caller.label).toBe(403);
        expect(await res.json(), caller.label).toMatchObject({ code: ERROR_CODES.unauthorized });
      }
      controller.abort();
    }
  });
});

describe('authorization runs before validation', () => {
  it('a caller without the guard gets 403 for a malformed body, not 400', async () => {
    const agent = await signIn(server.app, 'agent@demo.test');
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/notifications',
      headers: { ...bearer(agent), 'content-type': 'application/json' },
      payload: '{"receiverUserId": ',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: ERROR_CODES.forbidden, message: expect.any(String) });
  });

  it('no token and an invalid body: 403 err_unauthorized, nothing about the schema', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/api/auth/change-password', payload: {} });
    expect(res.statusCode).toBe(403);
    const body = res.json() as Record<string, unknown>;
    expect(body.code).toBe(ERROR_CODES.unauthorized);
    expect(body.fields).toBeUndefined();
  });

  it('no token and a wrong content type: still 403, not 415', async () => {
    const res = await server.app.inject({
      method: 'PATCH',
      url: '/api/app-configs/cms_latest_version',
      headers: { 'content-type': 'application/xml' },
      payload: '<value/>',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: ERROR_CODES.unauthorized });
  });
});

/**
 * Field level (issue 11): a private e-mail address reaches only those
 * domain/contact-visibility.ts lets see it. Every GET route is called with
 * real records (route-probes.ts), once bare and once asking for everything
 * its query offers, as every signed-in account and as nobody; no answer may
 * show an address the caller may not see, wherever in the answer it is. A
 * route added later is walked the same way without a word here.
 */
describe('field level: private contact details', () => {
  const GET_ROUTES = Object.keys(API_ACCESS).filter((key) => key.startsWith('GET ') && key !== STREAM);
  /** Routes that cannot answer 200 to a probe, and why. */
  const UNPROBED: Record<string, string> = {
    'GET /api/auth/reset-password/:sessionId': 'answers only the secret link mailed to the person',
  };

  interface Gate {
    caller: Caller;
    /** Private addresses this caller may not be shown. */
    hidden: Set<string>;
    /** Those they may: what they were shown of them is collected in `seen`. */
    visible: Set<string>;
    contexts: ProbeContext[];
    seen: Set<string>;
  }

  let addresses: PrivateAddress[];
  const gates: Gate[] = [];
  const answered = new Set<string>();

  beforeAll(async () => {
    const db = server.database.db;
    addresses = await privateAddresses(db);
    const shared = await sharedContexts(db);
    for (const caller of callers.filter((c) => c.subject || c.label === 'no token')) {
      const isSignedIn = !!(caller.subject && caller.userId);
      const hidden = hiddenFrom(isSignedIn ? await viewerOf(db, caller.userId!) : null, addresses);
      const visible = new Set(addresses.map((a) => a.privateEmail).filter((a) => !hidden.has(a)));
      const contexts = [...shared, ...(isSignedIn ? await callerContexts(db, caller.userId!) : [])];
      gates.push({ caller, hidden, visible, contexts, seen: new Set() });
    }
  });

  it('the demo data has private addresses apart from the sign-in ones, in every office and at HQ', async () => {
    const logins = new Set((await server.database.db.select({ email: users.email }).from(users)).map((u) => u.email.toLowerCase()));
    expect(addresses.length).toBeGreaterThan(20);
    expect(addresses.filter((a) => logins.has(a.privateEmail))).toEqual([]);
    expect(new Set(addresses.map((a) => a.officeId)).size).toBeGreaterThanOrEqual(4);
  });

  it.each(GET_ROUTES)('%s shows no private address to a caller who may not see it', async (key) => {
    const route = getRoutes(server.app.registeredRoutes, []).find((r) => r.key === key)!;
    const failures: string[] = [];
    const missing = unknownNames(route, gates.flatMap((g) => g.contexts));
    if (missing.length) failures.push(`no probe value for ${missing.join(', ')}: name it in route-probes.ts`);
    for (const gate of gates) {
      for (const url of probeUrls(route, gate.contexts)) {
        const res = await server.app.inject({ method: 'GET', url, headers: gate.caller.token ? bearer(gate.caller.token) : {} });
        if (res.statusCode >= 500) failures.push(`${gate.caller.label} ${url}: ${res.statusCode}`);
        if (res.statusCode === 200) answered.add(key);
        const text = await readableText(res);
        const leaks = leaksIn(text, gate.hidden);
        if (leaks.length) failures.push(`${gate.caller.label} ${url}: shows ${leaks.join(', ')}`);
        for (const address of leaksIn(text, gate.visible)) gate.seen.add(address);
      }
    }
    expect(failures).toEqual([]);
  });

  it('every GET route answered 200 to some probe, so none went unchecked', () => {
    expect(GET_ROUTES.filter((key) => !answered.has(key) && !Object.hasOwn(UNPROBED, key))).toEqual([]);
    expect(Object.keys(UNPROBED).filter((key) => answered.has(key) || !GET_ROUTES.includes(key))).toEqual([]);
  });

  it("the author routes show what the public author page does: no one's address, office or user id", async () => {
    const db = server.database.db;
    const officeNames = (await db.select({ officeName: offices.officeName }).from(offices)).map((o) => o.officeName);
    const userIds = (await db.select({ userId: users.userId }).from(users)).map((u) => u.userId);
    const failures: string[] = [];
    let shown = 0;
    for (const gate of gates) {
      for (const route of getRoutes(server.app.registeredRoutes, []).filter((r) => r.url.startsWith('/api/authors'))) {
        for (const url of probeUrls(route, gate.contexts)) {
          const res = await server.app.inject({ method: 'GET', url, headers: gate.caller.token ? bearer(gate.caller.token) : {} });
          if (res.statusCode !== 200) continue;
          shown++;
          const found = [...addressesIn(res.body), ...officeNames.filter((n) => res.body.includes(n)), ...userIds.filter((id) => res.body.includes(id))];
          if (found.length) failures.push(`${gate.caller.label} ${url}: shows ${found.join(', ')}`);
        }
      }
    }
    expect(shown).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  });

  it('the gate is not blind: the super admin was shown private addresses of every office, an office manager of theirs', () => {
    const seenBy = (label: string) => [...(gates.find((g) => g.caller.label === label)?.seen ?? [])];
    const officesOf = (emails: string[]) => new Set(addresses.filter((a) => emails.includes(a.privateEmail)).map((a) => a.officeId));
    expect(officesOf(seenBy('admin@demo.test')).size).toBeGreaterThanOrEqual(4);
    expect(seenBy('manager_office@demo.test').length).toBeGreaterThan(1);
  });
});

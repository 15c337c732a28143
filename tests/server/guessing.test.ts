/**
 * The guessing gate: every route that compares a secret the caller sends
 * (domain/api-access.ts SECRET_CHECKING_ROUTES) gets a burst of parallel wrong
 * guesses from one address, and at most the limit of them may ever be
 * compared — the rest are refused with 429 before any comparison. A route
 * with a secret-looking body field that is in neither list of the domain, or
 * a checking route without a probe here, fails the gate: a later area that
 * verifies an OTP or a PIN inherits the check by declaring it.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET_CHECKING_ROUTES, SECRET_FIELD, SECRET_SETTING_ROUTES, type ApiRoute } from '../../domain/api-access';
import { ERROR_CODES } from '../../domain/messages';
import { employees, mailOutbox, portals, users } from '../../server/db/schema';
import { discoverRoutes, type RouteUnderTest } from './fuzz/routes';
import { bearer, signIn, startTestServer, type App, type TestServer } from './support';

let server: TestServer;
let routes: RouteUnderTest[];

beforeAll(async () => {
  [server, routes] = await Promise.all([startTestServer(), discoverRoutes()]);
});
afterAll(async () => {
  await server?.close();
});

interface Probe {
  /** A request whose only fault is a wrong secret in `secretField`. */
  build(app: App, guesses: string[]): Promise<{ url: string; payload: Record<string, unknown>; headers?: Record<string, string> }[]>;
}

/** One probe per checking route; a new checking route needs one here. */
const PROBES: Partial<Record<ApiRoute, Probe>> = {
  'POST /api/auth/signin': {
    build: async (_app, guesses) => guesses.map((password) => ({ url: '/api/auth/signin', payload: { email: 'finance_office@demo.test', password } })),
  },
  'POST /api/auth/change-password': {
    build: async (app, guesses) => {
      const headers = bearer(await signIn(app, 'admin_office@demo.test'));
      const fresh = 'Baru#2026pass';
      return guesses.map((currentPassword) => ({ url: '/api/auth/change-password', payload: { currentPassword, newPassword: fresh, confirmPassword: fresh }, headers }));
    },
  },
  'POST /api/office-portal-profiles/auth/verify-otp': {
    build: async (app, guesses) => {
      const headers = bearer(await signIn(app, 'business_owner@demo.test'));
      const { db } = server.database;
      const [office] = await db.select({ officeId: employees.officeId }).from(employees).innerJoin(users, eq(users.userId, employees.userId)).where(eq(users.email, 'business_owner@demo.test'));
      const [portal] = await db.select({ portalId: portals.portalId }).from(portals).where(eq(portals.position, 3));
      const email = 'guess.otp@genius.co.id';
      const sent = await app.inject({ method: 'POST', url: '/api/office-portal-profiles/auth/send-otp', headers, payload: { email, portalId: portal!.portalId, officeId: office!.officeId } });
      const { sessionId } = (sent.json() as { payload: { sessionId: string } }).payload;
      const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.createdAt)).limit(1);
      const code = /account is (\d{6})/.exec(mail!.text)![1]!;
      // Six-digit guesses (a malformed one is refused before any comparison), never the mailed code.
      return guesses.map((_, i) => {
        const otp = String(100_000 + i);
        return { url: '/api/office-portal-profiles/auth/verify-otp', payload: { sessionId, otp: otp === code ? String(200_000 + i) : otp }, headers };
      });
    },
  },
};

const bodyFields = (route: RouteUnderTest): string[] => Object.keys((route.js.body as { properties?: object } | undefined)?.properties ?? {});

describe('the guessing gate', () => {
  it('knows every route whose body carries a secret: it checks one (and is limited) or only sets one', () => {
    const unclassified = routes
      .filter((r) => bodyFields(r).some((f) => SECRET_FIELD.test(f)))
      .map((r) => r.key)
      .filter((key) => !Object.hasOwn(SECRET_CHECKING_ROUTES, key) && !SECRET_SETTING_ROUTES.includes(key as ApiRoute));
    expect(unclassified).toEqual([]);
    const keys = new Set(routes.map((r) => r.key));
    expect(Object.keys(SECRET_CHECKING_ROUTES).filter((key) => !keys.has(key))).toEqual([]);
    expect(Object.keys(SECRET_CHECKING_ROUTES).filter((key) => !PROBES[key as ApiRoute])).toEqual([]);
  });

  for (const [key, { secretField }] of Object.entries(SECRET_CHECKING_ROUTES)) {
    it(`${key}: of 20 wrong guesses sent at once, at most the limit are compared, the rest refused with 429`, async () => {
      const app = server.app;
      const limit = app.services.signInLimits.maxFailuresPerAccountAndIp;
      const probe = PROBES[key as ApiRoute]!;
      const requests = await probe.build(app, Array.from({ length: 20 }, (_, i) => `Wrong${i}!guess`));
      const answers = await Promise.all(
        requests.map((r) => app.inject({ method: 'POST', url: r.url, payload: r.payload, headers: r.headers, remoteAddress: '10.66.0.1' })),
      );
      const compared = answers.filter((a) => a.statusCode !== 429);
      expect(compared.length).toBeGreaterThan(0);
      expect(compared.length).toBeLessThanOrEqual(limit);
      // What was compared was refused for the secret itself, not for a probe's mistake.
      for (const a of compared) {
        const body = a.json() as { code: string; fields?: Record<string, string> };
        expect(a.statusCode === 401 || (a.statusCode === 400 && body.fields?.[secretField] !== undefined)).toBe(true);
      }
      for (const a of answers.filter((x) => x.statusCode === 429)) expect(a.json().code).toBe(ERROR_CODES.rateLimited);
      server.clock.advance(16 * 60_000);
    });
  }
});

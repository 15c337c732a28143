/**
 * Every notification the seeds make opens a screen that shows its subject, as
 * its receiver would (issue 12): its path is a route whose screen exists in the
 * SPA (src/app/routes.tsx), the receiver may open that route, and the record it
 * names answers to the receiver through the API that screen reads. Checked on
 * the demo data and on a small scaled data set on top of it. A feature seeded
 * before its screen exists fails here (tests/e2e/notifications.test.ts clicks
 * the demo's in a real browser).
 */
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessSubject } from '../../domain/access';
import { INCLUDE_LISTING_DATA } from '../../domain/entities/listing';
import { listingsApiPrefix } from '../../domain/listing';
import { canOpenNotification, notificationPath, notificationRoute } from '../../domain/notifications';
import { isHqUser, rankRoles } from '../../domain/roles';
import { accessSubject, activeEmployees } from '../../domain/session';
import { employees, notifications, users } from '../../server/db/schema';
import { SCALE_EMAIL_DOMAIN, seedScale } from '../../server/db/seed/scale';
import { toEmployee } from '../../server/services/employees';
import { IMPLEMENTED_PATHS } from '../../src/app/routes';
import { bearer, signIn, startTestServer, type TestServer } from './support';

/** One office of agents: enough for every kind of scaled notification, quick to seed. */
const SCALE_FACTOR = 0.004;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await seedScale(server.database.db, { factor: SCALE_FACTOR, now: server.clock.now() });
});
afterAll(async () => {
  await server?.close();
});

type SeededNotification = typeof notifications.$inferSelect;

interface Receiver {
  token: string;
  subject: AccessSubject;
  isHq: boolean;
}

interface Subject {
  id: string;
  title: string;
}

/** The API call behind the screen a feature opens, and the id and title of the record it answers with (none for the birthday list). */
/** The closing a cancel report or a closing notification names, read as its receiver's screen reads it. */
const closingSubject = (r: Receiver, n: SeededNotification) => ({
  url: `/api/${r.isHq ? '' : 'office/'}closings/${encodeURIComponent(n.externalId ?? '')}`,
  subjectOf: (closing: { closingId: string; listing: { title: string } }) => ({ id: closing.closingId, title: closing.listing.title }),
});
/** The invoice an invoice or invoice-report notification names. */
const invoiceSubject = (r: Receiver, n: SeededNotification) => ({
  url: `/api/${r.isHq ? '' : 'office/'}invoices/${encodeURIComponent(n.externalId ?? '')}`,
  subjectOf: (invoice: { invoiceId: string; invoiceNumber: string }) => ({ id: invoice.invoiceId, title: invoice.invoiceNumber }),
});

const SUBJECTS: Record<string, (r: Receiver, n: SeededNotification) => { url: string; subjectOf: (payload: never) => Subject | null }> = {
  dashboard: () => ({ url: '/api/employees/birthdays', subjectOf: () => null }),
  masking: (r, n) => ({
    url: `/api/${listingsApiPrefix(r.isHq)}/${encodeURIComponent(n.externalId ?? '')}?includeData=${INCLUDE_LISTING_DATA.join(',')}`,
    subjectOf: (listing: { listingId: string; title: string }) => ({ id: listing.listingId, title: listing.title }),
  }),
  'cancel-report': (r, n) => closingSubject(r, n),
  closing: (r, n) => closingSubject(r, n),
  invoice: (r, n) => invoiceSubject(r, n),
  'invoice-report': (r, n) => invoiceSubject(r, n),
  blog: (_r, n) => ({
    url: `/api/articles/${encodeURIComponent(n.externalId ?? '')}`,
    subjectOf: (article: { articleId: string; title: string }) => ({ id: article.articleId, title: article.title }),
  }),
};

const receivers = new Map<string, Promise<Receiver>>();

async function signInAs(userId: string): Promise<Receiver> {
  const db = server.database.db;
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.userId, userId));
  const active = activeEmployees((await db.select().from(employees).where(eq(employees.userId, userId))).map(toEmployee));
  const roles = rankRoles(active.map((e) => e.employeeRole.role));
  return { token: await signIn(server.app, user!.email), subject: accessSubject({ roles, employees: active }), isHq: isHqUser(roles) };
}

function receiverOf(userId: string): Promise<Receiver> {
  if (!receivers.has(userId)) receivers.set(userId, signInAs(userId));
  return receivers.get(userId)!;
}

const targetOf = (n: SeededNotification) => ({ externalId: n.externalId, requestData: { feature: n.feature } });

/** What the screen of this notification shows its receiver: the API's answer must be 200 and name the notification's record. */
async function subjectShown(n: SeededNotification): Promise<Subject | null> {
  const receiver = await receiverOf(n.receiverUserId);
  const reader = SUBJECTS[n.feature];
  expect(reader, `${n.feature}: how its screen reads its subject (add it here with its screen)`).toBeDefined();
  const { url, subjectOf } = reader!(receiver, n);
  const res = await server.app.inject({ method: 'GET', url, headers: bearer(receiver.token) });
  expect(res.statusCode, `${n.feature} '${n.title}' → GET ${url}: ${res.body}`).toBe(200);
  const subject = subjectOf((res.json() as { payload: never }).payload);
  if (subject) expect(subject.id).toBe(n.externalId);
  return subject;
}

/** The notifications of the users whose email ends with this domain. */
async function notificationsOf(domain: string): Promise<SeededNotification[]> {
  const rows = await server.database.db
    .select()
    .from(notifications)
    .innerJoin(users, eq(users.userId, notifications.receiverUserId))
    .where(like(users.email, `%${domain}`));
  return rows.map((r) => r.notifications);
}

describe('seeded notifications', () => {
  it.each([
    ['demo', '@demo.test'],
    ['scaled', `@${SCALE_EMAIL_DOMAIN}`],
  ])('of the %s data each open a screen their receiver may open, and the record they name answers to the receiver', async (_data, domain) => {
    const rows = await notificationsOf(domain);
    const read = new Set<string>();
    for (const n of rows) {
      const what = `${n.feature} '${n.title}' → ${notificationPath(targetOf(n))}`;
      const route = notificationRoute(targetOf(n));
      expect(route !== undefined && IMPLEMENTED_PATHS.has(route), `${what}: a route with a screen`).toBe(true);
      expect(canOpenNotification((await receiverOf(n.receiverUserId)).subject, targetOf(n)), `${what}: its receiver may open it`).toBe(true);
      // The same record for the same receiver reads the same: once is enough.
      const key = `${n.receiverUserId} ${n.feature} ${n.externalId}`;
      if (read.has(key)) continue;
      read.add(key);
      await subjectShown(n);
    }
    expect(new Set(rows.map((n) => n.feature))).toEqual(new Set(['dashboard', 'masking', ...(domain === '@demo.test' ? ['blog', 'cancel-report', 'closing', 'invoice', 'invoice-report'] : [])]));
  });

  it("name the demo's masked listings, live post, closings (recorded, cancelled) and invoices (issued, paid) by their titles or numbers", async () => {
    const named = (await notificationsOf('@demo.test')).filter((n) => n.feature !== 'dashboard');
    expect(new Set(named.map((n) => n.feature))).toEqual(new Set(['masking', 'blog', 'cancel-report', 'closing', 'invoice', 'invoice-report']));
    for (const n of named) expect(n.message).toContain((await subjectShown(n))!.title);
  });
});

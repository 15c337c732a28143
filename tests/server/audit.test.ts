/**
 * The audit trail on the server (issue 15): events written with the change in
 * its transaction, never without it, never changed afterwards, and read
 * through GET audit-events by who may.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPayload } from '../../domain/entities/common';
import { auditEvent, type AuditEvent } from '../../domain/audit';
import { auditEvents, listings, users } from '../../server/db/schema';
import { bearer, payloadOf, signIn, startTestServer, type TestServer } from './support';

let server: TestServer;
const tokens = new Map<string, string>();
const EMAILS = ['admin@demo.test', 'admin_general_manager@demo.test', 'admin_office@demo.test', 'agent@demo.test', 'admin_blog@demo.test'] as const;

const eventsOf = async (entityId: string) =>
  server.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, entityId)).orderBy(auditEvents.occurredAt, auditEvents.seq);

/** One OPEN listing of the agent's, chosen once: the tests move it on. */
let chosen: { agentUserId: string; listing: typeof listings.$inferSelect } | undefined;
async function agentListing() {
  if (chosen) return chosen;
  const [agent] = await server.database.db.select({ userId: users.userId }).from(users).where(eq(users.email, 'agent@demo.test'));
  const [row] = await server.database.db
    .select()
    .from(listings)
    .where(and(eq(listings.userId, agent!.userId), eq(listings.status, 'OPEN')))
    .limit(1);
  chosen = { agentUserId: agent!.userId, listing: row! };
  return chosen;
}

/** The database's own words for a refused statement (the driver wraps them in 'Failed query'). */
async function refusal(run: Promise<unknown>): Promise<string> {
  try {
    await run;
  } catch (error) {
    const e = error as { message?: string; cause?: { message?: string } };
    return `${e.message ?? ''} ${e.cause?.message ?? ''}`;
  }
  return 'not refused';
}

const patch = (email: string, url: string, payload: object, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'PATCH', url, payload, headers: { ...bearer(tokens.get(email)!), 'user-agent': 'audit-test/1.0', ...headers } });

beforeAll(async () => {
  server = await startTestServer();
  for (const email of EMAILS) tokens.set(email, await signIn(server.app, email));
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('an accepted write appends its event in the same transaction', () => {
  it('names the actor (user, role, office, address, user agent), the record, the fields before and after, and the request', async () => {
    const { agentUserId, listing } = await agentListing();
    const res = await patch('agent@demo.test', `/api/listings/${listing.listingId}`, { title: 'Rumah diaudit di Kemang' });
    expect(res.statusCode, res.body).toBe(200);
    const [created, ...later] = await eventsOf(listing.listingId);
    // The demo data's own story comes first (server/db/seed/demo-audit.ts): the listing's creation by its agent.
    expect(created).toMatchObject({ action: 'create', actorUserId: agentUserId, stateTo: 'OPEN', userAgent: 'demo data' });
    expect(later).toHaveLength(1);
    const event = later[0];
    expect(event).toMatchObject({
      actorType: 'user',
      actorUserId: agentUserId,
      actorRole: 'agent',
      actorOfficeId: listing.officeId,
      userAgent: 'audit-test/1.0',
      action: 'update',
      entityType: 'listing',
      entityId: listing.listingId,
      officeId: listing.officeId,
      changes: [{ field: 'title', before: listing.title, after: 'Rumah diaudit di Kemang' }],
      stateFrom: null,
      stateTo: null,
    });
    expect(event!.requestId).toBe(res.headers['x-request-id'] ?? event!.requestId);
    expect(event!.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(event!.clientAddress).toBeTruthy();
  });

  it('a status move names the state it left and the one it reached', async () => {
    const { listing } = await agentListing();
    const res = await patch('agent@demo.test', `/api/listings/${listing.listingId}`, { status: 'WAITING_APPROVAL' });
    expect(res.statusCode, res.body).toBe(200);
    const events = await eventsOf(listing.listingId);
    expect(events.at(-1)).toMatchObject({ action: 'status', stateFrom: 'OPEN', stateTo: 'WAITING_APPROVAL' });
  });

  it('a refused write (400 before anything changes, 403 for a listing not theirs) writes no event', async () => {
    const { listing } = await agentListing();
    const before = (await eventsOf(listing.listingId)).length;
    expect((await patch('agent@demo.test', `/api/listings/${listing.listingId}`, { title: '' })).statusCode).toBe(400);
    expect((await patch('admin_blog@demo.test', `/api/listings/${listing.listingId}`, { title: 'Bukan milikmu' })).statusCode).toBe(403);
    expect(await eventsOf(listing.listingId)).toHaveLength(before);
  });
});

describe('events are append-only', () => {
  it.each([
    ['UPDATE', sql`update audit_events set actor_name = 'someone else'`],
    ['DELETE', sql`delete from audit_events`],
    ['TRUNCATE', sql`truncate audit_events`],
  ])('the table refuses %s, whoever asks', async (_op, statement) => {
    const count = async () => ((await server.database.db.execute(sql`select count(*)::int as n from audit_events`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    expect(await refusal(server.database.db.execute(statement))).toMatch(/audit events are append-only/);
    expect(await count()).toBe(before);
  });
});

describe('GET audit-events', () => {
  const list = async (email: string, query = '') => {
    const res = await server.app.inject({ method: 'GET', url: `/api/audit-events?${query}`, headers: bearer(tokens.get(email)!) });
    return res;
  };

  it('gives the Super Admin and HQ-manager-plus every event, newest first, filtered by record', async () => {
    const { listing } = await agentListing();
    for (const email of ['admin@demo.test', 'admin_general_manager@demo.test']) {
      const page = payloadOf(await list(email, `filterEntityType=listing&filterEntityId=${listing.listingId}`), listPayload(auditEvent));
      expect(page.results.length, email).toBeGreaterThanOrEqual(2);
      expect(page.results[0]!.action).toBe('status');
      const times = page.results.map((e: AuditEvent) => e.occurredAt);
      expect([...times].sort().reverse()).toEqual(times);
    }
  });

  it('gives office management their offices’ events only, and nobody else any', async () => {
    const { listing } = await agentListing();
    const office = payloadOf(await list('admin_office@demo.test', 'limit=100'), listPayload(auditEvent));
    expect(office.results.length).toBeGreaterThan(0);
    for (const e of office.results) expect([e.officeId, e.actorOfficeId]).toContain(listing.officeId);
    expect((await list('agent@demo.test')).statusCode).toBe(403);
    expect((await list('admin_blog@demo.test')).statusCode).toBe(403);
  });
});

describe('the demo trail', () => {
  it('tells every demo listing, post, category and tag from its creation, and every status it left Open or review for', async () => {
    const db = server.database.db;
    const demoEvents = await db.select().from(auditEvents).where(eq(auditEvents.userAgent, 'demo data'));
    const created = new Set(demoEvents.filter((e) => e.action === 'create').map((e) => `${e.entityType}:${e.entityId}`));
    const listingRows = await db.select({ listingId: listings.listingId, status: listings.status }).from(listings);
    expect(listingRows.filter((l) => !created.has(`listing:${l.listingId}`))).toEqual([]);
    const moved = new Map(demoEvents.filter((e) => e.action === 'status').map((e) => [e.entityId, e.stateTo]));
    // Each demo status that is not where a listing starts has its move, by the hand §6 gives it.
    const seededMoves = listingRows.filter((l) => l.status !== 'OPEN' && moved.has(l.listingId));
    expect(new Set(seededMoves.map((l) => moved.get(l.listingId)))).toEqual(new Set(listingRows.filter((l) => l.status !== 'OPEN').map((l) => l.status)));
    const approvals = demoEvents.filter((e) => e.entityType === 'listing' && e.stateTo === 'PUBLISH');
    expect(approvals.length).toBeGreaterThan(0);
    expect(new Set(approvals.map((e) => e.actorRole))).toEqual(new Set(['admin_hq']));
    const posts = demoEvents.filter((e) => e.entityType === 'article');
    expect(posts.some((e) => e.action === 'status' && e.stateFrom === 'NEED_APPROVAL' && e.stateTo === 'PUBLISH' && e.actorRole === 'admin_blog')).toBe(true);
    expect(demoEvents.some((e) => e.entityType === 'article_tag')).toBe(true);
    expect(demoEvents.some((e) => e.entityType === 'article_category')).toBe(true);
  });
});

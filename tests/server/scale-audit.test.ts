/**
 * The audit trail at scale (issue 15 "Measures"): the scale seed writes its
 * share of events (500,000 per factor) that read like the services' own —
 * every one a valid event of GET audit-events, in the order they happened,
 * naming records that exist — and the bench's unaudited server (AppOptions
 * audit: false) writes none, while a normal app on the same database does.
 */
import { and, asc, count, eq, gt, inArray, isNotNull, max, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvent } from '../../domain/audit';
import { listPayload } from '../../domain/entities/common';
import { articleComments, articles, auditEvents, employees, listingMaskings, listings, users } from '../../server/db/schema';
import { seedScale, tablesWithoutGenerator } from '../../server/db/seed/scale';
import { bearer, payloadOf, signIn, startTestServer, type TestServer } from './support';

/** One office of agents: 2,000 events, quick to seed. */
const SCALE_FACTOR = 0.004;

let server: TestServer;
let written: Record<string, number>;
/** The demo database's own trail (server/db/seed/demo-audit.ts) ends here; the scale seed's events come after. */
let demoSeq = 0;
const db = () => server.database.db;

beforeAll(async () => {
  server = await startTestServer();
  demoSeq = (await server.database.db.select({ seq: max(auditEvents.seq) }).from(auditEvents))[0]?.seq ?? 0;
  written = await seedScale(server.database.db, { factor: SCALE_FACTOR, now: server.clock.now() });
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('the scale seed', () => {
  it('has a generator for audit_events and writes 500,000 events per factor, oldest first', async () => {
    expect(tablesWithoutGenerator()).not.toContain('audit_events');
    expect(written.audit_events).toBe(500_000 * SCALE_FACTOR);
    const rows = await server.database.db
      .select({ seq: auditEvents.seq, at: auditEvents.occurredAt })
      .from(auditEvents)
      .where(gt(auditEvents.seq, demoSeq))
      .orderBy(asc(auditEvents.seq));
    expect(rows).toHaveLength(500_000 * SCALE_FACTOR);
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.at.getTime()).toBeGreaterThanOrEqual(rows[i - 1]!.at.getTime());
    const days = (rows.at(-1)!.at.getTime() - rows[0]!.at.getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(700);
    expect(rows.at(-1)!.at.getTime()).toBeLessThanOrEqual(server.clock.now().getTime());
  });

  it('leaves every index of the table as the migration made it (they are dropped for the rows and built again after them)', async () => {
    const result = (await db().execute(sql`select indexname from pg_indexes where tablename = 'audit_events' order by indexname`)) as unknown as { rows: { indexname: string }[] };
    expect(result.rows.map((r) => r.indexname)).toEqual([
      'audit_events_action_idx',
      'audit_events_actor_idx',
      'audit_events_actor_name_trgm',
      'audit_events_actor_office_idx',
      'audit_events_entity_id_trgm',
      'audit_events_entity_idx',
      'audit_events_occurred_idx',
      'audit_events_office_idx',
      'audit_events_pkey',
      'audit_events_request_idx',
      'audit_events_role_idx',
    ]);
  });

  it('mixes users, the system and anonymous failed sign-ins, over every action', async () => {
    const db = server.database.db;
    const byActor = await db.select({ type: auditEvents.actorType, n: count() }).from(auditEvents).groupBy(auditEvents.actorType);
    expect(new Set(byActor.map((r) => r.type))).toEqual(new Set(['user', 'system', 'anonymous']));
    const anonymous = await db.selectDistinct({ action: auditEvents.action }).from(auditEvents).where(eq(auditEvents.actorType, 'anonymous'));
    expect(anonymous.map((r) => r.action)).toEqual(['sign_in_failed']);
    const system = await db.select().from(auditEvents).where(eq(auditEvents.actorType, 'system'));
    for (const e of system) expect(e).toMatchObject({ jobId: expect.any(String), requestId: null, entityType: 'article', stateFrom: 'SCHEDULED' });
    const actions = await db.selectDistinct({ action: auditEvents.action }).from(auditEvents);
    expect(actions.length).toBeGreaterThanOrEqual(9);
    const [withRole] = await db
      .select({ n: count() })
      .from(auditEvents)
      .where(and(eq(auditEvents.actorType, 'user'), isNotNull(auditEvents.actorRole)));
    expect(withRole!.n).toBeGreaterThan(1_000);
  });

  it('names records that exist: listings with their office, maskings, people, posts and comments', async () => {
    const db = server.database.db;
    const existing = async (entityType: string, table: 'listings' | 'listing_maskings' | 'articles' | 'article_comments' | 'employees' | 'users') => {
      const ids = {
        listings: [listings, listings.listingId],
        listing_maskings: [listingMaskings, listingMaskings.listingMaskingId],
        articles: [articles, articles.articleId],
        article_comments: [articleComments, articleComments.commentId],
        employees: [employees, employees.employeeId],
        users: [users, users.userId],
      } as const;
      const [t, id] = ids[table];
      const [all] = await db.select({ n: count() }).from(auditEvents).where(eq(auditEvents.entityType, entityType));
      const [found] = await db
        .select({ n: count() })
        .from(auditEvents)
        .where(and(eq(auditEvents.entityType, entityType), inArray(auditEvents.entityId, db.select({ id }).from(t))));
      return { all: all!.n, found: found!.n };
    };
    for (const [type, table] of [
      ['listing', 'listings'],
      ['listing_masking', 'listing_maskings'],
      ['article', 'articles'],
      ['article_comment', 'article_comments'],
      ['employee', 'employees'],
    ] as const) {
      const { all, found } = await existing(type, table);
      expect(all, type).toBeGreaterThan(0);
      expect(found, type).toBe(all);
    }
    const [misplaced] = await db
      .select({ n: count() })
      .from(auditEvents)
      .innerJoin(listings, eq(listings.listingId, auditEvents.entityId))
      .where(and(eq(auditEvents.entityType, 'listing'), sql`${auditEvents.officeId} is distinct from ${listings.officeId}`));
    expect(misplaced!.n).toBe(0);
    const moves = await db.select().from(auditEvents).where(eq(auditEvents.action, 'status')).limit(50);
    for (const e of moves) expect(e.changes).toContainEqual({ field: 'status', before: e.stateFrom, after: e.stateTo });
  });

  it('reads through GET audit-events as valid events: all of them for HQ, their offices\u2019 for a franchise owner', async () => {
    const hq = await signIn(server.app, 'admin@demo.test');
    const page = payloadOf(await server.app.inject({ url: '/api/audit-events?limit=100', headers: bearer(hq) }), listPayload(auditEvent));
    expect(page.results).toHaveLength(100);
    expect(page.count).toBeGreaterThanOrEqual(500_000 * SCALE_FACTOR);
    const [listingEvent] = await db().select().from(auditEvents).where(eq(auditEvents.entityType, 'listing')).limit(1);
    const search = encodeURIComponent(listingEvent!.actorName);
    const searched = payloadOf(await server.app.inject({ url: `/api/audit-events?limit=25&filterEntityType=listing&search=${search}`, headers: bearer(hq) }), listPayload(auditEvent));
    expect(searched.results.length).toBeGreaterThan(0);
    for (const e of searched.results) expect(e).toMatchObject({ entityType: 'listing', actorName: listingEvent!.actorName });

    const owner = await signIn(server.app, 'franchise_owner@demo.test');
    const offices = (
      await db()
        .select({ officeId: employees.officeId })
        .from(employees)
        .innerJoin(users, eq(users.userId, employees.userId))
        .where(and(eq(users.email, 'franchise_owner@demo.test'), isNotNull(employees.officeId)))
    ).map((r) => r.officeId);
    const scoped = payloadOf(await server.app.inject({ url: '/api/audit-events?limit=100', headers: bearer(owner) }), listPayload(auditEvent));
    expect(scoped.results.length).toBeGreaterThan(0);
    for (const e of scoped.results) expect(offices.includes(e.officeId) || offices.includes(e.actorOfficeId)).toBe(true);
  });
});

describe("the bench's unaudited app (AppOptions audit: false)", () => {
  it('writes the change without its event, while the normal app on the same database writes both', async () => {
    const unaudited = await server.buildAnother({ audit: false });
    const eventsOfKey = async () => (await db().select({ n: count() }).from(auditEvents).where(eq(auditEvents.entityId, 'cms_latest_version')))[0]!.n;
    const patchOn = async (app: typeof server.app, version: string) => {
      const token = await signIn(app, 'admin@demo.test');
      const res = await app.inject({ method: 'PATCH', url: '/api/app-configs/cms_latest_version', payload: { value: { version, isForceUpdate: false } }, headers: bearer(token) });
      expect(res.statusCode, res.body).toBe(200);
    };
    const before = await eventsOfKey();
    await patchOn(unaudited, '9.1.0');
    expect(await eventsOfKey()).toBe(before);
    const read = await server.app.inject({ url: '/api/app-configs/custom/as-object?keys=cms_latest_version' });
    expect(read.json()).toMatchObject({ payload: { cms_latest_version: { version: '9.1.0' } } });
    await patchOn(server.app, '9.2.0');
    expect(await eventsOfKey()).toBe(before + 1);
  });
});

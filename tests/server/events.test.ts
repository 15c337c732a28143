/**
 * Events and announcements (issue 19): admin-HQ-plus write, publish, cancel
 * and delete; the rest read only the published records of their audience
 * (offices and roles) and get 404 for any other; the body is cleaned before
 * it is stored; publishing an announcement puts one drawer entry per person
 * of its audience through the jobs queue, once; an agent of the audience
 * registers for an event; bad input is refused at its field before anything
 * is written.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listPayload } from '../../domain/entities/common';
import { notification } from '../../domain/entities/notification';
import { EVENT_MESSAGES as M, eventItem, type EventInput } from '../../domain/event';
import { auditEvents, employees, events, jobs, notifications, offices, users } from '../../server/db/schema';
import { announcementSettings } from '../../server/services/events';
import { JOB_HANDLERS } from '../../server/services/job-handlers';
import { runDueJobs } from '../../server/services/jobs';
import { errorOf, payloadOf, snapshotCounts, startTestServer, type TestServer, requestsAs } from './support';

let server: TestServer;
let jakselId: string;
let bandungId: string;
beforeAll(async () => {
  server = await startTestServer();
  const officeId = async (name: string) => (await server.database.db.select({ officeId: offices.officeId }).from(offices).where(eq(offices.officeName, name)))[0]!.officeId;
  jakselId = await officeId('Genius Jakarta Selatan');
  bandungId = await officeId('Genius Bandung');
});
afterAll(async () => {
  await server?.close();
});

const as = (email: string) => requestsAs(server.app, email);
const list = listPayload(eventItem);
const runJobs = () => runDueJobs(server.database.db, JOB_HANDLERS, server.clock.now(), 'w1');
const inDays = (days: number) => new Date(server.clock.now().getTime() + days * 86_400_000).toISOString();
const titles = (payload: { results: { title: string }[] }) => payload.results.map((e) => e.title).sort();

const announcement = (): EventInput => ({
  title: 'Office Closed for Nyepi',
  type: 'ANNOUNCEMENT',
  startAt: inDays(1),
  endAt: inDays(8),
  audienceOfficeIds: [jakselId],
  audienceRoles: ['agent'],
  body: '<p>The office is closed on <strong>Nyepi</strong>.</p><script>alert(1)</script><img src=x onerror="alert(2)">',
});

async function drawerOf(email: string) {
  const res = await (await as(email))('GET', 'notifications?limit=100');
  return payloadOf(res, listPayload(notification)).results;
}

describe('events and announcements', () => {
  it('publishing an announcement tells each person of its audience once, in their drawer, and no one else', async () => {
    const admin = await as('admin_hq@demo.test');
    const created = payloadOf(await admin('POST', 'events', announcement()), eventItem, 201);
    expect(created).toMatchObject({ status: 'DRAFT', type: 'ANNOUNCEMENT', audienceOffices: [{ officeId: jakselId, officeName: 'Genius Jakarta Selatan' }], audienceRoles: ['agent'] });
    // Cleaned before it is stored: no script, no handler.
    expect(created.body).toBe('<p>The office is closed on <strong>Nyepi</strong>.</p>');
    const [stored] = await server.database.db.select({ body: events.body }).from(events).where(eq(events.eventId, created.eventId));
    expect(stored!.body).not.toMatch(/script|onerror|<img/);

    // A draft is the managers' only: the agent of its audience does not see it.
    const agent = await as('agent@demo.test');
    errorOf(await agent('GET', `events/${created.eventId}`), 404);

    const published = payloadOf(await admin('POST', `events/${created.eventId}/publish`), eventItem);
    expect(published.status).toBe('PUBLISHED');
    // Two to a batch: the audience is told over several jobs, each queued by the one before.
    announcementSettings.batch = 2;
    for (let i = 0; i < 2; i++) await runJobs();
    announcementSettings.batch = 500;
    const batches = await server.database.db.select({ status: jobs.status }).from(jobs).where(like(jobs.key, `event-announcement:${created.eventId}:%`));
    expect(batches.length).toBeGreaterThan(1);
    expect(batches.every((b) => b.status === 'done')).toBe(true);
    const agentDrawer = (await drawerOf('agent@demo.test')).filter((n) => n.externalId === created.eventId);
    expect(agentDrawer).toHaveLength(1);
    expect(agentDrawer[0]).toMatchObject({ title: M.announcementTitle, message: 'Office Closed for Nyepi', requestData: { feature: 'event' } });
    expect((await drawerOf('agent.noself@demo.test')).filter((n) => n.externalId === created.eventId)).toHaveLength(1);
    // Same office, another role; an agent of another office: not the audience.
    for (const other of ['franchise_owner@demo.test', 'multi@demo.test', 'admin_hq@demo.test']) {
      expect((await drawerOf(other)).filter((n) => n.externalId === created.eventId), other).toHaveLength(0);
    }
    // Publishing again is refused; nothing more is sent.
    errorOf(await admin('POST', `events/${created.eventId}/publish`), 409);
    await runJobs();
    // One entry per active agent of the Jakarta office, however many runs.
    const sent = await server.database.db.select({ userId: notifications.receiverUserId }).from(notifications).where(eq(notifications.externalId, created.eventId));
    const audience = await server.database.db
      .selectDistinct({ userId: users.userId })
      .from(employees)
      .innerJoin(users, eq(users.userId, employees.userId))
      .where(and(eq(employees.officeId, jakselId), eq(employees.role, 'agent'), eq(employees.status, 'ACTIVE'), eq(employees.approvalStatus, 'APPROVED'), eq(users.status, 'active')));
    expect(sent.map((s) => s.userId).sort()).toEqual(audience.map((a) => a.userId).sort());
  });

  it('a reader sees only the published records of their audience; any other is 404', async () => {
    const agent = await as('agent@demo.test');
    const seen = payloadOf(await agent('GET', 'events?limit=100'), list);
    expect(titles(seen)).toEqual(expect.arrayContaining(['Annual Award Night', 'Listing Photography Training', 'New Commission Scheme from January']));
    expect(titles(seen)).not.toContain('Quarterly Town Hall'); // a draft
    expect(titles(seen)).not.toContain('Team Outing Bandung'); // Bandung's only
    const [bandung] = await server.database.db.select({ eventId: events.eventId }).from(events).where(eq(events.title, 'Team Outing Bandung'));
    errorOf(await agent('GET', `events/${bandung!.eventId}`), 404);
    errorOf(await agent('POST', `events/${bandung!.eventId}/registrations`), 404);

    // The franchise owner of Jakarta is not an agent: the agents' training is not theirs.
    const owner = await as('franchise_owner@demo.test');
    expect(titles(payloadOf(await owner('GET', 'events?limit=100'), list))).not.toContain('Listing Photography Training');
    // Bandung's franchise owner sees the Bandung outing, as cancelled.
    const multi = await as('multi@demo.test');
    const outing = payloadOf(await multi('GET', 'events?limit=100'), list).results.find((e) => e.title === 'Team Outing Bandung');
    expect(outing?.status).toBe('CANCELLED');

    // Admin-HQ-plus see everything, drafts too; the blog admin may not open /event at all.
    const admin = await as('admin@demo.test');
    expect(titles(payloadOf(await admin('GET', 'events?limit=100'), list))).toEqual(expect.arrayContaining(['Quarterly Town Hall', 'Team Outing Bandung']));
    errorOf(await (await as('admin_blog@demo.test'))('GET', 'events'), 403);
  });

  it('filters by the status tabs, the type and the date presets', async () => {
    const admin = await as('admin@demo.test');
    const by = async (query: string) => titles(payloadOf(await admin('GET', `events?limit=100&${query}`), list));
    expect(await by('filterStatus=DRAFT')).toContain('Quarterly Town Hall');
    expect(await by('filterStatus=FINISHED')).toEqual(['Annual Award Night']);
    expect(await by('filterStatus=CANCELLED')).toEqual(['Team Outing Bandung']);
    expect(await by('filterStatus=PUBLISHED')).toEqual(expect.arrayContaining(['Listing Photography Training', 'New Commission Scheme from January']));
    expect(await by('filterStatus=PUBLISHED')).not.toContain('Annual Award Night');
    expect(await by('filterType=ANNOUNCEMENT&filterStatus=PUBLISHED')).not.toContain('Listing Photography Training');
    // Next 7 days: the training (in 7 days) overlaps; the award night (30 days ago) does not.
    const today = server.clock.now().toISOString().slice(0, 10);
    const in8 = inDays(8).slice(0, 10);
    const next = await by(`filterStartAt=${today}&filterEndAt=${in8}`);
    expect(next).toContain('Listing Photography Training');
    expect(next).not.toContain('Annual Award Night');
    expect(await by('search=award')).toEqual(['Annual Award Night']);
  });

  it('an agent of the audience registers for an event once; the detail lists the registrations', async () => {
    const admin = await as('admin_hq@demo.test');
    const created = payloadOf(
      await admin('POST', 'events', { title: 'Negotiation Clinic', type: 'EVENT', startAt: inDays(3), endAt: inDays(3.1), place: 'Genius Jakarta Selatan', audienceOfficeIds: [jakselId], body: '<p>Bring a case.</p>' }),
      eventItem,
      201,
    );
    payloadOf(await admin('POST', `events/${created.eventId}/publish`), eventItem);
    const agent = await as('agent@demo.test');
    const registered = payloadOf(await agent('POST', `events/${created.eventId}/registrations`), eventItem, 201);
    expect(registered).toMatchObject({ isRegistered: true, registrationCount: 1, isInAudience: true });
    expect(registered.registrations).toEqual([expect.objectContaining({ name: expect.any(String), officeName: 'Genius Jakarta Selatan' })]);
    expect(errorOf(await agent('POST', `events/${created.eventId}/registrations`), 409).message).toBe(M.alreadyRegistered);
    const detail = payloadOf(await admin('GET', `events/${created.eventId}`), eventItem);
    expect(detail.registrationCount).toBe(1);
    const withdrawn = payloadOf(await agent('DELETE', `events/${created.eventId}/registrations`), eventItem);
    expect(withdrawn).toMatchObject({ isRegistered: false, registrationCount: 0 });

    // An announcement takes no registrations; a cancelled event neither.
    const [news] = await server.database.db.select({ eventId: events.eventId }).from(events).where(eq(events.title, 'New Commission Scheme from January'));
    expect(errorOf(await agent('POST', `events/${news!.eventId}/registrations`), 409).message).toBe(M.notAnEvent);
    payloadOf(await admin('POST', `events/${created.eventId}/cancel`), eventItem);
    expect(errorOf(await agent('POST', `events/${created.eventId}/registrations`), 409).message).toBe(M.notRegistrable);
    // The audit trail has the create, the publish, the registrations and the cancel.
    const trail = await server.database.db.select({ action: auditEvents.action }).from(auditEvents).where(and(eq(auditEvents.entityType, 'event'), eq(auditEvents.entityId, created.eventId)));
    expect(trail.map((t) => t.action).sort()).toEqual(['create', 'status', 'status', 'update', 'update']);
  });

  it('only admin-HQ-plus write; an edit of a cancelled record and a delete are as the rules say', async () => {
    const agent = await as('agent@demo.test');
    errorOf(await agent('POST', 'events', announcement()), 403);
    const admin = await as('admin@demo.test');
    const created = payloadOf(await admin('POST', 'events', { ...announcement(), title: 'To be deleted' }), eventItem, 201);
    const edited = payloadOf(await admin('PATCH', `events/${created.eventId}`, { ...announcement(), title: 'Renamed', audienceOfficeIds: [bandungId], audienceRoles: [] }), eventItem);
    expect(edited).toMatchObject({ title: 'Renamed', audienceOffices: [{ officeId: bandungId, officeName: 'Genius Bandung' }], audienceRoles: [] });
    payloadOf(await admin('DELETE', `events/${created.eventId}`), z.object({ eventId: z.string() }));
    errorOf(await admin('GET', `events/${created.eventId}`), 404);
    const [cancelled] = await server.database.db.select({ eventId: events.eventId }).from(events).where(eq(events.title, 'Team Outing Bandung'));
    expect(errorOf(await admin('PATCH', `events/${cancelled!.eventId}`, announcement()), 409).message).toBe(M.notEditable);
  });

  it('refuses bad input at its field before anything is written', async () => {
    const admin = await as('admin@demo.test');
    const before = await snapshotCounts(server.database);
    const count = async () => (await server.database.db.select({ id: events.eventId }).from(events)).length;
    const n = await count();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...announcement(), title: '' }, 'title', 'Title is required.'],
      [{ ...announcement(), body: '<p> </p>' }, 'body', M.bodyRequired],
      [{ ...announcement(), endAt: inDays(0) }, 'endAt', M.endBeforeStart],
      [{ ...announcement(), type: 'EVENT' }, 'place', M.placeOrLink],
      [{ ...announcement(), onlineLink: 'javascript:alert(1)' }, 'onlineLink', 'Online link format is invalid.'],
      [{ ...announcement(), audienceOfficeIds: ['no-such-office'] }, 'audienceOfficeIds', M.officeNotFound],
      [{ ...announcement(), bannerFileKey: 'AAAAAAAAAAAAAAAAAAAAAAAA' }, 'bannerFileKey', M.bannerNotFound],
      [{ ...announcement(), audienceRoles: ['king'] }, 'audienceRoles.0', 'Audience role format is invalid.'],
    ];
    for (const [body, field, message] of cases) {
      const error = errorOf(await admin('POST', 'events', body), 400);
      expect({ field, message: error.fields?.[field] }).toEqual({ field, message });
    }
    expect(await count()).toBe(n);
    expect(await snapshotCounts(server.database)).toEqual(before);
    // A body the server's cleaning empties (a script only) is refused too, and nothing written.
    expect(errorOf(await admin('POST', 'events', { ...announcement(), body: '<script>alert(1)</script>' }), 400).fields?.body).toBe(M.bodyRequired);
    expect(await count()).toBe(n);
  });
});

/** Notifications (own only), pushing one, the event stream and its fan-out, FCM registration, app configs. */
import type { InjectOptions } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appConfigPayload, appConfigsPayload, latestVersionValue } from '../../domain/entities/app-config';
import { fcmDeletePayload, fcmRegisterPayload } from '../../domain/entities/auth';
import { listPayload } from '../../domain/entities/common';
import { NOTIFICATION_EVENT, markedPayload, notification, type Notification } from '../../domain/entities/notification';
import { ERROR_CODES, MESSAGES } from '../../domain/messages';
import { appConfigs, fcmTokens, notifications, users } from '../../server/db/schema';
import { DEMO_APP_CONFIGS } from '../../server/db/seed/demo';
import { bearer, countRows, errorOf, payloadOf, signIn, startTestServer, type App, type TestServer } from './support';

let server: TestServer;
let agent: string;
let admin: string;
let agentId: string;
let ownerId: string;

beforeAll(async () => {
  server = await startTestServer({ heartbeatMs: 300 });
  agent = await signIn(server.app, 'agent@demo.test');
  admin = await signIn(server.app, 'admin@demo.test');
  const rows = await server.database.db.select({ email: users.email, userId: users.userId }).from(users);
  agentId = rows.find((r) => r.email === 'agent@demo.test')!.userId;
  ownerId = rows.find((r) => r.email === 'franchise_owner@demo.test')!.userId;
});
afterAll(async () => {
  await server?.close();
});

const inject = (options: InjectOptions) => server.app.inject(options);

async function notificationsOf(token: string, query = '') {
  return payloadOf(await inject({ method: 'GET', url: `/api/notifications${query}`, headers: bearer(token) }), listPayload(notification.strict()));
}

const push = (token: string, payload: object, app: App = server.app) =>
  app.inject({ method: 'POST', url: '/api/notifications', headers: bearer(token), payload });

describe('GET notifications', () => {
  it("lists only the caller's own, newest first, read and unread, several features and days", async () => {
    const page = await notificationsOf(agent);
    expect(page.count).toBeGreaterThanOrEqual(5);
    expect(page.results.every((n) => n.receiverUserId === agentId)).toBe(true);
    const times = page.results.map((n) => Date.parse(n.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(page.results.some((n) => n.readByUserAt === null)).toBe(true);
    expect(page.results.some((n) => n.readByUserAt !== null)).toBe(true);
    const features = new Set(page.results.map((n) => n.requestData.feature));
    // An agent's: birthday reminders, the listings they masked (the seed notifies only of screens that exist) and the closing HQ recorded for them.
    expect(features).toEqual(new Set(['dashboard', 'masking', 'closing']));
    const days = new Set(page.results.map((n) => n.createdAt.slice(0, 10)));
    expect(days.size).toBeGreaterThanOrEqual(4);
    expect(page.results.filter((n) => n.externalId !== null).length).toBeGreaterThan(3);
  });

  it('filters unread and pages', async () => {
    const unread = await notificationsOf(agent, '?isRead=unread');
    expect(unread.results.every((n) => n.readByUserAt === null)).toBe(true);
    const all = await notificationsOf(agent);
    const firstTwo = await notificationsOf(agent, '?limit=2');
    expect(firstTwo).toMatchObject({ count: all.count, prev: null, next: 2 });
    expect(firstTwo.results.map((n) => n.id)).toEqual(all.results.slice(0, 2).map((n) => n.id));
    expect(await notificationsOf(agent, `?receiverUserId=${agentId}`)).toEqual(all);
  });

  it("refuses someone else's receiverUserId with 403 err_forbidden", async () => {
    errorOf(await inject({ method: 'GET', url: `/api/notifications?receiverUserId=${ownerId}`, headers: bearer(agent) }), 403, ERROR_CODES.forbidden);
  });

  it('refuses bad parameters with 400', async () => {
    const res = errorOf(await inject({ method: 'GET', url: '/api/notifications?isRead=maybe', headers: bearer(agent) }), 400, ERROR_CODES.validation);
    expect(res.fields).toHaveProperty('isRead');
  });
});

describe('marking as read', () => {
  it('mark-as-read changes only the caller’s own rows', async () => {
    const owner = await signIn(server.app, 'franchise_owner@demo.test');
    const mine = (await notificationsOf(agent, '?isRead=unread')).results.slice(0, 2).map((n) => n.id);
    const theirs = (await notificationsOf(owner, '?isRead=unread')).results[0]!.id;
    const res = payloadOf(
      await inject({ method: 'PATCH', url: '/api/notifications/mark-as-read', headers: bearer(agent), payload: { notificationIds: [...mine, theirs] } }),
      markedPayload,
    );
    expect(res.updated).toBe(2);
    const [row] = await server.database.db.select().from(notifications).where(eq(notifications.id, theirs));
    expect(row!.readByUserAt).toBeNull();
    const again = await inject({ method: 'PATCH', url: '/api/notifications/mark-as-read', headers: bearer(agent), payload: { notificationIds: mine, receiverUserId: agentId } });
    expect(payloadOf(again, markedPayload).updated).toBe(0);
    errorOf(
      await inject({ method: 'PATCH', url: '/api/notifications/mark-as-read', headers: bearer(agent), payload: { notificationIds: [theirs], receiverUserId: ownerId } }),
      403,
      ERROR_CODES.forbidden,
    );
  });

  it('refuses a bad body, changing nothing', async () => {
    const unreadBefore = (await notificationsOf(agent, '?isRead=unread')).count;
    const res = errorOf(await inject({ method: 'PATCH', url: '/api/notifications/mark-as-read', headers: bearer(agent), payload: { notificationIds: [] } }), 400);
    expect(res.message).toBe('notificationIds is required.');
    errorOf(await inject({ method: 'PATCH', url: '/api/notifications/mark-as-read', headers: bearer(agent), payload: { ids: ['x'] } }), 400);
    expect((await notificationsOf(agent, '?isRead=unread')).count).toBe(unreadBefore);
  });

  it('mark-all-as-read clears the caller’s unread, nobody else’s', async () => {
    const owner = await signIn(server.app, 'franchise_owner@demo.test');
    // Whatever the tests before left unread, the caller has one now.
    payloadOf(await push(admin, { receiverUserId: agentId, title: 'Unread', message: 'm', feature: 'dashboard' }), notification, 201);
    const ownerUnread = (await notificationsOf(owner, '?isRead=unread')).count;
    const res = await inject({ method: 'PATCH', url: '/api/notifications/mark-all-as-read', headers: bearer(agent) });
    expect(payloadOf(res, markedPayload).updated).toBeGreaterThan(0);
    expect((await notificationsOf(agent, '?isRead=unread')).count).toBe(0);
    expect((await notificationsOf(owner, '?isRead=unread')).count).toBe(ownerUnread);
    payloadOf(await inject({ method: 'PATCH', url: '/api/notifications/mark-all-as-read', headers: bearer(agent), payload: {} }), markedPayload);
    errorOf(
      await inject({ method: 'PATCH', url: '/api/notifications/mark-all-as-read', headers: bearer(agent), payload: { receiverUserId: ownerId } }),
      403,
      ERROR_CODES.forbidden,
    );
  });
});

describe('POST notifications', () => {
  it('lets admin-HQ-plus push a notification to a user (the shape the browser tests send)', async () => {
    // The list is newest first: a push in the same instant as an earlier test's would tie, and ties go by random id.
    server.clock.advance(1000);
    const created = payloadOf(
      await push(admin, { receiverUserId: agentId, title: 'Listing Successfully Published', message: 'Hello', externalId: null, requestData: { feature: 'dashboard' } }),
      notification.strict(),
      201,
    );
    expect(created).toMatchObject({ receiverUserId: agentId, readByUserAt: null, requestData: { feature: 'dashboard' } });
    expect((await notificationsOf(agent)).results[0]!.id).toBe(created.id);
    const flat = payloadOf(await push(admin, { receiverUserId: agentId, title: 'Invoice', message: 'Due', feature: 'invoice-report', externalId: 'INV-1' }), notification, 201);
    expect(flat.requestData.feature).toBe('invoice-report');
  });

  it.each([
    [{ receiverUserId: 'x', message: 'm', feature: 'blog' }, 'title'],
    [{ receiverUserId: 'x', title: 't', message: 'm' }, 'feature'],
    [{ receiverUserId: 'x', title: 't', message: 'm', feature: 'Bad Feature!' }, 'feature'],
    [{ receiverUserId: 'x', title: 't', message: 'm', feature: 'blog', html: '<b>' }, 'html'],
  ])('refuses %j with 400 naming %s, writing nothing', async (body, field) => {
    const before = await countRows(server.database, 'notifications');
    const res = errorOf(await push(admin, body), 400, ERROR_CODES.validation);
    expect(res.fields).toHaveProperty(field);
    expect(await countRows(server.database, 'notifications')).toBe(before);
  });

  it('refuses an unknown receiver with 400', async () => {
    const before = await countRows(server.database, 'notifications');
    const res = errorOf(await push(admin, { receiverUserId: 'nobody', title: 't', message: 'm', feature: 'blog' }), 400);
    expect(res.fields).toHaveProperty('receiverUserId');
    expect(await countRows(server.database, 'notifications')).toBe(before);
  });
});

/** An open event stream over real HTTP, collecting what arrives. */
async function openStream(baseUrl: string, token: string, lastEventId?: string) {
  const controller = new AbortController();
  const headers = { ...bearer(token), ...(lastEventId && { 'last-event-id': lastEventId }) };
  const res = await fetch(`${baseUrl}/api/notifications/stream`, { headers, signal: controller.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  let text = '';
  let isClosed = false;
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
      }
    } catch {
      // aborted
    }
    isClosed = true;
  })();
  const events = (): Notification[] =>
    text
      .split('\n\n')
      .filter((block) => block.includes(`event: ${NOTIFICATION_EVENT}\n`))
      .map((block) => notification.strict().parse(JSON.parse(block.split('\n').find((l) => l.startsWith('data: '))!.slice(6))));
  const waitFor = async (predicate: () => boolean, what: string, ms = 5_000) => {
    const until = Date.now() + ms;
    while (!predicate()) {
      if (Date.now() > until) throw new Error(`timed out waiting for ${what}; got: ${text}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  return {
    res,
    text: () => text,
    events,
    isClosed: () => isClosed,
    waitFor,
    async close() {
      controller.abort();
      await pump;
    },
  };
}

describe('GET notifications/stream (server-sent events)', () => {
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('delivers a notification created by POST to the receiver’s open stream, and only theirs', async () => {
    const mine = await openStream(baseUrl, agent);
    const owner = await openStream(baseUrl, await signIn(server.app, 'franchise_owner@demo.test'));
    await mine.waitFor(() => mine.text().includes(': connected'), 'the stream to open');
    const title = `Closing Successfully Approved ${Date.now()}`;
    const created = payloadOf(await push(admin, { receiverUserId: agentId, title, message: 'Selamat!', feature: 'closing', externalId: 'CLS-1' }), notification, 201);
    await mine.waitFor(() => mine.events().some((n) => n.id === created.id), 'the notification');
    expect(mine.events().find((n) => n.id === created.id)).toEqual(created);
    await new Promise((r) => setTimeout(r, 200));
    expect(owner.events().some((n) => n.id === created.id)).toBe(false);
    expect(mine.res.headers.get('content-security-policy')).toContain("default-src 'self'");
    await mine.close();
    await owner.close();
  });

  it('reaches a stream held by another server instance on the same database (LISTEN/NOTIFY)', async () => {
    const other = await server.buildAnother({ heartbeatMs: 300 });
    const otherUrl = await other.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openStream(otherUrl, agent);
    await stream.waitFor(() => stream.text().includes(': connected'), 'the stream to open');
    const created = payloadOf(await push(admin, { receiverUserId: agentId, title: 'Via the other instance', message: 'm', feature: 'blog' }), notification, 201);
    await stream.waitFor(() => stream.events().some((n) => n.id === created.id), 'the notification on the other instance');
    await stream.close();
  });

  it('sends heartbeats, and ends when the session does', async () => {
    const token = await signIn(server.app, 'agent@demo.test');
    const stream = await openStream(baseUrl, token);
    await stream.waitFor(() => stream.text().includes(': heartbeat'), 'a heartbeat', 3_000);
    await inject({ method: 'POST', url: '/api/auth/signout', headers: bearer(token) });
    await stream.waitFor(() => stream.isClosed(), 'the stream to end', 3_000);
  });

  it('replays what a reconnecting client missed after its Last-Event-ID, and nothing of anyone else', async () => {
    const first = payloadOf(await push(admin, { receiverUserId: agentId, title: 'Seen', message: 'm', feature: 'blog' }), notification, 201);
    server.clock.advance(1000);
    const missed = payloadOf(await push(admin, { receiverUserId: agentId, title: 'Missed', message: 'm', feature: 'blog' }), notification, 201);
    await push(admin, { receiverUserId: ownerId, title: 'Not yours', message: 'm', feature: 'blog' });
    const stream = await openStream(baseUrl, agent, first.id);
    await stream.waitFor(() => stream.events().some((n) => n.id === missed.id), 'the missed notification');
    await new Promise((r) => setTimeout(r, 100));
    expect(stream.events().map((n) => n.title)).toEqual(['Missed']);
    await stream.close();
    // Someone else's id as Last-Event-ID replays nothing.
    const owner = await signIn(server.app, 'franchise_owner@demo.test');
    const other = await openStream(baseUrl, owner, first.id);
    await other.waitFor(() => other.text().includes(': connected'), 'the stream to open');
    await new Promise((r) => setTimeout(r, 200));
    expect(other.events()).toEqual([]);
    await other.close();
  });

  it('lets go of a stream the client closes', async () => {
    const hub = server.app.services.push;
    // Streams of the tests before end on their own time.
    for (const until = Date.now() + 5_000; hub.connectionCount() > 0 && Date.now() < until; ) await new Promise((r) => setTimeout(r, 20));
    expect(hub.connectionCount()).toBe(0);
    const stream = await openStream(baseUrl, agent);
    await stream.waitFor(() => hub.connectionCount() === 1, 'the subscription');
    await stream.close();
    await stream.waitFor(() => hub.connectionCount() === 0, 'the unsubscription');
  });
});

describe('FCM registration', () => {
  const body = (fcmToken: string) => ({
    fcmToken,
    deviceId: 'browser-1',
    deviceType: 'web',
    meta: { platform: 'web', os: 'Linux', osVersion: '6.1', appVersion: '2.76.0' },
  });
  const register = (token: string, payload: object) => inject({ method: 'POST', url: '/api/fcm/register', headers: bearer(token), payload });
  const remove = (token: string, fcmToken: string) => inject({ method: 'DELETE', url: `/api/fcm/${encodeURIComponent(fcmToken)}`, headers: bearer(token) });
  const stored = async (fcmToken: string) => (await server.database.db.select().from(fcmTokens).where(eq(fcmTokens.fcmToken, fcmToken)))[0];

  it('stores the token for the caller; a later registration by someone else takes it over', async () => {
    expect(payloadOf(await register(agent, body('tok-a')), fcmRegisterPayload)).toEqual({ fcmToken: 'tok-a', deviceId: 'browser-1', deviceType: 'web' });
    expect((await stored('tok-a'))!.userId).toBe(agentId);
    payloadOf(await register(agent, body('tok-a')), fcmRegisterPayload);
    payloadOf(await register(admin, body('tok-a')), fcmRegisterPayload);
    expect((await stored('tok-a'))!.userId).not.toBe(agentId);
  });

  it("deletes only the caller's own token", async () => {
    payloadOf(await register(agent, body('tok-b')), fcmRegisterPayload);
    expect(payloadOf(await remove(admin, 'tok-b'), fcmDeletePayload)).toEqual({ deleted: false });
    expect(await stored('tok-b')).toBeDefined();
    expect(payloadOf(await remove(agent, 'tok-b'), fcmDeletePayload)).toEqual({ deleted: true });
    expect(await stored('tok-b')).toBeUndefined();
  });

  it('refuses a bad body, writing nothing', async () => {
    const before = await countRows(server.database, 'fcm_tokens');
    const res = errorOf(await register(agent, { ...body('tok-c'), deviceType: 'toaster' }), 400);
    expect(res.fields).toHaveProperty('deviceType');
    const missing = errorOf(await register(agent, { fcmToken: 'tok-c', deviceId: 'd', deviceType: 'web' }), 400);
    expect(missing.fields).toEqual({ meta: 'Meta is required.' });
    expect(await countRows(server.database, 'fcm_tokens')).toBe(before);
  });
});

describe('app configs', () => {
  const read = (keys: string) => inject({ method: 'GET', url: `/api/app-configs/custom/as-object?keys=${keys}` });
  const write = (token: string, key: string, payload: object) => inject({ method: 'PATCH', url: `/api/app-configs/${key}`, headers: bearer(token), payload });

  it('reads the seeded values as an object, without signing in', async () => {
    const values = payloadOf(await read('cms_latest_version,TERMS_AND_CONDITIONS,PRIVACY_AND_POLICY'), appConfigsPayload);
    expect(latestVersionValue.parse(values.cms_latest_version)).toEqual({ version: '2.76.0', isForceUpdate: false });
    expect(values.TERMS_AND_CONDITIONS).toBe(DEMO_APP_CONFIGS.TERMS_AND_CONDITIONS);
    expect(String(values.PRIVACY_AND_POLICY)).toContain('<p>');
  });

  it('refuses missing or unknown keys with 400', async () => {
    expect(errorOf(await inject({ method: 'GET', url: '/api/app-configs/custom/as-object' }), 400).fields).toHaveProperty('keys');
    expect(errorOf(await read('cms_latest_version,SECRET'), 400).fields).toHaveProperty('keys');
  });

  it('lets admin-HQ-plus change a value, checked against its key', async () => {
    const adminHq = await signIn(server.app, 'admin_hq@demo.test');
    const value = { version: '2.77.0', isForceUpdate: true };
    expect(payloadOf(await write(adminHq, 'cms_latest_version', { value }), appConfigPayload)).toEqual({ key: 'cms_latest_version', value });
    expect(payloadOf(await read('cms_latest_version'), appConfigsPayload)).toEqual({ cms_latest_version: value });
    await write(adminHq, 'cms_latest_version', { value: DEMO_APP_CONFIGS.cms_latest_version });
  });

  it('refuses a value of the wrong shape (400) and an unknown key (404), changing nothing', async () => {
    const before = await server.database.db.select().from(appConfigs).where(inArray(appConfigs.key, ['cms_latest_version']));
    const bad = errorOf(await write(admin, 'cms_latest_version', { value: { version: 'two', isForceUpdate: 'yes' } }), 400, ERROR_CODES.validation);
    expect(bad.fields).toHaveProperty(['value.version']);
    expect(bad.message).toBe('version format is invalid.');
    errorOf(await write(admin, 'cms_latest_version', {}), 400, ERROR_CODES.validation);
    errorOf(await write(admin, 'TERMS_AND_CONDITIONS', { value: 42 }), 400, ERROR_CODES.validation);
    errorOf(await write(admin, 'SOMETHING_ELSE', { value: 'x' }), 404, ERROR_CODES.notFound);
    const after = await server.database.db.select().from(appConfigs).where(inArray(appConfigs.key, ['cms_latest_version']));
    expect(after).toEqual(before);
    expect(await countRows(server.database, 'app_configs')).toBe(Object.keys(DEMO_APP_CONFIGS).length);
  });

  it('is forbidden to others', async () => {
    const res = errorOf(await write(agent, 'cms_latest_version', { value: { version: '9.9.9', isForceUpdate: true } }), 403, ERROR_CODES.forbidden);
    expect(res.message).toBe(MESSAGES.forbiddenPage);
  });
});

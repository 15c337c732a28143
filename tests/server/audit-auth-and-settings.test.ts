/**
 * The audit trail of the session endpoints, users, devices, app settings,
 * notifications and uploads: each accepted write appends its events (actor,
 * action, record, change), no secret is ever kept as a value, and a refused
 * request writes none.
 */
import { createHash } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, mailOutbox, notifications, oneTimeTokens, sessions, users } from '../../server/db/schema';
import { encodePng } from '../../server/db/seed/demo-listings';
import { DEMO_PASSWORD } from '../../server/db/seed/demo';
import { bearer, signIn, startTestServer, type TestServer } from './support';
import { imageEntries, postForm } from './upload-form';

let server: TestServer;
const tokens = new Map<string, string>();
const NEW_PASSWORD = 'Audit#2026baru';
const WRONG_PASSWORD = 'Salah#2026tebak';
const USER_AGENT = 'audit-auth-test/1.0';

const inject = (options: InjectOptions) => server.app.inject({ ...options, headers: { 'user-agent': USER_AGENT, ...(options.headers ?? {}) } });
const as = (email: string) => bearer(tokens.get(email)!);

async function userIdOf(email: string): Promise<string> {
  const [row] = await server.database.db.select({ userId: users.userId }).from(users).where(eq(users.email, email));
  return row!.userId;
}

const eventsOf = async (entityId: string) =>
  server.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, entityId)).orderBy(auditEvents.occurredAt, auditEvents.seq);
const lastEventOf = async (entityId: string) => (await eventsOf(entityId)).at(-1);
const eventCount = async () => (await server.database.db.select({ n: sql<number>`count(*)::int` }).from(auditEvents))[0]!.n;
/** Every stored change, as JSON: a secret must appear nowhere in it. */
const allChangesJson = async () => JSON.stringify(await server.database.db.select({ changes: auditEvents.changes, entityId: auditEvents.entityId }).from(auditEvents));

/** The request writes no event (it was refused). */
async function expectNoEvent(send: () => Promise<{ statusCode: number; body: string }>, status = 400) {
  const before = await eventCount();
  const res = await send();
  expect(res.statusCode, res.body).toBe(status);
  expect(await eventCount()).toBe(before);
}

const linkIn = (text: string, path: 'reset-password' | 'verify-email') => {
  const match = new RegExp(`https?://[^\\s]+/${path}/([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return match[1];
};
const lastMailTo = async (email: string) =>
  (await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.createdAt)).limit(1))[0]!;

beforeAll(async () => {
  server = await startTestServer();
  for (const email of ['admin@demo.test', 'admin_hq@demo.test', 'agent@demo.test']) tokens.set(email, await signIn(server.app, email));
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('POST auth/signin', () => {
  it('a sign-in names the user as actor and record, with the request’s origin', async () => {
    const userId = await userIdOf('admin_blog@demo.test');
    const res = await inject({ method: 'POST', url: '/api/auth/signin', payload: { email: 'Admin_Blog@demo.test', password: DEMO_PASSWORD } });
    expect(res.statusCode, res.body).toBe(200);
    const event = await lastEventOf(userId);
    expect(event).toMatchObject({ action: 'sign_in', actorType: 'user', actorUserId: userId, entityType: 'user', entityId: userId, userAgent: USER_AGENT, changes: [] });
    expect(event!.requestId).toBeTruthy();
    expect(event!.clientAddress).toBeTruthy();
  });

  it('a failed sign-in is kept though the answer is 401: the known user’s id, or the address typed, by someone not signed in', async () => {
    const userId = await userIdOf('admin_blog@demo.test');
    const res = await inject({ method: 'POST', url: '/api/auth/signin', payload: { email: 'admin_blog@demo.test', password: WRONG_PASSWORD } });
    expect(res.statusCode).toBe(401);
    expect(await lastEventOf(userId)).toMatchObject({ action: 'sign_in_failed', actorType: 'anonymous', actorUserId: null, entityType: 'user', entityId: userId });

    const unknown = await inject({ method: 'POST', url: '/api/auth/signin', payload: { email: 'Nobody.Here@Demo.TEST', password: WRONG_PASSWORD } });
    expect(unknown.statusCode).toBe(401);
    expect(await lastEventOf('nobody.here@demo.test')).toMatchObject({ action: 'sign_in_failed', actorType: 'anonymous', entityType: 'user' });
    expect(await allChangesJson()).not.toContain(WRONG_PASSWORD);
  });

  it('a bad body writes no event', async () => {
    await expectNoEvent(() => inject({ method: 'POST', url: '/api/auth/signin', payload: { email: 'admin_blog@demo.test' } }));
  });
});

describe('POST auth/signout', () => {
  it('names the session that ended', async () => {
    const userId = await userIdOf('admin_blog@demo.test');
    const token = await signIn(server.app, 'admin_blog@demo.test');
    const res = await inject({ method: 'POST', url: '/api/auth/signout', headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    const [event] = await server.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'sign_out'))
      .orderBy(desc(auditEvents.seq))
      .limit(1);
    expect(event).toMatchObject({ actorType: 'user', actorUserId: userId, entityType: 'session' });
    const [session] = await server.database.db.select().from(sessions).where(eq(sessions.sessionId, event!.entityId));
    expect(session!.userId).toBe(userId);
    expect(session!.revokedAt).not.toBeNull();
  });
});

describe('POST auth/change-password', () => {
  const email = 'admin_manager@demo.test';
  it('records that the password changed, never the password; a bad body writes nothing', async () => {
    const userId = await userIdOf(email);
    const token = await signIn(server.app, email);
    await expectNoEvent(() =>
      inject({ method: 'POST', url: '/api/auth/change-password', headers: bearer(token), payload: { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: 'other' } }),
    );
    const res = await inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(token),
      payload: { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await lastEventOf(userId)).toMatchObject({
      action: 'password_change',
      actorType: 'user',
      actorUserId: userId,
      actorRole: 'admin_manager',
      entityType: 'user',
      entityId: userId,
      changes: [{ field: 'password', secret: true }],
    });
    const json = await allChangesJson();
    expect(json).not.toContain(NEW_PASSWORD);
    expect(json).not.toContain(DEMO_PASSWORD);
  });
});

describe('forgot and reset password', () => {
  const email = 'admin_finance_staff@demo.test';
  it('a link made is a created session (never its token); the reset names the user and a secret change', async () => {
    const userId = await userIdOf(email);
    const forgot = (payload: object) => inject({ method: 'POST', url: '/api/auth/forgot-password/confirmation-link', payload });
    await expectNoEvent(() => forgot({ platform: 'toaster', email }));
    // No account: the same answer, no link, no event.
    await expectNoEvent(() => forgot({ platform: 'cms', email: 'nobody.here@demo.test' }), 200);

    const before = await eventCount();
    expect((await forgot({ platform: 'cms', email })).statusCode).toBe(200);
    expect(await eventCount()).toBe(before + 1);
    const [created] = await server.database.db.select().from(auditEvents).orderBy(desc(auditEvents.seq)).limit(1);
    expect(created).toMatchObject({ action: 'create', entityType: 'session', actorType: 'anonymous', actorUserId: null });
    expect(created!.changes).toEqual(
      expect.arrayContaining([
        { field: 'userId', before: null, after: userId },
        { field: 'token', secret: true },
      ]),
    );
    const secret = linkIn((await lastMailTo(email)).text, 'reset-password');
    const [link] = await server.database.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, userId)).orderBy(desc(oneTimeTokens.createdAt)).limit(1);
    let json = await allChangesJson();
    expect(json).not.toContain(secret);
    expect(json).not.toContain(link!.tokenHash);

    const reset = (payload: object) => inject({ method: 'POST', url: `/api/auth/reset-password/${secret}`, payload });
    await expectNoEvent(() => reset({ password: NEW_PASSWORD, confirmPassword: 'other' }));
    await expectNoEvent(() => inject({ method: 'POST', url: '/api/auth/reset-password/not-a-link', payload: { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } }));
    const res = await reset({ password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    const event = await lastEventOf(userId);
    expect(event).toMatchObject({ action: 'password_reset', actorType: 'user', actorUserId: userId, entityType: 'user', entityId: userId });
    expect(event!.changes[0]).toEqual({ field: 'password', secret: true });
    json = await allChangesJson();
    expect(json).not.toContain(NEW_PASSWORD);
    expect(json).not.toContain(secret);
  });
});

describe('PATCH users/:userId and POST auth/verify-email', () => {
  it('an edit names the fields before and after; refusals write nothing', async () => {
    const agentId = await userIdOf('agent@demo.test');
    const [row] = await server.database.db.select().from(users).where(eq(users.userId, agentId));
    await expectNoEvent(() => inject({ method: 'PATCH', url: `/api/users/${agentId}`, headers: as('agent@demo.test'), payload: { nickName: 'x'.repeat(500) } }));
    await expectNoEvent(
      () => inject({ method: 'PATCH', url: `/api/users/${agentId}`, headers: as('agent@demo.test'), payload: { status: 'inactive' } }),
      403,
    );
    const res = await inject({ method: 'PATCH', url: `/api/users/${agentId}`, headers: as('agent@demo.test'), payload: { nickName: 'Diaudit' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await lastEventOf(agentId)).toMatchObject({
      action: 'update',
      actorType: 'user',
      actorUserId: agentId,
      entityType: 'user',
      entityId: agentId,
      changes: [{ field: 'nickName', before: row!.nickName, after: 'Diaudit' }],
    });
  });

  it('a new address by the Super Admin, then its link used by its owner', async () => {
    const adminId = await userIdOf('admin@demo.test');
    const userId = await userIdOf('vina.melati@demo.test');
    const newEmail = 'vina.audit@demo.test';
    const res = await inject({ method: 'PATCH', url: `/api/users/${userId}`, headers: as('admin@demo.test'), payload: { email: newEmail } });
    expect(res.statusCode, res.body).toBe(200);
    const edit = await lastEventOf(userId);
    expect(edit).toMatchObject({ action: 'update', actorUserId: adminId, actorRole: 'admin', entityType: 'user' });
    expect(edit!.changes).toContainEqual({ field: 'email', before: 'vina.melati@demo.test', after: newEmail });

    const secret = linkIn((await lastMailTo(newEmail)).text, 'verify-email');
    await expectNoEvent(() => inject({ method: 'POST', url: '/api/auth/verify-email/not-a-link' }));
    const verified = await inject({ method: 'POST', url: `/api/auth/verify-email/${secret}` });
    expect(verified.statusCode, verified.body).toBe(200);
    const event = await lastEventOf(userId);
    expect(event).toMatchObject({ action: 'update', actorType: 'user', actorUserId: userId, actorRole: null, entityType: 'user', entityId: userId });
    expect(event!.changes).toEqual([{ field: 'emailVerifiedAt', before: null, after: expect.any(String) }]);
    expect(await allChangesJson()).not.toContain(secret);
  });

  it('users/check-email writes no event', async () => {
    await expectNoEvent(() => inject({ method: 'POST', url: '/api/users/check-email', headers: as('agent@demo.test'), payload: { email: 'agent@demo.test' } }), 200);
  });
});

describe('FCM devices', () => {
  const fcmToken = 'fcm-secret-token-for-the-audit-test';
  const deviceId = createHash('sha256').update(fcmToken).digest('hex');
  const body = { fcmToken, deviceId: 'browser-audit', deviceType: 'web', meta: { platform: 'web', os: 'Linux', osVersion: '6.1', appVersion: '2.76.0' } };

  it('register creates a device named by the token’s hash, delete deletes it; the token is never kept', async () => {
    const agentId = await userIdOf('agent@demo.test');
    await expectNoEvent(() => inject({ method: 'POST', url: '/api/fcm/register', headers: as('agent@demo.test'), payload: { ...body, deviceType: 'toaster' } }));
    expect((await inject({ method: 'POST', url: '/api/fcm/register', headers: as('agent@demo.test'), payload: body })).statusCode).toBe(200);
    expect(await lastEventOf(deviceId)).toMatchObject({ action: 'create', actorUserId: agentId, entityType: 'device', entityId: deviceId });
    expect((await lastEventOf(deviceId))!.changes).toContainEqual({ field: 'deviceId', before: null, after: 'browser-audit' });

    // Someone else's token: nothing deleted, nothing recorded.
    await expectNoEvent(() => inject({ method: 'DELETE', url: `/api/fcm/${fcmToken}`, headers: as('admin@demo.test') }), 200);
    expect((await inject({ method: 'DELETE', url: `/api/fcm/${fcmToken}`, headers: as('agent@demo.test') })).statusCode).toBe(200);
    expect(await lastEventOf(deviceId)).toMatchObject({ action: 'delete', actorUserId: agentId, entityType: 'device' });
    expect(await allChangesJson()).not.toContain(fcmToken);
  });
});

describe('PATCH app-configs/:key', () => {
  it('names the key and its value before and after; a bad value writes nothing', async () => {
    const adminHqId = await userIdOf('admin_hq@demo.test');
    const write = (value: unknown) => inject({ method: 'PATCH', url: '/api/app-configs/cms_latest_version', headers: as('admin_hq@demo.test'), payload: { value } });
    await expectNoEvent(() => write({ version: 'not a version' }));
    const value = { version: '2.99.0', isForceUpdate: true };
    expect((await write(value)).statusCode).toBe(200);
    expect(await lastEventOf('cms_latest_version')).toMatchObject({
      action: 'update',
      actorUserId: adminHqId,
      entityType: 'app_config',
      entityId: 'cms_latest_version',
      changes: [{ field: 'value', before: { version: '2.76.0', isForceUpdate: false }, after: value }],
    });
  });
});

describe('notifications', () => {
  const create = (title: string, receiverUserId: string) =>
    inject({ method: 'POST', url: '/api/notifications', headers: as('admin_hq@demo.test'), payload: { receiverUserId, title, message: 'Pesan', feature: 'dashboard' } });

  it('POST creates one, mark-as-read updates each read, mark-all-as-read is a bulk event per notification', async () => {
    const agentId = await userIdOf('agent@demo.test');
    const adminHqId = await userIdOf('admin_hq@demo.test');
    await expectNoEvent(() => create('', agentId));
    const res = await create('Audit satu', agentId);
    expect(res.statusCode, res.body).toBe(201);
    const { id } = (res.json() as { payload: { id: string } }).payload;
    const created = await lastEventOf(id);
    expect(created).toMatchObject({ action: 'create', actorUserId: adminHqId, entityType: 'notification', entityId: id });
    expect(created!.changes).toContainEqual({ field: 'title', before: null, after: 'Audit satu' });

    const mark = (payload: object) => inject({ method: 'PATCH', url: '/api/notifications/mark-as-read', headers: as('agent@demo.test'), payload });
    await expectNoEvent(() => mark({ notificationIds: [] }));
    expect((await mark({ notificationIds: [id] })).statusCode).toBe(200);
    const read = await lastEventOf(id);
    expect(read).toMatchObject({ action: 'update', actorUserId: agentId, entityType: 'notification' });
    expect(read!.changes).toEqual([
      { field: 'isRead', before: false, after: true },
      { field: 'readAt', before: null, after: expect.any(String) },
    ]);
    // Already read: nothing touched, nothing recorded.
    await expectNoEvent(() => mark({ notificationIds: [id] }), 200);

    const ids = [];
    for (const title of ['Audit dua', 'Audit tiga']) ids.push(((await create(title, agentId)).json() as { payload: { id: string } }).payload.id);
    const unread = await server.database.db.select({ id: notifications.id }).from(notifications).where(sql`${notifications.receiverUserId} = ${agentId} and ${notifications.readByUserAt} is null`);
    await expectNoEvent(() => inject({ method: 'PATCH', url: '/api/notifications/mark-all-as-read', headers: as('agent@demo.test'), payload: { other: 1 } }));
    const before = await eventCount();
    const all = await inject({ method: 'PATCH', url: '/api/notifications/mark-all-as-read', headers: as('agent@demo.test') });
    expect(all.statusCode, all.body).toBe(200);
    expect(await eventCount()).toBe(before + unread.length);
    for (const nid of ids) expect(await lastEventOf(nid)).toMatchObject({ action: 'bulk', actorUserId: agentId, entityType: 'notification' });
  });
});

describe('POST files', () => {
  it('names the file by its key, without its bytes; a refused upload writes nothing', async () => {
    const agentId = await userIdOf('agent@demo.test');
    const png = encodePng(8, 6, (x, y) => [x * 30, y * 40, 200]);
    await expectNoEvent(() => postForm(server.app, imageEntries(Buffer.from('not an image at all'), 'image/png'), tokens.get('agent@demo.test')!));
    const res = await postForm(server.app, imageEntries(png, 'image/png', 'listingPhoto', 'audit.png'), tokens.get('agent@demo.test')!);
    expect(res.statusCode, res.body).toBe(201);
    const { fileKey } = (res.json() as { payload: { fileKey: string } }).payload;
    const event = await lastEventOf(fileKey);
    expect(event).toMatchObject({ action: 'create', actorUserId: agentId, entityType: 'file', entityId: fileKey });
    expect(event!.changes).toEqual([
      { field: 'fileName', before: null, after: 'audit.png' },
      { field: 'contentType', before: null, after: 'image/png' },
      { field: 'size', before: null, after: png.length },
      { field: 'purpose', before: null, after: 'listingPhoto' },
    ]);
  });
});

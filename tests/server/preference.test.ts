/**
 * /preference's API (issue 19): the legal texts, the version gate's
 * cms_latest_version and the remote feature flags through PATCH
 * app-configs/{key}. Admin-HQ-plus writes (others 403); the legal texts are
 * cleaned of scripts and handlers before they are stored; a bad value is 400 at
 * its field with nothing written; each write leaves its audit event.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appConfigPayload, appConfigsPayload } from '../../domain/entities/app-config';
import { ERROR_CODES } from '../../domain/messages';
import { DEMO_APP_CONFIGS } from '../../server/db/seed/demo';
import { appConfigs, auditEvents } from '../../server/db/schema';
import { bearer, errorOf, payloadOf, signIn, startTestServer, type TestServer } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const patch = async (email: string, key: string, value: unknown) =>
  server.app.inject({ method: 'PATCH', url: `/api/app-configs/${key}`, headers: bearer(await signIn(server.app, email)), payload: { value } });
const read = async (keys: string) => payloadOf(await server.app.inject({ method: 'GET', url: `/api/app-configs/custom/as-object?keys=${keys}` }), appConfigsPayload);
const stored = async (key: string) => (await server.database.db.select().from(appConfigs).where(eq(appConfigs.key, key)))[0]?.value;
const eventsOf = (key: string) => server.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, key)).orderBy(asc(auditEvents.seq));

const ALL_ON = { client: true, template_message: true, listing_no_watermark: true, listing_has_portal: true, mylist: true };

describe('the legal texts', () => {
  it('an admin updates the Privacy Policy; scripts, handlers and javascript: links are gone before it is stored', async () => {
    const html =
      '<p>Data <strong>aman</strong>.</p><script>alert(1)</script><p><img src=x onerror="alert(2)">' +
      '<a href="javascript:alert(3)">klik</a> <a href="https://genius.co.id/privasi">privasi</a></p><p style="position:fixed">ok</p>';
    const saved = payloadOf(await patch('admin@demo.test', 'PRIVACY_AND_POLICY', html), appConfigPayload);
    const value = String(saved.value);
    for (const unsafe of ['<script', 'onerror', 'javascript:', '<img', 'style=']) expect(value).not.toContain(unsafe);
    expect(value).toContain('<strong>aman</strong>');
    expect(value).toContain('<a href="https://genius.co.id/privasi" rel="noopener noreferrer nofollow" target="_blank">privasi</a>');
    expect(await stored('PRIVACY_AND_POLICY')).toBe(value);
    expect((await read('PRIVACY_AND_POLICY')).PRIVACY_AND_POLICY).toBe(value);
  });

  it('an admin-HQ user updates the Term & Condition; the event keeps before and after', async () => {
    const value = '<p>Syarat baru.</p>';
    expect(payloadOf(await patch('admin_hq@demo.test', 'TERMS_AND_CONDITIONS', value), appConfigPayload)).toEqual({ key: 'TERMS_AND_CONDITIONS', value });
    expect((await eventsOf('TERMS_AND_CONDITIONS')).at(-1)).toMatchObject({
      action: 'update',
      entityType: 'app_config',
      actorRole: 'admin_hq',
      changes: [{ field: 'value', before: DEMO_APP_CONFIGS.TERMS_AND_CONDITIONS, after: value }],
    });
  });

  it('is forbidden to those below admin-HQ, writing nothing', async () => {
    const before = await stored('TERMS_AND_CONDITIONS');
    for (const email of ['agent@demo.test', 'franchise_owner@demo.test', 'admin_blog@demo.test', 'admin_finance_staff@demo.test']) {
      errorOf(await patch(email, 'TERMS_AND_CONDITIONS', '<p>mine</p>'), 403, ERROR_CODES.forbidden);
    }
    expect(await stored('TERMS_AND_CONDITIONS')).toBe(before);
  });

  it('refuses a text that is not text, at the value', async () => {
    const res = errorOf(await patch('admin@demo.test', 'PRIVACY_AND_POLICY', { html: '<p>x</p>' }), 400, ERROR_CODES.validation);
    expect(res.fields).toHaveProperty(['value']);
  });
});

describe('the remote feature flags', () => {
  it('are seeded all on but Listing Has Portal, and read without signing in', async () => {
    expect((await read('feature_flags')).feature_flags).toEqual({ ...ALL_ON, listing_has_portal: false });
  });

  it('an admin turns one off; the event names the change', async () => {
    const value = { ...ALL_ON, listing_has_portal: false, client: false };
    expect(payloadOf(await patch('admin@demo.test', 'feature_flags', value), appConfigPayload)).toEqual({ key: 'feature_flags', value });
    expect((await read('feature_flags')).feature_flags).toEqual(value);
    expect((await eventsOf('feature_flags')).at(-1)).toMatchObject({
      action: 'update',
      entityType: 'app_config',
      changes: [{ field: 'value', before: DEMO_APP_CONFIGS.feature_flags, after: value }],
    });
  });

  it('refuses a flag that is not on or off, a missing flag and an unknown one, each at its field, writing nothing', async () => {
    const before = await stored('feature_flags');
    const events = (await eventsOf('feature_flags')).length;
    const notBoolean = errorOf(await patch('admin@demo.test', 'feature_flags', { ...ALL_ON, mylist: 'yes' }), 400, ERROR_CODES.validation);
    expect(notBoolean.fields).toEqual({ 'value.mylist': 'mylist must be on or off.' });
    const { client: _client, ...missing } = ALL_ON;
    expect(errorOf(await patch('admin@demo.test', 'feature_flags', missing), 400).fields).toHaveProperty(['value.client']);
    expect(errorOf(await patch('admin@demo.test', 'feature_flags', { ...ALL_ON, dark_mode: true }), 400).fields).toHaveProperty(['value.dark_mode']);
    expect(await stored('feature_flags')).toEqual(before);
    expect(await eventsOf('feature_flags')).toHaveLength(events);
  });

  it('are forbidden to an agent', async () => {
    errorOf(await patch('agent@demo.test', 'feature_flags', ALL_ON), 403, ERROR_CODES.forbidden);
  });
});

describe('the version gate', () => {
  it('an admin raises cms_latest_version and forces the update; a bad version is refused at its field', async () => {
    const value = { version: '2.80.0', isForceUpdate: true };
    expect(payloadOf(await patch('admin_manager@demo.test', 'cms_latest_version', value), appConfigPayload).value).toEqual(value);
    expect((await read('cms_latest_version')).cms_latest_version).toEqual(value);
    const bad = errorOf(await patch('admin@demo.test', 'cms_latest_version', { version: '2.x', isForceUpdate: true }), 400, ERROR_CODES.validation);
    expect(bad.fields).toEqual({ 'value.version': 'version format is invalid.' });
    expect(await stored('cms_latest_version')).toEqual(value);
  });
});

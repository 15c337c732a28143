/**
 * The app logo (issue 19, /config-app-logo): admin-HQ-plus sets as the logo
 * an image uploaded to this server — an address elsewhere, or a key no upload
 * made, is refused at the field before any write — and removes it; everyone
 * reads it through the app configs.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_LOGO_MESSAGES } from '../../domain/entities/app-config';
import { uploadedFile } from '../../domain/entities/file';
import { appConfigs } from '../../server/db/schema';
import { encodePng } from '../../server/db/seed/demo-listings';
import { bearer, errorOf, payloadOf, signIn, snapshotCounts, startTestServer, type TestServer } from './support';
import { imageEntries, postForm } from './upload-form';
import { z } from 'zod';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const PNG = encodePng(8, 6, (x, y) => [x * 30, y * 40, 200]);
const logoOf = async () => {
  const res = await server.app.inject({ method: 'GET', url: '/api/app-configs/custom/as-object?keys=app_logo' });
  return payloadOf(res, z.record(z.string(), z.unknown())).app_logo;
};

describe('the app logo', () => {
  it('is an image uploaded here, set by an HQ admin, read by everyone, and removed', async () => {
    const token = await signIn(server.app, 'admin@demo.test');
    const patch = (value: unknown) => server.app.inject({ method: 'PATCH', url: '/api/app-configs/app_logo', headers: bearer(token), payload: { value } });
    expect(await logoOf()).toBeNull();

    const before = await snapshotCounts(server.database);
    expect(errorOf(await patch({ url: 'https://elsewhere.example/logo.png' }), 400).fields).toEqual({ 'value.url': APP_LOGO_MESSAGES.notUploaded });
    expect(errorOf(await patch({ url: '/api/files/AAAAAAAAAAAAAAAAAAAAAA' }), 400).fields).toEqual({ 'value.url': APP_LOGO_MESSAGES.notUploaded });
    expect(await snapshotCounts(server.database)).toEqual(before);

    const file = payloadOf(await postForm(server.app, imageEntries(PNG, 'image/png', 'general', 'logo.png'), token), uploadedFile, 201);
    expect((await patch({ url: file.url })).statusCode).toBe(200);
    expect(await logoOf()).toEqual({ url: file.url });

    const agent = await signIn(server.app, 'agent@demo.test');
    expect((await server.app.inject({ method: 'PATCH', url: '/api/app-configs/app_logo', headers: bearer(agent), payload: { value: null } })).statusCode).toBe(403);

    expect((await patch(null)).statusCode).toBe(200);
    expect(await logoOf()).toBeNull();
    const [row] = await server.database.db.select().from(appConfigs).where(eq(appConfigs.key, 'app_logo'));
    expect(row!.value).toBeNull();
  });
});

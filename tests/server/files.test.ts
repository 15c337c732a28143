/** POST /files (real PNG or JPEG, size per purpose) and GET /files/:fileKey (the bytes, cacheable, not sniffable). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedFile } from '../../domain/entities/file';
import { ERROR_CODES, MESSAGES } from '../../domain/messages';
import { listings } from '../../server/db/schema';
import { encodePng } from '../../server/db/seed-listings';
import { bearer, countRows, errorOf, payloadOf, signIn, startTestServer, type TestServer } from './support';

let server: TestServer;
let agent: string;

beforeAll(async () => {
  server = await startTestServer();
  agent = await signIn(server.app, 'agent@demo.test');
});
afterAll(async () => {
  await server?.close();
});

const PNG = encodePng(8, 6, (x, y) => [x * 30, y * 40, 200]);
/** The start of a JPEG (SOI, APP0 JFIF) and its end. */
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), Buffer.alloc(64, 0x20), Buffer.from('ffd9', 'hex')]);

const upload = (body: Record<string, unknown>, token: string | null = agent) =>
  server.app.inject({ method: 'POST', url: '/api/files', payload: body, headers: token ? bearer(token) : {} });
const asBody = (bytes: Buffer, contentType: string, purpose = 'listingPhoto') => ({ fileName: 'foto.png', contentType, purpose, data: bytes.toString('base64') });

describe('POST /files', () => {
  it.each([
    ['PNG', PNG, 'image/png'],
    ['JPEG', JPEG, 'image/jpeg'],
  ] as const)('stores a %s and serves it back under an unguessable key', async (_name, bytes, contentType) => {
    const file = payloadOf(await upload(asBody(bytes, contentType)), uploadedFile.strict(), 201);
    expect(file).toMatchObject({ contentType, size: bytes.length, fileName: 'foto.png', url: `/api/files/${file.fileKey}` });
    expect(file.fileKey).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    const res = await server.app.inject({ method: 'GET', url: file.url });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers['content-type']).toBe(contentType);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses bytes that are not the image they claim to be, storing nothing', async () => {
    const before = await countRows(server.database, 'files');
    const fake = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const body of [asBody(fake, 'image/png'), asBody(PNG, 'image/jpeg'), asBody(JPEG, 'image/png')]) {
      const error = errorOf(await upload(body), 400, ERROR_CODES.validation);
      expect(error.message).toBe('Only JPG and PNG images can be uploaded.');
      expect(error.fields).toHaveProperty('data');
    }
    const gif = errorOf(await upload(asBody(fake, 'image/gif')), 400);
    expect(gif.fields?.contentType).toContain('Only JPG and PNG images can be uploaded.');
    expect(await countRows(server.database, 'files')).toBe(before);
  });

  it('holds each purpose to its size: 2 MB for a listing photo, 10 MB for a blog feature image', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const before = await countRows(server.database, 'files');
    const error = errorOf(await upload(asBody(big, 'image/png', 'listingPhoto')), 400);
    expect(error.message).toBe(MESSAGES.fileTooLarge(2));
    expect(await countRows(server.database, 'files')).toBe(before);
    payloadOf(await upload(asBody(big, 'image/png', 'blogFeatureImage')), uploadedFile, 201);
  });

  it('needs a signed-in user', async () => {
    errorOf(await upload(asBody(PNG, 'image/png'), null), 403, ERROR_CODES.unauthorized);
  });
});

describe('GET /files/:fileKey', () => {
  it('serves the seeded listing photos as 320×240 PNGs, to anyone', async () => {
    const [row] = await server.database.db.select({ photos: listings.photos }).from(listings).limit(1);
    const res = await server.app.inject({ method: 'GET', url: row!.photos[0]!.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const png = res.rawPayload;
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([320, 240]);
  });

  it('answers 404 in the error shape for an unknown key, 400 for a malformed one', async () => {
    const missing = errorOf(await server.app.inject({ method: 'GET', url: '/api/files/AAAAAAAAAAAAAAAAAAAAAA' }), 404, ERROR_CODES.notFound);
    expect(missing.message).toBe(MESSAGES.fileNotFound);
    errorOf(await server.app.inject({ method: 'GET', url: '/api/files/short' }), 400);
  });
});

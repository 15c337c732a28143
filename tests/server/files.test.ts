/**
 * POST /files (multipart/form-data: purpose and fileName, then the file; a
 * real PNG or JPEG within its purpose's size, within the uploader's hourly
 * quota, stored piece by piece as it streams in) and GET /files/:fileKey (the
 * bytes of a complete upload, cacheable, not sniffable).
 */
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uploadedFile } from '../../domain/entities/file';
import { ERROR_CODES, MESSAGES } from '../../domain/messages';
import { fileChunks, files, listings, users } from '../../server/db/schema';
import { encodePng } from '../../server/db/seed/demo-listings';
import { storeFile } from '../../server/services/files';
import { bearer, countRows, errorOf, payloadOf, signIn, startTestServer, type App, type TestServer } from './support';
import { blobOf, formBody, imageEntries, postForm, type FormEntry } from './upload-form';

let server: TestServer;
let agent: string;

beforeAll(async () => {
  server = await startTestServer();
  agent = await signIn(server.app, 'agent@demo.test');
});
afterAll(async () => {
  await server?.close();
});

const MB = 1024 * 1024;
const PNG = encodePng(8, 6, (x, y) => [x * 30, y * 40, 200]);
/** The start of a JPEG (SOI, APP0 JFIF) and its end. */
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), Buffer.alloc(64, 0x20), Buffer.from('ffd9', 'hex')]);
/** A PNG grown to `bytes` with bytes that differ everywhere, so a piece stored twice or out of order shows. */
const pngOfSize = (bytes: number) => Buffer.concat([PNG, randomBytes(bytes - PNG.length)]);

const upload = (entries: FormEntry[], token: string | null = agent, app: App = server.app) => postForm(app, entries, token);

const stored = async () => ({ files: await countRows(server.database, 'files'), chunks: await countRows(server.database, 'file_chunks') });

async function userIdOf(email: string): Promise<string> {
  const [row] = await server.database.db.select({ userId: users.userId }).from(users).where(eq(users.email, email));
  return row!.userId;
}

const filesOf = async (userId: string) => (await server.database.db.select({ status: files.status }).from(files).where(eq(files.uploadedByUserId, userId))).length;

describe('POST /files', () => {
  it.each([
    ['PNG', PNG, 'image/png'],
    ['JPEG', JPEG, 'image/jpeg'],
  ] as const)('stores a %s and serves it back under an unguessable key', async (_name, bytes, contentType) => {
    const file = payloadOf(await upload(imageEntries(bytes, contentType)), uploadedFile.strict(), 201);
    expect(file).toMatchObject({ contentType, size: bytes.length, fileName: 'foto.png', url: `/api/files/${file.fileKey}` });
    expect(file.fileKey).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    const res = await server.app.inject({ method: 'GET', url: file.url });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers['content-type']).toBe(contentType);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('stores a file in pieces and serves back exactly its bytes', async () => {
    const bytes = pngOfSize(Math.round(1.7 * MB));
    const file = payloadOf(await upload(imageEntries(bytes, 'image/png')), uploadedFile, 201);
    expect(file.size).toBe(bytes.length);
    // No statement carries the whole file: it is stored as several pieces.
    const pieces = await server.database.db.select({ seq: fileChunks.seq }).from(fileChunks).where(eq(fileChunks.fileKey, file.fileKey));
    expect(pieces.length).toBeGreaterThan(1);
    const res = await server.app.inject({ method: 'GET', url: file.url });
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers['content-length'])).toBe(bytes.length);
    expect(res.rawPayload.equals(bytes)).toBe(true);
  });

  it('takes the file name from the file when no fileName field comes', async () => {
    const file = payloadOf(await upload([['purpose', 'general'], ['file', blobOf(PNG, 'image/png'), 'depan.png']]), uploadedFile, 201);
    expect(file.fileName).toBe('depan.png');
  });

  it('refuses bytes that are not the image they claim to be, storing nothing', async () => {
    const before = await stored();
    const fake = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const entries of [imageEntries(fake, 'image/png'), imageEntries(PNG, 'image/jpeg'), imageEntries(JPEG, 'image/png'), imageEntries(fake, 'image/gif'), imageEntries(Buffer.alloc(0), 'image/png')]) {
      const error = errorOf(await upload(entries), 400, ERROR_CODES.validation);
      expect(error.message).toBe('Only JPG and PNG images can be uploaded.');
      expect(error.fields).toEqual({ file: error.message });
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses a PNG signature with no image header behind it, storing nothing', async () => {
    const before = await stored();
    const svgAfterSignature = Buffer.concat([PNG.subarray(0, 8), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')]);
    const error = errorOf(await upload(imageEntries(svgAfterSignature, 'image/png')), 400, ERROR_CODES.validation);
    expect(error.fields).toEqual({ file: 'Only JPG and PNG images can be uploaded.' });
    expect(await stored()).toEqual(before);
  });

  it('holds each purpose to its size: 2 MB for a listing photo, 10 MB for a blog feature image; nothing stored when over', async () => {
    const big = pngOfSize(2 * MB + 1);
    const before = await stored();
    const error = errorOf(await upload(imageEntries(big, 'image/png', 'listingPhoto')), 413, ERROR_CODES.payloadTooLarge);
    expect(error.message).toBe(MESSAGES.fileTooLarge(2));
    expect(error.fields).toEqual({ file: MESSAGES.fileTooLarge(2) });
    const huge = errorOf(await upload(imageEntries(pngOfSize(10 * MB + 1), 'image/png', 'blogFeatureImage')), 413, ERROR_CODES.payloadTooLarge);
    expect(huge.message).toBe(MESSAGES.fileTooLarge(10));
    expect(await stored()).toEqual(before);
    payloadOf(await upload(imageEntries(big, 'image/png', 'blogFeatureImage')), uploadedFile, 201);
  });

  it('refuses an image whose header declares more pixels than the server will decode', async () => {
    const bomb = Buffer.from(PNG);
    bomb.writeUInt32BE(60_000, 16);
    bomb.writeUInt32BE(60_000, 20);
    const before = await stored();
    const error = errorOf(await upload(imageEntries(bomb, 'image/png')), 400, ERROR_CODES.validation);
    expect(error.message).toBe(MESSAGES.imageTooManyPixels(100));
    expect(error.fields).toEqual({ file: error.message });
    expect(await stored()).toEqual(before);
  });

  it('names the field of a bad form: purpose, a missing file, a field after the file, an unknown field', async () => {
    const before = await stored();
    const purpose = errorOf(await upload(imageEntries(PNG, 'image/png', 'avatar')), 400, ERROR_CODES.validation);
    expect(Object.keys(purpose.fields!)).toEqual(['purpose']);
    const missing = errorOf(await upload([['purpose', 'general'], ['fileName', 'a.png']]), 400, ERROR_CODES.validation);
    expect(missing.fields).toEqual({ file: MESSAGES.required('File') });
    const late = errorOf(await upload([['fileName', 'a.png'], ['file', blobOf(PNG, 'image/png'), 'a.png'], ['purpose', 'blogFeatureImage']]), 400);
    expect(Object.keys(late.fields!)).toEqual(['purpose']);
    expect(late.message).toMatch(/before the file/);
    const unknown = errorOf(await upload([['probe', 'x'], ...imageEntries(PNG, 'image/png')]), 400);
    expect(Object.keys(unknown.fields!)).toEqual(['probe']);
    const twoFiles = errorOf(await upload([...imageEntries(PNG, 'image/png'), ['file', blobOf(PNG, 'image/png'), 'b.png']]), 400);
    expect(twoFiles.fields).toHaveProperty('file');
    expect(await stored()).toEqual(before);
  });

  it('refuses a JSON, empty or malformed body with 415 or 400 and a message naming multipart/form-data', async () => {
    const before = await stored();
    const json = await server.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: bearer(agent),
      payload: { fileName: 'foto.png', contentType: 'image/png', purpose: 'general', data: PNG.toString('base64') },
    });
    expect(errorOf(json, 415).message).toMatch(/multipart\/form-data/);
    expect(errorOf(await server.app.inject({ method: 'POST', url: '/api/files', headers: bearer(agent) }), 415).message).toMatch(/multipart\/form-data/);
    const broken = await server.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { ...bearer(agent), 'content-type': 'multipart/form-data; boundary=abc' },
      payload: '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
    });
    expect(errorOf(broken, 400).message).toMatch(/multipart\/form-data/);
    const noBoundary = await server.app.inject({ method: 'POST', url: '/api/files', headers: { ...bearer(agent), 'content-type': 'multipart/form-data' }, payload: 'x' });
    expect(errorOf(noBoundary, 400).message).toMatch(/multipart\/form-data/);
    expect(await stored()).toEqual(before);
  });

  it('needs a signed-in user', async () => {
    errorOf(await upload(imageEntries(PNG, 'image/png'), null), 403, ERROR_CODES.unauthorized);
  });
});

describe('POST /files: quotas per user and rolling hour', () => {
  it('refuses the upload past the hour’s count with 429, Retry-After and the message, until the hour has moved on', async () => {
    const app = await server.buildAnother({ uploadQuota: { filesPerHour: 2, mbPerHour: 300 } });
    const token = await signIn(app, 'admin_office@demo.test');
    payloadOf(await upload(imageEntries(PNG, 'image/png'), token, app), uploadedFile, 201);
    server.clock.advance(10 * 60_000);
    payloadOf(await upload(imageEntries(PNG, 'image/png'), token, app), uploadedFile, 201);
    const before = await stored();
    const res = await upload(imageEntries(PNG, 'image/png'), token, app);
    const error = errorOf(res, 429, ERROR_CODES.rateLimited);
    expect(error.message).toBe(MESSAGES.uploadQuotaReached(2, 300));
    expect(error.message).toBe('Upload limit reached: at most 2 files or 300 MB per hour. Please try again later.');
    // The first upload leaves the hour in 50 minutes.
    expect(Number(res.headers['retry-after'])).toBe(50 * 60);
    expect(await stored()).toEqual(before);
    server.clock.advance(50 * 60_000 + 1_000);
    payloadOf(await upload(imageEntries(PNG, 'image/png'), token, app), uploadedFile, 201);
  });

  it('counts the bytes of the hour too', async () => {
    const app = await server.buildAnother({ uploadQuota: { filesPerHour: 300, mbPerHour: 1 } });
    const token = await signIn(app, 'admin_hq@demo.test');
    const photo = pngOfSize(300 * 1024);
    for (let i = 0; i < 3; i++) payloadOf(await upload(imageEntries(photo, 'image/png'), token, app), uploadedFile, 201);
    const res = await upload(imageEntries(photo, 'image/png'), token, app);
    expect(errorOf(res, 429, ERROR_CODES.rateLimited).message).toBe(MESSAGES.uploadQuotaReached(300, 1));
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('never lets parallel uploads store more than the quota', async () => {
    const app = await server.buildAnother({ uploadQuota: { filesPerHour: 3, mbPerHour: 300 } });
    const email = 'franchise_owner@demo.test';
    const token = await signIn(app, email);
    const answers = await Promise.all(Array.from({ length: 8 }, () => upload(imageEntries(pngOfSize(400 * 1024), 'image/png'), token, app)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    expect(await filesOf(await userIdOf(email))).toBe(3);
  });
});

describe('POST /files: streaming', () => {
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });

  /** A request body the test hands over piece by piece. */
  function heldBody() {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const stream = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    return { stream, send: (bytes: Buffer) => controller.enqueue(new Uint8Array(bytes)), end: () => controller.close(), fail: (e: Error) => controller.error(e) };
  }

  async function startUpload(bytes: Buffer, purpose: string, signal?: AbortSignal) {
    const { body, contentType } = await formBody(imageEntries(bytes, 'image/png', purpose));
    const held = heldBody();
    const answer = fetch(`${baseUrl}/api/files`, {
      method: 'POST',
      headers: { ...bearer(agent), 'content-type': contentType, 'content-length': String(body.length) },
      body: held.stream,
      duplex: 'half',
      signal,
    } as RequestInit);
    return { body, held, answer };
  }

  const uploadingPieces = async () => {
    const rows = (await server.database.db.execute(
      sql`select count(*)::int as n from ${fileChunks} c join ${files} f using (file_key) where f.status = 'uploading'`,
    )) as unknown as { rows: { n: number }[] };
    return rows.rows[0]!.n;
  };

  it('stores a 10 MB file while it arrives, and answers GET /api/health in the middle of it', async () => {
    const bytes = pngOfSize(10 * MB - 1024);
    const { body, held, answer } = await startUpload(bytes, 'blogFeatureImage');
    let isUploadAnswered = false;
    const settle = () => void (isUploadAnswered = true);
    answer.then(settle, settle);
    held.send(body.subarray(0, body.length / 2));
    // Half of the body is in: pieces of it are already stored, so the file is not held in memory whole.
    await vi.waitFor(async () => expect(await uploadingPieces()).toBeGreaterThan(0), { timeout: 30_000, interval: 20 });
    const health = await fetch(`${baseUrl}/api/health`);
    expect(health.status).toBe(200);
    expect(isUploadAnswered).toBe(false);
    held.send(body.subarray(body.length / 2));
    held.end();
    const res = await answer;
    expect(res.status).toBe(201);
    const file = uploadedFile.parse(((await res.json()) as { payload: unknown }).payload);
    expect(file.size).toBe(bytes.length);
    const served = Buffer.from(await (await fetch(`${baseUrl}${file.url}`)).arrayBuffer());
    expect(served.equals(bytes)).toBe(true);
  });

  it('answers other requests between the pieces of a file whose bytes are all in already', async () => {
    const bytes = pngOfSize(10 * MB - 1024);
    const pieces = Math.ceil(bytes.length / (256 * 1024));
    let isUploadAnswered = false;
    // inject hands the server the whole body at once: nothing but the server itself lets anything else in between.
    const answer = upload(imageEntries(bytes, 'image/png', 'blogFeatureImage')).finally(() => (isUploadAnswered = true));
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    while ((await uploadingPieces()) === 0 && !isUploadAnswered) await turn();
    expect(isUploadAnswered).toBe(false);
    const health = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(isUploadAnswered).toBe(false);
    expect(await uploadingPieces()).toBeLessThan(pieces);
    payloadOf(await answer, uploadedFile, 201);
  });

  it('removes what a client stored before it went away', async () => {
    const before = await stored();
    const controller = new AbortController();
    const { body, held, answer } = await startUpload(pngOfSize(3 * MB), 'blogFeatureImage', controller.signal);
    held.send(body.subarray(0, MB));
    await vi.waitFor(async () => expect(await uploadingPieces()).toBeGreaterThan(0), { timeout: 30_000, interval: 20 });
    controller.abort();
    await expect(answer).rejects.toThrow();
    await vi.waitFor(async () => expect(await stored()).toEqual(before), { timeout: 30_000, interval: 20 });
  });
});

describe('stale uploads', () => {
  it('are removed at the next upload once an hour old; a recent one stays, and neither is served', async () => {
    const { db } = server.database;
    const now = server.clock.now();
    const staleKey = randomBytes(16).toString('base64url');
    const recentKey = randomBytes(16).toString('base64url');
    const row = { contentType: 'image/png', fileName: 'x.png', size: PNG.length, status: 'uploading' as const };
    await db.insert(files).values([
      { ...row, fileKey: staleKey, createdAt: new Date(now.getTime() - 61 * 60_000) },
      { ...row, fileKey: recentKey, createdAt: new Date(now.getTime() - 10 * 60_000) },
    ]);
    await db.insert(fileChunks).values([
      { fileKey: staleKey, seq: 0, data: PNG },
      { fileKey: recentKey, seq: 0, data: PNG },
    ]);
    for (const key of [staleKey, recentKey]) {
      errorOf(await server.app.inject({ method: 'GET', url: `/api/files/${key}` }), 404, ERROR_CODES.notFound);
    }
    payloadOf(await upload(imageEntries(PNG, 'image/png')), uploadedFile, 201);
    const left = await db.select({ fileKey: files.fileKey }).from(files).where(eq(files.status, 'uploading'));
    expect(left.map((r) => r.fileKey)).toContain(recentKey);
    expect(left.map((r) => r.fileKey)).not.toContain(staleKey);
    expect(await db.select().from(fileChunks).where(eq(fileChunks.fileKey, staleKey))).toEqual([]);
    await db.delete(files).where(and(eq(files.fileKey, recentKey), eq(files.status, 'uploading')));
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

describe('closing the server while a file is being served', () => {
  it('lets the file finish, then closes without waiting out its keep-alive connection or one opened and never used', async () => {
    const other = await startTestServer();
    let unused: Socket | undefined;
    try {
      const bytes = pngOfSize(10 * MB);
      const fileKey = await storeFile(other.database.db, { contentType: 'image/png', fileName: 'big.png', data: bytes });
      const baseUrl = await other.app.listen({ port: 0, host: '127.0.0.1' });
      // A connection opened ahead of a request that never comes, as a browser's preconnect.
      const { port } = new URL(baseUrl);
      unused = await new Promise<Socket>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => resolve(socket)).on('error', reject);
      });
      // The answer's headers are in, its bytes still going out: then the server is told to close.
      const res = await fetch(`${baseUrl}/api/files/${fileKey}`);
      const closing = other.app.close().then(() => 'closed');
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
      // Before, the close waited for the keep-alive timeout (72 s) of the file's connection, and the header timeout of the unused one.
      const halfTheKeepAlive = new Promise((resolve) => setTimeout(() => resolve('still open after half the keep-alive timeout'), other.app.server.keepAliveTimeout / 2).unref());
      expect(await Promise.race([closing, halfTheKeepAlive])).toBe('closed');
    } finally {
      unused?.destroy();
      other.app.server.closeAllConnections();
      await other.close();
    }
  });
});

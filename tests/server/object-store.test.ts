/**
 * Uploads kept in an S3-compatible store (S3_BUCKET…): the bytes go to the
 * bucket as one signed PUT once the file has passed its checks, nothing into
 * `file_chunks`; the file is served (and put into a listing PDF) from there;
 * files the database already holds are still served; a refused upload or a
 * store that fails leaves neither an object nor a row.
 *
 * The store here is a small S3 in this process that keeps objects in memory
 * and checks each request's AWS Signature V4 against the secret, as S3 does.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsV4Signer } from 'aws4fetch';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uploadedFile } from '../../domain/entities/file';
import { fileChunks, files } from '../../server/db/schema';
import { encodePng } from '../../server/db/seed/demo-listings';
import { fileUrl, readStoredFiles, storeFile } from '../../server/services/files';
import { s3ObjectStore, s3SettingsFromEnv, type S3Settings } from '../../server/services/object-store';
import { payloadOf, signIn, startTestServer, type TestServer } from './support';
import { imageEntries, postForm } from './upload-form';

const SECRET = 'test-secret-key';

interface FakeS3 {
  objects: Map<string, { data: Buffer; contentType: string }>;
  requests: { method: string; path: string; signatureValid: boolean }[];
  /** Answer every PUT with this status (500: the store is down). */
  failPuts: number | null;
  url: string;
  close(): Promise<void>;
}

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** Recomputes the request's signature from the headers it names as signed, with the shared secret. */
async function signatureValid(req: IncomingMessage, origin: string): Promise<boolean> {
  const auth = req.headers.authorization ?? '';
  const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(auth);
  if (!match) return false;
  const [, accessKeyId, , region, signedHeaders, signature] = match;
  const headers = new Headers();
  for (const name of signedHeaders!.split(';')) if (name !== 'host') headers.set(name, String(req.headers[name] ?? ''));
  const signer = new AwsV4Signer({
    method: req.method!,
    url: `${origin}${req.url}`,
    headers,
    accessKeyId: accessKeyId!,
    secretAccessKey: SECRET,
    region: region!,
    service: 's3',
    datetime: String(req.headers['x-amz-date']),
  });
  const expected = /Signature=([0-9a-f]{64})/.exec((await signer.authHeader()) as string)?.[1];
  return expected === signature;
}

async function startFakeS3(): Promise<FakeS3> {
  const fake: Omit<FakeS3, 'url' | 'close'> = { objects: new Map(), requests: [], failPuts: null };
  let origin = '';
  const server: Server = createServer(async (req, res) => {
    const body = await bodyOf(req);
    const path = decodeURIComponent(new URL(req.url!, origin).pathname);
    const valid = await signatureValid(req, origin);
    fake.requests.push({ method: req.method!, path, signatureValid: valid });
    if (!valid) return res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
    if (req.method === 'PUT') {
      if (fake.failPuts) return res.writeHead(fake.failPuts).end('<Error><Code>InternalError</Code></Error>');
      fake.objects.set(path, { data: body, contentType: String(req.headers['content-type']) });
      return res.writeHead(200).end();
    }
    const object = fake.objects.get(path);
    if (req.method === 'GET') return object ? res.writeHead(200, { 'content-type': object.contentType }).end(object.data) : res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
    if (req.method === 'DELETE') {
      fake.objects.delete(path);
      return res.writeHead(204).end();
    }
    res.writeHead(405).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(fake, { url: origin, close: () => new Promise<void>((done) => server.close(() => done())) });
}

let s3: FakeS3;
let server: TestServer;
let agent: string;
let settings: S3Settings;

beforeAll(async () => {
  s3 = await startFakeS3();
  settings = s3SettingsFromEnv({ S3_BUCKET: 'genius', S3_ENDPOINT: s3.url, S3_ACCESS_KEY_ID: 'AKTEST', S3_SECRET_ACCESS_KEY: SECRET, S3_REGION: 'ap-southeast-3', S3_PREFIX: 'uploads' })!;
  server = await startTestServer({ objectStore: s3ObjectStore(settings) });
  agent = await signIn(server.app, 'agent@demo.test');
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
});
beforeEach(() => {
  s3.failPuts = null;
  s3.requests.length = 0;
});

const PNG = encodePng(40, 30, (x, y) => [x * 6, y * 8, 120]);
const chunksOf = (fileKey: string) => server.database.db.select().from(fileChunks).where(eq(fileChunks.fileKey, fileKey));
const rowOf = (fileKey: string) => server.database.db.select().from(files).where(eq(files.fileKey, fileKey));

describe('uploads with an S3-compatible store configured', () => {
  it('puts the bytes in the bucket under the prefix, signed, and none in the database; serves them back', async () => {
    const file = payloadOf(await postForm(server.app, imageEntries(PNG, 'image/png'), agent), uploadedFile, 201);
    const object = s3.objects.get(`/genius/uploads/${file.fileKey}`);
    expect(object?.data.equals(PNG)).toBe(true);
    expect(object?.contentType).toBe('image/png');
    expect(s3.requests).toEqual([{ method: 'PUT', path: `/genius/uploads/${file.fileKey}`, signatureValid: true }]);
    expect(await chunksOf(file.fileKey)).toEqual([]);
    expect((await rowOf(file.fileKey))[0]).toMatchObject({ status: 'complete', size: PNG.length });

    const res = await server.app.inject({ method: 'GET', url: file.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(PNG)).toBe(true);
    // What the PDF reads goes through the same store.
    const [read] = await readStoredFiles(server.database.db, [file.fileKey], 1, server.app.services.objects);
    expect(read?.data.equals(PNG)).toBe(true);
  });

  it('still serves a file the database held before the store was configured, without asking the store', async () => {
    const bytes = encodePng(4, 4, () => [1, 2, 3]);
    const fileKey = await storeFile(server.database.db, { contentType: 'image/png', fileName: 'lama.png', data: bytes });
    const res = await server.app.inject({ method: 'GET', url: fileUrl(fileKey) });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(s3.requests).toEqual([]);
  });

  it('refuses a file that is not the image it claims before anything reaches the bucket', async () => {
    const res = await postForm(server.app, imageEntries(Buffer.from('not a png at all'), 'image/png'), agent);
    expect(res.statusCode).toBe(400);
    expect(s3.requests).toEqual([]);
  });

  it('leaves no row behind when the store refuses the object, and says so', async () => {
    s3.failPuts = 500;
    const before = (await server.database.db.select({ k: files.fileKey }).from(files)).length;
    const res = await postForm(server.app, imageEntries(PNG, 'image/png'), agent);
    expect(res.statusCode).toBe(500);
    expect((await server.database.db.select({ k: files.fileKey }).from(files)).length).toBe(before);
    expect(s3.requests.filter((r) => r.method === 'PUT')).toHaveLength(3); // the first try and aws4fetch's two retries
  });

  it('answers 404 for a key the database does not know, without asking the store', async () => {
    const res = await server.app.inject({ method: 'GET', url: fileUrl('A'.repeat(22)) });
    expect(res.statusCode).toBe(404);
    expect(s3.requests).toEqual([]);
  });
});

describe('S3 settings from the environment', () => {
  it('keeps the database when no bucket is named', () => {
    expect(s3SettingsFromEnv({})).toBeNull();
    expect(s3SettingsFromEnv({ S3_BUCKET: '  ' })).toBeNull();
  });

  it('refuses to start with a bucket but no endpoint or keys, naming what is missing', () => {
    expect(() => s3SettingsFromEnv({ S3_BUCKET: 'b' })).toThrow('S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are not');
    expect(() => s3SettingsFromEnv({ S3_BUCKET: 'b', S3_ENDPOINT: 'https://s3.example.com', S3_ACCESS_KEY_ID: 'k' })).toThrow('S3_SECRET_ACCESS_KEY is not');
    expect(() => s3SettingsFromEnv({ S3_BUCKET: 'b', S3_ENDPOINT: 's3.example.com', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' })).toThrow('S3_ENDPOINT must be an origin');
  });

  it('defaults the region, ends the prefix with one slash and takes path style unless asked', () => {
    const base = { S3_BUCKET: 'b', S3_ENDPOINT: 'https://s3.example.com/', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };
    expect(s3SettingsFromEnv(base)).toMatchObject({ endpoint: 'https://s3.example.com', region: 'us-east-1', prefix: '', virtualHosted: false });
    expect(s3SettingsFromEnv({ ...base, S3_PREFIX: '/files/office', S3_VIRTUAL_HOSTED: '1' })).toMatchObject({ prefix: 'files/office/', virtualHosted: true });
  });
});

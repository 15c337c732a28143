/**
 * An S3-compatible object store for uploaded files' bytes (AWS S3, MinIO,
 * Cloudflare R2, Wasabi, Ceph…), used instead of the database's
 * `file_chunks` when the environment names one (docs/configuration.md,
 * "File storage"). The `files` row (name, type, size, owner, status) stays in
 * the database either way; only the bytes move. Requests are signed with AWS
 * Signature V4 by aws4fetch (the payload marked UNSIGNED-PAYLOAD, as the
 * SDKs do over TLS).
 */
import { AwsClient } from 'aws4fetch';

export interface ObjectStore {
  /** Where an object is kept, for logs and the operator: `s3://bucket/prefix`. */
  readonly describe: string;
  put(fileKey: string, data: Buffer, contentType: string): Promise<void>;
  /** The object's bytes as they arrive, or undefined when there is no such object. */
  open(fileKey: string): Promise<AsyncIterable<Buffer> | undefined>;
  /** The whole object, or undefined. */
  read(fileKey: string): Promise<Buffer | undefined>;
  /** Removes the object; a missing one is not an error. */
  remove(fileKey: string): Promise<void>;
}

export interface S3Settings {
  /** The service's origin, e.g. https://s3.ap-southeast-3.amazonaws.com or http://minio:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
  /** Prepended to every object's key, e.g. `uploads/`. */
  prefix: string;
  /** https://bucket.host/key rather than https://host/bucket/key (AWS's default; MinIO and most others take path style). */
  virtualHosted: boolean;
}

type Env = Record<string, string | undefined>;

/**
 * The settings from S3_* variables, null when S3_BUCKET is unset (the
 * database keeps the bytes). A bucket without its endpoint or keys is a
 * mistake the server refuses to start with, rather than losing uploads.
 */
export function s3SettingsFromEnv(env: Env): S3Settings | null {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return null;
  const missing = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => !env[name]?.trim());
  if (missing.length) throw new Error(`S3_BUCKET is set but ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not: set them or unset S3_BUCKET.`);
  const endpoint = env.S3_ENDPOINT!.trim().replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/i.test(endpoint)) throw new Error(`S3_ENDPOINT must be an origin such as https://s3.example.com (was ${endpoint}).`);
  const prefix = (env.S3_PREFIX ?? '').trim().replace(/^\/+/, '');
  return {
    endpoint,
    bucket,
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID!.trim(),
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!.trim(),
    sessionToken: env.S3_SESSION_TOKEN?.trim() || undefined,
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
    virtualHosted: env.S3_VIRTUAL_HOSTED === '1' || env.S3_VIRTUAL_HOSTED === 'true',
  };
}

class S3Error extends Error {
  constructor(action: string, fileKey: string, status: number, body: string) {
    super(`S3 ${action} of ${fileKey} answered ${status}: ${body.slice(0, 300)}`);
  }
}

export function s3ObjectStore(settings: S3Settings): ObjectStore {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    sessionToken: settings.sessionToken,
    region: settings.region,
    service: 's3',
    // A 5xx or a throttling answer is tried twice more, after 50 and 100 ms.
    retries: 2,
  });
  const url = (fileKey: string) => {
    // Keys are base64url (newFileKey): nothing in them needs escaping, the prefix may.
    const key = `${settings.prefix}${fileKey}`.split('/').map(encodeURIComponent).join('/');
    if (!settings.virtualHosted) return `${settings.endpoint}/${encodeURIComponent(settings.bucket)}/${key}`;
    const { protocol, host } = new URL(settings.endpoint);
    return `${protocol}//${settings.bucket}.${host}/${key}`;
  };
  const send = async (method: string, fileKey: string, init: { body?: Buffer; headers?: Record<string, string> } = {}) => {
    // A view of the same bytes, typed as fetch takes them.
    const body = init.body && (new Uint8Array(init.body.buffer, init.body.byteOffset, init.body.byteLength) as Uint8Array<ArrayBuffer>);
    return client.fetch(url(fileKey), { method, body, headers: init.headers });
  };
  return {
    describe: `s3://${settings.bucket}/${settings.prefix}`,
    async put(fileKey, data, contentType) {
      const res = await send('PUT', fileKey, { body: data, headers: { 'content-type': contentType, 'content-length': String(data.length) } });
      if (!res.ok) throw new S3Error('PUT', fileKey, res.status, await res.text());
      await res.body?.cancel();
    },
    async open(fileKey) {
      const res = await send('GET', fileKey);
      if (res.status === 404) {
        await res.body?.cancel();
        return undefined;
      }
      if (!res.ok || !res.body) throw new S3Error('GET', fileKey, res.status, await res.text());
      const body = res.body;
      return (async function* () {
        for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) yield Buffer.from(chunk);
      })();
    },
    async read(fileKey) {
      const res = await send('GET', fileKey);
      if (res.status === 404) {
        await res.body?.cancel();
        return undefined;
      }
      if (!res.ok) throw new S3Error('GET', fileKey, res.status, await res.text());
      return Buffer.from(await res.arrayBuffer());
    },
    async remove(fileKey) {
      const res = await send('DELETE', fileKey);
      if (!res.ok && res.status !== 404) throw new S3Error('DELETE', fileKey, res.status, await res.text());
      await res.body?.cancel();
    },
  };
}

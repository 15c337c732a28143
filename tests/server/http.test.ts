/** The HTTP edge: health, security headers, the one error shape for every refusal, static SPA serving. */
import type { InjectOptions } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_CODES } from '../../domain/messages';
import { buildApp, redactUrl } from '../../server/app';
import type { Database } from '../../server/db/client';
import { bearer, errorOf, payloadOf, signIn, startTestServer, type TestServer } from './support';

let server: TestServer;
let spaDir: string;

beforeAll(async () => {
  server = await startTestServer();
  spaDir = mkdtempSync(join(tmpdir(), 'spa-'));
  mkdirSync(join(spaDir, 'assets'));
  writeFileSync(join(spaDir, 'index.html'), '<!doctype html><title>Back office</title><script type="module" src="/assets/app.js"></script>');
  writeFileSync(join(spaDir, 'assets', 'app.js'), 'console.log("app")');
});
afterAll(async () => {
  await server?.close();
  rmSync(spaDir, { recursive: true, force: true });
});

const inject = (options: InjectOptions) => server.app.inject(options);

describe('GET health', () => {
  it('answers ok after looking at the database', async () => {
    expect(payloadOf(await inject({ method: 'GET', url: '/api/health' }), z.object({ status: z.literal('ok') }).strict())).toEqual({ status: 'ok' });
  });

  it('answers 503 in the error shape when the database does not answer', async () => {
    const broken = {
      ...server.database,
      db: { execute: () => Promise.reject(new Error('connection refused')) },
      listen: async () => async () => {},
    } as unknown as Database;
    const app = buildApp({ db: broken });
    await app.ready();
    const res = errorOf(await app.inject({ method: 'GET', url: '/api/health' }), 503, ERROR_CODES.internal);
    expect(res.message).not.toContain('connection refused');
    await app.close();
  });
});

describe('security headers', () => {
  const expectHeaders = (headers: Record<string, unknown>) => {
    const csp = String(headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self' data:",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-eval');
    expect(csp.split(';').find((d) => d.startsWith('script-src '))).not.toContain('unsafe-inline');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-powered-by']).toBeUndefined();
  };

  it('are on answers, refusals and unknown paths alike', async () => {
    expectHeaders((await inject({ method: 'GET', url: '/api/health' })).headers);
    expectHeaders((await inject({ method: 'GET', url: '/api/users/me' })).headers);
    expectHeaders((await inject({ method: 'GET', url: '/api/nowhere' })).headers);
    expectHeaders((await inject({ method: 'POST', url: '/api/auth/signin', payload: { nope: 1 } })).headers);
  });
});

describe('refusals have one shape, never a stack trace', () => {
  it('malformed JSON → 400', async () => {
    const res = await inject({ method: 'POST', url: '/api/auth/signin', headers: { 'content-type': 'application/json' }, payload: '{"email": "a@b.c", ' });
    const body = errorOf(res, 400, ERROR_CODES.validation);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('an empty JSON body → 400', async () => {
    errorOf(await inject({ method: 'POST', url: '/api/auth/signin', headers: { 'content-type': 'application/json' }, payload: '' }), 400, ERROR_CODES.validation);
  });

  it('no body where one is needed → 400 naming the body', async () => {
    const body = errorOf(await inject({ method: 'POST', url: '/api/auth/signin' }), 400, ERROR_CODES.validation);
    expect(body.message).toMatch(/body/i);
  });

  it('a JSON array or string instead of an object → 400', async () => {
    errorOf(await inject({ method: 'POST', url: '/api/auth/signin', headers: { 'content-type': 'application/json' }, payload: '[]' }), 400);
    errorOf(await inject({ method: 'POST', url: '/api/auth/signin', headers: { 'content-type': 'application/json' }, payload: '"x"' }), 400);
  });

  it('a wrong content type → 415', async () => {
    errorOf(await inject({ method: 'POST', url: '/api/auth/signin', headers: { 'content-type': 'text/plain' }, payload: 'email=a' }), 415, ERROR_CODES.validation);
    errorOf(
      await inject({ method: 'POST', url: '/api/auth/signin', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'email=a' }),
      415,
      ERROR_CODES.validation,
    );
  });

  it('an oversized body → 413', async () => {
    const payload = JSON.stringify({ email: 'a@demo.test', password: 'x'.repeat(1_100_000) });
    errorOf(await inject({ method: 'POST', url: '/api/auth/signin', headers: { 'content-type': 'application/json' }, payload }), 413, ERROR_CODES.payloadTooLarge);
  });

  it('an unknown API path or method → 404', async () => {
    errorOf(await inject({ method: 'GET', url: '/api/nowhere' }), 404, ERROR_CODES.notFound);
    errorOf(await inject({ method: 'DELETE', url: '/api/health' }), 404, ERROR_CODES.notFound);
    errorOf(await inject({ method: 'GET', url: '/dashboard' }), 404, ERROR_CODES.notFound);
  });

  it('a prototype-poisoning body → 400', async () => {
    const token = await signIn(server.app, 'agent@demo.test');
    const res = await inject({
      method: 'POST',
      url: '/api/users/check-email',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"email":"a@demo.test","__proto__":{"isAdmin":true}}',
    });
    errorOf(res, 400);
  });

  it('keeps reset and verify secrets out of logged URLs', () => {
    expect(redactUrl('/api/auth/reset-password/abc123?x=1')).toBe('/api/auth/reset-password/[redacted]?x=1');
    expect(redactUrl('/verify-email/abc')).toBe('/verify-email/[redacted]');
    expect(redactUrl('/api/users/me')).toBe('/api/users/me');
  });
});

describe('serving the built SPA', () => {
  let spa: ReturnType<typeof buildApp>;
  beforeAll(async () => {
    spa = buildApp({ db: server.database, staticDir: spaDir });
    await spa.ready();
  });
  afterAll(async () => {
    await spa.close();
  });

  it('serves index.html for the root and for any client route', async () => {
    for (const url of ['/', '/dashboard', '/reset-password/some-secret', '/users/42/edit']) {
      const res = await spa.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<title>Back office</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    }
  });

  it('lets /get-local-storage keep its opener (COOP unsafe-none) and isolates every other page', async () => {
    const share = await spa.inject({ method: 'GET', url: '/get-local-storage' });
    expect(share.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expect(String(share.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    const other = await spa.inject({ method: 'GET', url: '/dashboard' });
    expect(other.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('serves hashed assets for a long time, and 404s a missing file', async () => {
    const res = await spa.inject({ method: 'GET', url: '/assets/app.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect((await spa.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('keeps /api answers as JSON', async () => {
    errorOf(await spa.inject({ method: 'GET', url: '/api/nowhere' }), 404, ERROR_CODES.notFound);
    expect((await spa.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ payload: { status: 'ok' } });
  });

  it('starts without a built SPA (API only)', async () => {
    const app = buildApp({ db: server.database, staticDir: join(spaDir, 'missing') });
    await app.ready();
    errorOf(await app.inject({ method: 'GET', url: '/dashboard' }), 404, ERROR_CODES.notFound);
    await app.close();
  });
});

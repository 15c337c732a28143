/**
 * Scale-out, with real processes: two servers (node --import tsx server/main.ts)
 * on two ports against one PostgreSQL database, as behind a load balancer.
 * They start together on an empty database and seed it once; a session issued
 * by one works on the other and a sign-out on one is refused on the other at
 * once; failed sign-ins count across both; a notification created through one
 * reaches an event stream held by the other (LISTEN/NOTIFY). Runs on the
 * PostgreSQL leg (TEST_DATABASE_URL); skipped on PGlite, which is one process's
 * database.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../domain/messages';
import { DEMO_PEOPLE, DEMO_PUBLIC_USERS } from '../../server/db/seed/demo';
import { DEMO_CANDIDATES } from '../../server/db/seed/demo-approvals';
import { call, signInTo, startServerProcess, type ServerProcess } from './server-process';
import { TEST_DATABASE_URL, createScratchDatabase } from './support';

/** The first `event: notification` of an open event stream, or undefined after `ms`. */
async function nextNotification(reader: ReadableStreamDefaultReader<Uint8Array>, ms: number): Promise<{ id: string } | undefined> {
  const decoder = new TextDecoder();
  let text = '';
  const read = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return undefined;
      text += decoder.decode(value, { stream: true });
      const block = text.split('\n\n').find((b) => b.startsWith('event: notification'));
      if (block) return JSON.parse(block.split('\n').find((l) => l.startsWith('data: '))!.slice(6)) as { id: string };
    }
  })();
  return Promise.race([read, new Promise<undefined>((r) => setTimeout(() => r(undefined), ms))]);
}

describe.skipIf(!TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let drop: () => Promise<void> = async () => {};
  let url = '';

  beforeAll(async () => {
    const scratch = await createScratchDatabase();
    drop = scratch.drop;
    url = scratch.url;
    // Both start at once on the empty database: the startup lock lets one migrate and seed.
    // b stands behind one proxy (TRUST_PROXY=1), a is reached directly.
    [a, b] = await Promise.all([startServerProcess({ databaseUrl: url }), startServerProcess({ databaseUrl: url }, { TRUST_PROXY: '1' })]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await drop();
  });

  async function query<T extends object>(text: string, values: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  }

  it('seeds the empty database once, though both started together', async () => {
    const seeded = [a, b].filter((s) => s.output().includes('seeded with demo data'));
    expect(seeded).toHaveLength(1);
    const [row] = await query<{ n: number }>('select count(*)::int as n from users');
    expect(row!.n).toBe(DEMO_PEOPLE.length + DEMO_PUBLIC_USERS.length + DEMO_CANDIDATES.length);
  });

  it('accepts a token issued by one on the other, and refuses it on the other at once after a sign-out', async () => {
    const token = await signInTo(a.baseUrl, 'agent@demo.test');
    const me = await call(b.baseUrl, 'GET', '/api/users/me', { token });
    expect(me.status).toBe(200);
    expect((me.body!.payload as { email: string }).email).toBe('agent@demo.test');

    expect((await call(b.baseUrl, 'POST', '/api/auth/signout', { token })).status).toBe(200);
    for (const server of [a, b]) {
      const after = await call(server.baseUrl, 'GET', '/api/users/me', { token });
      expect(after.status).toBe(403);
      expect(after.body!.code).toBe(ERROR_CODES.unauthorized);
    }
  });

  it('counts failed sign-ins across both (the limit lives in the database), by the address the proxy saw', async () => {
    const email = 'agent.noself@demo.test';
    // A client's own claim: a trusts no proxy and ignores it; b, without a proxy hop in front, has none.
    const claim = { 'x-forwarded-for': '203.0.113.9' };
    for (let i = 0; i < 5; i++) {
      const [server, headers] = i % 2 ? [b, {}] : [a, claim];
      const res = await call(server.baseUrl, 'POST', '/api/auth/signin', { body: { email, password: 'Wrong1234!' }, headers });
      expect(res.status).toBe(401);
    }
    // Five failures from one address, spread over both: that address is refused on either.
    for (const server of [a, b]) {
      const res = await call(server.baseUrl, 'POST', '/api/auth/signin', { body: { email, password: 'Demo1234!' } });
      expect(res.status).toBe(429);
      expect(res.body!.code).toBe(ERROR_CODES.rateLimited);
    }
    // The owner, from another address behind b's proxy, is not locked out; b took the address the proxy saw.
    const headers = { 'x-forwarded-for': '203.0.113.9, 198.51.100.7' };
    expect((await call(b.baseUrl, 'POST', '/api/auth/signin', { body: { email, password: 'Demo1234!' }, headers })).status).toBe(200);
    const rows = await query<{ ip: string; succeeded: boolean }>('select ip, succeeded from login_attempts where email = $1 order by created_at', [email]);
    expect(rows).toEqual([...Array(5).fill({ ip: '127.0.0.1', succeeded: false }), { ip: '198.51.100.7', succeeded: true }]);
  });

  it('lets at most the limit be checked when 60 attempts arrive at once, half on each instance', async () => {
    const email = 'manager_office@demo.test';
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        call([a, b][i % 2]!.baseUrl, 'POST', '/api/auth/signin', { body: { email, password: i === 40 ? 'Demo1234!' : `Wrong${i}!pass` } }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    const checked = statuses.filter((s) => s === 401 || s === 200).length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60 - checked);
  });

  it('pushes a notification created through one to an event stream held by the other (LISTEN/NOTIFY)', async () => {
    const agentToken = await signInTo(b.baseUrl, 'agent@demo.test');
    const adminToken = await signInTo(a.baseUrl, 'admin@demo.test');
    const agent = (await call(b.baseUrl, 'GET', '/api/users/me', { token: agentToken })).body!.payload as { userId: string };

    const controller = new AbortController();
    try {
      const res = await fetch(`${b.baseUrl}/api/notifications/stream`, { headers: { authorization: `Bearer ${agentToken}` }, signal: controller.signal });
      expect(res.status).toBe(200);
      const reader = res.body!.getReader();
      // ': connected' is written once the stream is subscribed: from here on nothing is missed.
      const first = new TextDecoder().decode((await reader.read()).value);
      expect(first).toContain(': connected');

      const created = await call(a.baseUrl, 'POST', '/api/notifications', {
        token: adminToken,
        body: { receiverUserId: agent.userId, title: 'Across processes', message: 'm', feature: 'dashboard' },
      });
      expect(created.status).toBe(201);
      expect((await nextNotification(reader, 5_000))?.id).toBe((created.body!.payload as { id: string }).id);
    } finally {
      controller.abort();
    }
  });
});

/**
 * The same server on PostgreSQL through node-postgres, as two instances with
 * their own connections: the checked-in migrations apply, startup seeds once,
 * and a notification created on one instance reaches a stream held by the
 * other (LISTEN/NOTIFY). Runs when TEST_DATABASE_URL points at a server where
 * it may create and drop a scratch database; skipped otherwise.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPayload } from '../../domain/entities/common';
import { notification, type Notification } from '../../domain/entities/notification';
import { user } from '../../domain/entities/user';
import { buildApp } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/client';
import { seedIfEmpty } from '../../server/db/seed';
import { bearer, payloadOf, signIn } from './support';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('on PostgreSQL (TEST_DATABASE_URL)', () => {
  const name = `backoffice_test_${randomBytes(4).toString('hex')}`;
  let url: string;
  let databases: Database[] = [];
  let apps: ReturnType<typeof buildApp>[] = [];

  async function admin(query: string) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    await admin(`create database "${name}"`);
    const u = new URL(adminUrl!);
    u.pathname = `/${name}`;
    url = u.toString();
    databases = await Promise.all([openDatabase({ url }), openDatabase({ url })]);
    // Both instances start at once: the startup lock lets one migrate and seed.
    const seeded = await Promise.all(
      databases.map((d) =>
        d.withStartupLock(async () => {
          await d.migrate();
          return seedIfEmpty(d.db);
        }),
      ),
    );
    expect(seeded.filter(Boolean)).toHaveLength(1);
    apps = databases.map((db) => buildApp({ db }));
    await Promise.all(apps.map((a) => a.ready()));
  }, 120_000);

  afterAll(async () => {
    for (const a of apps) await a.close();
    for (const d of databases) await d.close();
    if (adminUrl) await admin(`drop database if exists "${name}"`);
  });

  it('signs in on one instance and is known on the other (sessions live in the database)', async () => {
    const [a, b] = apps as [ReturnType<typeof buildApp>, ReturnType<typeof buildApp>];
    const token = await signIn(a, 'agent@demo.test');
    expect(payloadOf(await b.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) }), user).email).toBe('agent@demo.test');
    const list = await b.inject({ method: 'GET', url: '/api/notifications', headers: bearer(token) });
    expect(payloadOf(list, listPayload(notification)).count).toBeGreaterThan(0);
  });

  it('pushes a notification created on one instance to a stream on the other', async () => {
    const [a, b] = apps as [ReturnType<typeof buildApp>, ReturnType<typeof buildApp>];
    const adminToken = await signIn(a, 'admin@demo.test');
    const agentToken = await signIn(b, 'agent@demo.test');
    const me = payloadOf(await b.inject({ method: 'GET', url: '/api/users/me', headers: bearer(agentToken) }), user);
    const baseUrl = await b.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const res = await fetch(`${baseUrl}/api/notifications/stream`, { headers: bearer(agentToken), signal: controller.signal });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const received = (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return undefined;
        text += decoder.decode(value, { stream: true });
        const block = text.split('\n\n').find((b) => b.startsWith('event: notification'));
        if (block) return JSON.parse(block.split('\n').find((l) => l.startsWith('data: '))!.slice(6)) as Notification;
      }
    })();
    await new Promise((r) => setTimeout(r, 200));
    const created = payloadOf(
      await a.inject({
        method: 'POST',
        url: '/api/notifications',
        headers: bearer(adminToken),
        payload: { receiverUserId: me.userId, title: 'Across instances', message: 'm', feature: 'dashboard' },
      }),
      notification,
      201,
    );
    const timeout = new Promise<undefined>((r) => setTimeout(() => r(undefined), 5_000));
    expect((await Promise.race([received, timeout]))?.id).toBe(created.id);
    controller.abort();
  });
});

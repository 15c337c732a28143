/**
 * What only PostgreSQL has to get right for several instances (the server
 * processes themselves are in scale-out.test.ts): instances starting together
 * on an empty database migrate and seed it once (advisory lock), and the
 * LISTEN connection that push fan-out hangs on comes back when PostgreSQL drops
 * it. Runs when TEST_DATABASE_URL points at a server where it may create and
 * drop a scratch database; skipped otherwise.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { DEMO_PEOPLE, DEMO_PUBLIC_USERS, seedIfEmpty } from '../../server/db/seed/demo';
import { DEMO_CANDIDATES } from '../../server/db/seed/demo-approvals';
import { TEST_DATABASE_URL, countRows, createScratchDatabase } from './support';

describe.skipIf(!TEST_DATABASE_URL)('on PostgreSQL (TEST_DATABASE_URL)', () => {
  let databases: Database[] = [];
  let drop: () => Promise<void> = async () => {};

  beforeAll(async () => {
    const scratch = await createScratchDatabase();
    drop = scratch.drop;
    databases = await Promise.all([1, 2, 3, 4].map(() => openDatabase({ url: scratch.url })));
  });

  afterAll(async () => {
    for (const d of databases) await d.close();
    await drop();
  });

  it('migrates and seeds an empty database once when four instances start together', async () => {
    const seeded = await Promise.all(
      databases.map((d) =>
        d.withStartupLock(async () => {
          await d.migrate();
          return seedIfEmpty(d.db);
        }),
      ),
    );
    expect(seeded.filter(Boolean)).toHaveLength(1);
    expect(await countRows(databases[0]!, 'users')).toBe(DEMO_PEOPLE.length + DEMO_PUBLIC_USERS.length + DEMO_CANDIDATES.length);
  });

  it('listens again after PostgreSQL drops the LISTEN connection', async () => {
    const [listener, notifier] = databases as [Database, Database];
    const heard: string[] = [];
    const unlisten = await listener.listen('scale_out_probe', (payload) => heard.push(payload));
    try {
      await notifier.notify('scale_out_probe', 'before');
      await vi.waitFor(() => expect(heard).toContain('before'));

      const { rows } = (await notifier.db.execute(
        "select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'",
      )) as unknown as { rows: { ok: boolean }[] };
      expect(rows.length).toBeGreaterThan(0);

      // It reconnects after a second; until then a NOTIFY has nobody to reach, so keep sending.
      let n = 0;
      await vi.waitFor(
        async () => {
          await notifier.notify('scale_out_probe', `after ${n++}`);
          await new Promise((r) => setTimeout(r, 100));
          expect(heard.some((p) => p.startsWith('after'))).toBe(true);
        },
        { timeout: 10_000, interval: 200 },
      );
    } finally {
      await unlisten();
    }
  });
});

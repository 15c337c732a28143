/**
 * Crash safety: the real server process on a file-backed PGlite folder (on the
 * PostgreSQL leg, on a scratch PostgreSQL database), a burst of writes, SIGKILL
 * in the middle of it, a restart on the same data — several rounds. After every
 * crash the server must start (the dead process's lock file must not block it),
 * must not migrate or seed again, and every write it had answered 2xx must be
 * there: the notifications it created, the last profile change, the session it
 * issued, and each one's audit event (issue 15: the event commits with its
 * write, so a crash cannot keep the one without the other). Writes cut off
 * without an answer may or may not be there.
 *
 * What this proves for PGlite: a commit is written to the operating system's
 * files before the answer goes out, so a killed process loses nothing it
 * acknowledged. It cannot prove (nor does PGlite promise) survival of a power
 * loss: PGlite never fsyncs (docs/durability.md).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, openDatabase } from '../../server/db/client';
import { auditEvents, notifications, offices, users } from '../../server/db/schema';
import { DEMO_NEW_OFFICES, DEMO_OFFICES, DEMO_PEOPLE, DEMO_PUBLIC_USERS } from '../../server/db/seed/demo';
import { DEMO_CANDIDATES } from '../../server/db/seed/demo-approvals';
import { call, signInTo, startServerProcess, type ServerDatabase, type ServerProcess } from './server-process';
import { TEST_ENGINE, createScratchDatabase } from './support';

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 3);
const WRITERS = 4;
const TITLE_PREFIX = 'crash ';

interface Ledger {
  /** title → id of every notification answered 201. */
  acked: Map<string, string>;
  /** The last nickName answered 200, and the last one sent (possibly cut off). */
  nick: { acked?: string; sent?: string };
  killsInFlight: number[];
}

/**
 * Writers in parallel until `killAfter` notifications are acknowledged, then
 * SIGKILL while the other writers wait for answers: 4 lanes of
 * POST /api/notifications and one of PATCH /api/users/:id, each sequential.
 */
async function burstAndKill(server: ServerProcess, token: string, adminId: string, round: number, ledger: Ledger): Promise<void> {
  const killAfter = 15 + Math.floor(Math.random() * 25);
  let ackedThisRound = 0;
  let inFlight = 0;
  let isKilled = false;
  const unexpected: string[] = [];

  const send = async (method: string, path: string, body: unknown) => {
    inFlight++;
    try {
      return await call(server.baseUrl, method, path, { token, body });
    } catch {
      return undefined; // no answer: the process is gone
    } finally {
      inFlight--;
    }
  };
  const killIfDue = () => {
    if (isKilled || ackedThisRound < killAfter) return;
    isKilled = true;
    ledger.killsInFlight.push(inFlight);
    server.child.kill('SIGKILL');
  };

  const notificationWriter = async (lane: number) => {
    for (let i = 0; !isKilled; i++) {
      const title = `${TITLE_PREFIX}r${round} w${lane} #${i}`;
      const res = await send('POST', '/api/notifications', { receiverUserId: adminId, title, message: 'm', feature: 'dashboard' });
      if (!res) return;
      if (res.status !== 201) {
        unexpected.push(`${title}: ${res.status} ${JSON.stringify(res.body)}`);
        return;
      }
      ledger.acked.set(title, (res.body!.payload as { id: string }).id);
      ackedThisRound++;
      killIfDue();
    }
  };
  const profileWriter = async () => {
    for (let i = 0; !isKilled; i++) {
      const nickName = `r${round}-${i}`;
      ledger.nick.sent = nickName;
      const res = await send('PATCH', `/api/users/${adminId}`, { nickName });
      if (!res) return;
      if (res.status !== 200) {
        unexpected.push(`PATCH ${nickName}: ${res.status} ${JSON.stringify(res.body)}`);
        return;
      }
      ledger.nick.acked = nickName;
    }
  };

  await Promise.all([...Array.from({ length: WRITERS }, (_, lane) => notificationWriter(lane)), profileWriter()]);
  await server.exited;
  expect(unexpected).toEqual([]);
  expect(isKilled, 'the burst ended before the kill').toBe(true);
  expect(server.child.signalCode).toBe('SIGKILL');
}

describe(`crash safety on ${TEST_ENGINE === 'pg' ? 'PostgreSQL' : 'file-backed PGlite'}: SIGKILL mid-burst, restart`, () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(`keeps every acknowledged write through ${ROUNDS} kills`, async () => {
    let target: ServerDatabase;
    if (TEST_ENGINE === 'pg') {
      const scratch = await createScratchDatabase();
      cleanups.push(scratch.drop);
      target = { databaseUrl: scratch.url };
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'back-office-crash-'));
      cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
      target = { dataDir: join(dir, 'data') };
    }

    const ledger: Ledger = { acked: new Map(), nick: {}, killsInFlight: [] };
    let token = '';
    let adminId = '';
    for (let round = 0; round <= ROUNDS; round++) {
      const server = await startServerProcess(target);
      cleanups.push(() => server.stop());
      if (round === 0) {
        expect(server.output()).toContain('seeded with demo data');
        token = await signInTo(server.baseUrl, 'admin@demo.test');
      } else {
        // Restarted on the crashed data: no second seed, and the session issued before the first crash still works.
        expect(server.output()).not.toContain('seeded');
      }
      const me = await call(server.baseUrl, 'GET', '/api/users/me', { token });
      expect(me.status, JSON.stringify(me.body)).toBe(200);
      const profile = me.body!.payload as { userId: string; nickName: string | null };
      adminId = profile.userId;
      if (ledger.nick.acked) expect([ledger.nick.acked, ledger.nick.sent]).toContain(profile.nickName);

      if (round === ROUNDS) {
        await server.stop();
        break;
      }
      await burstAndKill(server, token, adminId, round, ledger);
      if ('dataDir' in target) {
        // The killed process could not remove its lock file: the next start must take it over.
        expect(readFileSync(join(target.dataDir, 'server.lock'), 'utf8').trim()).toBe(String(server.child.pid));
      }
    }

    // Every kill came while writes were waiting for their answers.
    expect(ledger.killsInFlight.every((n) => n > 0), `requests in flight at each kill: ${ledger.killsInFlight}`).toBe(true);
    expect(ledger.acked.size).toBeGreaterThanOrEqual(ROUNDS * 15);

    // The server closed cleanly: open its data directly and look.
    const database = await openDatabase('dataDir' in target ? { dataDir: target.dataDir } : { url: target.databaseUrl });
    try {
      const { db } = database;
      const stored = await db
        .select({ id: notifications.id, title: notifications.title })
        .from(notifications)
        .where(like(notifications.title, `${TITLE_PREFIX}%`));
      const storedIds = new Map(stored.map((r) => [r.title, r.id]));
      const lost = [...ledger.acked].filter(([title, id]) => storedIds.get(title) !== id).map(([title]) => title);
      expect(lost, `acknowledged but lost after a crash`).toEqual([]);
      expect(new Set(stored.map((r) => r.title)).size, 'no write applied twice').toBe(stored.length);

      expect(await db.$count(users)).toBe(DEMO_PEOPLE.length + DEMO_PUBLIC_USERS.length + DEMO_CANDIDATES.length);
      expect(await db.$count(offices)).toBe(Object.keys(DEMO_OFFICES).length + DEMO_NEW_OFFICES.length);
      const [admin] = await db.select({ nickName: users.nickName }).from(users).where(inArray(users.userId, [adminId]));
      expect([ledger.nick.acked, ledger.nick.sent]).toContain(admin!.nickName);

      // The audit trail kept pace: every acknowledged notification has its create event, named
      // by its id, by the admin; and so has every stored one (no write committed without its event).
      const created = await db
        .select({ entityId: auditEvents.entityId, actorUserId: auditEvents.actorUserId })
        .from(auditEvents)
        .where(and(eq(auditEvents.entityType, 'notification'), eq(auditEvents.action, 'create')));
      const auditedIds = new Map<string, number>();
      for (const e of created) {
        expect(e.actorUserId).toBe(adminId);
        auditedIds.set(e.entityId, (auditedIds.get(e.entityId) ?? 0) + 1);
      }
      const unaudited = [...ledger.acked].filter(([, id]) => !auditedIds.has(id)).map(([title]) => title);
      expect(unaudited, 'acknowledged but its audit event lost after a crash').toEqual([]);
      const storedUnaudited = stored.filter((r) => !auditedIds.has(r.id)).map((r) => r.title);
      expect(storedUnaudited, 'stored without its audit event').toEqual([]);
      expect(
        stored.filter((r) => auditedIds.get(r.id) !== 1).map((r) => r.title),
        'one create event per stored notification',
      ).toEqual([]);
      // The acknowledged profile change, and the sign-in that issued the session, are in the trail too.
      const userEvents = await db
        .select({ action: auditEvents.action, actorUserId: auditEvents.actorUserId, changes: auditEvents.changes })
        .from(auditEvents)
        .where(and(eq(auditEvents.entityType, 'user'), eq(auditEvents.entityId, adminId)));
      const nickNamesAudited = userEvents
        .filter((e) => e.action === 'update' && e.actorUserId === adminId)
        .flatMap((e) => (e.changes as { field: string; after?: unknown }[]).filter((c) => c.field === 'nickName').map((c) => c.after));
      if (ledger.nick.acked) expect(nickNamesAudited, 'the last acknowledged profile change has its audit event').toContain(ledger.nick.acked);
      expect(nickNamesAudited, 'the stored nickName has its audit event').toContain(admin!.nickName);
      expect(userEvents.some((e) => e.action === 'sign_in' && e.actorUserId === adminId), 'the sign-in that issued the session has its audit event').toBe(true);

      const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
      const applied = async () =>
        ((await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
      expect(await applied()).toBe(journal.entries.length);
      await database.migrate();
      expect(await applied(), 'migrating again applies nothing').toBe(journal.entries.length);
    } finally {
      await database.close();
    }
  }, 180_000);
});

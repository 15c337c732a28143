/**
 * Scheduled posts with real server processes: a post approved for a time ahead
 * waits as SCHEDULED; the server stops; its publication time passes while it
 * is down; the restarted server publishes it — the schedule lives in the
 * database, not in a timer of the stopped process. On PostgreSQL, two
 * processes share the queue and every due post is published by exactly one.
 *
 * Waiting real minutes for the clock is not a test: while the server is down
 * the post's publicationAt and its job's run_at are moved into the past, which
 * is what the passing time would do to them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ZONE } from '../../domain/format';
import { openDatabase, type Database } from '../../server/db/client';
import { call, signInTo, startServerProcess, type ServerProcess } from './server-process';
import { createScratchDatabase, TEST_DATABASE_URL } from './support';

const POLL = { JOB_POLL_MS: '200' };
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

type Payload<T> = { payload: T };
const payload = <T>(answer: { status: number; body?: unknown }, status = 200): T => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return (answer.body as Payload<T>).payload;
};

/** A post approved for two minutes from now, through the API as the blog admin: answers its id. */
async function scheduledPost(baseUrl: string, token: string, title: string): Promise<string> {
  const categories = payload<{ results: { categoryId: string }[] }>(await call(baseUrl, 'GET', '/api/master-article-categories?status=PUBLISH', { token }));
  const tags = payload<{ results: { tagId: string }[] }>(await call(baseUrl, 'GET', '/api/master-article-tags?status=PUBLISH', { token }));
  const publicationAt = DateTime.now().setZone(DEFAULT_ZONE).plus({ minutes: 2 }).toFormat('yyyy-MM-dd HH:mm');
  const created = payload<{ articleId: string }>(
    await call(baseUrl, 'POST', '/api/articles', {
      token,
      body: {
        title,
        subtitle: 'Dijadwalkan, terbit sendiri.',
        categoryIds: [categories.results[0]!.categoryId],
        tagIds: [tags.results[0]!.tagId],
        publishType: 'SCHEDULED',
        publicationAt,
        status: 'OPEN',
        body: '<p>Terbit sesuai jadwal.</p>',
      },
    }),
    201,
  );
  const approved = payload<{ status: string }>(await call(baseUrl, 'PATCH', `/api/articles/${created.articleId}`, { token, body: { status: 'PUBLISH' } }));
  expect(approved.status).toBe('SCHEDULED');
  return created.articleId;
}

/** What the passing of the publication time does to the posts and their jobs. */
async function letTimePass(database: Database, articleIds: string[]): Promise<void> {
  const ids = sql.join(
    articleIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await database.db.execute(sql`update articles set publication_at = now() - interval '1 minute' where article_id in (${ids})`);
  await database.db.execute(sql`update jobs set run_at = now() - interval '1 minute' where payload->>'articleId' in (${ids})`);
}

async function statusOf(baseUrl: string, token: string, articleId: string): Promise<string> {
  return payload<{ status: string }>(await call(baseUrl, 'GET', `/api/articles/${articleId}`, { token })).status;
}

interface JobRow {
  attempts: number;
  status: string;
  done_by: string | null;
}

async function jobsOf(database: Database, articleIds: string[]): Promise<JobRow[]> {
  const ids = sql.join(
    articleIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const res = (await database.db.execute(sql`select attempts, status, done_by from jobs where payload->>'articleId' in (${ids})`)) as unknown as { rows: JobRow[] };
  return res.rows;
}

describe('a scheduled post and a restart (embedded database)', () => {
  it('is published by the restarted server once its time has passed while it was down', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'back-office-schedule-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const dataDir = join(dir, 'data');

    let server: ServerProcess = await startServerProcess({ dataDir }, POLL);
    cleanups.push(() => server.stop());
    const token = await signInTo(server.baseUrl, 'admin_blog@demo.test');
    const articleId = await scheduledPost(server.baseUrl, token, 'Terbit Setelah Restart');
    // Polling meanwhile does not publish early.
    await new Promise((r) => setTimeout(r, 600));
    expect(await statusOf(server.baseUrl, token, articleId)).toBe('SCHEDULED');
    await server.stop();

    const database = await openDatabase({ dataDir });
    try {
      await letTimePass(database, [articleId]);
    } finally {
      await database.close();
    }

    server = await startServerProcess({ dataDir }, POLL);
    await vi.waitFor(async () => expect(await statusOf(server.baseUrl, token, articleId)).toBe('PUBLISH'), { timeout: 15_000, interval: 200 });
    await server.stop();

    const after = await openDatabase({ dataDir });
    try {
      expect(await jobsOf(after, [articleId])).toEqual([expect.objectContaining({ status: 'done', attempts: 1 })]);
    } finally {
      await after.close();
    }
  }, 180_000);
});

describe.skipIf(!TEST_DATABASE_URL)('scheduled posts and two server processes on one PostgreSQL', () => {
  it('publishes every due post exactly once between them', async () => {
    const scratch = await createScratchDatabase();
    cleanups.push(() => scratch.drop());
    const first = await startServerProcess({ databaseUrl: scratch.url }, POLL);
    cleanups.push(() => first.stop());
    const token = await signInTo(first.baseUrl, 'admin_blog@demo.test');
    const articleIds: string[] = [];
    for (let i = 1; i <= 6; i++) articleIds.push(await scheduledPost(first.baseUrl, token, `Jadwal Bersama ${i}`));
    await first.stop();

    const database = await openDatabase({ url: scratch.url });
    cleanups.push(() => database.close());
    await letTimePass(database, articleIds);
    const [a, b] = await Promise.all([startServerProcess({ databaseUrl: scratch.url }, POLL), startServerProcess({ databaseUrl: scratch.url }, POLL)]);
    cleanups.push(() => a.stop(), () => b.stop());

    await vi.waitFor(
      async () => {
        for (const id of articleIds) expect(await statusOf(b.baseUrl, token, id)).toBe('PUBLISH');
      },
      { timeout: 20_000, interval: 250 },
    );
    const jobs = await jobsOf(database, articleIds);
    expect(jobs).toHaveLength(articleIds.length);
    expect(jobs.every((j) => j.status === 'done' && j.attempts === 1 && j.done_by)).toBe(true);
  }, 180_000);
});

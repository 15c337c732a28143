/**
 * The jobs queue that publishes scheduled posts: a job runs when it is due and
 * not before, once, and not at all when cancelled; rescheduling moves the one
 * job; a failing job rolls its work back and is retried, then left failed;
 * several workers racing over the same due jobs (separate connections on
 * PostgreSQL) run each exactly once. Runs on PGlite and on the PostgreSQL leg.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { articles, articleVisitors, jobs } from '../../server/db/schema';
import { cancelPublication, PUBLISH_ARTICLE_JOB, schedulePublication } from '../../server/services/article-publish-job';
import { JOB_HANDLERS } from '../../server/services/job-handlers';
import { enqueueJob, MAX_ATTEMPTS, runDueJobs, startJobWorker, type JobHandler } from '../../server/services/jobs';
import { countRows, createScratchDatabase, TEST_DATABASE_URL } from './support';

const T0 = new Date('2026-11-23T03:00:00.000Z');
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);

let database: Database;
let dropScratch: () => Promise<void> = async () => {};
let databaseUrl: string | undefined;

beforeAll(async () => {
  if (TEST_DATABASE_URL) {
    const scratch = await createScratchDatabase();
    dropScratch = scratch.drop;
    databaseUrl = scratch.url;
    database = await openDatabase({ url: scratch.url });
  } else {
    database = await openDatabase({ memory: true });
  }
  await database.migrate();
}, 60_000);

afterAll(async () => {
  await database.close();
  await dropScratch();
});

beforeEach(async () => {
  await database.db.delete(jobs);
  await database.db.delete(articles);
});

async function scheduledPost(publicationAt: Date, options: { isQueued: boolean } = { isQueued: true }): Promise<string> {
  const articleId = randomUUID();
  await database.db.insert(articles).values({
    articleId,
    title: `Post ${articleId}`,
    slug: `post-${articleId}`,
    status: 'SCHEDULED',
    publishType: 'SCHEDULED',
    publicationAt,
    createdByUserId: 'user-test',
  });
  if (options.isQueued) await schedulePublication(database.db, articleId, publicationAt);
  return articleId;
}

async function postOf(articleId: string) {
  const [row] = await database.db.select().from(articles).where(eq(articles.articleId, articleId));
  return row!;
}

const jobRows = () => database.db.select().from(jobs);

describe('publishing a scheduled post', () => {
  it('publishes at its time, not a minute before, and only once', async () => {
    const articleId = await scheduledPost(minutes(10));

    expect(await runDueJobs(database.db, JOB_HANDLERS, minutes(9), 'w1')).toBe(0);
    expect((await postOf(articleId)).status).toBe('SCHEDULED');

    expect(await runDueJobs(database.db, JOB_HANDLERS, minutes(10), 'w1')).toBe(1);
    const post = await postOf(articleId);
    expect(post.status).toBe('PUBLISH');
    expect(post.publishedAt?.toISOString()).toBe(minutes(10).toISOString());

    expect(await runDueJobs(database.db, JOB_HANDLERS, minutes(60), 'w1')).toBe(0);
    const [job] = await jobRows();
    expect(job).toMatchObject({ name: PUBLISH_ARTICLE_JOB, status: 'done', attempts: 1, doneBy: 'w1' });
  });

  it('keeps one job per post: rescheduling moves it', async () => {
    const articleId = await scheduledPost(minutes(10));
    await database.db.update(articles).set({ publicationAt: minutes(30) }).where(eq(articles.articleId, articleId));
    await schedulePublication(database.db, articleId, minutes(30));

    expect(await jobRows()).toHaveLength(1);
    expect(await runDueJobs(database.db, JOB_HANDLERS, minutes(20), 'w1')).toBe(0);
    expect((await postOf(articleId)).status).toBe('SCHEDULED');
    expect(await runDueJobs(database.db, JOB_HANDLERS, minutes(30), 'w1')).toBe(1);
    expect((await postOf(articleId)).status).toBe('PUBLISH');
  });

  it('runs nothing once the publication is cancelled', async () => {
    const articleId = await scheduledPost(minutes(10));
    await cancelPublication(database.db, articleId);

    expect(await jobRows()).toHaveLength(0);
    expect(await runDueJobs(database.db, JOB_HANDLERS, minutes(60), 'w1')).toBe(0);
    expect((await postOf(articleId)).status).toBe('SCHEDULED');
  });

  it('leaves a post that was moved out of SCHEDULED in the meantime as it is', async () => {
    const articleId = await scheduledPost(minutes(10));
    await database.db.update(articles).set({ status: 'UNPUBLISH' }).where(eq(articles.articleId, articleId));

    expect(await runDueJobs(database.db, JOB_HANDLERS, minutes(10), 'w1')).toBe(1);
    expect((await postOf(articleId)).status).toBe('UNPUBLISH');
  });
});

describe('a failing job', () => {
  const failing: JobHandler = async (tx, payload) => {
    // Work that must not survive the failure.
    await tx.insert(articleVisitors).values({ articleVisitorId: randomUUID(), articleId: String(payload.articleId) });
    throw new Error('portal unreachable');
  };

  it('rolls its work back, is retried a minute later, and is left failed after the last attempt', async () => {
    const articleId = await scheduledPost(minutes(100), { isQueued: false });
    await enqueueJob(database.db, { name: 'flaky', key: 'flaky:1', payload: { articleId }, runAt: minutes(0) });

    expect(await runDueJobs(database.db, { flaky: failing }, minutes(0), 'w1', 1)).toBe(1);
    let [job] = await database.db.select().from(jobs).where(eq(jobs.key, 'flaky:1'));
    expect(job).toMatchObject({ status: 'pending', attempts: 1, lastError: 'portal unreachable' });
    expect(job!.runAt.toISOString()).toBe(minutes(1).toISOString());
    expect(await database.db.select().from(articleVisitors)).toHaveLength(0);

    // Not due again until its retry time.
    expect(await runDueJobs(database.db, { flaky: failing }, minutes(0.5), 'w1')).toBe(0);
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await runDueJobs(database.db, { flaky: failing }, minutes(attempt * 2), 'w1', 1)).toBe(1);
    }
    [job] = await database.db.select().from(jobs).where(eq(jobs.key, 'flaky:1'));
    expect(job).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(await runDueJobs(database.db, { flaky: failing }, minutes(1_000), 'w1')).toBe(0);
    expect(await database.db.select().from(articleVisitors)).toHaveLength(0);
  });
});

describe('several workers on the same due jobs', () => {
  it('run each job exactly once', async () => {
    const JOBS = 30;
    const articleIds = await Promise.all(Array.from({ length: JOBS }, () => scheduledPost(minutes(100))));
    for (const articleId of articleIds) {
      await enqueueJob(database.db, { name: 'count', key: `count:${articleId}`, payload: { articleId }, runAt: minutes(0) });
    }
    // Each run leaves a row: a job run twice would leave two.
    const counting: JobHandler = async (tx, payload) => {
      await tx.insert(articleVisitors).values({ articleVisitorId: randomUUID(), articleId: String(payload.articleId) });
    };
    // On PostgreSQL every worker has its own connection pool, so they really race; PGlite serializes them.
    const extra = databaseUrl ? await Promise.all([1, 2, 3].map(() => openDatabase({ url: databaseUrl! }))) : [];
    try {
      const workers = [database, ...extra, ...(databaseUrl ? [] : [database, database, database])];
      const counts = await Promise.all(workers.map((w, i) => runDueJobs(w.db, { count: counting }, minutes(0), `w${i}`)));
      expect(counts.reduce((a, b) => a + b, 0)).toBe(JOBS);
    } finally {
      await Promise.all(extra.map((d) => d.close()));
    }
    expect(await countRows(database, 'article_visitors')).toBe(JOBS);
    const twice = (await database.db.execute(sql`select article_id from article_visitors group by article_id having count(*) > 1`)) as unknown as { rows: unknown[] };
    expect(twice.rows).toEqual([]);
    const done = await database.db.select().from(jobs).where(eq(jobs.name, 'count'));
    expect(done.every((j) => j.status === 'done' && j.attempts === 1)).toBe(true);
  });
});

describe('the worker', () => {
  it('polls on its own and publishes a post once the clock reaches its time', async () => {
    let now = minutes(0);
    const articleId = await scheduledPost(minutes(5));
    const worker = startJobWorker({ db: database.db, handlers: JOB_HANDLERS, now: () => now, pollMs: 10, log: () => undefined });
    try {
      await worker.tick();
      expect((await postOf(articleId)).status).toBe('SCHEDULED');
      now = minutes(5);
      await vi.waitFor(async () => expect((await postOf(articleId)).status).toBe('PUBLISH'), { timeout: 5_000, interval: 20 });
    } finally {
      await worker.stop();
    }
  });
});

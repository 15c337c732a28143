/**
 * A job queue in Postgres (the `jobs` table), not in-process timers: a job
 * survives a restart, and when several server instances share the database a
 * due job runs exactly once. Each job is claimed with FOR UPDATE SKIP LOCKED
 * inside the one transaction that does its work and marks it done, so a
 * second instance skips the row while the first holds it, and a crash rolls
 * the claim back with the work (the pattern pg-boss and graphile-worker use;
 * neither runs on PGlite's single in-process connection, see docs/decisions.md
 * "Scheduled posts").
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../db/client';
import { jobs } from '../db/schema';

/** A job's work, in the runner's transaction; `job.jobId` names it (the audit trail's system actor). */
export type JobHandler = (tx: Tx, payload: Record<string, unknown>, now: Date, job: { jobId: string }) => Promise<void>;

export interface EnqueueInput {
  name: string;
  /** One pending job per key: enqueueing the same key again moves it. */
  key: string;
  payload: Record<string, unknown>;
  runAt: Date;
}

/** Schedule (or reschedule) a job; runs in the caller's transaction, so it exists only if the caller's write does. */
export async function enqueueJob(db: Executor, input: EnqueueInput): Promise<void> {
  await db
    .insert(jobs)
    .values({ jobId: randomUUID(), name: input.name, key: input.key, payload: input.payload, runAt: input.runAt, status: 'pending' })
    .onConflictDoUpdate({
      target: jobs.key,
      set: { name: input.name, payload: input.payload, runAt: input.runAt, status: 'pending', attempts: 0, lastError: null, doneAt: null, doneBy: null },
    });
}

/** Drop a pending job (the post was unscheduled); a done job stays as the record of its run. */
export async function cancelJob(db: Executor, key: string): Promise<void> {
  await db.delete(jobs).where(and(eq(jobs.key, key), eq(jobs.status, 'pending')));
}

/** A failing job is retried this many times, a minute apart, then left failed with its error. */
export const MAX_ATTEMPTS = 5;
const RETRY_MS = 60_000;

interface ClaimedJob {
  job_id: string;
  name: string;
  payload: Record<string, unknown>;
  attempts: number;
}

/**
 * Run one due job, if any: claim, work and mark done in one transaction.
 * Answers whether a job was taken (so a drain loop knows when to stop).
 */
export async function runOneDueJob(db: Db, handlers: Record<string, JobHandler>, now: Date, workerId: string): Promise<boolean> {
  let failure: { jobId: string; attempts: number; error: string } | null = null;
  const took = await db.transaction(async (tx) => {
    const claimed = await tx.execute(sql`
      select job_id, name, payload, attempts from ${jobs}
      where status = 'pending' and run_at <= ${now.toISOString()}::timestamptz
      order by run_at
      limit 1
      for update skip locked`);
    const job = (claimed as unknown as { rows: ClaimedJob[] }).rows[0];
    if (!job) return false;
    const handler = handlers[job.name];
    try {
      if (!handler) throw new Error(`no handler for job ${job.name}`);
      await tx.transaction(async (work) => handler(work, job.payload, now, { jobId: job.job_id }));
      await tx.update(jobs).set({ status: 'done', attempts: job.attempts + 1, doneAt: now, doneBy: workerId }).where(eq(jobs.jobId, job.job_id));
    } catch (error) {
      // The handler's writes rolled back with its savepoint; the job is retried later.
      failure = { jobId: job.job_id, attempts: job.attempts + 1, error: error instanceof Error ? error.message : String(error) };
      const isLast = failure.attempts >= MAX_ATTEMPTS;
      await tx
        .update(jobs)
        .set({ status: isLast ? 'failed' : 'pending', attempts: failure.attempts, lastError: failure.error, runAt: new Date(now.getTime() + RETRY_MS) })
        .where(eq(jobs.jobId, job.job_id));
    }
    return true;
  });
  return took;
}

/** Run every job due at `now`, one transaction each (short: PGlite runs one query at a time). */
export async function runDueJobs(db: Db, handlers: Record<string, JobHandler>, now: Date, workerId: string, max = 100): Promise<number> {
  let count = 0;
  while (count < max && (await runOneDueJob(db, handlers, now, workerId))) count += 1;
  return count;
}

export interface JobWorker {
  stop(): Promise<void>;
  /** Run what is due now (tests, and a wake-up after a schedule). */
  tick(): Promise<number>;
}

/** Poll for due jobs every `pollMs`; ticks never overlap, and stop waits for the running one. */
export function startJobWorker(options: {
  db: Db;
  handlers: Record<string, JobHandler>;
  now: () => Date;
  pollMs: number;
  workerId?: string;
  log: (message: string) => void;
}): JobWorker {
  const workerId = options.workerId ?? randomUUID();
  let running: Promise<number> = Promise.resolve(0);
  let isStopped = false;
  const tick = () => {
    running = running
      .catch(() => 0)
      .then(() => (isStopped ? 0 : runDueJobs(options.db, options.handlers, options.now(), workerId)))
      .catch((error: unknown) => {
        options.log(`[jobs] ${error instanceof Error ? error.message : String(error)}`);
        return 0;
      });
    return running;
  };
  const timer = setInterval(() => void tick(), options.pollMs);
  timer.unref();
  return {
    tick,
    async stop() {
      isStopped = true;
      clearInterval(timer);
      await running.catch(() => 0);
    },
  };
}

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

/** What a remote job's call came to: the answer, or the error it threw. */
export type RemoteOutcome<Res> = { ok: true; value: Res } | { ok: false; error: Error };

/**
 * A job that calls another system (a portal). Its call must not hold a
 * transaction open (PGlite has one connection, and a portal may take seconds),
 * so it runs in three steps: `prepare` in a transaction that claims the job
 * under a lease (status running until runAt + leaseMs), `call` outside any
 * transaction, and `settle` in a transaction that records the outcome, but
 * only while the claim is still this worker's. A worker that dies between the
 * steps leaves the job running; when its lease ends another worker claims it
 * again, so the job is never lost (the remote call may then be made twice:
 * the request carries the job's id for the remote side to deduplicate).
 */
export interface RemoteJob<Req = unknown, Res = unknown> {
  kind: 'remote';
  /** How long a claim holds before another worker may take the job again. */
  leaseMs: number;
  /** What to send; null when there is nothing to do any more (the job is then done). */
  prepare(tx: Tx, payload: Record<string, unknown>, now: Date, job: RemoteJobRun): Promise<Req | null>;
  call(request: Req, job: RemoteJobRun): Promise<Res>;
  /** Record the outcome; 'retry' asks for another attempt after retryDelayMs (until maxAttempts, then failed). */
  settle(tx: Tx, payload: Record<string, unknown>, outcome: RemoteOutcome<Res>, now: Date, job: RemoteJobRun): Promise<'done' | 'retry'>;
  maxAttempts: number;
  retryDelayMs(attempt: number): number;
}

export interface RemoteJobRun {
  jobId: string;
  /** 1 for the first attempt. */
  attempt: number;
}

export type JobKind = JobHandler | RemoteJob<any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const isRemote = (kind: JobKind | undefined): kind is RemoteJob => typeof kind === 'object' && kind.kind === 'remote';

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
export async function runOneDueJob(db: Db, handlers: Record<string, JobKind>, now: Date, workerId: string): Promise<boolean> {
  let failure: { jobId: string; attempts: number; error: string } | null = null;
  let remote: { job: ClaimedJob; kind: RemoteJob; request: unknown; run: RemoteJobRun } | null = null;
  const took = await db.transaction(async (tx) => {
    // A running job whose lease ended belongs to a worker that died: it is due again.
    const claimed = await tx.execute(sql`
      select job_id, name, payload, attempts from ${jobs}
      where status in ('pending', 'running') and run_at <= ${now.toISOString()}::timestamptz
      order by run_at
      limit 1
      for update skip locked`);
    const job = (claimed as unknown as { rows: ClaimedJob[] }).rows[0];
    if (!job) return false;
    const handler = handlers[job.name];
    if (isRemote(handler)) {
      const run = { jobId: job.job_id, attempt: job.attempts + 1 };
      const request = await tx.transaction(async (work) => handler.prepare(work, job.payload, now, run));
      if (request === null) {
        await tx.update(jobs).set({ status: 'done', attempts: run.attempt, doneAt: now, doneBy: workerId }).where(eq(jobs.jobId, job.job_id));
        return true;
      }
      await tx
        .update(jobs)
        .set({ status: 'running', attempts: run.attempt, runAt: new Date(now.getTime() + handler.leaseMs), doneBy: workerId })
        .where(eq(jobs.jobId, job.job_id));
      remote = { job, kind: handler, request, run };
      return true;
    }
    const work = typeof handler === 'function' ? handler : undefined;
    try {
      if (!work) throw new Error(`no handler for job ${job.name}`);
      await tx.transaction(async (inner) => work(inner, job.payload, now, { jobId: job.job_id }));
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
  const claim = remote as { job: ClaimedJob; kind: RemoteJob; request: unknown; run: RemoteJobRun } | null;
  if (claim) await finishRemoteJob(db, claim, now, workerId);
  return took;
}

/** The remote call, outside any transaction, then its outcome recorded if the claim is still ours. */
async function finishRemoteJob(
  db: Db,
  claim: { job: ClaimedJob; kind: RemoteJob; request: unknown; run: RemoteJobRun },
  now: Date,
  workerId: string,
): Promise<void> {
  const { job, kind, request, run } = claim;
  let outcome: RemoteOutcome<unknown>;
  try {
    outcome = { ok: true, value: await kind.call(request, run) };
  } catch (error) {
    outcome = { ok: false, error: error instanceof Error ? error : new Error(String(error)) };
  }
  await db.transaction(async (tx) => {
    const [still] = await tx
      .select({ jobId: jobs.jobId })
      .from(jobs)
      .where(and(eq(jobs.jobId, job.job_id), eq(jobs.status, 'running'), eq(jobs.attempts, run.attempt), eq(jobs.doneBy, workerId)))
      .for('update');
    // The lease ran out and another worker took the job: its outcome is the one kept.
    if (!still) return;
    const verdict = await tx.transaction(async (work) => kind.settle(work, job.payload, outcome, now, run));
    const lastError = outcome.ok ? null : outcome.error.message;
    if (verdict === 'done') {
      await tx.update(jobs).set({ status: 'done', doneAt: now, lastError }).where(eq(jobs.jobId, job.job_id));
    } else {
      const isLast = run.attempt >= kind.maxAttempts;
      await tx
        .update(jobs)
        .set({ status: isLast ? 'failed' : 'pending', lastError, runAt: new Date(now.getTime() + kind.retryDelayMs(run.attempt)) })
        .where(eq(jobs.jobId, job.job_id));
    }
  });
}

/**
 * Run every job due at `now`, one transaction each (short: PGlite runs one
 * query at a time), in `lanes` parallel loops: a remote job's call waits on
 * the other system, and the lanes keep several such calls in flight.
 */
export async function runDueJobs(db: Db, handlers: Record<string, JobKind>, now: Date, workerId: string, max = 100, lanes = 1): Promise<number> {
  let count = 0;
  const drain = async () => {
    while (count < max && (await runOneDueJob(db, handlers, now, workerId))) count += 1;
  };
  await Promise.all(Array.from({ length: Math.max(1, lanes) }, drain));
  return count;
}

/** Parallel lanes of a worker's tick: how many portal pushes one instance keeps in flight. */
export const WORKER_LANES = 4;

export interface JobWorker {
  stop(): Promise<void>;
  /** Run what is due now (tests, and a wake-up after a schedule). */
  tick(): Promise<number>;
}

/** Poll for due jobs every `pollMs`; ticks never overlap, and stop waits for the running one. */
export function startJobWorker(options: {
  db: Db;
  handlers: Record<string, JobKind>;
  now: () => Date;
  pollMs: number;
  workerId?: string;
  lanes?: number;
  log: (message: string) => void;
}): JobWorker {
  const workerId = options.workerId ?? randomUUID();
  let running: Promise<number> = Promise.resolve(0);
  let isStopped = false;
  const tick = () => {
    running = running
      .catch(() => 0)
      .then(() => (isStopped ? 0 : runDueJobs(options.db, options.handlers, options.now(), workerId, 100, options.lanes ?? WORKER_LANES)))
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

/** The app's own settings and the jobs queue (scheduled posts are published by it). */
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';

export const appConfigs = pgTable('app_configs', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  updatedByUserId: text('updated_by_user_id'),
});

/**
 * A Postgres-backed job queue: a due row is claimed with FOR UPDATE SKIP
 * LOCKED inside the transaction that does its work, so a job survives a
 * restart and runs exactly once however many server instances share the
 * database. key makes a job unique (one publish job per post; rescheduling
 * moves it).
 */
export const jobs = pgTable(
  'jobs',
  {
    jobId: text('job_id').primaryKey(),
    name: text('name').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    runAt: ts('run_at').notNull(),
    /** pending, running (a remote job's call under way until runAt, its lease), done or failed. */
    status: text('status').$type<'pending' | 'running' | 'done' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    doneAt: ts('done_at'),
    doneBy: text('done_by'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('jobs_key_unique').on(t.key), index('jobs_due_idx').on(t.status, t.runAt)],
);

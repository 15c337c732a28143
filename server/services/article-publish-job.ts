/**
 * Scheduled posts publish themselves (§4): saving a post as SCHEDULED puts a
 * publish job in the jobs queue for its publicationAt; the job takes the post
 * live only if it is still SCHEDULED and its time has come, so an edit or an
 * unpublish in between wins.
 */
import { and, eq, lte } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { articles } from '../db/schema';
import { recordAudit, systemAudit } from './audit';
import { cancelJob, enqueueJob, type JobHandler } from './jobs';

export const PUBLISH_ARTICLE_JOB = 'publish-article';

const jobKey = (articleId: string) => `${PUBLISH_ARTICLE_JOB}:${articleId}`;

/** Call in the transaction that saves the post as SCHEDULED. */
export async function schedulePublication(db: Executor, articleId: string, at: Date): Promise<void> {
  await enqueueJob(db, { name: PUBLISH_ARTICLE_JOB, key: jobKey(articleId), payload: { articleId }, runAt: at });
}

/** Call in the transaction that moves a post out of SCHEDULED. */
export async function cancelPublication(db: Executor, articleId: string): Promise<void> {
  await cancelJob(db, jobKey(articleId));
}

/** Takes the post live if it still waits and its time has come; the move is recorded as the system's, with the job's id. */
export const publishArticle: JobHandler = async (tx, payload, now, job) => {
  const articleId = String(payload.articleId ?? '');
  // Only a SCHEDULED post moves, so SCHEDULED is where it moved from.
  const [moved] = await tx
    .update(articles)
    .set({ status: 'PUBLISH', publishedAt: now, updatedAt: now })
    .where(and(eq(articles.articleId, articleId), eq(articles.status, 'SCHEDULED'), lte(articles.publicationAt, now)))
    .returning({ status: articles.status });
  if (!moved) return;
  await recordAudit(tx, systemAudit(job.jobId, now), {
    action: 'status',
    entityType: 'article',
    entityId: articleId,
    changes: [{ field: 'status', before: 'SCHEDULED', after: moved.status }],
    stateFrom: 'SCHEDULED',
    stateTo: moved.status,
  });
};

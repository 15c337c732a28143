/** Every kind of job the queue runs, by name: the worker of each instance knows them all. */
import { PUBLISH_ARTICLE_JOB, publishArticle } from './article-publish-job';
import type { JobHandler } from './jobs';
import { runScheduledTransfer, TRANSFER_EMPLOYEE_JOB } from './staff-transfers';

export const JOB_HANDLERS: Record<string, JobHandler> = {
  [PUBLISH_ARTICLE_JOB]: publishArticle,
  [TRANSFER_EMPLOYEE_JOB]: runScheduledTransfer,
};

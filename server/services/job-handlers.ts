/** Every kind of job the queue runs, by name: the worker of each instance knows them all. */
import { PUBLISH_ARTICLE_JOB, publishArticle } from './article-publish-job';
import { BIRTHDAY_REMINDER_JOB, runBirthdayReminder } from './birthday-reminder';
import { DOCUMENT_NOTIFICATION_JOB, runDocumentNotification } from './documents';
import type { JobHandler, JobKind } from './jobs';
import { EVENT_ANNOUNCEMENT_JOB, runEventAnnouncement } from './events';
import { OFFICE_BILLING_JOB, runOfficeBillingCharge } from './office-billings';
import { PORTAL_SYNC_JOB, portalSyncJob } from './portal-sync';
import type { PortalAdapters } from './portals/adapter';
import { runScheduledTransfer, TRANSFER_EMPLOYEE_JOB } from './staff-transfers';

/** The jobs that work in the database only. */
export const JOB_HANDLERS: Record<string, JobHandler> = {
  [PUBLISH_ARTICLE_JOB]: publishArticle,
  [TRANSFER_EMPLOYEE_JOB]: runScheduledTransfer,
  [OFFICE_BILLING_JOB]: runOfficeBillingCharge,
  [BIRTHDAY_REMINDER_JOB]: runBirthdayReminder,
  [DOCUMENT_NOTIFICATION_JOB]: runDocumentNotification,
  [EVENT_ANNOUNCEMENT_JOB]: runEventAnnouncement,
};

/** Every job, those that call a portal included (through the instance's adapters). */
export const jobHandlers = (services: { portals: PortalAdapters }): Record<string, JobKind> => ({
  ...JOB_HANDLERS,
  [PORTAL_SYNC_JOB]: portalSyncJob(services.portals),
});

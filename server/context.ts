/**
 * What the app (server/app.ts) hands its route plugins: the database, the
 * clock and the services that keep state, as `fastify.services`; and the
 * caller the authorization hook puts on each request. Neither server/http nor
 * server/services: the app builds it from both.
 */
import type { Database, Db } from './db/client';
import type { Caller } from './services/caller';
import type { Mailer } from './services/mail';
import type { ObjectStore } from './services/object-store';
import type { PortalAdapters } from './services/portals/adapter';
import type { PushHub } from './services/push';
import type { SessionLimits } from './services/sessions';
import type { SignInLimits } from './services/sign-in-throttle';
import type { UploadQuota } from './services/upload-quota';

export interface Services {
  database: Database;
  db: Db;
  /** The clock: injectable so tests can move time (idle and absolute session limits). */
  now: () => Date;
  mailer: Mailer;
  push: PushHub;
  sessionLimits: SessionLimits;
  signInLimits: SignInLimits;
  /** Files and megabytes one user may upload per rolling hour. */
  uploadQuota: UploadQuota;
  /** Waits without blocking (the sign-in slowdown); injectable so tests need not sleep. */
  wait: (ms: number) => Promise<void>;
  /** Origin of the SPA, for links in mails (never taken from the request's Host). */
  publicUrl: string;
  /** Event-stream heartbeat period. */
  heartbeatMs: number;
  /** How many days a shared listing link answers after it was shared (SHARED_LINK_DAYS). */
  sharedLinkDays: number;
  /** False only in the bench's unaudited server (AppOptions.audit): requests then write no audit events. */
  audit: boolean;
  /** The adapter of each portal, through which sync jobs push listings. */
  portals: PortalAdapters;
  /** Run the due jobs now rather than at the next poll (after queueing work a user waits for); no-op without a worker. */
  wakeJobs: () => void;
  /** The S3-compatible store uploads' bytes go to (S3_BUCKET…); null: the database keeps them. */
  objects: ObjectStore | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
  interface FastifyRequest {
    /** Set by the authorization hook on every non-public /api route. */
    caller: Caller | null;
  }
}

/**
 * The API of §7 as a Fastify instance. Tests build it on an in-memory PGlite
 * and call inject(); server/main.ts (server/serve.ts) builds it on the real database and listens.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import { DEFAULT_SHARED_LINK_DAYS } from '../domain/masking';
import { ERROR_CODES } from '../domain/messages';
import type { Services } from './context';
import type { Database } from './db/client';
import { closeQuietConnectionsOnClose } from './http/quiet-close';
import { securityHeaders } from './http/security-headers';
import { errorHandler } from './http/errors';
import { authorizeHook, isApiPath } from './http/authorize';
import { MAX_PARAM_LENGTH, frameworkErrors } from './http/framework-errors';
import type { RegisteredRoute } from './http/types';
import { zodSerializerCompiler, zodValidatorCompiler } from './http/validation';
import { appConfigRoutes } from './routes/app-configs';
import { fileRoutes } from './routes/files';
import { listingRoutes } from './routes/listings';
import { officeRoutes } from './routes/offices';
import { portalAccountRoutes } from './routes/portal-accounts';
import { portalSyncRoutes } from './routes/portal-sync';
import { closingRoutes } from './routes/closings';
import { invoiceRoutes } from './routes/invoices';
import { agentBillingRoutes } from './routes/agent-billings';
import { officeBillingRoutes } from './routes/office-billings';
import { handoverRoutes } from './routes/handovers';
import { primaryProjectRoutes } from './routes/primary-projects';
import { masterDataRoutes } from './routes/master-data';
import { albumRoutes } from './routes/albums';
import { documentRoutes } from './routes/documents';
import { myListRoutes } from './routes/my-lists';
import { clientRoutes } from './routes/clients';
import { webConfigRoutes } from './routes/web-config';
import { rumah123Routes } from './routes/rumah123';
import { listingMaskingRoutes } from './routes/listing-masking';
import { referenceRoutes } from './routes/reference';
import { contentStatisticsRoutes } from './routes/content-statistics';
import { articleRoutes } from './routes/articles';
import { articleTaxonomyRoutes } from './routes/article-taxonomy';
import { articleCommentRoutes } from './routes/article-comments';
import { authorRoutes } from './routes/authors';
import { teamRoutes } from './routes/teams';
import { auditRoutes } from './routes/audit';
import { authRoutes } from './routes/auth';
import { employeeRoutes } from './routes/employees';
import { fcmRoutes } from './routes/fcm';
import { healthRoutes } from './routes/health';
import { mailOutboxRoutes } from './routes/mail-outbox';
import { notificationRoutes } from './routes/notifications';
import { userRoutes } from './routes/users';
import { staffTransferRoutes } from './routes/staff-transfers';
import { agentSettingRoutes } from './routes/agent-settings';
import { eventRoutes } from './routes/events';
import { createMailer, type MailTransport } from './services/mail';
import { createPushHub } from './services/push';
import { jobHandlers } from './services/job-handlers';
import type { ObjectStore } from './services/object-store';
import { samePortalAdapter, type PortalAdapters } from './services/portals';
import { createPortalSimulator } from './services/portals/simulator';
import { ensureBirthdayReminder } from './services/birthday-reminder';
import { startJobWorker, type JobWorker } from './services/jobs';
import { callerOfToken } from './services/caller';
import { DEFAULT_SESSION_LIMITS, sessionCache, type SessionLimits } from './services/sessions';
import { DEFAULT_SIGN_IN_LIMITS, type SignInLimits } from './services/sign-in-throttle';
import { DEFAULT_UPLOAD_QUOTA, type UploadQuota } from './services/upload-quota';

export interface AppOptions {
  db: Database;
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** SMTP (or a test double); without it mail waits in the outbox table. */
  mailTransport?: MailTransport;
  /** Origin of the SPA for links in mails. */
  publicUrl?: string;
  /** Folder of the built SPA to serve (index.html fallback for non-/api GETs). */
  staticDir?: string;
  sessionLimits?: Partial<SessionLimits>;
  signInLimits?: Partial<SignInLimits>;
  /** Per user and rolling hour (UPLOAD_FILES_PER_HOUR, UPLOAD_MB_PER_HOUR in server/main.ts). */
  uploadQuota?: Partial<UploadQuota>;
  /** How the sign-in slowdown waits (tests record instead of sleeping). */
  wait?: (ms: number) => Promise<void>;
  heartbeatMs?: number;
  /** Days a shared listing link answers (default DEFAULT_SHARED_LINK_DAYS). */
  sharedLinkDays?: number;
  trustProxy?: FastifyServerOptions['trustProxy'];
  bodyLimit?: number;
  /** Poll the jobs queue (scheduled posts) this often; absent, no worker runs (tests run jobs themselves). */
  jobPollMs?: number;
  /** With a worker: schedule the daily birthday reminder (default true; the e2e server turns it off, see README). */
  birthdayReminder?: boolean;
  /** The adapter of each portal (server/services/portals/); default: the local portal simulator for every portal. */
  portalAdapters?: PortalAdapters;
  /** Where uploaded files' bytes go instead of the database (S3_BUCKET…, server/serve.ts); default: the database. */
  objectStore?: ObjectStore | null;
  /**
   * Bench only: `false` writes no audit events for the requests this app
   * serves, so the bench can measure what auditing costs a write route
   * (scripts/bench/serve-unaudited.ts, the only caller that sets it). No
   * environment variable reaches it: `npm start` always audits.
   */
  audit?: false;
}

const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/** Paths whose last segment is a secret (reset and verify links) are not written to logs. */
const SECRET_PATH = /(\/(?:reset-password|verify-email)\/)[^/?#]+/g;
export const redactUrl = (url: string): string => url.replace(SECRET_PATH, '$1[redacted]');

export function buildApp(options: AppOptions): FastifyInstance {
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    exposeHeadRoutes: false,
    // One id per request, unique across instances and restarts: the audit trail ties a request's events by it.
    genReqId: () => randomUUID(),
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors,
  });
  const database = options.db;
  let jobWorker: JobWorker | null = null;
  const services: Services = {
    database,
    db: database.db,
    now,
    mailer: createMailer({ db: database.db, transport: options.mailTransport, now, log: (m) => app.log.error(m) }),
    push: createPushHub(database, (m) => app.log.error(m)),
    sessionLimits: { ...DEFAULT_SESSION_LIMITS, ...options.sessionLimits },
    signInLimits: { ...DEFAULT_SIGN_IN_LIMITS, ...options.signInLimits },
    uploadQuota: { ...DEFAULT_UPLOAD_QUOTA, ...options.uploadQuota },
    wait: options.wait ?? ((ms) => new Promise((done) => setTimeout(done, ms))),
    publicUrl: (options.publicUrl ?? 'http://localhost:3000').replace(/\/$/, ''),
    heartbeatMs: options.heartbeatMs ?? 25_000,
    sharedLinkDays: options.sharedLinkDays ?? DEFAULT_SHARED_LINK_DAYS,
    audit: options.audit !== false,
    portals: options.portalAdapters ?? samePortalAdapter(createPortalSimulator()),
    wakeJobs: () => void jobWorker?.tick(),
    objects: options.objectStore ?? null,
  };
  app.decorate('services', services);
  app.decorate('registeredRoutes', [] as RegisteredRoute[]);
  app.decorateRequest('caller', null);

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const schema = route.schema as RegisteredRoute['schema'];
    for (const method of methods) {
      app.registeredRoutes.push({ method: String(method).toUpperCase(), url: route.url, schema, bodyLimit: route.bodyLimit });
    }
  });

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  // JSON only: a text/plain body is refused with 415 rather than handed to a handler as a string.
  app.removeContentTypeParser('text/plain');

  securityHeaders(app, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });

  // Only where this process is the database's one writer (PGlite): see SessionCache.
  const sessions = database.writes ? sessionCache(database.writes) : undefined;
  app.addHook('onRequest', authorizeHook((token) => callerOfToken(services.db, token, services.now(), services.sessionLimits, sessions)));
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler(options.staticDir));

  app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(auditRoutes);
      await api.register(mailOutboxRoutes);
      await api.register(userRoutes);
      await api.register(employeeRoutes);
      await api.register(staffTransferRoutes);
      await api.register(fcmRoutes);
      await api.register(appConfigRoutes);
      await api.register(notificationRoutes);
      await api.register(referenceRoutes);
      await api.register(officeRoutes);
      await api.register(portalAccountRoutes);
      await api.register(portalSyncRoutes);
      await api.register(closingRoutes);
      await api.register(invoiceRoutes);
      await api.register(agentBillingRoutes);
      await api.register(officeBillingRoutes);
      await api.register(handoverRoutes);
      await api.register(primaryProjectRoutes);
      await api.register(myListRoutes);
      await api.register(clientRoutes);
      await api.register(masterDataRoutes);
      await api.register(albumRoutes);
      await api.register(webConfigRoutes);
      await api.register(documentRoutes);
      await api.register(rumah123Routes);
      await api.register(fileRoutes);
      await api.register(listingRoutes);
      await api.register(listingMaskingRoutes);
      await api.register(contentStatisticsRoutes);
      await api.register(articleRoutes);
      await api.register(articleTaxonomyRoutes);
      await api.register(articleCommentRoutes);
      await api.register(authorRoutes);
      await api.register(teamRoutes);
      await api.register(agentSettingRoutes);
      await api.register(eventRoutes);
    },
    { prefix: '/api' },
  );

  if (options.staticDir && existsSync(resolve(options.staticDir, 'index.html'))) {
    app.register(fastifyStatic, {
      root: resolve(options.staticDir),
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset (scripts/vite/precompress.ts): sent by Accept-Encoding.
      preCompressed: true,
      // Our own cache headers below: hashed assets for a year, everything else revalidated.
      cacheControl: false,
      setHeaders(res, path) {
        res.setHeader('cache-control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The same URL answers br, gzip or plain: a shared cache must key on what the client accepts.
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }

  app.register(async () => {
    await services.push.start();
    if (options.jobPollMs) {
      // The daily jobs a worker keeps going: scheduled here once, then each run schedules the next.
      if (options.birthdayReminder !== false) await ensureBirthdayReminder(services.db, now());
      jobWorker = startJobWorker({ db: services.db, handlers: jobHandlers(services), now, pollMs: options.jobPollMs, log: (m) => app.log.error(m) });
    }
  });
  closeQuietConnectionsOnClose(app);
  app.addHook('onClose', async () => {
    await jobWorker?.stop();
    await services.push.stop();
  });

  return app;
}

const SESSION_SHARE_PAGE = '/get-local-storage';

function notFoundHandler(staticDir: string | undefined) {
  const hasSpa = !!staticDir && existsSync(resolve(staticDir, 'index.html'));
  return function notFound(request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' && !isApiPath(path) && !/\.[A-Za-z0-9]+$/.test(path);
    if (hasSpa && isPage) {
      // /get-local-storage hands the session to the window that opened it (an
      // allow-listed origin, checked in the page): that needs window.opener,
      // which Cross-Origin-Opener-Policy: same-origin would sever.
      if (path === SESSION_SHARE_PAGE) reply.header('cross-origin-opener-policy', 'unsafe-none');
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.status(404).send({ code: ERROR_CODES.notFound, message: `Not found: ${request.method} ${redactUrl(path)}` });
  };
}

/**
 * What `npm start` runs (server/main.ts): open the database (PGlite under DATA_DIR, or PostgreSQL when
 * DATABASE_URL is set), migrate, seed an empty one with the demo data, serve
 * the built SPA from dist/ and the API under /api on PORT (default 3000).
 */
import { portalAdaptersFromEnv } from './services/portals';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildApp, redactUrl, type AppOptions } from './app';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed/demo';
import { keepStatistics } from './db/statistics';
import { smtpTransport } from './services/mail';
import { s3ObjectStore, s3SettingsFromEnv } from './services/object-store';
import { uploadQuotaFromEnv } from './services/upload-quota';

const ROOT = resolve(import.meta.dirname, '..');
const MAIL_RETRY_MS = 60_000;

/**
 * TRUST_PROXY names the proxies whose X-Forwarded-For the server believes:
 * their addresses or CIDRs, comma-separated (`10.0.0.5`, `10.0.0.0/8`), or `1`
 * for any proxy on a loopback or private address. The client's address is then
 * the last one such a proxy appended, never what the client wrote itself.
 * (Fastify's `true` would take the left-most entry, which the client controls,
 * and it ignores hop counts.)
 */
function trustProxySetting(value: string | undefined): false | string[] {
  const text = value?.trim() ?? '';
  if (!text || text === '0' || text === 'false') return false;
  if (text === '1' || text === 'true') return ['loopback', 'linklocal', 'uniquelocal'];
  return text.split(',').map((s) => s.trim()).filter(Boolean);
}

/**
 * SHARED_LINK_DAYS: whole days a shared listing link answers (unset: 30). A
 * value that is not one stops the start, so a typo never quietly means 30.
 */
function sharedLinkDaysSetting(value: string | undefined): number | undefined {
  const text = value?.trim() ?? '';
  if (!text) return undefined;
  const days = Number(text);
  if (!Number.isInteger(days) || days < 1) throw new Error(`SHARED_LINK_DAYS must be a whole number of days, 1 or more (got "${text}")`);
  return days;
}

/**
 * Start the server as configured by the environment. `overrides` is for the
 * bench's unaudited copy alone (scripts/bench/serve-unaudited.ts): no
 * environment variable sets it.
 */
export async function serve(overrides: Pick<AppOptions, 'audit'> = {}): Promise<void> {
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '0.0.0.0';
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = resolve(process.env.DATA_DIR ?? './data');
  const staticDir = resolve(process.env.STATIC_DIR ?? resolve(ROOT, 'dist'));
  const smtpUrl = process.env.SMTP_URL || undefined;
  const sharedLinkDays = sharedLinkDaysSetting(process.env.SHARED_LINK_DAYS);
  const s3 = s3SettingsFromEnv(process.env);
  const objectStore = s3 ? s3ObjectStore(s3) : null;

  const database = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir });
  const where = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`;
  await database.withStartupLock(async () => {
    await database.migrate();
    if (await seedIfEmpty(database.db)) console.log(`[db] empty database seeded with demo data (password Demo1234!)`);
  });
  console.log(`[db] ${where}: migrated`);

  const hasSpa = existsSync(resolve(staticDir, 'index.html'));
  const app = buildApp({
    db: database,
    staticDir: hasSpa ? staticDir : undefined,
    mailTransport: smtpUrl ? smtpTransport(smtpUrl) : undefined,
    publicUrl: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
    trustProxy: trustProxySetting(process.env.TRUST_PROXY),
    // Scheduled posts are published by the jobs queue; every instance polls it, each due job runs once.
    jobPollMs: Number(process.env.JOB_POLL_MS ?? 5_000),
    // The daily birthday reminder (07:00 in Jakarta); BIRTHDAY_REMINDER=off leaves it unscheduled.
    birthdayReminder: process.env.BIRTHDAY_REMINDER !== 'off',
    uploadQuota: uploadQuotaFromEnv(process.env),
    sharedLinkDays,
    // Each portal's adapter: the local portal simulator unless PORTAL_ADAPTER=http names a real API (README "Portals").
    portalAdapters: portalAdaptersFromEnv(process.env, (m) => console.log(m)),
    objectStore,
    ...overrides,
    logger: {
      level: process.env.LOG_LEVEL ?? 'info',
      serializers: {
        req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), ip: req.ip }),
      },
    },
  });
  if (!hasSpa) {
    app.log.warn(`no built SPA at ${staticDir} (index.html missing): serving the API only. Run \`npm run build\` to serve the app.`);
  }
  console.log(
    process.env.PORTAL_ADAPTER === 'http'
      ? '[portals] PORTAL_ADAPTER=http: portals with PORTAL_<position>_API_URL and _API_TOKEN use their API, the others the local portal simulator'
      : '[portals] every portal is the local portal simulator (PORTAL_ADAPTER=http for a real one)',
  );
  console.log(objectStore ? `[files] new uploads stored in ${objectStore.describe} (S3_BUCKET)` : '[files] uploads stored in the database (S3_BUCKET for an S3-compatible store)');
  console.log(smtpUrl ? '[mail] sending through SMTP_URL' : '[mail] no SMTP_URL: mails wait in the mail_outbox table (GET /api/mail-outbox as admin)');

  let retry: NodeJS.Timeout | undefined;
  if (smtpUrl) {
    void app.services.mailer.flush().catch(() => undefined);
    retry = setInterval(() => void app.services.mailer.flush().catch(() => undefined), MAIL_RETRY_MS);
    retry.unref();
  }

  // PGlite has no autovacuum: the planner's statistics are refreshed by the server (server/db/statistics.ts).
  const stopStatistics = keepStatistics(database);

  let isStopping = false;
  const stop = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    console.log(`[server] ${signal}: closing`);
    if (retry) clearInterval(retry);
    await stopStatistics();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port, host });
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  console.log(`[server] listening on http://${shownHost}:${port} (API under /api${hasSpa ? ', SPA from ' + staticDir : ''})`);
}

/** App configs of §7: legal texts, the latest CMS version and the remote feature flags. */
import { eq, inArray, sql } from 'drizzle-orm';
import { APP_LOGO_MESSAGES, isLegalTextKey } from '../../domain/entities/app-config';
import type { Db, Executor } from '../db/client';
import { appConfigs } from '../db/schema';
import { callerAudit, recordAudit } from './audit';
import type { Caller } from './caller';
import { fieldError } from '../errors';
import { existingFileKeys, fileKeyOfUrl } from './files';
import { cleanHtml } from './html';

/**
 * What is kept of a checked value: a legal text is HTML from the limited editor
 * (§9), cleaned with the listing description's policy whatever the request
 * sends; the other keys' values are their schema's objects as they are.
 */
export const storedAppConfigValue = (key: string, value: unknown): unknown =>
  isLegalTextKey(key) && typeof value === 'string' ? cleanHtml(value) : value;

/** The logo is a file uploaded to this server, complete: never an address elsewhere (the shell would load it for every user). */
async function checkLogo(db: Executor, url: string): Promise<void> {
  const key = fileKeyOfUrl(url);
  if (!key || !(await existingFileKeys(db, [key])).has(key)) throw fieldError('value.url', APP_LOGO_MESSAGES.notUploaded);
}

/** Each asked key's value, null for a key never set. */
export async function readAppConfigs(db: Executor, keys: readonly string[]): Promise<Record<string, unknown>> {
  const rows = await db.select().from(appConfigs).where(inArray(appConfigs.key, [...keys]));
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  return Object.fromEntries(keys.map((k) => [k, byKey.get(k) ?? null]));
}

/** A key's new value (a key never set before is an update from null), with its event; answers what was stored. */
export async function writeAppConfig(db: Db, caller: Caller, key: string, checked: unknown, now: Date): Promise<unknown> {
  const updatedByUserId = caller.userId;
  const value = storedAppConfigValue(key, checked);
  if (key === 'app_logo' && value) await checkLogo(db, (value as { url: string }).url);
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ value: appConfigs.value }).from(appConfigs).where(eq(appConfigs.key, key)).for('update');
    // A value of null (no logo) is JSON's null, not SQL's: the row says the key was cleared, and by whom.
    const stored = value === null ? sql`'null'::jsonb` : value;
    await tx
      .insert(appConfigs)
      .values({ key, value: stored, updatedAt: now, updatedByUserId })
      .onConflictDoUpdate({ target: appConfigs.key, set: { value: stored, updatedAt: now, updatedByUserId } });
    await recordAudit(tx, callerAudit(caller, now), {
      action: 'update',
      entityType: 'app_config',
      entityId: key,
      before: { value: before?.value ?? null },
      after: { value },
      fields: ['value'],
    });
  });
  return value;
}

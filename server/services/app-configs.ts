/** App configs of §7: legal texts and the latest CMS version. */
import { inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { appConfigs } from '../db/schema';

/** Each asked key's value, null for a key never set. */
export async function readAppConfigs(db: Executor, keys: readonly string[]): Promise<Record<string, unknown>> {
  const rows = await db.select().from(appConfigs).where(inArray(appConfigs.key, [...keys]));
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  return Object.fromEntries(keys.map((k) => [k, byKey.get(k) ?? null]));
}

export async function writeAppConfig(db: Executor, key: string, value: unknown, updatedByUserId: string, now: Date): Promise<void> {
  await db
    .insert(appConfigs)
    .values({ key, value, updatedAt: now, updatedByUserId })
    .onConflictDoUpdate({ target: appConfigs.key, set: { value, updatedAt: now, updatedByUserId } });
}

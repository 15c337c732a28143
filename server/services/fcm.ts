/** Push registrations of §7: device tokens stored per user. */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { fcmTokens } from '../db/schema';

export interface FcmRegistration {
  fcmToken: string;
  deviceId: string;
  deviceType: string;
  meta: Record<string, string>;
}

/** A device token belongs to whoever registered it last (a shared browser changes hands). */
export async function registerFcmToken(db: Executor, userId: string, r: FcmRegistration, now: Date): Promise<void> {
  const { fcmToken, deviceId, deviceType, meta } = r;
  await db
    .insert(fcmTokens)
    .values({ fcmToken, userId, deviceId, deviceType, meta, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: fcmTokens.fcmToken, set: { userId, deviceId, deviceType, meta, updatedAt: now } });
}

/** Forget one of the caller's own device tokens; whether there was one to forget. */
export async function deleteFcmToken(db: Executor, userId: string, fcmToken: string): Promise<boolean> {
  const deleted = await db
    .delete(fcmTokens)
    .where(and(eq(fcmTokens.fcmToken, fcmToken), eq(fcmTokens.userId, userId)))
    .returning({ fcmToken: fcmTokens.fcmToken });
  return deleted.length > 0;
}

/** Push registrations of §7: device tokens stored per user. */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { fcmTokens } from '../db/schema';
import { callerAudit, recordAudit } from './audit';
import type { Caller } from './caller';

export interface FcmRegistration {
  fcmToken: string;
  deviceId: string;
  deviceType: string;
  meta: Record<string, string>;
}

/**
 * How the audit trail names a registration: the token is a secret (whoever
 * has it can push to the device) and the row has no other id, so its SHA-256.
 */
export const deviceAuditId = (fcmToken: string): string => createHash('sha256').update(fcmToken, 'utf8').digest('hex');

const AUDITED_DEVICE_FIELDS = ['userId', 'deviceId', 'deviceType', 'meta'] as const;

/** A device token belongs to whoever registered it last (a shared browser changes hands). */
export async function registerFcmToken(db: Db, caller: Caller, r: FcmRegistration, now: Date): Promise<void> {
  const { fcmToken, deviceId, deviceType, meta } = r;
  const { userId } = caller;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(fcmTokens)
      .values({ fcmToken, userId, deviceId, deviceType, meta, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: fcmTokens.fcmToken, set: { userId, deviceId, deviceType, meta, updatedAt: now } })
      .returning();
    await recordAudit(tx, callerAudit(caller, now), {
      action: 'create',
      entityType: 'device',
      entityId: deviceAuditId(fcmToken),
      before: null,
      after: row!,
      fields: AUDITED_DEVICE_FIELDS,
    });
  });
}

/** Forget one of the caller's own device tokens; whether there was one to forget. */
export async function deleteFcmToken(db: Db, caller: Caller, fcmToken: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(fcmTokens)
      .where(and(eq(fcmTokens.fcmToken, fcmToken), eq(fcmTokens.userId, caller.userId)))
      .returning();
    await recordAudit(
      tx,
      callerAudit(caller, now),
      deleted.map((row) => ({
        action: 'delete' as const,
        entityType: 'device' as const,
        entityId: deviceAuditId(row.fcmToken),
        before: row,
        after: null,
        fields: AUDITED_DEVICE_FIELDS,
      })),
    );
    return deleted.length > 0;
  });
}

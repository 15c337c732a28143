/**
 * Notifications of §7, always the caller's own: the list (newest first),
 * marking them read, HQ's push of a new one, and what a reconnecting event
 * stream missed.
 */
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { CreateNotificationBody, Notification } from '../../domain/entities/notification';
import { MESSAGES } from '../../domain/messages';
import type { Db, Executor } from '../db/client';
import { notifications } from '../db/schema';
import { fieldError, forbidden } from '../errors';
import { callerAudit, recordAudit, type AuditRecord } from './audit';
import type { Caller } from './caller';
import { countedPage, cursorFields, cursorOf, orderBy, seek, type ListPage, type Order, type Window } from './lists';
import { insertNotification, toNotification } from './push';
import { findUser } from './users';

const NEWEST_FIRST: Order = { column: notifications.createdAt, id: notifications.id, direction: 'DESC' };

export async function listNotifications(db: Executor, userId: string, q: { isRead?: string } & Window): Promise<ListPage<Notification>> {
  const where = and(eq(notifications.receiverUserId, userId), q.isRead === 'unread' ? isNull(notifications.readByUserAt) : undefined);
  const rows = await db
    .select({ row: notifications, ...cursorFields(NEWEST_FIRST) })
    .from(notifications)
    .where(and(where, seek(NEWEST_FIRST, q.after)))
    .orderBy(...orderBy(NEWEST_FIRST))
    .limit(q.limit)
    .offset(q.after ? 0 : q.offset);
  const matches = db.select({ one: sql`1` }).from(notifications).where(where);
  const payload = await countedPage(db, rows.map((r) => toNotification(r.row)), matches, q);
  return { ...payload, cursor: cursorOf(rows.at(-1)) };
}

/** receiverUserId may only name the caller: anyone else's notifications are refused, not filtered. */
export function ownReceiver(callerId: string, receiverUserId: string | undefined): string {
  if (receiverUserId !== undefined && receiverUserId !== callerId) {
    throw forbidden(MESSAGES.forbiddenPage, { receiverUserId: 'Only your own notifications.' });
  }
  return callerId;
}

/** One event per notification a mark made read: unread before, read at `now` after. */
const readEvents = (ids: readonly { id: string }[], action: 'update' | 'bulk', now: Date): AuditRecord[] =>
  ids.map(({ id }) => ({
    action,
    entityType: 'notification',
    entityId: id,
    before: { isRead: false, readAt: null },
    after: { isRead: true, readAt: now },
  }));

/** Mark these of the user's notifications read (those not read yet): how many were. */
export async function markAsRead(db: Db, caller: Caller, userId: string, notificationIds: string[], now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(notifications)
      .set({ readByUserAt: now })
      .where(and(inArray(notifications.id, notificationIds), eq(notifications.receiverUserId, userId), isNull(notifications.readByUserAt)))
      .returning({ id: notifications.id });
    await recordAudit(tx, callerAudit(caller, now), readEvents(updated, 'update', now));
    return updated.length;
  });
}

/** Mark every unread notification of the user read: how many were. */
export async function markAllAsRead(db: Db, caller: Caller, userId: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(notifications)
      .set({ readByUserAt: now })
      .where(and(eq(notifications.receiverUserId, userId), isNull(notifications.readByUserAt)))
      .returning({ id: notifications.id });
    await recordAudit(tx, callerAudit(caller, now), readEvents(updated, 'bulk', now));
    return updated.length;
  });
}

/** HQ's push of a notification to a user (the receiver's open streams get it through push.ts). */
export async function createNotification(db: Db, caller: Caller, body: CreateNotificationBody, now: Date): Promise<Notification> {
  if (!(await findUser(db, body.receiverUserId))) throw fieldError('receiverUserId', 'Receiver user not found.');
  const feature = body.requestData?.feature ?? body.feature ?? 'dashboard';
  return db.transaction(async (tx) => {
    const created = await insertNotification(
      tx,
      { receiverUserId: body.receiverUserId, title: body.title, message: body.message, feature, externalId: body.externalId },
      now,
    );
    await recordAudit(tx, callerAudit(caller, now), {
      action: 'create',
      entityType: 'notification',
      entityId: created.id,
      before: null,
      after: { receiverUserId: created.receiverUserId, title: created.title, message: created.message, feature, externalId: created.externalId },
    });
    return created;
  });
}

/** What a reconnecting stream missed: the user's notifications after the last one it received (at most 100). */
export async function missedSince(db: Executor, userId: string, lastEventId: string | undefined): Promise<Notification[]> {
  if (!lastEventId || lastEventId.length > 64) return [];
  const [last] = await db
    .select({ createdAt: notifications.createdAt })
    .from(notifications)
    .where(and(eq(notifications.id, lastEventId), eq(notifications.receiverUserId, userId)))
    .limit(1);
  if (!last) return [];
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.receiverUserId, userId), gt(notifications.createdAt, last.createdAt)))
    .orderBy(asc(notifications.createdAt), asc(notifications.id))
    .limit(100);
  return rows.map(toNotification);
}

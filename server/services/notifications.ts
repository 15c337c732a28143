/** The caller's own notifications (§7 GET notifications), newest first. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Notification } from '../../domain/entities/notification';
import type { Executor } from '../db/client';
import { notifications } from '../db/schema';
import { countedPage, cursorFields, cursorOf, orderBy, seek, type ListPage, type Order, type Window } from './lists';
import { toNotification } from './push';

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

/**
 * Push fan-out through Postgres LISTEN/NOTIFY. Creating a notification NOTIFYs
 * its id and receiver in the same transaction (delivered on commit); every
 * server instance LISTENs, and the one holding the receiver's open event
 * streams loads the row and pushes it. No instance needs to know the others.
 */
import { eq, sql } from 'drizzle-orm';
import type { Notification } from '../../domain/entities/notification';
import type { Database, Executor } from '../db/client';
import { notifications } from '../db/schema';
import { newId } from './tokens';

export const NOTIFICATION_CHANNEL = 'notification_created';

type NotificationRow = typeof notifications.$inferSelect;

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    receiverUserId: row.receiverUserId,
    readByUserAt: row.readByUserAt ? row.readByUserAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    externalId: row.externalId,
    requestData: { feature: row.feature },
  };
}

export interface NewNotification {
  receiverUserId: string;
  title: string;
  message: string;
  feature: string;
  externalId?: string | null;
}

/** Insert and announce, inside the caller's transaction: listeners hear of it only once it is committed. */
export async function insertNotification(tx: Executor, input: NewNotification, now: Date): Promise<Notification> {
  const [row] = await tx
    .insert(notifications)
    .values({
      id: newId(),
      receiverUserId: input.receiverUserId,
      title: input.title,
      message: input.message,
      feature: input.feature,
      externalId: input.externalId ?? null,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  const payload = JSON.stringify({ id: row.id, receiverUserId: row.receiverUserId });
  await tx.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${payload})`);
  return toNotification(row);
}

export type Send = (notification: Notification) => void;

export interface PushHub {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Receive this user's new notifications; returns the unsubscribe function. */
  subscribe(userId: string, send: Send): () => void;
  connectionCount(): number;
}

export function createPushHub(database: Database, log: (message: string) => void = console.error): PushHub {
  const subscribers = new Map<string, Set<Send>>();
  let unlisten: (() => Promise<void>) | undefined;

  async function deliver(raw: string) {
    let message: { id?: unknown; receiverUserId?: unknown };
    try {
      message = JSON.parse(raw) as typeof message;
    } catch {
      return;
    }
    if (typeof message.id !== 'string' || typeof message.receiverUserId !== 'string') return;
    const local = subscribers.get(message.receiverUserId);
    if (!local?.size) return;
    const [row] = await database.db.select().from(notifications).where(eq(notifications.id, message.id)).limit(1);
    if (!row) return;
    const notification = toNotification(row);
    for (const send of local) send(notification);
  }

  return {
    async start() {
      unlisten ??= await database.listen(NOTIFICATION_CHANNEL, (raw) => {
        deliver(raw).catch((error: Error) => log(`[push] delivery failed: ${error.message}`));
      });
    },
    async stop() {
      const stop = unlisten;
      unlisten = undefined;
      subscribers.clear();
      await stop?.();
    },
    subscribe(userId, send) {
      const set = subscribers.get(userId) ?? new Set<Send>();
      set.add(send);
      subscribers.set(userId, set);
      return () => {
        set.delete(send);
        if (!set.size) subscribers.delete(userId);
      };
    },
    connectionCount() {
      let n = 0;
      for (const set of subscribers.values()) n += set.size;
      return n;
    },
  };
}

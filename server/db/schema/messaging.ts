/** What goes out to people: notifications, push tokens and mail. */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { users } from './people';

export const fcmTokens = pgTable(
  'fcm_tokens',
  {
    fcmToken: text('fcm_token').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    deviceType: text('device_type').notNull(),
    meta: jsonb('meta').$type<Record<string, string>>().notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('fcm_tokens_user_idx').on(t.userId)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    receiverUserId: text('receiver_user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    feature: text('feature').notNull(),
    externalId: text('external_id'),
    readByUserAt: ts('read_by_user_at'),
    createdAt: ts('created_at').notNull(),
  },
  // The list's order is (createdAt, id) per receiver: with the id in the index a page is read, never sorted.
  (t) => [index('notifications_receiver_idx').on(t.receiverUserId, t.createdAt, t.id)],
);

/** Every mail the server writes; SMTP (when configured) marks it sent. Never dropped. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text_body').notNull(),
    html: text('html_body'),
    createdAt: ts('created_at').notNull(),
    sentAt: ts('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    claimedAt: ts('claimed_at'),
    lastError: text('last_error'),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt), index('mail_outbox_unsent_idx').on(t.sentAt).where(sql`${t.sentAt} is null`)],
);

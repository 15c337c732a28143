/**
 * Events and announcements (issue 19): the record with its audience (offices
 * and roles as arrays: empty means every one), and the registrations of an
 * event (one per user). The body is HTML cleaned before it is stored.
 */
import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { EventType, StoredEventStatus } from '../../../domain/event';
import type { Role } from '../../../domain/roles';
import { createdAt, trigram, ts } from './columns';
import { offices, users } from './people';

export const events = pgTable(
  'events',
  {
    eventId: text('event_id').primaryKey(),
    title: text('title').notNull(),
    type: text('type').$type<EventType>().notNull(),
    status: text('status').$type<StoredEventStatus>().notNull().default('DRAFT'),
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at').notNull(),
    place: text('place'),
    onlineLink: text('online_link'),
    bannerFileKey: text('banner_file_key'),
    audienceOfficeIds: text('audience_office_ids').array().notNull().default(sql`'{}'::text[]`),
    audienceRoles: text('audience_roles').array().$type<Role[]>().notNull().default(sql`'{}'::text[]`),
    /**
     * The audience as its index reads it: '*' stands for "every office" (every
     * role), so one array overlap (`&&`) asks "for everyone, or for mine" and a
     * GIN index answers it (an OR with `cardinality(…) = 0` read every event).
     */
    audienceOfficeKeys: text('audience_office_keys')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`case when cardinality(audience_office_ids) = 0 then array['*'] else audience_office_ids end`),
    audienceRoleKeys: text('audience_role_keys')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`case when cardinality(audience_roles) = 0 then array['*'] else audience_roles end`),
    body: text('body').notNull(),
    publishedAt: ts('published_at'),
    createdByUserId: text('created_by_user_id').references(() => users.userId, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('events_start_idx').on(t.startAt, t.eventId),
    index('events_status_start_idx').on(t.status, t.startAt, t.eventId),
    index('events_created_idx').on(t.createdAt, t.eventId),
    index('events_type_start_idx').on(t.type, t.startAt, t.eventId),
    index('events_title_idx').on(t.title, t.eventId),
    index('events_audience_office_keys_idx').using('gin', t.audienceOfficeKeys),
    index('events_audience_role_keys_idx').using('gin', t.audienceRoleKeys),
    trigram('events_title_trgm', t.title),
  ],
);

export const eventRegistrations = pgTable(
  'event_registrations',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => events.eventId, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    /** The office of the record that made them part of the audience (null: HQ). */
    officeId: text('office_id').references(() => offices.officeId),
    registeredAt: ts('registered_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('event_registrations_user_idx').on(t.userId)],
);

/**
 * Albums (issue 19): an event's photos and videos. Each item is a photo (a
 * file of the file service) or a video (a YouTube or Vimeo link), in the
 * order of `position`; the album keeps its counts so the list reads no items.
 */
import { index, integer, pgTable, text, uniqueIndex, date } from 'drizzle-orm/pg-core';
import type { AlbumStatus, MediaType } from '../../../domain/album';
import { createdAt, trigram, ts } from './columns';
import { files } from './files';

export const albums = pgTable(
  'albums',
  {
    albumId: text('album_id').primaryKey(),
    title: text('title').notNull(),
    description: text('description'),
    eventOn: date('event_on', { mode: 'string' }).notNull(),
    status: text('status').$type<AlbumStatus>().notNull().default('DRAFT'),
    photoCount: integer('photo_count').notNull().default(0),
    videoCount: integer('video_count').notNull().default(0),
    coverFileKey: text('cover_file_key'),
    createdByUserId: text('created_by_user_id'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('albums_event_idx').on(t.eventOn, t.albumId),
    index('albums_status_event_idx').on(t.status, t.eventOn, t.albumId),
    index('albums_title_idx').on(t.title, t.albumId),
    index('albums_updated_idx').on(t.updatedAt, t.albumId),
    trigram('albums_title_trgm', t.title),
  ],
);

export const albumMedia = pgTable(
  'album_media',
  {
    albumMediaId: text('album_media_id').primaryKey(),
    albumId: text('album_id')
      .notNull()
      .references(() => albums.albumId, { onDelete: 'cascade' }),
    type: text('type').$type<MediaType>().notNull(),
    fileKey: text('file_key').references(() => files.fileKey),
    videoUrl: text('video_url'),
    caption: text('caption'),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('album_media_position_unique').on(t.albumId, t.position), index('album_media_file_idx').on(t.fileKey)],
);

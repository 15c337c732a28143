/**
 * Albums (issue 19, §2 /album with create, /{albumId} and edit; admin-HQ-plus,
 * §6): an event's photos and videos for the network's website. An album has a
 * title, a description, the date of the event it shows and an ordered list of
 * media items, each of §3's media types: a PHOTO is an image uploaded through
 * the file service (jpg/png, 2 MB), a VIDEO a YouTube or Vimeo link. A draft
 * is the admins' own; a published album must show something (at least one
 * item). Pure: the server refuses with these rules, the SPA shows the same.
 */
import { z } from 'zod';
import { DEFAULT_UPLOAD_MAX_MB } from './entities/file';
import { id, listQuery, pageLimit } from './entities/common';
import type { TagColor } from './listing';
import { MESSAGES } from './messages';
import { requiredText, textField } from './validation';

/** §3 media types. */
export const MEDIA_TYPES = ['PHOTO', 'VIDEO'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];
export const MEDIA_TYPE_LABELS: Record<MediaType, string> = { PHOTO: 'Photo', VIDEO: 'Video' };

export const ALBUM_STATUSES = ['DRAFT', 'PUBLISHED'] as const;
export type AlbumStatus = (typeof ALBUM_STATUSES)[number];
export const ALBUM_STATUS_LABELS: Record<AlbumStatus, string> = { DRAFT: 'Draft', PUBLISHED: 'Published' };
export const ALBUM_STATUS_COLORS: Record<AlbumStatus, TagColor> = { DRAFT: 'warning', PUBLISHED: 'green' };

/** Photos are the file service's default images (§9: jpg/png up to 2 MB). */
export const ALBUM_PHOTO_MAX_MB = DEFAULT_UPLOAD_MAX_MB;
/** The most items one album holds: a page of the grid stays light enough to scroll on a phone. */
export const MAX_ALBUM_MEDIA = 60;

export const ALBUM_MESSAGES = {
  created: (title: string) => `Album ${title} created.`,
  updated: (title: string) => `Album ${title} updated.`,
  deleted: (title: string) => `Album ${title} deleted.`,
  notFound: 'Album not found.',
  videoUrl: 'Video link must be a YouTube or Vimeo video URL.',
  photoMissing: 'This photo is not uploaded (any more): upload it again.',
  publishEmpty: 'A published album needs at least one media item: a photo or a video.',
  tooMany: `An album holds at most ${MAX_ALBUM_MEDIA} photos and videos.`,
  confirmDelete: (title: string) => `Delete the album ${title} with all its photos and videos?`,
  confirmRemoveItem: 'Remove this item from the album?',
} as const;

// ---------------------------------------------------------------------------
// Video links

export type VideoLink = { provider: 'youtube'; videoId: string } | { provider: 'vimeo'; videoId: string };
export const VIDEO_PROVIDER_LABELS: Record<VideoLink['provider'], string> = { youtube: 'YouTube', vimeo: 'Vimeo' };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);

/**
 * The video a link points at, or null: YouTube's watch, short, embed, live and
 * youtu.be links, Vimeo's page and player links; http(s) only, nothing else.
 */
export function parseVideoUrl(raw: string): VideoLink | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  const youtube = (videoId: string | null | undefined): VideoLink | null => (videoId && YOUTUBE_ID.test(videoId) ? { provider: 'youtube', videoId } : null);
  if (host === 'youtu.be') return parts.length === 1 ? youtube(parts[0]) : null;
  if (YOUTUBE_HOSTS.has(host)) {
    if (parts.length === 1 && parts[0] === 'watch') return youtube(url.searchParams.get('v'));
    if (parts.length === 2 && ['embed', 'shorts', 'live', 'v'].includes(parts[0]!)) return youtube(parts[1]);
    return null;
  }
  if (host === 'vimeo.com' || host === 'www.vimeo.com') return parts.length === 1 && VIMEO_ID.test(parts[0]!) ? { provider: 'vimeo', videoId: parts[0]! } : null;
  if (host === 'player.vimeo.com') return parts.length === 2 && parts[0] === 'video' && VIMEO_ID.test(parts[1]!) ? { provider: 'vimeo', videoId: parts[1]! } : null;
  return null;
}

/** The one address a video is stored and shown with, whichever form it was pasted in. */
export function canonicalVideoUrl(link: VideoLink): string {
  return link.provider === 'youtube' ? `https://www.youtube.com/watch?v=${link.videoId}` : `https://vimeo.com/${link.videoId}`;
}

// ---------------------------------------------------------------------------
// The routes' shapes

export const albumMedia = z.object({
  albumMediaId: z.string(),
  type: z.enum(MEDIA_TYPES),
  /** A photo's file (its key and where it is served); null for a video. */
  fileKey: z.string().nullable(),
  url: z.string().nullable(),
  /** A video's canonical link; null for a photo. */
  videoUrl: z.string().nullable(),
  caption: z.string().nullable(),
  position: z.number(),
});
export type AlbumMedia = z.infer<typeof albumMedia>;

export const album = z.object({
  albumId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  eventOn: z.string(),
  status: z.enum(ALBUM_STATUSES),
  photoCount: z.number(),
  videoCount: z.number(),
  /** The first photo, shown on the list. */
  coverUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  media: z.array(albumMedia).optional(),
});
export type Album = z.infer<typeof album>;

export const ALBUM_LABELS = { title: 'Title', description: 'Description', eventOn: 'Event date', status: 'Status', caption: 'Caption', videoUrl: 'Video link', fileKey: 'Photo', media: 'Photos and videos' } as const;

const caption = textField(ALBUM_LABELS.caption, 200)
  .nullish()
  .transform((v) => v || null);

export const albumPhotoInput = z.object({ type: z.literal('PHOTO'), fileKey: z.string({ error: MESSAGES.required(ALBUM_LABELS.fileKey) }).regex(/^[A-Za-z0-9_-]{22,64}$/, ALBUM_MESSAGES.photoMissing), caption }).strict();
export const albumVideoInput = z
  .object({
    type: z.literal('VIDEO'),
    videoUrl: requiredText(ALBUM_LABELS.videoUrl, 500).transform((v, ctx) => {
      const link = parseVideoUrl(v);
      if (link) return canonicalVideoUrl(link);
      ctx.addIssue({ code: 'custom', message: ALBUM_MESSAGES.videoUrl });
      return z.NEVER;
    }),
    caption,
  })
  .strict();
export const albumMediaInput = z.discriminatedUnion('type', [albumPhotoInput, albumVideoInput], { error: MESSAGES.required('Media type') });
export type AlbumMediaInput = z.input<typeof albumMediaInput>;

const albumFields = z
  .object({
    title: requiredText(ALBUM_LABELS.title, 150),
    description: textField(ALBUM_LABELS.description, 2000)
      .nullish()
      .transform((v) => v || null),
    eventOn: z.iso.date({ error: (i) => (i.input ? MESSAGES.invalidFormat(ALBUM_LABELS.eventOn) : MESSAGES.required(ALBUM_LABELS.eventOn)) }),
    status: z.enum(ALBUM_STATUSES, { error: MESSAGES.required(ALBUM_LABELS.status) }),
    /** In the order shown: an item's position is its place here. */
    media: z.array(albumMediaInput).max(MAX_ALBUM_MEDIA, ALBUM_MESSAGES.tooMany),
  })
  .strict();

/** Why an album in this state may not be saved, at its field, or null. */
export function albumRefusal(body: { status?: AlbumStatus; media?: readonly unknown[] }): { field: 'media'; message: string } | null {
  return body.status === 'PUBLISHED' && body.media !== undefined && body.media.length === 0 ? { field: 'media', message: ALBUM_MESSAGES.publishEmpty } : null;
}

const refused = (body: { status?: AlbumStatus; media?: readonly unknown[] }, ctx: z.RefinementCtx) => {
  const refusal = albumRefusal(body);
  if (refusal) ctx.addIssue({ code: 'custom', message: refusal.message, path: [refusal.field] });
};

/** POST albums: the whole album with its items. */
export const createAlbumBody = albumFields.superRefine(refused);
export type CreateAlbumBody = z.infer<typeof createAlbumBody>;
export type AlbumFormInput = z.input<typeof createAlbumBody>;
/** PATCH albums/{albumId}: the fields sent; `media`, when sent, replaces the items in its order. */
export const updateAlbumBody = albumFields.partial().strict().superRefine(refused);
export type UpdateAlbumBody = z.infer<typeof updateAlbumBody>;

export const ALBUM_SORTS = ['eventOn', 'title', 'updatedAt'] as const;
export const albumsQuery = listQuery
  .pick({ search: true })
  .extend({
    filterStatus: z.enum(ALBUM_STATUSES),
    sort: z.string().regex(new RegExp(`^(${ALBUM_SORTS.join('|')}):(ASC|DESC)$`), 'sort format is invalid.'),
  })
  .partial()
  .extend({ limit: pageLimit(100), offset: listQuery.shape.offset })
  .strict();
export type AlbumsQuery = z.infer<typeof albumsQuery>;
export const albumIdParams = z.object({ albumId: id }).strict();

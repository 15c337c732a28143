/**
 * Albums (issue 19): listed with search, status filter and sorts (§7's
 * shape), read with their items in order, created, edited (the items sent
 * replace the album's in their order) and deleted by admin-HQ-plus (the
 * route's guard), each write audited. A photo must be a stored image of the
 * file service: a key that is not is refused at its item before any write.
 */
import { and, asc, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { ALBUM_MESSAGES as M, type Album, type AlbumMedia, type AlbumsQuery, type CreateAlbumBody, type UpdateAlbumBody } from '../../domain/album';
import type { Db, Executor } from '../db/client';
import { albumMedia, albums, files } from '../db/schema';
import { invalid, notFound } from '../errors';
import { callerAudit, recordAudit } from './audit';
import type { Caller } from './caller';
import { fileUrl } from './files';
import { countedPage, escapeLike, type ListPage, type Window } from './lists';
import { newId } from './tokens';

type AlbumRow = typeof albums.$inferSelect;
type MediaRow = typeof albumMedia.$inferSelect;
type MediaInput = CreateAlbumBody['media'][number];

const toMedia = (r: MediaRow): AlbumMedia => ({
  albumMediaId: r.albumMediaId,
  type: r.type,
  fileKey: r.fileKey,
  url: r.fileKey ? fileUrl(r.fileKey) : null,
  videoUrl: r.videoUrl,
  caption: r.caption,
  position: r.position,
});

const toAlbum = (r: AlbumRow, media?: readonly MediaRow[]): Album => ({
  albumId: r.albumId,
  title: r.title,
  description: r.description,
  eventOn: r.eventOn,
  status: r.status,
  photoCount: r.photoCount,
  videoCount: r.videoCount,
  coverUrl: r.coverFileKey ? fileUrl(r.coverFileKey) : null,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  ...(media && { media: media.map(toMedia) }),
});

const SORTS = { eventOn: albums.eventOn, title: albums.title, updatedAt: albums.updatedAt } as const;
const AUDITED = ['title', 'description', 'eventOn', 'status', 'photoCount', 'videoCount'] as const;

export async function listAlbums(db: Executor, q: AlbumsQuery & Window): Promise<ListPage<Album>> {
  const search = q.search?.trim();
  const where = and(q.filterStatus ? eq(albums.status, q.filterStatus) : undefined, search ? ilike(albums.title, `%${escapeLike(search)}%`) : undefined);
  const [key = 'eventOn', direction = 'DESC'] = (q.sort ?? 'eventOn:DESC').split(':') as [keyof typeof SORTS, string];
  const order = direction.toUpperCase() === 'ASC' ? [asc(SORTS[key]), asc(albums.albumId)] : [desc(SORTS[key]), desc(albums.albumId)];
  const rows = await db
    .select()
    .from(albums)
    .where(where)
    .orderBy(...order)
    .limit(q.limit)
    .offset(q.offset);
  return countedPage(db, rows.map((r) => toAlbum(r)), db.select({ one: sql`1` }).from(albums).where(where), q);
}

async function mediaOf(db: Executor, albumId: string): Promise<MediaRow[]> {
  return db.select().from(albumMedia).where(eq(albumMedia.albumId, albumId)).orderBy(asc(albumMedia.position));
}

export async function getAlbum(db: Executor, albumId: string): Promise<Album> {
  const [row] = await db.select().from(albums).where(eq(albums.albumId, albumId));
  if (!row) throw notFound(M.notFound);
  return toAlbum(row, await mediaOf(db, albumId));
}

/** Every photo's key must be a complete stored image; the first that is not is refused at its item. */
async function refuseMissingPhotos(db: Executor, media: readonly MediaInput[]): Promise<void> {
  const keys = media.flatMap((m) => (m.type === 'PHOTO' ? [m.fileKey] : []));
  if (!keys.length) return;
  const found = await db
    .select({ fileKey: files.fileKey })
    .from(files)
    .where(and(inArray(files.fileKey, keys), eq(files.status, 'complete'), inArray(files.contentType, ['image/jpeg', 'image/png'])));
  const stored = new Set(found.map((f) => f.fileKey));
  const missing = media.findIndex((m) => m.type === 'PHOTO' && !stored.has(m.fileKey));
  if (missing >= 0) throw invalid(M.photoMissing, { [`media.${missing}.fileKey`]: M.photoMissing });
}

function mediaRows(albumId: string, media: readonly MediaInput[]): MediaRow[] {
  return media.map((m, position) => ({
    albumMediaId: newId(),
    albumId,
    type: m.type,
    fileKey: m.type === 'PHOTO' ? m.fileKey : null,
    videoUrl: m.type === 'VIDEO' ? m.videoUrl : null,
    caption: m.caption,
    position,
  }));
}

const countsOf = (media: readonly MediaInput[]) => ({
  photoCount: media.filter((m) => m.type === 'PHOTO').length,
  videoCount: media.filter((m) => m.type === 'VIDEO').length,
  coverFileKey: media.flatMap((m) => (m.type === 'PHOTO' ? [m.fileKey] : []))[0] ?? null,
});

export async function createAlbum(db: Db, caller: Caller, body: CreateAlbumBody, now: Date): Promise<Album> {
  await refuseMissingPhotos(db, body.media);
  const { media, ...fields } = body;
  const row: AlbumRow = { albumId: newId(), ...fields, ...countsOf(media), createdByUserId: caller.userId, createdAt: now, updatedAt: now };
  const items = mediaRows(row.albumId, media);
  await db.transaction(async (tx) => {
    await tx.insert(albums).values(row);
    if (items.length) await tx.insert(albumMedia).values(items);
    await recordAudit(tx, callerAudit(caller, now), { action: 'create', entityType: 'album', entityId: row.albumId, officeId: null, before: null, after: row, fields: AUDITED });
  });
  return toAlbum(row, items);
}

export async function updateAlbum(db: Db, caller: Caller, albumId: string, body: UpdateAlbumBody, now: Date): Promise<Album> {
  if (body.media) await refuseMissingPhotos(db, body.media);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(albums).where(eq(albums.albumId, albumId)).for('update');
    if (!before) throw notFound(M.notFound);
    const { media, ...fields } = body;
    // Publishing keeps the items it has: an album with none stays a draft.
    if (fields.status === 'PUBLISHED' && !media && before.photoCount + before.videoCount === 0) throw invalid(M.publishEmpty, { media: M.publishEmpty });
    let items: MediaRow[] | undefined;
    if (media) {
      await tx.delete(albumMedia).where(eq(albumMedia.albumId, albumId));
      items = mediaRows(albumId, media);
      if (items.length) await tx.insert(albumMedia).values(items);
    }
    const [row] = await tx
      .update(albums)
      .set({ ...fields, ...(media && countsOf(media)), updatedAt: now })
      .where(eq(albums.albumId, albumId))
      .returning();
    const moved = fields.status !== undefined && fields.status !== before.status;
    await recordAudit(tx, callerAudit(caller, now), {
      action: moved ? 'status' : 'update',
      entityType: 'album',
      entityId: albumId,
      officeId: null,
      before,
      after: row!,
      fields: AUDITED,
      ...(moved && { stateFrom: before.status, stateTo: row!.status }),
    });
    return toAlbum(row!, items ?? (await mediaOf(tx, albumId)));
  });
}

/** Answers the album as it was (its items go with it; their files stay in the file service). */
export async function deleteAlbum(db: Db, caller: Caller, albumId: string, now: Date): Promise<Album> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(albums).where(eq(albums.albumId, albumId)).for('update');
    if (!before) throw notFound(M.notFound);
    await tx.delete(albums).where(eq(albums.albumId, albumId));
    await recordAudit(tx, callerAudit(caller, now), { action: 'delete', entityType: 'album', entityId: albumId, officeId: null, before, after: null, fields: AUDITED });
    return toAlbum(before);
  });
}

/**
 * Issue 19's scaled albums: 500 per factor (a network's events over years),
 * three in four published, each with up to twelve items — photos reusing the
 * demo's images (ctx.listingRefs.imageKeys), one in five a video link — so the
 * list and the detail are measured at a realistic size.
 */
import { newId } from '../../services/tokens';
import { albumMedia, albums } from '../schema';
import { chance, daysAgo, generator, pick, type ScaleContext, type ScaleGenerator } from './scale-kit';

export const ALBUMS_PER_FACTOR = 500;
const MAX_ITEMS = 12;
const EVENTS = ['Awards Night', 'Open House', 'Office Launch', 'Agent Training', 'Charity Run', 'Property Expo', 'Team Outing', 'Anniversary'] as const;
const CITIES = ['Jakarta', 'Bandung', 'Surabaya', 'Medan', 'Bali', 'Semarang', 'Makassar', 'Yogyakarta'] as const;
const VIDEOS = ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://vimeo.com/76979871', 'https://www.youtube.com/watch?v=jNQXAC9IVRw'] as const;

interface PlannedItem {
  type: 'PHOTO' | 'VIDEO';
  fileKey: string | null;
  videoUrl: string | null;
}
interface PlannedAlbum {
  albumId: string;
  title: string;
  eventOn: string;
  updatedAt: Date;
  items: PlannedItem[];
}

const planned = new WeakMap<ScaleContext, PlannedAlbum[]>();

function plan(ctx: ScaleContext): PlannedAlbum[] {
  const made = planned.get(ctx);
  if (made) return made;
  const images = ctx.listingRefs.imageKeys;
  const list: PlannedAlbum[] = [];
  for (let i = 0; i < ALBUMS_PER_FACTOR * ctx.factor; i++) {
    const at = daysAgo(ctx, 5 * 365);
    const count = Math.floor(ctx.random() * (MAX_ITEMS + 1));
    const items: PlannedItem[] = Array.from({ length: count }, () =>
      images.length && !chance(ctx, 0.2) ? { type: 'PHOTO', fileKey: pick(ctx, images), videoUrl: null } : { type: 'VIDEO', fileKey: null, videoUrl: pick(ctx, VIDEOS) },
    );
    list.push({ albumId: newId(), title: `${pick(ctx, EVENTS)} ${pick(ctx, CITIES)} ${at.getUTCFullYear()} #${i + 1}`, eventOn: at.toISOString().slice(0, 10), updatedAt: at, items });
  }
  planned.set(ctx, list);
  return list;
}

const albumRows = generator(albums, function* (ctx) {
  for (const a of plan(ctx)) {
    const photos = a.items.filter((m) => m.type === 'PHOTO');
    yield {
      albumId: a.albumId,
      title: a.title,
      description: chance(ctx, 0.6) ? `Photos and videos of the ${a.title.replace(/ #\d+$/, '')}.` : null,
      eventOn: a.eventOn,
      // An album with nothing in it is never published.
      status: a.items.length && chance(ctx, 0.75) ? ('PUBLISHED' as const) : ('DRAFT' as const),
      photoCount: photos.length,
      videoCount: a.items.length - photos.length,
      coverFileKey: photos[0]?.fileKey ?? null,
      createdAt: a.updatedAt,
      updatedAt: a.updatedAt,
    };
  }
});

const mediaRows = generator(albumMedia, function* (ctx) {
  for (const a of plan(ctx)) {
    for (const [position, m] of a.items.entries()) {
      yield { albumMediaId: newId(), albumId: a.albumId, type: m.type, fileKey: m.fileKey, videoUrl: m.videoUrl, caption: chance(ctx, 0.4) ? `Moment ${position + 1}` : null, position };
    }
  }
});

export const ALBUM_GENERATORS: ScaleGenerator[] = [albumRows, mediaRows];

/**
 * Demo albums (issue 19): published events with photos and videos, a draft
 * still being filled and an empty draft, so /album shows every status and the
 * detail a grid of both media types. The photos are the demo's house images.
 */
import type { Tx } from '../client';
import { albumMedia, albums } from '../schema';
import { storeFile } from '../../services/files';
import { newId } from '../../services/tokens';
import { HOUSE_PALETTES, houseImage } from './demo-listings';

type Item = { photo: number; caption?: string } | { video: string; caption?: string };

const ALBUMS: { title: string; description: string | null; daysAgo: number; status: 'DRAFT' | 'PUBLISHED'; items: Item[] }[] = [
  {
    title: 'Annual Awards Night 2026',
    description: 'The network celebrates its top agents and offices of the year.',
    daysAgo: 20,
    status: 'PUBLISHED',
    items: [{ photo: 0, caption: 'The stage before the show' }, { photo: 1, caption: 'Gold winners' }, { video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', caption: 'Highlights' }, { photo: 2 }],
  },
  {
    title: 'Open House Bandung',
    description: 'A weekend of open houses in Bandung.',
    daysAgo: 45,
    status: 'PUBLISHED',
    items: [{ photo: 3, caption: 'Dago villa' }, { video: 'https://vimeo.com/76979871', caption: 'Walkthrough' }],
  },
  { title: 'New Office Launch Surabaya', description: null, daysAgo: 5, status: 'DRAFT', items: [{ photo: 4, caption: 'Ribbon cutting' }] },
  { title: 'Agent Training Day', description: 'Photos to come.', daysAgo: 2, status: 'DRAFT', items: [] },
];

const dayOf = (now: Date, daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);

export async function seedAlbums(tx: Tx, now: Date): Promise<void> {
  const keys: string[] = [];
  for (const [i, palette] of HOUSE_PALETTES.slice(0, 5).entries()) {
    keys.push(await storeFile(tx, { contentType: 'image/png', fileName: `album-${i + 1}.png`, data: houseImage(palette), uploadedByUserId: null, createdAt: now }));
  }
  for (const a of ALBUMS) {
    const albumId = newId();
    const photos = a.items.flatMap((m) => ('photo' in m ? [keys[m.photo % keys.length]!] : []));
    await tx.insert(albums).values({
      albumId,
      title: a.title,
      description: a.description,
      eventOn: dayOf(now, a.daysAgo),
      status: a.status,
      photoCount: photos.length,
      videoCount: a.items.length - photos.length,
      coverFileKey: photos[0] ?? null,
      createdAt: now,
      updatedAt: now,
    });
    if (!a.items.length) continue;
    await tx.insert(albumMedia).values(
      a.items.map((m, position) => ({
        albumMediaId: newId(),
        albumId,
        type: 'photo' in m ? ('PHOTO' as const) : ('VIDEO' as const),
        fileKey: 'photo' in m ? keys[m.photo % keys.length]! : null,
        videoUrl: 'video' in m ? m.video : null,
        caption: m.caption ?? null,
        position,
      })),
    );
  }
}

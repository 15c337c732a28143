/**
 * The photo watermark flag of §4 as data. The flag machine, the
 * /listing-not-watermark screen and the server's bulk-update-status-watermark
 * all decide with these functions, so none allows what another refuses.
 */
import type { ListingPhoto } from './entities/listing';
import { MESSAGES } from './messages';

export const WATERMARK_FLAGS = ['unidentified', 'byGenius', 'byAdmin', 'notWatermark'] as const;
export type WatermarkFlag = (typeof WATERMARK_FLAGS)[number];

type FlaggedPhoto = Pick<ListingPhoto, 'isWatermark' | 'createdAt'>;

/** Absent (or null) → unidentified; true with createdAt → by Genius; true without → by admin; false → not watermark. */
export function watermarkFlag(photo: FlaggedPhoto): WatermarkFlag {
  if (photo.isWatermark === true) return photo.createdAt ? 'byGenius' : 'byAdmin';
  if (photo.isWatermark === false) return 'notWatermark';
  return 'unidentified';
}

export const WATERMARK_FLAG_LABELS: Record<WatermarkFlag, string> = {
  unidentified: 'Unidentified',
  byGenius: 'Watermark by Genius',
  byAdmin: 'Watermark by Admin',
  notWatermark: 'Not Watermark',
};

export function watermarkLabel(photo: FlaggedPhoto): string {
  return WATERMARK_FLAG_LABELS[watermarkFlag(photo)];
}

/** The allowed moves of §4: the values isWatermark may be set to from each flag. */
export const WATERMARK_TARGETS: Record<WatermarkFlag, readonly boolean[]> = {
  unidentified: [true, false],
  byAdmin: [false],
  notWatermark: [true],
  byGenius: [],
};

export function canSetWatermark(photo: FlaggedPhoto, isWatermark: boolean): boolean {
  return WATERMARK_TARGETS[watermarkFlag(photo)].includes(isWatermark);
}

/** The flag a photo has after an admin sets it: an admin never makes a Genius watermark. */
export function flagAfterSetting(isWatermark: boolean): WatermarkFlag {
  return isWatermark ? 'byAdmin' : 'notWatermark';
}

/** The confirmation each move asks first (§8). */
export function watermarkConfirmation(isWatermark: boolean): string {
  return isWatermark ? 'Watermarked?' : 'Not watermarked?';
}

/** The notice after a successful move (§8). */
export function watermarkSuccess(isWatermark: boolean): string {
  return isWatermark ? MESSAGES.watermarked : MESSAGES.notWatermarked;
}

export function isUnidentified(photo: FlaggedPhoto): boolean {
  return watermarkFlag(photo) === 'unidentified';
}

/**
 * The bulk 'ALL' buttons show while at least one photo is still unflagged
 * (Unidentified), and a bulk action sets exactly those photos: a flag an
 * admin already chose photo by photo is never overturned by an 'ALL' click.
 */
export function bulkAllowed(photos: readonly FlaggedPhoto[]): boolean {
  return photos.some(isUnidentified);
}

/** The keys a bulk 'ALL' action sends: the unflagged photos (both moves are allowed for them). */
export function bulkKeys(photos: readonly Pick<ListingPhoto, 'key' | 'isWatermark' | 'createdAt'>[]): string[] {
  return photos.filter(isUnidentified).map((p) => p.key);
}

/**
 * Photos without a watermark flag (Unidentified): §2's "count of photos
 * without watermark flag" on /listing-not-watermark, and a listing belongs on
 * that screen while it is above 0. A photo flagged Not Watermark has a flag.
 */
export function countUnflagged(listing: { photos: readonly FlaggedPhoto[] }): number {
  return listing.photos.filter(isUnidentified).length;
}

export type WatermarkUpdate =
  | { ok: true; photos: ListingPhoto[] }
  | { ok: false; reason: 'unknownKeys' | 'forbidden'; keys: string[] };

/**
 * Apply bulk-update-status-watermark to a listing's photos, or refuse the
 * whole request (nothing changes) when a key is unknown or a move is not
 * allowed. createdAt is left as it is: only Genius sets it.
 */
export function applyWatermarkUpdate(
  photos: readonly ListingPhoto[],
  keys: readonly string[],
  isWatermark: boolean,
): WatermarkUpdate {
  const byKey = new Map(photos.map((p) => [p.key, p]));
  const unknown = keys.filter((k) => !byKey.has(k));
  if (unknown.length > 0) return { ok: false, reason: 'unknownKeys', keys: unknown };
  const forbidden = keys.filter((k) => !canSetWatermark(byKey.get(k) as ListingPhoto, isWatermark));
  if (forbidden.length > 0) return { ok: false, reason: 'forbidden', keys: forbidden };
  const chosen = new Set(keys);
  return { ok: true, photos: photos.map((p) => (chosen.has(p.key) ? { ...p, isWatermark } : p)) };
}

/** Our wording for the server's refusals (the spec's catalogue has none). */
export const WATERMARK_REFUSALS: Record<'unknownKeys' | 'forbidden', string> = {
  unknownKeys: 'Photo not found in this listing.',
  forbidden: 'This photo watermark flag cannot be changed that way.',
};

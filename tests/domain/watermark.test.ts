/** The photo watermark flag of §4: flags, labels, every state × every target, bulk, count, the server's check. */
import { describe, expect, test } from 'vitest';
import type { ListingPhoto } from '../../domain/entities/listing';
import { MESSAGES } from '../../domain/messages';
import {
  applyWatermarkUpdate,
  bulkAllowed,
  bulkKeys,
  canSetWatermark,
  countUnflagged,
  flagAfterSetting,
  WATERMARK_FLAGS,
  watermarkConfirmation,
  watermarkFlag,
  watermarkLabel,
  watermarkSuccess,
  type WatermarkFlag,
} from '../../domain/watermark';

const photos: Record<WatermarkFlag, ListingPhoto> = {
  unidentified: { key: 'u', url: 'https://cdn.test/u.jpg' },
  byGenius: { key: 'g', url: 'https://cdn.test/g.jpg', isWatermark: true, createdAt: '2026-01-02T00:00:00.000Z' },
  byAdmin: { key: 'a', url: 'https://cdn.test/a.jpg', isWatermark: true },
  notWatermark: { key: 'n', url: 'https://cdn.test/n.jpg', isWatermark: false },
};

describe('flag of a photo (§4)', () => {
  test.each([
    [{}, 'unidentified', 'Unidentified'],
    [{ isWatermark: null }, 'unidentified', 'Unidentified'],
    [{ isWatermark: undefined, createdAt: '2026-01-02T00:00:00.000Z' }, 'unidentified', 'Unidentified'],
    [{ isWatermark: true, createdAt: '2026-01-02T00:00:00.000Z' }, 'byGenius', 'Watermark by Genius'],
    [{ isWatermark: true }, 'byAdmin', 'Watermark by Admin'],
    [{ isWatermark: true, createdAt: null }, 'byAdmin', 'Watermark by Admin'],
    [{ isWatermark: true, createdAt: '' }, 'byAdmin', 'Watermark by Admin'],
    [{ isWatermark: false }, 'notWatermark', 'Not Watermark'],
    [{ isWatermark: false, createdAt: '2026-01-02T00:00:00.000Z' }, 'notWatermark', 'Not Watermark'],
  ] as const)('%j → %s (%s)', (photo, flag, label) => {
    expect(watermarkFlag(photo)).toBe(flag);
    expect(watermarkLabel(photo)).toBe(label);
  });
});

describe('allowed moves: every flag × every target', () => {
  const table: [WatermarkFlag, boolean, boolean][] = [
    ['unidentified', true, true],
    ['unidentified', false, true],
    ['byAdmin', true, false],
    ['byAdmin', false, true],
    ['notWatermark', true, true],
    ['notWatermark', false, false],
    ['byGenius', true, false],
    ['byGenius', false, false],
  ];

  test('the table covers every flag and target', () => {
    expect(table).toHaveLength(WATERMARK_FLAGS.length * 2);
  });

  test.each(table)('%s → isWatermark %s: %s', (flag, target, allowed) => {
    expect(canSetWatermark(photos[flag], target)).toBe(allowed);
  });

  test('an admin move lands on by-admin or not-watermark, never Genius', () => {
    expect(flagAfterSetting(true)).toBe('byAdmin');
    expect(flagAfterSetting(false)).toBe('notWatermark');
  });

  test('confirmations and notices are word for word (§8)', () => {
    expect(watermarkConfirmation(true)).toBe('Watermarked?');
    expect(watermarkConfirmation(false)).toBe('Not watermarked?');
    expect(watermarkSuccess(true)).toBe('Success change to watermarked');
    expect(watermarkSuccess(false)).toBe('Not watermarked');
    expect(watermarkSuccess(true)).toBe(MESSAGES.watermarked);
  });
});

describe("bulk 'ALL' buttons", () => {
  test.each([
    [[], false, []],
    [[photos.unidentified], true, ['u']],
    [[photos.byGenius, photos.byAdmin, photos.notWatermark], false, []],
    [[photos.byGenius, photos.unidentified, photos.notWatermark, { key: 'u2', url: 'x', isWatermark: null }], true, ['u', 'u2']],
  ] as const)('%j → shown %s, sets %j', (list, shown, keys) => {
    expect(bulkAllowed(list)).toBe(shown);
    expect(bulkKeys(list)).toEqual(keys);
  });

  test('a bulk action on its keys is always allowed, whichever value', () => {
    const list = Object.values(photos);
    for (const isWatermark of [true, false]) {
      expect(applyWatermarkUpdate(list, bulkKeys(list), isWatermark).ok).toBe(true);
    }
  });
});

describe('count of photos without watermark flag (/listing-not-watermark)', () => {
  test.each([
    [[], 0],
    [[photos.unidentified, photos.notWatermark], 1],
    [[photos.byGenius, photos.byAdmin], 0],
    [Object.values(photos), Object.values(photos).filter((p) => p.isWatermark === undefined || p.isWatermark === null).length],
  ] as const)('%j → %i', (list, n) => expect(countUnflagged({ photos: list })).toBe(n));
});

describe('applyWatermarkUpdate: the server refuses what the machine forbids', () => {
  const list = Object.values(photos);

  test.each([
    [['u'], true, { u: true }],
    [['u'], false, { u: false }],
    [['a'], false, { a: false }],
    [['n'], true, { n: true }],
    [['u', 'n'], true, { u: true, n: true }],
  ] as const)('%j → %s', (keys, isWatermark, changed) => {
    const result = applyWatermarkUpdate(list, keys, isWatermark);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const expected = list.map((p) => (p.key in changed ? (changed as Record<string, boolean>)[p.key] : p.isWatermark));
    expect(result.photos.map((p) => p.isWatermark)).toEqual(expected);
    // Only Genius sets createdAt: an admin move leaves it as it was.
    expect(result.photos.map((p) => p.createdAt)).toEqual(list.map((p) => p.createdAt));
  });

  test.each([
    [['g'], false, 'forbidden', ['g']],
    [['g'], true, 'forbidden', ['g']],
    [['a'], true, 'forbidden', ['a']],
    [['n'], false, 'forbidden', ['n']],
    [['u', 'a'], true, 'forbidden', ['a']],
    [['u', 'zzz'], true, 'unknownKeys', ['zzz']],
  ] as const)('%j → %s refused (%s)', (keys, isWatermark, reason, refused) => {
    expect(applyWatermarkUpdate(list, keys, isWatermark)).toEqual({ ok: false, reason, keys: refused });
  });

  test('the by-admin flag is what an admin watermark produces', () => {
    const result = applyWatermarkUpdate([photos.notWatermark], ['n'], true);
    expect(result.ok && result.photos.map(watermarkFlag)).toEqual(['byAdmin']);
  });
});

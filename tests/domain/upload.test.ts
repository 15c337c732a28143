/** The image upload rule of §5 without a canvas: accepted types, the shrinking steps, the display name. */
import { describe, expect, test } from 'vitest';
import {
  compressionWidth,
  displayFileName,
  isAcceptedImageType,
  nextCompressionStep,
  scaledHeight,
  type CompressionStep,
} from '../../domain/upload';

const MB = 1024 * 1024;

/** Runs the rule the way src/ui/image-compression.ts does, with `encode` standing in for the canvas. */
function compress(size: number, maxMb: number, naturalWidth: number, encode: (width: number) => number) {
  const widths: number[] = [];
  let tries = 0;
  let current = size;
  for (;;) {
    const step: CompressionStep = nextCompressionStep({ size: current, maxMb, tries, naturalWidth });
    if (step.action !== 'resize') return { result: step.action, widths, size: current };
    widths.push(step.width);
    current = encode(step.width);
    tries += 1;
  }
}

describe('accepted images (§5: only PNG and JPEG)', () => {
  test.each([
    ['image/jpeg', true],
    ['image/png', true],
    ['image/gif', false],
    ['image/webp', false],
    ['image/svg+xml', false],
    ['application/pdf', false],
    ['', false],
  ])('%s → %s', (type, accepted) => {
    expect(isAcceptedImageType(type)).toBe(accepted);
  });
});

describe('compression (§5: start width 1920, 10% narrower per step, up to 10 tries, until under the limit)', () => {
  test('a file already under the limit is sent as it is', () => {
    expect(compress(2 * MB, 2, 4000, () => 0)).toEqual({ result: 'accept', widths: [], size: 2 * MB });
  });

  test('a large photo is tried at 1920 first and accepted as soon as it is under 2 MB', () => {
    const run = compress(6 * MB, 2, 4000, (w) => (w <= 1600 ? 1.9 * MB : 2.5 * MB));
    expect(run).toEqual({ result: 'accept', widths: [1920, 1728, 1555], size: 1.9 * MB });
  });

  test('ten tries, each 10% narrower than the last, then it gives up', () => {
    const run = compress(9 * MB, 2, 6000, () => 3 * MB);
    expect(run.result).toBe('reject');
    expect(run.widths).toEqual([1920, 1728, 1555, 1400, 1260, 1134, 1020, 918, 826, 744]);
  });

  test('the limit is the caller’s: a blog feature image may be 10 MB', () => {
    expect(compress(9 * MB, 10, 6000, () => 0).result).toBe('accept');
    expect(compress(11 * MB, 10, 6000, () => 9 * MB)).toMatchObject({ result: 'accept', widths: [1920] });
  });

  test('an image narrower than 1920 is never enlarged: the steps start at its own width', () => {
    expect(compressionWidth(0, 1000)).toBe(1000);
    expect(compressionWidth(1, 1000)).toBe(900);
    expect(compressionWidth(0, 1920)).toBe(1920);
    expect(compressionWidth(0, 5000)).toBe(1920);
  });

  test('the height keeps the proportions', () => {
    expect(scaledHeight(1920, 4000, 3000)).toBe(1440);
    expect(scaledHeight(744, 6000, 4000)).toBe(496);
  });
});

describe('display name (§5: names over 40 characters are truncated)', () => {
  test.each([
    ['house.jpg', 'house.jpg'],
    ['a'.repeat(40), 'a'.repeat(40)],
    [`${'b'.repeat(41)}.jpg`, `${'b'.repeat(39)}…`],
  ])('%s', (name, shown) => {
    expect(displayFileName(name)).toBe(shown);
    expect(displayFileName(name).length).toBeLessThanOrEqual(40);
  });
});

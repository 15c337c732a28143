/**
 * Which PNGs go into the listing PDF as they are (their compressed data with
 * the PNG predictors) and which must be decoded by pdf-lib first.
 */
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pngPassthrough } from '../../server/services/pdf-png';
import { encodePng, greyAt, rgbAt, type PngSpec } from './png-fixtures';

const rgb = (over: Partial<PngSpec> = {}): PngSpec => ({ width: 9, height: 7, colorType: 2, pixel: rgbAt, ...over });

describe('pngPassthrough', () => {
  it('passes 8-bit RGB and grey, joining IDAT chunks into the one zlib stream of filtered rows', () => {
    const png = pngPassthrough(encodePng(rgb({ idatChunks: 3 })));
    expect(png).toMatchObject({ width: 9, height: 7, colors: 3 });
    // Each row: its filter byte, then 9 pixels × 3 bytes.
    expect(inflateSync(png!.data).length).toBe(7 * (1 + 9 * 3));

    const grey = pngPassthrough(encodePng({ width: 5, height: 4, colorType: 0, pixel: (x, y) => [greyAt(x, y)] }));
    expect(grey).toMatchObject({ width: 5, height: 4, colors: 1 });
    expect(inflateSync(grey!.data).length).toBe(4 * (1 + 5));
  });

  it('refuses what needs its pixels taken apart: Adam7, alpha, a palette, a transparent colour', () => {
    expect(pngPassthrough(encodePng(rgb({ interlaced: true })))).toBeNull();
    expect(pngPassthrough(encodePng(rgb({ colorType: 6, pixel: (x, y) => [...rgbAt(x, y), 200] })))).toBeNull();
    expect(pngPassthrough(encodePng(rgb({ colorType: 4, pixel: (x, y) => [greyAt(x, y), 255] })))).toBeNull();
    expect(pngPassthrough(encodePng(rgb({ colorType: 3, palette: [[1, 2, 3]], pixel: () => [0] })))).toBeNull();
    expect(pngPassthrough(encodePng(rgb({ transparency: Buffer.from([0, 1, 0, 2, 0, 3]) })))).toBeNull();
  });

  it('refuses what is not a whole PNG: another depth, a cut file, other bytes', () => {
    const png = encodePng(rgb());
    const sixteenBit = Buffer.from(png);
    sixteenBit[24] = 16;
    expect(pngPassthrough(sixteenBit)).toBeNull();
    expect(pngPassthrough(png.subarray(0, png.length - 20))).toBeNull();
    expect(pngPassthrough(Buffer.from('not a png at all'))).toBeNull();
  });
});

/**
 * PNGs of every kind the PDF meets, encoded here so a test knows each pixel:
 * grey, RGB, palette, grey+alpha and RGBA, plain or Adam7-interlaced, with
 * the rows run through all five PNG filters in turn (what a reader must undo
 * with the PDF's PNG predictors).
 */
import { crc32, deflateSync } from 'node:zlib';

export type ColorType = 0 | 2 | 3 | 4 | 6;
const CHANNELS: Record<ColorType, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

export interface PngSpec {
  width: number;
  height: number;
  colorType: ColorType;
  interlaced?: boolean;
  /** RGB triples, for colour type 3. */
  palette?: readonly (readonly [number, number, number])[];
  /** A tRNS chunk's bytes, written as they are. */
  transparency?: Buffer;
  /** The stored samples of a pixel: grey, RGB, a palette index, grey+alpha or RGBA. */
  pixel: (x: number, y: number) => readonly number[];
  /** Image data split over this many IDAT chunks. */
  idatChunks?: number;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}

/** Rows behind their filter bytes, filter types 0–4 in turn. */
function filtered(rows: Buffer[], bpp: number): Buffer {
  let previous: Buffer = Buffer.alloc(rows[0]?.length ?? 0);
  return Buffer.concat(
    rows.map((row, y) => {
      const type = y % 5;
      const out = Buffer.alloc(row.length + 1);
      out[0] = type;
      for (let i = 0; i < row.length; i++) {
        const a = i >= bpp ? row[i - bpp]! : 0;
        const b = previous[i]!;
        const c = i >= bpp ? previous[i - bpp]! : 0;
        const prediction = [0, a, b, (a + b) >> 1, paeth(a, b, c)][type]!;
        out[i + 1] = (row[i]! - prediction) & 0xff;
      }
      previous = row;
      return out;
    }),
  );
}

const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

function rowsOf(spec: PngSpec, x0: number, y0: number, dx: number, dy: number): Buffer[] {
  const rows: Buffer[] = [];
  for (let y = y0; y < spec.height; y += dy) {
    const samples: number[] = [];
    for (let x = x0; x < spec.width; x += dx) samples.push(...spec.pixel(x, y));
    if (samples.length) rows.push(Buffer.from(samples));
  }
  return rows;
}

export function encodePng(spec: PngSpec): Buffer {
  const bpp = CHANNELS[spec.colorType];
  const passes = spec.interlaced ? ADAM7 : ([[0, 0, 1, 1]] as const);
  const raw = Buffer.concat(passes.map(([x0, y0, dx, dy]) => filtered(rowsOf(spec, x0, y0, dx, dy), bpp)));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(spec.width, 0);
  header.writeUInt32BE(spec.height, 4);
  header.set([8, spec.colorType, 0, 0, spec.interlaced ? 1 : 0], 8);
  const compressed = deflateSync(raw);
  const parts = spec.idatChunks ?? 1;
  const size = Math.ceil(compressed.length / parts);
  const idat = Array.from({ length: parts }, (_, i) => chunk('IDAT', compressed.subarray(i * size, (i + 1) * size)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...(spec.palette ? [chunk('PLTE', Buffer.from(spec.palette.flat()))] : []),
    ...(spec.transparency ? [chunk('tRNS', spec.transparency)] : []),
    ...idat,
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A pattern that differs from pixel to pixel, so a wrongly undone filter or pass shows. */
export const rgbAt = (x: number, y: number): [number, number, number] => [(x * 37 + y * 11) & 0xff, (y * 53 + 7) & 0xff, (x * y * 5 + 90) & 0xff];
export const greyAt = (x: number, y: number): number => (x * 29 + y * 61) & 0xff;

/**
 * A PNG photo into a PDF without decoding it. A PNG's image data (its IDAT
 * chunks, joined) is a zlib stream of rows, each behind a PNG filter byte:
 * exactly what a PDF reader decodes as FlateDecode with the PNG predictors
 * (Predictor 15). Handing it over as it is spares what pdf-lib's embedPng
 * spends on a photo — inflating, splitting the channels, deflating again —
 * nearly all of a listing PDF's time.
 *
 * Only the simple case passes: 8-bit grey or RGB, not interlaced, no
 * transparency. Adam7 rows are not in the order a PDF reader expects, and
 * alpha (colour types 4 and 6, or a tRNS chunk) or a palette (type 3) would
 * need the pixels taken apart; those go through embedPng.
 */
import { JpegEmbedder, PDFImage, type PDFDocument } from 'pdf-lib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const GREY = 0;
const RGB = 2;

export interface PngPassthrough {
  width: number;
  height: number;
  colors: 1 | 3;
  /** The joined IDAT chunks: still compressed, still filtered. */
  data: Buffer;
}

interface Header {
  width: number;
  height: number;
  bitDepth: number;
  colorType: number;
  compression: number;
  filter: number;
  interlace: number;
}

function headerOf(data: Buffer): Header {
  return {
    width: data.readUInt32BE(0),
    height: data.readUInt32BE(4),
    bitDepth: data[8]!,
    colorType: data[9]!,
    compression: data[10]!,
    filter: data[11]!,
    interlace: data[12]!,
  };
}

const canPass = (h: Header): boolean =>
  h.width > 0 && h.height > 0 && h.bitDepth === 8 && (h.colorType === GREY || h.colorType === RGB) && h.compression === 0 && h.filter === 0 && h.interlace === 0;

/** The PNG's image data and what a PDF reader needs to decode it, or null when it cannot pass as it is (or is not a whole PNG). */
export function pngPassthrough(png: Buffer): PngPassthrough | null {
  if (png.length < SIGNATURE.length || !png.subarray(0, SIGNATURE.length).equals(SIGNATURE)) return null;
  let header: Header | undefined;
  const idat: Buffer[] = [];
  for (let at = SIGNATURE.length; at + 12 <= png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (end > png.length) return null;
    const data = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      if (length < 13) return null;
      header = headerOf(data);
      if (!canPass(header)) return null;
    } else if (type === 'tRNS') {
      return null;
    } else if (type === 'IDAT') {
      idat.push(data);
    } else if (type === 'IEND') {
      if (!header || idat.length === 0) return null;
      return { width: header.width, height: header.height, colors: header.colorType === RGB ? 3 : 1, data: Buffer.concat(idat) };
    }
    at = end;
  }
  return null;
}

/**
 * The image as a PDF image XObject in `doc`, ready for page.drawImage.
 * pdf-lib builds a PDFImage only around an instance of its own embedders, and
 * embeds only what its embed* methods queued: the stream is registered here
 * and now, and the stand-in embedder (which pdf-lib never asks to embed) only
 * carries the size.
 */
export function embedPngPassthrough(doc: PDFDocument, png: PngPassthrough): PDFImage {
  const { width, height, colors, data } = png;
  const stream = doc.context.stream(data, {
    Type: 'XObject',
    Subtype: 'Image',
    Width: width,
    Height: height,
    ColorSpace: colors === 3 ? 'DeviceRGB' : 'DeviceGray',
    BitsPerComponent: 8,
    Filter: 'FlateDecode',
    DecodeParms: { Predictor: 15, Colors: colors, BitsPerComponent: 8, Columns: width },
  });
  const ref = doc.context.register(stream);
  const embedder = Object.assign(Object.create(JpegEmbedder.prototype) as JpegEmbedder, { width, height, embedIntoContext: async () => ref });
  return PDFImage.of(ref, doc, embedder);
}

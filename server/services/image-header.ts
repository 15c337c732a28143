/**
 * What the first bytes of an image say, without decoding a pixel: its type by
 * magic number, and its size from the header (a PNG's IHDR, a JPEG's frame
 * marker). Reads only the bytes it is given, so the cost is bounded by the
 * caller's first piece of the upload, whatever the file's size.
 */
import type { UploadContentType } from '../../domain/entities/file';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/** The image type the bytes really are, by their magic number. */
export function sniffImageType(bytes: Buffer): UploadContentType | null {
  if (bytes.length > PNG_SIGNATURE.length && bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.length > JPEG_SIGNATURE.length && bytes.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}

export interface ImageHeader {
  type: UploadContentType;
  /** Null when the header does not say within the bytes read (a JPEG whose frame comes later). */
  size: { width: number; height: number } | null;
}

/** A PNG's first chunk is always IHDR: signature, length, 'IHDR', width, height. */
function pngSize(head: Buffer): ImageHeader['size'] | undefined {
  if (head.length < 24 || head.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
}

/** Start-of-frame markers (baseline, progressive, lossless…): the ones that carry the image's size. */
const JPEG_FRAME_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** Walk a JPEG's segments (each says its own length) to the first frame header. */
function jpegSize(head: Buffer): ImageHeader['size'] {
  let at = 2;
  while (at + 9 <= head.length && head[at] === 0xff) {
    const marker = head[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (JPEG_FRAME_MARKERS.has(marker)) return { height: head.readUInt16BE(at + 5), width: head.readUInt16BE(at + 7) };
    const isStandalone = (marker >= 0xd0 && marker <= 0xd9) || marker === 0x01;
    at += isStandalone ? 2 : 2 + head.readUInt16BE(at + 2);
  }
  return null;
}

/** The header of a JPEG or PNG, or null when the bytes are neither (or a PNG without its header). */
export function readImageHeader(head: Buffer): ImageHeader | null {
  const type = sniffImageType(head);
  if (type === 'image/png') {
    const size = pngSize(head);
    return size === undefined ? null : { type, size };
  }
  if (type === 'image/jpeg') return { type, size: jpegSize(head) };
  return null;
}

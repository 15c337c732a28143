/**
 * The canvas half of §5's image rule; the decisions (when to stop, which
 * width to try) are domain/upload.ts's. A file already under the limit is
 * sent untouched; a larger one is redrawn narrower until it fits or the tries
 * run out.
 */
import { isAcceptedImageType, nextCompressionStep, scaledHeight } from '../../domain/upload';

export type CompressionResult =
  | { ok: true; blob: Blob }
  | { ok: false; reason: 'type' | 'tooLarge' | 'unreadable' };

/** JPEG re-encoding quality; PNG ignores it. */
const JPEG_QUALITY = 0.9;

function encode(image: ImageBitmap, size: { width: number; height: number }, type: string, quality: number = JPEG_QUALITY): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('No 2D canvas.'));
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded.'))), type, quality),
  );
}

async function shrink(file: Blob, maxMb: number): Promise<CompressionResult> {
  const image = await createImageBitmap(file);
  try {
    let blob = file;
    for (let tries = 0; ; tries += 1) {
      const step = nextCompressionStep({ size: blob.size, maxMb, tries, naturalWidth: image.width });
      if (step.action === 'accept') return { ok: true, blob };
      if (step.action === 'reject') return { ok: false, reason: 'tooLarge' };
      blob = await encode(image, { width: step.width, height: scaledHeight(step.width, image.width, image.height) }, file.type);
    }
  } finally {
    image.close();
  }
}

/** A JPEG or PNG of at most `maxMb`, or why not. */
export async function compressImage(file: Blob, maxMb: number): Promise<CompressionResult> {
  if (!isAcceptedImageType(file.type)) return { ok: false, reason: 'type' };
  if (nextCompressionStep({ size: file.size, maxMb, tries: 0, naturalWidth: 0 }).action === 'accept') return { ok: true, blob: file };
  try {
    return await shrink(file, maxMb);
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}

/** §9: an image pasted or dropped into the article editor is minified to at most 320 x 320, quality 0.7. */
export const PASTED_IMAGE_MAX_SIDE = 320;
export const PASTED_IMAGE_QUALITY = 0.7;

/** The size that fits `max` x `max` keeping the proportions; a smaller image keeps its own size (enlarging only adds bytes). */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  const scale = Math.min(1, max / width, max / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * A pasted or dropped JPEG or PNG redrawn within `maxSide` x `maxSide` at
 * `quality` (JPEG; a PNG keeps its transparency and ignores it), or why not.
 */
export async function minifyImage(file: Blob, maxSide: number = PASTED_IMAGE_MAX_SIDE, quality: number = PASTED_IMAGE_QUALITY): Promise<CompressionResult> {
  if (!isAcceptedImageType(file.type)) return { ok: false, reason: 'type' };
  try {
    const image = await createImageBitmap(file);
    try {
      return { ok: true, blob: await encode(image, fitWithin(image.width, image.height, maxSide), file.type, quality) };
    } finally {
      image.close();
    }
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}

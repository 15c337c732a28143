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

function encode(image: ImageBitmap, width: number, type: string): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = scaledHeight(width, image.width, image.height);
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('No 2D canvas.'));
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded.'))), type, JPEG_QUALITY),
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
      blob = await encode(image, step.width, file.type);
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

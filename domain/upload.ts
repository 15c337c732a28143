/**
 * The image upload rules of §5 as pure decisions, so they are tested without
 * a canvas: which files are accepted, how a too-large image is shrunk (start
 * width 1920, 10% narrower per step, up to 10 tries, until under the limit),
 * and how a long file name is shown.
 */
import { UPLOAD_CONTENT_TYPES, type UploadContentType } from './entities/file';
import { LIMITS } from './validation';

export const COMPRESSION_START_WIDTH = 1920;
/** Each try is 10% narrower than the one before. */
export const COMPRESSION_STEP_FACTOR = 0.9;
export const COMPRESSION_MAX_TRIES = 10;

/** The refusal of a file that is not a JPEG or PNG (the server answers with the same words). */
export const ONLY_JPG_PNG = 'Only JPG and PNG images can be uploaded.';

/** The refusal of a file whose bytes are not a PDF's, whatever its name says (the server answers with the same words). */
export const ONLY_PDF = 'This file is not a PDF: only PDF files can be uploaded.';

/** Every PDF starts with these five bytes ('%PDF-', then its version). */
export const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d] as const;

/** Whether these first bytes are a PDF's header: the bytes decide, never the name or the declared type. */
export function isPdfHeader(head: ArrayLike<number>): boolean {
  return head.length >= PDF_MAGIC.length && PDF_MAGIC.every((byte, i) => head[i] === byte);
}

const MB = 1024 * 1024;

export function limitBytes(maxMb: number): number {
  return maxMb * MB;
}

export function isAcceptedImageType(type: string): type is UploadContentType {
  return (UPLOAD_CONTENT_TYPES as readonly string[]).includes(type);
}

export function isUnderLimit(size: number, maxMb: number): boolean {
  return size <= limitBytes(maxMb);
}

/**
 * The width of try `attempt` (0-based): 1920, 1728, 1555, … — never wider
 * than the image itself, since enlarging only adds bytes.
 */
export function compressionWidth(attempt: number, naturalWidth: number): number {
  const start = Math.min(COMPRESSION_START_WIDTH, naturalWidth);
  return Math.max(1, Math.round(start * COMPRESSION_STEP_FACTOR ** attempt));
}

/** The height that keeps the image's proportions at `width`. */
export function scaledHeight(width: number, naturalWidth: number, naturalHeight: number): number {
  return Math.max(1, Math.round((naturalHeight * width) / naturalWidth));
}

export type CompressionStep =
  | { action: 'accept' }
  | { action: 'resize'; width: number }
  | { action: 'reject' };

/**
 * What to do with a file of `size` bytes after `tries` resizes: accept it once
 * it is under the limit (a small file is sent untouched), else resize once
 * more, else — after the tenth try — give up (the caller says
 * 'File must smaller than {n}MB!').
 */
export function nextCompressionStep(input: { size: number; maxMb: number; tries: number; naturalWidth: number }): CompressionStep {
  if (isUnderLimit(input.size, input.maxMb)) return { action: 'accept' };
  if (input.tries >= COMPRESSION_MAX_TRIES) return { action: 'reject' };
  return { action: 'resize', width: compressionWidth(input.tries, input.naturalWidth) };
}

/** Names over 40 characters are shown cut, with an ellipsis, within 40 (§5). */
export function displayFileName(name: string, max: number = LIMITS.fileNameMax): string {
  return name.length > max ? `${name.slice(0, max - 1)}…` : name;
}

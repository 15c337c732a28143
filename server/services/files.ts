/**
 * Uploaded images, kept in the database (every server instance serves the
 * same bytes) under keys nobody can guess: 128 random bits, base64url. A
 * file is trusted by its bytes, never by the name or type the client claims.
 */
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { UPLOAD_MAX_MB, type UploadContentType, type UploadedFile, type UploadFileBody } from '../../domain/entities/file';
import { MESSAGES } from '../../domain/messages';
import type { Executor } from '../db/client';
import { files } from '../db/schema';
import { fieldError } from '../http/errors';

export const ONLY_IMAGES = 'Only JPG and PNG images can be uploaded.';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/** The image type the bytes really are, by their magic number. */
export function sniffImageType(bytes: Buffer): UploadContentType | null {
  if (bytes.length > PNG_SIGNATURE.length && bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.length > JPEG_SIGNATURE.length && bytes.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}

export const newFileKey = (): string => randomBytes(16).toString('base64url');

const FILE_URL_PREFIX = '/api/files/';

/** Where a stored file is served, relative to the API's origin. */
export const fileUrl = (fileKey: string): string => `${FILE_URL_PREFIX}${fileKey}`;

/** The key of a url this server serves (`/api/files/<key>`, optionally absolute), or null for any other url. */
export function fileKeyOfUrl(url: string): string | null {
  const path = /^https?:\/\/[^/]+(\/.*)$/i.exec(url)?.[1] ?? url;
  const match = /^\/api\/files\/([A-Za-z0-9_-]{22,64})$/.exec(path);
  return match?.[1] ?? null;
}

/** Check the upload (real image of the claimed type, within its purpose's size) and store it. */
export async function storeUpload(db: Executor, body: UploadFileBody, userId: string, now: Date): Promise<UploadedFile> {
  const bytes = Buffer.from(body.data, 'base64');
  if (sniffImageType(bytes) !== body.contentType) throw fieldError('data', ONLY_IMAGES);
  const maxMb = UPLOAD_MAX_MB[body.purpose];
  if (bytes.length > maxMb * 1024 * 1024) throw fieldError('data', MESSAGES.fileTooLarge(maxMb));
  const row = { fileKey: newFileKey(), contentType: body.contentType, fileName: body.fileName, size: bytes.length };
  await db.insert(files).values({ ...row, data: bytes, uploadedByUserId: userId, createdAt: now });
  return { ...row, url: fileUrl(row.fileKey) };
}

export async function readStoredFile(db: Executor, fileKey: string): Promise<{ contentType: string; data: Buffer } | undefined> {
  const [row] = await db.select({ contentType: files.contentType, data: files.data }).from(files).where(eq(files.fileKey, fileKey));
  return row;
}

/** Which of these keys name stored files. */
export async function existingFileKeys(db: Executor, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.select({ fileKey: files.fileKey }).from(files).where(inArray(files.fileKey, [...keys]));
  return new Set(rows.map((r) => r.fileKey));
}

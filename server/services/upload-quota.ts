/**
 * How much one user may upload in a rolling hour: a number of files and a
 * number of megabytes, counted in the database so every server instance sees
 * the same figures. The decision and the new file's row are one short
 * transaction holding an advisory lock on the user: parallel uploads queue on
 * it, each sees the ones before it, and none can overshoot. A file still
 * uploading counts as the most it may yet carry; its real size replaces that
 * when it completes.
 */
import { and, count, eq, gt, lt, min, sql } from 'drizzle-orm';
import { MESSAGES } from '../../domain/messages';
import type { Db } from '../db/client';
import { files } from '../db/schema';
import { tooMany } from '../errors';

export interface UploadQuota {
  filesPerHour: number;
  mbPerHour: number;
}

/**
 * An agent entering a backlog of listings in one busy hour: six listings of
 * fifty photos, each compressed by the SPA to at most 2 MB (most come out at
 * well under 1 MB). Past that it is a script, not a person.
 */
export const DEFAULT_UPLOAD_QUOTA: UploadQuota = { filesPerHour: 300, mbPerHour: 300 };

const HOUR_MS = 60 * 60_000;
const MB = 1024 * 1024;
/** A row still uploading after this long belongs to a server that died mid-upload. */
export const STALE_UPLOAD_MS = HOUR_MS;

/** UPLOAD_FILES_PER_HOUR and UPLOAD_MB_PER_HOUR, where set; a value that is not a positive number stops the start. */
export function uploadQuotaFromEnv(env: NodeJS.ProcessEnv): Partial<UploadQuota> {
  const quota: Partial<UploadQuota> = {};
  for (const [name, key] of [
    ['UPLOAD_FILES_PER_HOUR', 'filesPerHour'],
    ['UPLOAD_MB_PER_HOUR', 'mbPerHour'],
  ] as const) {
    const text = env[name]?.trim();
    if (!text) continue;
    const value = Number(text);
    if (!(value > 0)) throw new Error(`${name} must be a positive number (got '${text}')`);
    quota[key] = value;
  }
  return quota;
}

export interface NewUpload {
  fileKey: string;
  fileName: string;
  contentType: string;
  userId: string;
  /** The most bytes the upload may carry: its purpose's limit, or less when the request says its length. */
  reservedBytes: number;
}

const quotaReached = (quota: UploadQuota, retryAfterS: number) =>
  tooMany(MESSAGES.uploadQuotaReached(quota.filesPerHour, quota.mbPerHour), retryAfterS);

/** Insert the upload's row as 'uploading' if the user's hour has room for it, else refuse with 429 and when to come back. */
export async function reserveUpload(db: Db, upload: NewUpload, quota: UploadQuota, now: Date): Promise<void> {
  const since = new Date(now.getTime() - HOUR_MS);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`upload-quota:${upload.userId}`}, 0))`);
    const [used] = await tx
      .select({ files: count(), bytes: sql<number>`coalesce(sum(${files.size}), 0)::float8`, oldest: min(files.createdAt) })
      .from(files)
      .where(and(eq(files.uploadedByUserId, upload.userId), gt(files.createdAt, since)));
    const isOver = used!.files + 1 > quota.filesPerHour || Number(used!.bytes) + upload.reservedBytes > quota.mbPerHour * MB;
    if (isOver) {
      // When the oldest upload of the hour leaves it: the earliest moment anything frees up.
      const leavesAt = used!.oldest ? used!.oldest.getTime() + HOUR_MS : now.getTime() + HOUR_MS;
      throw quotaReached(quota, Math.max(1, Math.ceil((leavesAt - now.getTime()) / 1000)));
    }
    await tx.insert(files).values({
      fileKey: upload.fileKey,
      fileName: upload.fileName,
      contentType: upload.contentType,
      size: upload.reservedBytes,
      status: 'uploading',
      uploadedByUserId: upload.userId,
      createdAt: now,
    });
  });
}

/** Remove uploads a dead server left half-written (their pieces go with them). */
export async function removeStaleUploads(db: Db, now: Date): Promise<void> {
  await db.delete(files).where(and(eq(files.status, 'uploading'), lt(files.createdAt, new Date(now.getTime() - STALE_UPLOAD_MS))));
}

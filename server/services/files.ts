/**
 * Uploaded images, kept in the database (every server instance serves the
 * same bytes) under keys nobody can guess: 128 random bits, base64url. A
 * file is trusted by its bytes, never by the name or type the client claims.
 *
 * The bytes are stored as they stream in, in pieces of about 256 kB
 * (`file_chunks`), each one short statement of its own: PGlite runs queries
 * on the event loop, and one 10 MB bytea parameter froze every request for
 * seconds. The pieces travel as base64 text the database decodes, which
 * PGlite takes some fifty times faster than a bytea parameter. A file is
 * served once its row is complete; an upload that is refused or abandoned
 * deletes its row (its pieces go with it), and one whose server died mid-way
 * is removed by the next upload once it is an hour old.
 *
 * When an S3-compatible store is configured (server/services/object-store.ts)
 * the bytes of new uploads go there instead, one object per file, put once
 * the whole file has arrived and passed its checks; the row and the quota stay
 * here. Files already in `file_chunks` (the demo's, those uploaded before the
 * store was configured) are still served from there: a file's pieces are
 * looked for in the database first, then in the store.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { isPdfPurpose, MAX_IMAGE_MEGAPIXELS, PDF_CONTENT_TYPE, UPLOAD_MAX_MB, uploadFileFields, type UploadContentType, type UploadedFile } from '../../domain/entities/file';
import { MESSAGES } from '../../domain/messages';
import { isPdfHeader, ONLY_JPG_PNG, ONLY_PDF } from '../../domain/upload';
import type { Db, Executor } from '../db/client';
import { fileChunks, files } from '../db/schema';
import { fieldError, invalidInput, tooLarge } from '../errors';
import type { FormPart } from '../upload-form';
import type { ObjectStore } from './object-store';
import { callerAudit, recordAudit } from './audit';
import type { Caller } from './caller';
import { readImageHeader } from './image-header';
import { removeStaleUploads, reserveUpload, type UploadQuota } from './upload-quota';

/** About this many bytes per stored piece: a few milliseconds of the event loop each, on PGlite. */
export const CHUNK_BYTES = 256 * 1024;
const MB = 1024 * 1024;

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

/**
 * On PGlite a query runs on the event loop and its promise settles in a
 * microtask: piece after piece would run back to back and starve every other
 * request. Between pieces, what else is waiting gets its turn.
 */
const turnOfTheEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

async function writePiece(db: Executor, fileKey: string, seq: number, bytes: Buffer): Promise<void> {
  await db.execute(sql`insert into ${fileChunks} (file_key, seq, data) values (${fileKey}, ${seq}, decode(${bytes.toString('base64')}, 'base64'))`);
}

/** A whole file already in memory (seeds, fixtures), stored complete in pieces. */
export async function storeFile(
  db: Executor,
  file: { fileKey?: string; contentType: string; fileName: string; data: Buffer; uploadedByUserId?: string | null; createdAt?: Date },
): Promise<string> {
  const { data, fileKey = newFileKey(), ...row } = file;
  await db.insert(files).values({ ...row, fileKey, size: data.length, status: 'complete' });
  for (let seq = 0; seq * CHUNK_BYTES < data.length; seq++) await writePiece(db, fileKey, seq, data.subarray(seq * CHUNK_BYTES, (seq + 1) * CHUNK_BYTES));
  return fileKey;
}

// ---------------------------------------------------------------------------
// Uploads: a form of fields, then the file, streamed

export interface UploadContext {
  /** Who uploads: the file's owner and the audit trail's actor. */
  caller: Caller;
  now: Date;
  quota: UploadQuota;
  /** The length the request declared, when it did: the file cannot be longer. */
  declaredBytes?: number;
  /** Where the bytes go when not into the database (S3_BUCKET). */
  objects?: ObjectStore | null;
}

const fileTooLarge = (mb: number) => tooLarge('file', MESSAGES.fileTooLarge(mb));
const notAnImage = () => fieldError('file', ONLY_JPG_PNG);

/** The bytes in pieces of CHUNK_BYTES (the last may be smaller, or empty for an empty file), however they arrive; refused past `maxBytes`. */
async function* piecesOf(bytes: AsyncIterable<Buffer>, maxBytes: number, maxMb: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let total = 0;
  let hasYielded = false;
  for await (const chunk of bytes) {
    total += chunk.length;
    if (total > maxBytes) throw fileTooLarge(maxMb);
    pending.push(chunk);
    pendingBytes += chunk.length;
    if (pendingBytes < CHUNK_BYTES) continue;
    let joined = Buffer.concat(pending, pendingBytes);
    for (; joined.length >= CHUNK_BYTES; joined = joined.subarray(CHUNK_BYTES)) {
      yield joined.subarray(0, CHUNK_BYTES);
      hasYielded = true;
    }
    pending = joined.length ? [joined] : [];
    pendingBytes = joined.length;
  }
  if (pendingBytes > 0 || !hasYielded) yield Buffer.concat(pending, pendingBytes);
}

/** The type the first piece proves, refusing what is not the JPEG or PNG it claims, or claims too many pixels. */
function checkedType(head: Buffer, claimedType: string): UploadContentType {
  const header = readImageHeader(head);
  if (!header || header.type !== claimedType) throw notAnImage();
  if (header.size && (header.size.width === 0 || header.size.height === 0)) throw notAnImage();
  if (header.size && header.size.width * header.size.height > MAX_IMAGE_MEGAPIXELS * 1_000_000) {
    throw fieldError('file', MESSAGES.imageTooManyPixels(MAX_IMAGE_MEGAPIXELS));
  }
  return header.type;
}

/**
 * A PDF purpose's file (issue 19): a PDF by its first bytes, whatever it is
 * called or claims to be — a PNG renamed x.pdf is refused at the field.
 */
export function checkedPdf(head: Buffer): typeof PDF_CONTENT_TYPE {
  if (!isPdfHeader(head)) throw fieldError('file', ONLY_PDF);
  return PDF_CONTENT_TYPE;
}

function fieldsOf(values: Record<string, string>, fileNameOfPart: string) {
  const parsed = uploadFileFields.safeParse({ fileName: fileNameOfPart || undefined, ...values }, { reportInput: true });
  if (!parsed.success) throw invalidInput(parsed.error.issues, 'body');
  return parsed.data;
}

/**
 * Store the file part: check its first piece, take a place in the user's
 * quota (its row, 'uploading'), then write piece after piece as they arrive.
 * Answers the row's key and the bytes written; a failure part-way deletes the row.
 */
async function storeFilePart(db: Db, values: Record<string, string>, part: Extract<FormPart, { kind: 'file' }>, context: UploadContext) {
  const { purpose, fileName } = fieldsOf(values, part.fileName);
  const maxMb = UPLOAD_MAX_MB[purpose];
  const pieces = piecesOf(part.bytes, maxMb * MB, maxMb);
  try {
    const first = await pieces.next();
    const head = first.done ? Buffer.alloc(0) : first.value;
    const contentType = isPdfPurpose(purpose) ? checkedPdf(head) : checkedType(head, part.mimeType);
    const fileKey = newFileKey();
    await removeStaleUploads(db, context.now);
    const reservedBytes = Math.min(maxMb * MB, context.declaredBytes ?? Infinity);
    await reserveUpload(db, { fileKey, fileName, contentType, userId: context.caller.userId, reservedBytes }, context.quota, context.now);
    try {
      let size = 0;
      let seq = 0;
      const held: Buffer[] = [];
      for (let piece = first; !piece.done; piece = await pieces.next()) {
        // Into the object store in one PUT once complete (at most the purpose's limit held); into the database as they come.
        if (context.objects) held.push(piece.value);
        else await writePiece(db, fileKey, seq++, piece.value);
        size += piece.value.length;
        await turnOfTheEventLoop();
      }
      if (context.objects) await context.objects.put(fileKey, Buffer.concat(held, size), contentType);
      return { fileKey, fileName, contentType, size, purpose };
    } catch (error) {
      await discardUpload(db, fileKey);
      throw error;
    }
  } finally {
    // A refusal leaves the rest of the file unread: let the parser go rather than wait on it.
    await pieces.return(undefined);
  }
}

async function discardUpload(db: Db, fileKey: string, objects?: ObjectStore | null): Promise<void> {
  await db.delete(files).where(eq(files.fileKey, fileKey));
  await objects?.remove(fileKey);
}

/**
 * POST /files: the fields (purpose, fileName) come first, so the purpose's
 * limit is known before the file's first byte; the file is checked and
 * stored as it streams in; anything after it is refused. The row turns
 * complete, with its real size, only once the whole form has been read.
 */
export async function storeUpload(db: Db, form: AsyncIterable<FormPart>, context: UploadContext): Promise<UploadedFile> {
  // No prototype: a field is data, whatever its name.
  const values: Record<string, string> = Object.create(null);
  let stored: Awaited<ReturnType<typeof storeFilePart>> | null = null;
  try {
    for await (const part of form) {
      if (stored) throw fieldError(part.name, part.kind === 'file' ? 'Send one file per upload.' : `Send ${part.name} before the file.`);
      if (part.kind === 'field') {
        if (part.name === 'file') throw fieldError('file', MESSAGES.required('File'));
        values[part.name] = part.value;
        continue;
      }
      if (part.name !== 'file') throw fieldError(part.name, `Unknown field: ${part.name}.`);
      stored = await storeFilePart(db, values, part, context);
    }
  } catch (error) {
    if (stored) await discardUpload(db, stored.fileKey, context.objects);
    throw error;
  }
  if (!stored) throw fieldError('file', MESSAGES.required('File'));
  const { fileKey, size, fileName, contentType } = stored;
  // The upload is accepted when its row turns complete: the event (never the bytes) commits with it.
  await completeUpload(db, context, stored).catch(async (error: unknown) => {
    await discardUpload(db, fileKey, context.objects);
    throw error;
  });
  return { fileKey, size, fileName, contentType, url: fileUrl(fileKey) };
}

/** The row turns complete, with its real size, and its event is written: both or neither. */
async function completeUpload(db: Db, context: UploadContext, stored: NonNullable<Awaited<ReturnType<typeof storeFilePart>>>): Promise<void> {
  const { fileKey, size, ...rest } = stored;
  await db.transaction(async (tx) => {
    const [done] = await tx
      .update(files)
      .set({ status: 'complete', size })
      .where(and(eq(files.fileKey, fileKey), eq(files.status, 'uploading')))
      .returning({ fileKey: files.fileKey });
    if (!done) throw new Error(`upload ${fileKey} vanished before it completed`);
    await recordAudit(tx, callerAudit(context.caller, context.now), {
      action: 'create',
      entityType: 'file',
      entityId: fileKey,
      before: null,
      after: { ...rest, size },
      fields: ['fileName', 'contentType', 'size', 'purpose'],
    });
  });
}

// ---------------------------------------------------------------------------
// Reading

export interface StoredFile {
  contentType: string;
  size: number;
  /** The bytes piece by piece, each read by its own small query. */
  pieces: () => AsyncGenerator<Buffer>;
}

async function* piecesOfStored(db: Executor, fileKey: string): AsyncGenerator<Buffer> {
  for (let after = -1; ; ) {
    const res = (await db.execute(
      sql`select seq, encode(data, 'base64') as data from ${fileChunks} where file_key = ${fileKey} and seq > ${after} order by seq limit 1`,
    )) as unknown as { rows: { seq: number; data: string }[] };
    const row = res.rows[0];
    if (!row) return;
    after = row.seq;
    yield Buffer.from(row.data, 'base64');
    await turnOfTheEventLoop();
  }
}

/** The database's pieces if it holds any, else the object store's (an empty file has neither). */
async function* piecesOfEither(db: Executor, fileKey: string, size: number, objects: ObjectStore): AsyncGenerator<Buffer> {
  let fromDatabase = false;
  for await (const piece of piecesOfStored(db, fileKey)) {
    fromDatabase = true;
    yield piece;
  }
  if (fromDatabase || size === 0) return;
  const object = await objects.open(fileKey);
  if (!object) throw new Error(`file ${fileKey} is complete but neither the database nor ${objects.describe} holds its bytes`);
  yield* object;
}

/** A complete file, to be read piece by piece (undefined: no such file, or still uploading). */
export async function openStoredFile(db: Executor, fileKey: string, objects?: ObjectStore | null): Promise<StoredFile | undefined> {
  const [row] = await db
    .select({ contentType: files.contentType, size: files.size })
    .from(files)
    .where(and(eq(files.fileKey, fileKey), eq(files.status, 'complete')));
  if (!row) return undefined;
  return { ...row, pieces: () => (objects ? piecesOfEither(db, fileKey, row.size, objects) : piecesOfStored(db, fileKey)) };
}

/** A complete file's bytes whole (the PDF embeds photos of at most a few megabytes). */
export async function readStoredFile(db: Executor, fileKey: string, objects?: ObjectStore | null): Promise<{ contentType: string; data: Buffer } | undefined> {
  const file = await openStoredFile(db, fileKey, objects);
  if (!file) return undefined;
  const pieces: Buffer[] = [];
  for await (const piece of file.pieces()) pieces.push(piece);
  return { contentType: file.contentType, data: Buffer.concat(pieces) };
}

/**
 * The first `limit` of these keys that name complete files, in the keys'
 * order, each whole, read in one statement: the PDF's few photos of at most a
 * few megabytes each, which piece by piece took two statements or more a file.
 */
export async function readStoredFiles(
  db: Executor,
  keys: readonly string[],
  limit: number,
  objects?: ObjectStore | null,
): Promise<{ fileKey: string; contentType: string; data: Buffer }[]> {
  const wanted = [...new Set(keys)];
  if (wanted.length === 0 || limit < 1) return [];
  const res = (await db.execute(sql`
    with chosen as (
      select f.file_key, f.content_type, f.size, w.ord
      from unnest(array[${sql.join(
        wanted.map((key) => sql`${key}`),
        sql`, `,
      )}]::text[]) with ordinality as w(key, ord)
      join ${files} f on f.file_key = w.key and f.status = 'complete'
      order by w.ord
      limit ${limit}
    )
    select chosen.file_key, chosen.content_type, chosen.size, encode(c.data, 'base64') as data
    from chosen left join ${fileChunks} c on c.file_key = chosen.file_key
    order by chosen.ord, c.seq`)) as unknown as { rows: { file_key: string; content_type: string; size: number; data: string | null }[] };
  const read = new Map<string, { fileKey: string; contentType: string; size: number; pieces: Buffer[] }>();
  for (const row of res.rows) {
    const file = read.get(row.file_key) ?? { fileKey: row.file_key, contentType: row.content_type, size: Number(row.size), pieces: [] };
    read.set(row.file_key, file);
    if (row.data !== null) file.pieces.push(Buffer.from(row.data, 'base64'));
  }
  const whole = [...read.values()];
  // Files whose bytes are not in the database are in the object store: fetched side by side.
  const fromStore = await Promise.all(
    whole.map(({ fileKey, size, pieces }) => (objects && pieces.length === 0 && size > 0 ? objects.read(fileKey) : undefined)),
  );
  return whole.flatMap(({ pieces, size: _size, ...file }, i) => {
    const stored = fromStore[i];
    if (objects && pieces.length === 0 && _size > 0 && !stored) return [];
    return [{ ...file, data: stored ?? Buffer.concat(pieces) }];
  });
}

/** Which of these keys name complete files. */
export async function existingFileKeys(db: Executor, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ fileKey: files.fileKey })
    .from(files)
    .where(and(inArray(files.fileKey, [...keys]), eq(files.status, 'complete')));
  return new Set(rows.map((r) => r.fileKey));
}

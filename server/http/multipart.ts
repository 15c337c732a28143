/**
 * multipart/form-data, the one body that is not JSON (POST /api/files): read
 * as a stream of parts, the fields as text and a file as its bytes while they
 * arrive, so no file is ever held whole in memory. The parser's refusals
 * (malformed bodies, too many parts, an interrupted upload) come out as the
 * one error shape; a refused upload's unread rest is read and dropped before
 * the answer goes, so a browser still sending sees the answer, not a reset.
 */
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../domain/messages';
import { DomainError, fieldError, invalid } from '../errors';
import type { FormPart } from '../upload-form';
import { ApiError } from './errors';

export const MULTIPART_ONLY = 'Send the upload as multipart/form-data: the fields purpose and fileName, then the part file.';
const MALFORMED = 'The upload is not well-formed multipart/form-data.';
const INTERRUPTED = 'The upload was interrupted before the file was complete.';

const unsupported = () => new ApiError(415, ERROR_CODES.validation, MULTIPART_ONLY, { body: MULTIPART_ONLY });
const malformed = (message = MALFORMED) => invalid(message, { body: message });

/** What one upload form may hold besides its file: a few short fields. */
const FORM_LIMITS = { fields: 10, fieldSize: 4096, fieldNameSize: 100, files: 1, parts: 12, headerPairs: 100 };
/** Room for the fields and part headers around the largest file. */
const FORM_OVERHEAD_BYTES = 1024 * 1024;

/**
 * Make this (encapsulated) context take multipart/form-data bodies only: any
 * other content type is refused with 415 before a byte of it is parsed.
 */
export async function acceptMultipartOnly(app: FastifyInstance, maxFileBytes: number): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(unsupported(), undefined));
  // One byte over the largest file: truncation means "too large", which the upload's own check says first.
  await app.register(multipart, { limits: { ...FORM_LIMITS, fileSize: maxFileBytes + 1 }, throwFileSizeLimit: false });
}

const PARSER_ERRORS: Record<string, () => Error> = {
  FST_INVALID_MULTIPART_CONTENT_TYPE: unsupported,
  FST_FILES_LIMIT: () => fieldError('file', 'Send one file per upload.'),
  FST_FIELDS_LIMIT: () => malformed('The upload form has too many fields.'),
  FST_PARTS_LIMIT: () => malformed('The upload form has too many parts.'),
  FST_PROTO_VIOLATION: () => malformed('The upload form has a field name that is not allowed.'),
  FST_MP_PREMATURE_CLOSE: () => malformed(INTERRUPTED),
};

/** Whatever the parser (or busboy under it) threw, as an answer that says what is wrong with the body. */
function parserError(error: unknown): Error {
  if (error instanceof ApiError || error instanceof DomainError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  return (typeof code === 'string' && PARSER_ERRORS[code]?.()) || malformed();
}

async function* bytesOf(file: Readable): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of file) yield chunk as Buffer;
  } catch (error) {
    throw parserError(error);
  }
}

async function* partsOf(request: FastifyRequest): AsyncGenerator<FormPart> {
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') yield { kind: 'file', name: part.fieldname, fileName: part.filename, mimeType: part.mimetype, bytes: bytesOf(part.file) };
      else yield { kind: 'field', name: part.fieldname, value: String(part.value) };
    }
  } catch (error) {
    throw parserError(error);
  }
}

/** Read and drop what is left of the body (bounded: the request was capped when reading began). */
async function discardRest(raw: IncomingMessage): Promise<void> {
  if (raw.readableEnded || raw.destroyed) return;
  raw.unpipe();
  await new Promise<void>((done) => {
    raw.once('end', done).once('close', done).once('error', () => done());
    raw.resume();
  });
}

/** The request's own length, when it declared one. */
const declaredLength = (raw: IncomingMessage): number | undefined => {
  const length = Number(raw.headers['content-length']);
  return Number.isFinite(length) && length >= 0 ? length : undefined;
};

/**
 * Hand the upload's parts to `handle` and answer with what it answers. A
 * body larger than the largest file allows is refused: up front when it says
 * its length, else cut off once it has sent that much.
 */
export async function readMultipart<T>(
  request: FastifyRequest,
  maxFileBytes: number,
  handle: (parts: AsyncIterable<FormPart>, declaredBytes: number | undefined) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw unsupported();
  const raw = request.raw;
  const maxBody = maxFileBytes + FORM_OVERHEAD_BYTES;
  const declared = declaredLength(raw);
  if (declared !== undefined && declared > maxBody) {
    throw new ApiError(413, ERROR_CODES.payloadTooLarge, 'Request body is too large.', { body: 'Request body is too large.' });
  }
  let received = 0;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received > maxBody) raw.destroy(new Error('upload body over its limit'));
  };
  raw.on('data', count);
  try {
    return await handle(partsOf(request), declared);
  } catch (error) {
    await discardRest(raw);
    throw error;
  } finally {
    raw.off('data', count);
  }
}

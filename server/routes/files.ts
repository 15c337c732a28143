/**
 * Image uploads (POST /files, multipart/form-data: the fields purpose and
 * fileName, then the part file, streamed to storage as it arrives) and their
 * serving by key (GET /files/:fileKey, public so a shared page or a PDF can
 * show them, streamed piece by piece). A key never changes its bytes, so
 * browsers may keep them for a year.
 */
import { Readable } from 'node:stream';
import { z } from 'zod';
import { envelope, errorBody } from '../../domain/entities/common';
import { fileKeyParams, MAX_UPLOAD_BYTES, uploadedFile } from '../../domain/entities/file';
import { MESSAGES } from '../../domain/messages';
import { notFound } from '../errors';
import { acceptMultipartOnly, readMultipart } from '../http/multipart';
import { callerOf, typed, type ApiPlugin } from '../http/types';
import { openStoredFile, storeUpload } from '../services/files';

export const fileRoutes: ApiPlugin = async (fastify) => {
  const app = typed(fastify);
  const { services } = fastify;

  // Uploads in a context of their own: it takes multipart bodies only, the rest of the API JSON only.
  await fastify.register(async (uploads) => {
    await acceptMultipartOnly(uploads, MAX_UPLOAD_BYTES);
    // No body schema: the form is read as a stream, each field checked against the domain's schema as it comes.
    typed(uploads).post('/files', { schema: { response: { 201: envelope(uploadedFile) } } }, async (request, reply) => {
      const caller = callerOf(request);
      const stored = await readMultipart(request, MAX_UPLOAD_BYTES, (parts, declaredBytes) =>
        storeUpload(services.db, parts, { caller, now: services.now(), quota: services.uploadQuota, declaredBytes, objects: services.objects }),
      );
      return reply.status(201).send({ payload: stored });
    });
  });

  app.get(
    '/files/:fileKey',
    // The 200 answer is the file's bytes as they are read, piece by piece (never through a serializer).
    { schema: { params: fileKeyParams, response: { 200: z.instanceof(Readable), 404: errorBody } } },
    async (request, reply) => {
      const file = await openStoredFile(services.db, request.params.fileKey, services.objects);
      if (!file) throw notFound(MESSAGES.fileNotFound);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(Readable.from(file.pieces()));
    },
  );
};

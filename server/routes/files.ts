/**
 * Image uploads (POST /files, JSON with base64 bytes) and their serving by
 * key (GET /files/:fileKey, public so a shared page or a PDF can show them).
 * A key never changes its bytes, so browsers may keep them for a year.
 */
import { z } from 'zod';
import { envelope, errorBody } from '../../domain/entities/common';
import { fileKeyParams, UPLOAD_BODY_LIMIT, uploadedFile, uploadFileBody } from '../../domain/entities/file';
import { MESSAGES } from '../../domain/messages';
import { notFound } from '../http/errors';
import { callerOf, typed, type ApiPlugin } from '../http/types';
import { readStoredFile, storeUpload } from '../services/files';

export const fileRoutes: ApiPlugin = async (fastify) => {
  const app = typed(fastify);
  const { services } = fastify;

  app.post(
    '/files',
    { bodyLimit: UPLOAD_BODY_LIMIT, schema: { body: uploadFileBody, response: { 201: envelope(uploadedFile) } } },
    async (request, reply) => {
      const stored = await storeUpload(services.db, request.body, callerOf(request).userId, services.now());
      return reply.status(201).send({ payload: stored });
    },
  );

  app.get(
    '/files/:fileKey',
    // The 200 answer is the file's bytes, sent as they are (never through a serializer).
    { schema: { params: fileKeyParams, response: { 200: z.instanceof(Buffer), 404: errorBody } } },
    async (request, reply) => {
      const file = await readStoredFile(services.db, request.params.fileKey);
      if (!file) throw notFound(MESSAGES.fileNotFound);
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  );
};

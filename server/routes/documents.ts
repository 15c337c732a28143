/**
 * The document center and the magazine (issue 19): `documents` and
 * `magazines` (§7's list shape and CSV through listRoute; create, edit,
 * delete; a magazine's publish and unpublish through the edit's status).
 * Admin-HQ-plus only (§6). Thin: schemas from domain/document.ts and
 * domain/magazine.ts; the files are uploaded first through POST /files.
 */
import { createDocumentBody, documentIdParams, documentItem, documentsQuery, updateDocumentBody } from '../../domain/document';
import { envelope } from '../../domain/entities/common';
import { DOCUMENT_COLUMNS } from '../../domain/lists/documents';
import { MAGAZINE_COLUMNS } from '../../domain/lists/magazines';
import { createMagazineBody, magazineIdParams, magazineItem, magazinesQuery, updateMagazineBody } from '../../domain/magazine';
import { listRoute } from '../http/list-route';
import { callerOf, typed, type ApiPlugin } from '../http/types';
import { createDocument, deleteDocument, listDocuments, updateDocument } from '../services/documents';
import { createMagazine, deleteMagazine, listMagazines, updateMagazine } from '../services/magazines';

const documentAnswer = envelope(documentItem);
const magazineAnswer = envelope(magazineItem);

export const documentRoutes: ApiPlugin = async (fastify) => {
  const app = typed(fastify);
  const { services } = fastify;
  const { db } = services;

  listRoute(fastify, {
    url: '/documents',
    querystring: documentsQuery,
    item: documentItem,
    columns: DOCUMENT_COLUMNS,
    screen: 'document-center',
    read: (_request, q) => listDocuments(db, q),
  });
  app.post('/documents', { schema: { body: createDocumentBody, response: { 201: documentAnswer } } }, async (request, reply) => {
    reply.code(201);
    return { payload: await createDocument(db, callerOf(request), request.body, services.now()) };
  });
  app.patch('/documents/:documentId', { schema: { params: documentIdParams, body: updateDocumentBody, response: { 200: documentAnswer } } }, async (request) => ({
    payload: await updateDocument(db, callerOf(request), request.params.documentId, request.body, services.now()),
  }));
  app.delete('/documents/:documentId', { schema: { params: documentIdParams, response: { 200: documentAnswer } } }, async (request) => ({
    payload: await deleteDocument(db, callerOf(request), request.params.documentId, services.now()),
  }));

  listRoute(fastify, {
    url: '/magazines',
    querystring: magazinesQuery,
    item: magazineItem,
    columns: MAGAZINE_COLUMNS,
    screen: 'magazine',
    read: (_request, q) => listMagazines(db, q),
  });
  app.post('/magazines', { schema: { body: createMagazineBody, response: { 201: magazineAnswer } } }, async (request, reply) => {
    reply.code(201);
    return { payload: await createMagazine(db, callerOf(request), request.body, services.now()) };
  });
  app.patch('/magazines/:magazineId', { schema: { params: magazineIdParams, body: updateMagazineBody, response: { 200: magazineAnswer } } }, async (request) => ({
    payload: await updateMagazine(db, callerOf(request), request.params.magazineId, request.body, services.now()),
  }));
  app.delete('/magazines/:magazineId', { schema: { params: magazineIdParams, response: { 200: magazineAnswer } } }, async (request) => ({
    payload: await deleteMagazine(db, callerOf(request), request.params.magazineId, services.now()),
  }));
};

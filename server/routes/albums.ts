/**
 * Albums (issue 19): `albums` (§7's list shape and CSV through listRoute; one
 * album with its items; create, edit with its items, delete). Admin-HQ-plus
 * only (§6). Thin: schemas from domain/album.ts.
 */
import { album, albumIdParams, albumsQuery, createAlbumBody, updateAlbumBody } from '../../domain/album';
import { envelope } from '../../domain/entities/common';
import { ALBUM_COLUMNS } from '../../domain/lists/albums';
import { listRoute } from '../http/list-route';
import { callerOf, typed, type ApiPlugin } from '../http/types';
import { createAlbum, deleteAlbum, getAlbum, listAlbums, updateAlbum } from '../services/albums';

const answer = envelope(album);

export const albumRoutes: ApiPlugin = async (fastify) => {
  const app = typed(fastify);
  const { services } = fastify;
  const { db } = services;

  listRoute(fastify, {
    url: '/albums',
    querystring: albumsQuery,
    item: album,
    columns: ALBUM_COLUMNS,
    screen: 'album',
    read: (_request, q) => listAlbums(db, q),
  });
  app.get('/albums/:albumId', { schema: { params: albumIdParams, response: { 200: answer } } }, async (request) => ({
    payload: await getAlbum(db, request.params.albumId),
  }));
  app.post('/albums', { schema: { body: createAlbumBody, response: { 201: answer } } }, async (request, reply) => {
    reply.code(201);
    return { payload: await createAlbum(db, callerOf(request), request.body, services.now()) };
  });
  app.patch('/albums/:albumId', { schema: { params: albumIdParams, body: updateAlbumBody, response: { 200: answer } } }, async (request) => ({
    payload: await updateAlbum(db, callerOf(request), request.params.albumId, request.body, services.now()),
  }));
  app.delete('/albums/:albumId', { schema: { params: albumIdParams, response: { 200: answer } } }, async (request) => ({
    payload: await deleteAlbum(db, callerOf(request), request.params.albumId, services.now()),
  }));
};

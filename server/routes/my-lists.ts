/**
 * My lists (issue 18): a user's own lists of listings (another's answers 404),
 * shared by their agent owner as masked links, and the public page of a shared
 * list. Thin: schemas from domain/my-list.ts.
 */
import { envelope } from '../../domain/entities/common';
import { MY_LIST_COLUMNS } from '../../domain/lists/my-lists';
import { createMyListBody, myList, myListIdParams, myListsQuery, sharedList, sharedListCodeParams, updateMyListBody } from '../../domain/my-list';
import { listRoute } from '../http/list-route';
import { callerOf, typed, type ApiPlugin } from '../http/types';
import { createMyList, deleteMyList, getMyList, listMyLists, openSharedList, shareMyList, updateMyList } from '../services/my-lists';

const answer = envelope(myList);

export const myListRoutes: ApiPlugin = async (fastify) => {
  const app = typed(fastify);
  const { services } = fastify;
  const { db } = services;
  const days = () => services.sharedLinkDays;

  listRoute(fastify, {
    url: '/my-lists',
    querystring: myListsQuery,
    item: myList,
    columns: MY_LIST_COLUMNS,
    screen: 'my-list',
    read: (request, q) => listMyLists(db, callerOf(request), q),
  });
  app.get('/my-lists/:myListId', { schema: { params: myListIdParams, response: { 200: answer } } }, async (request) => ({
    payload: await getMyList(db, callerOf(request), request.params.myListId, services.now(), days()),
  }));
  app.post('/my-lists', { schema: { body: createMyListBody, response: { 201: answer } } }, async (request, reply) => {
    reply.code(201);
    return { payload: await createMyList(db, callerOf(request), request.body, services.now(), days()) };
  });
  app.patch('/my-lists/:myListId', { schema: { params: myListIdParams, body: updateMyListBody, response: { 200: answer } } }, async (request) => ({
    payload: await updateMyList(db, callerOf(request), request.params.myListId, request.body, services.now(), days()),
  }));
  app.delete('/my-lists/:myListId', { schema: { params: myListIdParams, response: { 200: answer } } }, async (request) => ({
    payload: await deleteMyList(db, callerOf(request), request.params.myListId, services.now()),
  }));
  app.post('/my-lists/:myListId/share', { schema: { params: myListIdParams, response: { 200: answer } } }, async (request) => ({
    payload: await shareMyList(db, callerOf(request), request.params.myListId, services.now(), days()),
  }));

  app.get('/shared-lists/:sharedCode', { schema: { params: sharedListCodeParams, response: { 200: envelope(sharedList) } } }, async (request, reply) => {
    // A client's page, as a shared listing's: not cached by a proxy, not shown to search engines.
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    return { payload: await openSharedList(db, request.params.sharedCode, services.now(), days()) };
  });
};

/**
 * Clients (issue 19, §7's style): `clients` — an agent's own (another's
 * answers 404), read by the Super Admin too; notes and listings shared as
 * masked links. Thin: schemas from domain/client.ts.
 */
import { client, clientIdParams, clientsQuery, createClientBody, createClientNoteBody, createClientShareBody, updateClientBody } from '../../domain/client';
import { envelope } from '../../domain/entities/common';
import { CLIENT_COLUMNS } from '../../domain/lists/clients';
import { listRoute } from '../http/list-route';
import { callerOf, typed, type ApiPlugin } from '../http/types';
import { addClientNote, createClient, deleteClient, getClient, listClients, shareWithClient, updateClient } from '../services/clients';

const answer = envelope(client);

export const clientRoutes: ApiPlugin = async (fastify) => {
  const app = typed(fastify);
  const { services } = fastify;
  const { db } = services;
  const days = () => services.sharedLinkDays;

  listRoute(fastify, {
    url: '/clients',
    querystring: clientsQuery,
    item: client,
    columns: CLIENT_COLUMNS,
    screen: 'clients',
    read: (request, q) => listClients(db, callerOf(request), q),
  });
  app.get('/clients/:clientId', { schema: { params: clientIdParams, response: { 200: answer } } }, async (request) => ({
    payload: await getClient(db, callerOf(request), request.params.clientId, services.now(), days()),
  }));
  app.post('/clients', { schema: { body: createClientBody, response: { 201: answer } } }, async (request, reply) => {
    reply.code(201);
    return { payload: await createClient(db, callerOf(request), request.body, services.now(), days()) };
  });
  app.patch('/clients/:clientId', { schema: { params: clientIdParams, body: updateClientBody, response: { 200: answer } } }, async (request) => ({
    payload: await updateClient(db, callerOf(request), request.params.clientId, request.body, services.now(), days()),
  }));
  app.delete('/clients/:clientId', { schema: { params: clientIdParams, response: { 200: answer } } }, async (request) => ({
    payload: await deleteClient(db, callerOf(request), request.params.clientId, services.now()),
  }));
  app.post('/clients/:clientId/notes', { schema: { params: clientIdParams, body: createClientNoteBody, response: { 201: answer } } }, async (request, reply) => {
    reply.code(201);
    return { payload: await addClientNote(db, callerOf(request), request.params.clientId, request.body, services.now(), days()) };
  });
  app.post('/clients/:clientId/shares', { schema: { params: clientIdParams, body: createClientShareBody, response: { 201: answer } } }, async (request, reply) => {
    reply.code(201);
    return { payload: await shareWithClient(db, callerOf(request), request.params.clientId, request.body, services.now(), days()) };
  });
};

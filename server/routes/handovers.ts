/**
 * Handovers (issue 18, §7's style): read by HQ unprefixed and by everyone
 * else under office/, in the caller's scope; created and changed only by
 * agents (§6 'agents only for handover create'), who are office users, so
 * the writes live under office/ alone. Thin: schemas from domain/handover.ts.
 */
import { z } from 'zod';
import { envelope } from '../../domain/entities/common';
import { addHandoverFileBody, createHandoverBody, handover, handoverFileParams, handoverIdParams, handoversQuery, updateHandoverBody } from '../../domain/handover';
import { HANDOVER_COLUMNS } from '../../domain/lists/handovers';
import { listRoute } from '../http/list-route';
import { callerOf, typed, type ApiPlugin } from '../http/types';
import {
  addHandoverFile,
  cancelHandover,
  completeHandover,
  createHandover,
  getHandover,
  handoverableClosings,
  listHandovers,
  removeHandoverFile,
  updateHandover,
} from '../services/handovers';

const answer = envelope(handover);
const handoverableClosing = z.object({ closingId: z.string(), closingCode: z.string(), listingCode: z.string(), title: z.string(), buyerName: z.string(), closingDate: z.string() });

export const handoverRoutes: ApiPlugin = async (fastify) => {
  const app = typed(fastify);
  const { services } = fastify;
  const { db } = services;

  for (const prefix of ['', '/office'] as const) {
    listRoute(fastify, {
      url: `${prefix}/handovers`,
      querystring: handoversQuery,
      item: handover,
      columns: HANDOVER_COLUMNS,
      screen: 'handovers',
      read: (request, q) => listHandovers(db, callerOf(request), q),
    });
    app.get(`${prefix}/handovers/:handoverId`, { schema: { params: handoverIdParams, response: { 200: answer } } }, async (request) => ({
      payload: await getHandover(db, callerOf(request), request.params.handoverId),
    }));
  }

  // The agent's closings that can be handed over: the create form's choices (before ':handoverId').
  app.get('/office/handovers/closings', { schema: { response: { 200: envelope(z.array(handoverableClosing)) } } }, async (request) => ({
    payload: await handoverableClosings(db, callerOf(request)),
  }));
  app.post('/office/handovers', { schema: { body: createHandoverBody, response: { 201: answer } } }, async (request, reply) => {
    reply.code(201);
    return { payload: await createHandover(db, callerOf(request), request.body, services.now()) };
  });
  app.patch('/office/handovers/:handoverId', { schema: { params: handoverIdParams, body: updateHandoverBody, response: { 200: answer } } }, async (request) => ({
    payload: await updateHandover(db, callerOf(request), request.params.handoverId, request.body, services.now()),
  }));
  app.post('/office/handovers/:handoverId/files', { schema: { params: handoverIdParams, body: addHandoverFileBody, response: { 200: answer } } }, async (request) => ({
    payload: await addHandoverFile(db, callerOf(request), request.params.handoverId, request.body, services.now()),
  }));
  app.delete('/office/handovers/:handoverId/files/:handoverFileId', { schema: { params: handoverFileParams, response: { 200: answer } } }, async (request) => ({
    payload: await removeHandoverFile(db, callerOf(request), request.params.handoverId, request.params.handoverFileId, services.now()),
  }));
  app.post('/office/handovers/:handoverId/complete', { schema: { params: handoverIdParams, response: { 200: answer } } }, async (request) => ({
    payload: await completeHandover(db, callerOf(request), request.params.handoverId, services.now()),
  }));
  app.post('/office/handovers/:handoverId/cancel', { schema: { params: handoverIdParams, response: { 200: answer } } }, async (request) => ({
    payload: await cancelHandover(db, callerOf(request), request.params.handoverId, services.now()),
  }));
};

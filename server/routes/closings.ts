/**
 * Closings (issue 18, §7's style): HQ calls them unprefixed, everyone else
 * under office/, scoped to their offices or, for an agent, their closings.
 * Thin: schemas from domain/closing.ts, the work in services/closings.ts.
 */
import { cancelClosingBody, closing, closingSummary as closingSummaryAnswer, closingSummaryQuery, closingHistoriesQuery, closingHistory, closingHistoryIdParams, closingIdParams, closingsQuery, createClosingBody, updateClosingBody } from '../../domain/closing';
import { envelope } from '../../domain/entities/common';
import { CLOSING_COLUMNS, CLOSING_HISTORY_COLUMNS } from '../../domain/lists/closings';
import { listRoute } from '../http/list-route';
import { callerOf, typed, type ApiPlugin } from '../http/types';
import { cancelClosing, closingSummary, createClosing, getClosing, getClosingHistory, listClosingHistories, listClosings, updateClosing } from '../services/closings';

const answer = envelope(closing);

export const closingRoutes: ApiPlugin = async (fastify) => {
  const app = typed(fastify);
  const { services } = fastify;
  const { db } = services;

  for (const prefix of ['', '/office'] as const) {
    const viaOffice = prefix === '/office';
    listRoute(fastify, {
      url: `${prefix}/closings`,
      querystring: closingsQuery,
      item: closing,
      columns: CLOSING_COLUMNS,
      screen: 'closings',
      read: (request, q) => listClosings(db, callerOf(request), q),
    });
    // Before ':closingId', which would match 'summary' too (fastify prefers the static segment anyway).
    app.get(`${prefix}/closings/summary`, { schema: { querystring: closingSummaryQuery, response: { 200: envelope(closingSummaryAnswer) } } }, async (request) => ({
      payload: await closingSummary(db, callerOf(request), request.query, services.now()),
    }));
    app.get(`${prefix}/closings/:closingId`, { schema: { params: closingIdParams, response: { 200: answer } } }, async (request) => ({
      payload: await getClosing(db, callerOf(request), request.params.closingId),
    }));
    app.post(`${prefix}/closings`, { schema: { body: createClosingBody, response: { 201: answer } } }, async (request, reply) => {
      reply.code(201);
      return { payload: await createClosing(db, callerOf(request), request.body, viaOffice, services.now()) };
    });
    app.patch(`${prefix}/closings/:closingId`, { schema: { params: closingIdParams, body: updateClosingBody, response: { 200: answer } } }, async (request) => ({
      payload: await updateClosing(db, callerOf(request), request.params.closingId, request.body, viaOffice, services.now()),
    }));
    listRoute(fastify, {
      url: `${prefix}/closing-histories`,
      querystring: closingHistoriesQuery,
      item: closingHistory,
      columns: CLOSING_HISTORY_COLUMNS,
      screen: 'closing-history',
      read: (request, q) => listClosingHistories(db, callerOf(request), q),
    });
    app.get(`${prefix}/closing-histories/:closingHistoryId`, { schema: { params: closingHistoryIdParams, response: { 200: envelope(closingHistory) } } }, async (request) => ({
      payload: await getClosingHistory(db, callerOf(request), request.params.closingHistoryId),
    }));
    app.post(`${prefix}/closings/:closingId/cancel`, { schema: { params: closingIdParams, body: cancelClosingBody, response: { 200: answer } } }, async (request) => ({
      payload: await cancelClosing(db, callerOf(request), request.params.closingId, request.body, viaOffice, services.now()),
    }));
  }
};

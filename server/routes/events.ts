/**
 * Events and announcements (issue 19, §7's style): `events` with the list
 * shape, the detail, writes by admin-HQ-plus, and registrations by whoever
 * the event is for. Thin: schemas from domain/event.ts, the work and the
 * audience scoping in server/services/events.ts.
 */
import { z } from 'zod';
import { envelope } from '../../domain/entities/common';
import { eventBody, eventIdParams, eventItem, eventsQuery } from '../../domain/event';
import { EVENT_COLUMNS } from '../../domain/lists/events';
import { listRoute } from '../http/list-route';
import { callerOf, typed, type ApiPlugin } from '../http/types';
import { cancelEvent, createEvent, deleteEvent, getEvent, listEvents, publishEvent, registerForEvent, unregisterFromEvent, updateEvent } from '../services/events';

const answer = envelope(eventItem);

export const eventRoutes: ApiPlugin = async (fastify) => {
  const app = typed(fastify);
  const { services } = fastify;
  const { db } = services;

  listRoute(fastify, {
    url: '/events',
    querystring: eventsQuery,
    item: eventItem,
    columns: EVENT_COLUMNS,
    screen: 'event',
    read: (request, q) => listEvents(db, callerOf(request), q, services.now()),
  });
  app.get('/events/:eventId', { schema: { params: eventIdParams, response: { 200: answer } } }, async (request) => ({
    payload: await getEvent(db, callerOf(request), request.params.eventId, services.now()),
  }));
  app.post('/events', { schema: { body: eventBody, response: { 201: answer } } }, async (request, reply) => {
    reply.code(201);
    return { payload: await createEvent(db, callerOf(request), request.body, services.now()) };
  });
  app.patch('/events/:eventId', { schema: { params: eventIdParams, body: eventBody, response: { 200: answer } } }, async (request) => ({
    payload: await updateEvent(db, callerOf(request), request.params.eventId, request.body, services.now()),
  }));
  app.post('/events/:eventId/publish', { schema: { params: eventIdParams, response: { 200: answer } } }, async (request) => {
    const published = await publishEvent(db, callerOf(request), request.params.eventId, services.now());
    services.wakeJobs();
    return { payload: published };
  });
  app.post('/events/:eventId/cancel', { schema: { params: eventIdParams, response: { 200: answer } } }, async (request) => ({
    payload: await cancelEvent(db, callerOf(request), request.params.eventId, services.now()),
  }));
  app.delete('/events/:eventId', { schema: { params: eventIdParams, response: { 200: envelope(z.object({ eventId: z.string() })) } } }, async (request) => {
    await deleteEvent(db, callerOf(request), request.params.eventId, services.now());
    return { payload: { eventId: request.params.eventId } };
  });
  app.post('/events/:eventId/registrations', { schema: { params: eventIdParams, response: { 201: answer } } }, async (request, reply) => {
    reply.code(201);
    return { payload: await registerForEvent(db, callerOf(request), request.params.eventId, services.now()) };
  });
  app.delete('/events/:eventId/registrations', { schema: { params: eventIdParams, response: { 200: answer } } }, async (request) => ({
    payload: await unregisterFromEvent(db, callerOf(request), request.params.eventId, services.now()),
  }));
};

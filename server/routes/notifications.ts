/**
 * Notifications of §7 — always the caller's own — plus the way HQ pushes one
 * (POST) and the live channel to the browser (server-sent events).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { envelope } from '../../domain/entities/common';
import { NOTIFICATION_COLUMNS } from '../../domain/lists/people';
import { listRoute } from '../http/list-route';
import {
  NOTIFICATION_EVENT,
  createNotificationBody,
  markAllAsReadBody,
  markAsReadBody,
  markedPayload,
  notification,
  notificationsQuery,
  type Notification,
} from '../../domain/entities/notification';
import type { Services } from '../context';
import { callerOf, typed, type ApiPlugin } from '../http/types';
import { createNotification, listNotifications, markAllAsRead, markAsRead, missedSince, ownReceiver } from '../services/notifications';
import { isSessionLive } from '../services/sessions';

export const notificationRoutes: ApiPlugin = async (fastify) => {
  const app = typed(fastify);
  const { services } = fastify;
  const streams = new Set<() => void>();
  // Open streams would keep the server from closing: end them first.
  fastify.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });

  listRoute(fastify, {
    url: '/notifications',
    querystring: notificationsQuery,
    item: notification,
    columns: NOTIFICATION_COLUMNS,
    screen: 'notifications',
    read: (request, q) => listNotifications(services.db, ownReceiver(callerOf(request).userId, q.receiverUserId), q),
  });

  app.patch(
    '/notifications/mark-as-read',
    { schema: { body: markAsReadBody, response: { 200: envelope(markedPayload) } } },
    async (request) => {
      const caller = callerOf(request);
      const userId = ownReceiver(caller.userId, request.body.receiverUserId);
      return { payload: { updated: await markAsRead(services.db, caller, userId, request.body.notificationIds, services.now()) } };
    },
  );

  app.patch(
    '/notifications/mark-all-as-read',
    { schema: { body: markAllAsReadBody, response: { 200: envelope(markedPayload) } } },
    async (request) => {
      const caller = callerOf(request);
      const userId = ownReceiver(caller.userId, request.body?.receiverUserId);
      return { payload: { updated: await markAllAsRead(services.db, caller, userId, services.now()) } };
    },
  );

  app.post(
    '/notifications',
    { schema: { body: createNotificationBody, response: { 201: envelope(notification) } } },
    async (request, reply) => {
      const created = await createNotification(services.db, callerOf(request), request.body, services.now());
      return reply.status(201).send({ payload: created });
    },
  );

  app.get('/notifications/stream', (request, reply) => openStream(services, streams, request, reply));
};

/**
 * One server-sent-events stream per open tab: `event: notification` with the
 * Notification as data (its id as the event id, so a reconnecting client's
 * Last-Event-ID gets it what it missed), a comment line as heartbeat, ended
 * when the client goes away or its session ends (the heartbeat looks).
 */
function openStream(services: Services, streams: Set<() => void>, request: FastifyRequest, reply: FastifyReply): void {
  const caller = callerOf(request);
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.write(`retry: 5000\n: connected\n\n`);

  const write = (n: Notification) => {
    if (!res.writableEnded) res.write(`event: ${NOTIFICATION_EVENT}\nid: ${n.id}\ndata: ${JSON.stringify(n)}\n\n`);
  };
  // Live events wait while a reconnecting client catches up on what it missed.
  let pending: Notification[] | undefined = [];
  const replayed = new Set<string>();
  const unsubscribe = services.push.subscribe(caller.userId, (n) => (pending ? pending.push(n) : write(n)));
  const lastEventId = request.headers['last-event-id'];
  missedSince(services.db, caller.userId, typeof lastEventId === 'string' ? lastEventId : undefined)
    .then((missed) => missed.forEach((n) => (replayed.add(n.id), write(n))))
    .catch((error: Error) => request.log.error({ err: error }, 'notification replay failed'))
    .finally(() => {
      const queued = pending ?? [];
      pending = undefined;
      queued.filter((n) => !replayed.has(n.id)).forEach(write);
    });
  let isEnded = false;
  const end = () => {
    if (isEnded) return;
    isEnded = true;
    clearInterval(heartbeat);
    unsubscribe();
    streams.delete(end);
    if (!res.writableEnded) res.end();
  };
  const heartbeat = setInterval(() => {
    isSessionLive(services.db, caller.sessionId, services.now(), services.sessionLimits)
      .then((isLive) => (isLive ? res.write(': heartbeat\n\n') : end()))
      .catch(() => end());
  }, services.heartbeatMs);
  streams.add(end);
  request.raw.on('close', end);
  res.on('close', end);
  res.on('error', end);
}

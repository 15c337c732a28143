/** Push registration of §7: kept and stored per user (the browser's live channel is the event stream). */
import { and, eq } from 'drizzle-orm';
import { fcmDeletePayload, fcmRegisterBody, fcmRegisterPayload, fcmTokenParams } from '../../domain/entities/auth';
import { envelope } from '../../domain/entities/common';
import { fcmTokens } from '../db/schema';
import { callerOf, typed, type ApiPlugin } from '../http/types';

export const fcmRoutes: ApiPlugin = async (fastify) => {
  const app = typed(fastify);
  const { services } = fastify;

  app.post('/fcm/register', { schema: { body: fcmRegisterBody, response: { 200: envelope(fcmRegisterPayload) } } }, async (request) => {
    const { userId } = callerOf(request);
    const now = services.now();
    const { fcmToken, deviceId, deviceType, meta } = request.body;
    // A device token belongs to whoever registered it last (a shared browser changes hands).
    await services.db
      .insert(fcmTokens)
      .values({ fcmToken, userId, deviceId, deviceType, meta, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: fcmTokens.fcmToken, set: { userId, deviceId, deviceType, meta, updatedAt: now } });
    return { payload: { fcmToken, deviceId, deviceType } };
  });

  app.delete('/fcm/:token', { schema: { params: fcmTokenParams, response: { 200: envelope(fcmDeletePayload) } } }, async (request) => {
    const deleted = await services.db
      .delete(fcmTokens)
      .where(and(eq(fcmTokens.fcmToken, request.params.token), eq(fcmTokens.userId, callerOf(request).userId)))
      .returning({ fcmToken: fcmTokens.fcmToken });
    return { payload: { deleted: deleted.length > 0 } };
  });
};

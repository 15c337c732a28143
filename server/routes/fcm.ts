/** Push registration of §7: kept and stored per user (the browser's live channel is the event stream). */
import { fcmDeletePayload, fcmRegisterBody, fcmRegisterPayload, fcmTokenParams } from '../../domain/entities/auth';
import { envelope } from '../../domain/entities/common';
import { callerOf, typed, type ApiPlugin } from '../http/types';
import { deleteFcmToken, registerFcmToken } from '../services/fcm';

export const fcmRoutes: ApiPlugin = async (fastify) => {
  const app = typed(fastify);
  const { services } = fastify;

  app.post('/fcm/register', { schema: { body: fcmRegisterBody, response: { 200: envelope(fcmRegisterPayload) } } }, async (request) => {
    const { fcmToken, deviceId, deviceType } = request.body;
    await registerFcmToken(services.db, callerOf(request), request.body, services.now());
    return { payload: { fcmToken, deviceId, deviceType } };
  });

  app.delete('/fcm/:token', { schema: { params: fcmTokenParams, response: { 200: envelope(fcmDeletePayload) } } }, async (request) => {
    return { payload: { deleted: await deleteFcmToken(services.db, callerOf(request), request.params.token, services.now()) } };
  });
};

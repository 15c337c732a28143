/** Users of §7: the caller's own record, profile and admin edits, and the email-in-use check. */
import { envelope } from '../../domain/entities/common';
import { checkEmailBody, checkEmailPayload, patchUserBody, user as userSchema, userIdParams } from '../../domain/entities/user';
import { callerOf, typed, type ApiPlugin } from '../http/types';
import { isEmailUsed, ownUser, updateUser } from '../services/users';

export const userRoutes: ApiPlugin = async (fastify) => {
  const app = typed(fastify);
  const { services } = fastify;

  app.get('/users/me', { schema: { response: { 200: envelope(userSchema) } } }, async (request) => ({
    payload: await ownUser(services.db, callerOf(request).userId),
  }));

  app.patch(
    '/users/:userId',
    { schema: { params: userIdParams, body: patchUserBody, response: { 200: envelope(userSchema) } } },
    async (request) => {
      const { user, hasMail } = await updateUser(services, callerOf(request), request.params.userId, request.body);
      // Sent after the transaction that wrote it has committed.
      if (hasMail) services.mailer.flush().catch((error: Error) => request.log.error({ err: error }, 'mail flush failed'));
      return { payload: user };
    },
  );

  app.post(
    '/users/check-email',
    { schema: { body: checkEmailBody, response: { 200: envelope(checkEmailPayload) } } },
    async (request) => ({ payload: { isExist: await isEmailUsed(services.db, request.body.email) } }),
  );
};

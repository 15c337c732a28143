/** Session endpoints of §7: sign in and out, ping, password change, forgotten password, email verification. */
import {
  changePasswordBody,
  forgotPasswordBody,
  messagePayload,
  pingPayload,
  resetPasswordBody,
  resetPasswordInfoPayload,
  sessionIdParams,
  signInBody,
  signInPayload,
} from '../../domain/entities/auth';
import { envelope } from '../../domain/entities/common';
import { MESSAGES } from '../../domain/messages';
import { callerOf, originOf, typed, type ApiPlugin } from '../http/types';
import { changePassword, queueResetMail, resetLinkEmail, resetPassword, signIn, signOut, verifyEmail } from '../services/auth';
import type { Mailer } from '../services/mail';

/** Send what the outbox holds now, after the transaction that wrote it has committed. */
function flushMail(mailer: Mailer, log: { error: (o: object, m: string) => void }) {
  mailer.flush().catch((error: Error) => log.error({ err: error }, 'mail flush failed'));
}

export const authRoutes: ApiPlugin = async (fastify) => {
  const app = typed(fastify);
  const { services } = fastify;
  /** The throttle's and the session's address and user agent, and the request's origin for the audit trail. */
  const sessionOriginOf = (request: Parameters<typeof originOf>[0]) => {
    const userAgent = request.headers['user-agent'];
    return { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : undefined, audit: originOf(request) };
  };

  app.post('/auth/signin', { schema: { body: signInBody, response: { 200: envelope(signInPayload) } } }, async (request) => ({
    payload: { token: await signIn(services, request.body, sessionOriginOf(request)) },
  }));

  app.post('/auth/signout', { schema: { response: { 200: envelope(messagePayload) } } }, async (request) => {
    await signOut(services.db, callerOf(request), services.now());
    return { payload: { message: MESSAGES.logoutSuccess } };
  });

  app.get('/auth/ping', { schema: { response: { 200: envelope(pingPayload) } } }, async () => ({ payload: { status: 'ok' } }));

  app.post(
    '/auth/change-password',
    { schema: { body: changePasswordBody, response: { 200: envelope(messagePayload) } } },
    async (request) => {
      await changePassword(services, callerOf(request), request.body, sessionOriginOf(request));
      return { payload: { message: MESSAGES.passwordChanged } };
    },
  );

  app.post(
    '/auth/forgot-password/confirmation-link',
    { schema: { body: forgotPasswordBody, response: { 200: envelope(messagePayload) } } },
    async (request) => {
      if (await queueResetMail(services, request.body.email, originOf(request))) flushMail(services.mailer, request.log);
      // The same answer whether or not the account exists: the form does not tell who has one.
      return { payload: { message: MESSAGES.resetLinkSent } };
    },
  );

  app.get(
    '/auth/reset-password/:sessionId',
    { schema: { params: sessionIdParams, response: { 200: envelope(resetPasswordInfoPayload) } } },
    async (request) => ({ payload: { email: await resetLinkEmail(services.db, request.params.sessionId, services.now()) } }),
  );

  app.post(
    '/auth/reset-password/:sessionId',
    { schema: { params: sessionIdParams, body: resetPasswordBody, response: { 200: envelope(messagePayload) } } },
    async (request) => {
      await resetPassword(services.db, request.params.sessionId, request.body.password, services.now(), originOf(request));
      return { payload: { message: MESSAGES.passwordResetDone } };
    },
  );

  app.post(
    '/auth/verify-email/:sessionId',
    { schema: { params: sessionIdParams, response: { 200: envelope(messagePayload) } } },
    async (request) => {
      await verifyEmail(services.db, request.params.sessionId, services.now(), originOf(request));
      return { payload: { message: MESSAGES.emailVerified } };
    },
  );
};

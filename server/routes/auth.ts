/** Session endpoints of §7: sign in and out, ping, password change, forgotten password, email verification. */
import { and, eq } from 'drizzle-orm';
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
import { ERROR_CODES, MESSAGES, type ErrorCode } from '../../domain/messages';
import { accountRefusal, type AccountRefusal } from '../../domain/session';
import { users } from '../db/schema';
import { ApiError, fieldError } from '../http/errors';
import { callerOf, typed, type ApiPlugin, type Services } from '../http/types';
import {
  RESET_MAILS_PER_WINDOW,
  RESET_MAIL_WINDOW_MS,
  consumeLink,
  issueLink,
  peekLink,
  recentLinkCount,
  resetPasswordMail,
} from '../services/one-time-links';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../services/passwords';
import { createSession, pruneSessions, revokeSession, revokeUserSessions } from '../services/sessions';
import { acceptAttempt, clearFailures, reserveAttempt } from '../services/sign-in-throttle';
import { findUser, findUserByEmail, hasActiveEmployeeRecordOf, normalizeEmail } from '../services/users';

const linkInvalid = () => new ApiError(400, ERROR_CODES.validation, MESSAGES.resetLinkInvalid);

function tooMany(retryAfterSeconds: number) {
  return new ApiError(429, ERROR_CODES.rateLimited, MESSAGES.tooManySignIns, undefined, { 'retry-after': String(retryAfterSeconds) });
}

const ACCOUNT_REFUSALS: Record<AccountRefusal, { code: ErrorCode; message: string }> = {
  inactive: { code: ERROR_CODES.validation, message: MESSAGES.inactiveAccount },
  noEmployee: { code: ERROR_CODES.accountDisabled, message: MESSAGES.accountDisabled },
};

/** Send what the outbox holds now, after the transaction that wrote it has committed. */
function flushMail(services: Services, log: { error: (o: object, m: string) => void }) {
  services.mailer.flush().catch((error: Error) => log.error({ err: error }, 'mail flush failed'));
}

export const authRoutes: ApiPlugin = async (fastify) => {
  const app = typed(fastify);
  const { services } = fastify;

  app.post('/auth/signin', { schema: { body: signInBody, response: { 200: envelope(signInPayload) } } }, async (request) => {
    const { db } = services;
    const now = services.now();
    const email = normalizeEmail(request.body.email);

    const user = await findUserByEmail(db, email);
    // A disabled account is told so whatever the password: no password is
    // compared, so the answer confirms no guess (docs/decisions.md, Signing in).
    if (user) {
      const refusal = accountRefusal(user, await hasActiveEmployeeRecordOf(db, user.userId));
      if (refusal) throw new ApiError(401, ACCOUNT_REFUSALS[refusal].code, ACCOUNT_REFUSALS[refusal].message);
    }

    const attempt = await reserveAttempt(db, email, request.ip, now, services.signInLimits);
    if (!attempt.allowed) throw tooMany(attempt.retryAfterSeconds);
    if (attempt.delayMs > 0) await services.wait(attempt.delayMs);
    const isMatch = await verifyPassword(request.body.password, user?.passwordHash ?? (await dummyPasswordHash()));
    if (!user || !isMatch) throw new ApiError(401, ERROR_CODES.validation, MESSAGES.invalidCredentials);

    const token = await db.transaction(async (tx) => {
      await acceptAttempt(tx, attempt.attemptId, email, request.ip);
      return createSession(tx, {
        userId: user.userId,
        now,
        limits: services.sessionLimits,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
    });
    await pruneSessions(db, now);
    return { payload: { token } };
  });

  app.post('/auth/signout', { schema: { response: { 200: envelope(messagePayload) } } }, async (request) => {
    await revokeSession(services.db, callerOf(request).sessionId, services.now());
    return { payload: { message: MESSAGES.logoutSuccess } };
  });

  app.get('/auth/ping', { schema: { response: { 200: envelope(pingPayload) } } }, async () => ({ payload: { status: 'ok' } }));

  app.post(
    '/auth/change-password',
    { schema: { body: changePasswordBody, response: { 200: envelope(messagePayload) } } },
    async (request) => {
      const { db } = services;
      const now = services.now();
      const caller = callerOf(request);
      const user = await findUser(db, caller.userId);
      if (!user) throw new ApiError(403, ERROR_CODES.unauthorized, MESSAGES.unauthenticated);
      // A stolen session must not become a way to guess the password: same counter as sign-in.
      const attempt = await reserveAttempt(db, user.email, request.ip, now, services.signInLimits);
      if (!attempt.allowed) throw tooMany(attempt.retryAfterSeconds);
      if (attempt.delayMs > 0) await services.wait(attempt.delayMs);
      if (!(await verifyPassword(request.body.currentPassword, user.passwordHash))) {
        throw fieldError('currentPassword', MESSAGES.wrongCurrentPassword);
      }
      const passwordHash = await hashPassword(request.body.newPassword);
      await db.transaction(async (tx) => {
        await acceptAttempt(tx, attempt.attemptId, user.email, request.ip);
        await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.userId, user.userId));
        await revokeUserSessions(tx, user.userId, now);
      });
      return { payload: { message: MESSAGES.passwordChanged } };
    },
  );

  app.post(
    '/auth/forgot-password/confirmation-link',
    { schema: { body: forgotPasswordBody, response: { 200: envelope(messagePayload) } } },
    async (request) => {
      const { db } = services;
      const now = services.now();
      const user = await findUserByEmail(db, request.body.email);
      // The same answer whether or not the account exists: the form does not tell who has one.
      const answer = { payload: { message: MESSAGES.resetLinkSent } };
      if (!user || user.status !== 'active') return answer;
      if ((await recentLinkCount(db, user.userId, 'reset_password', now, RESET_MAIL_WINDOW_MS)) >= RESET_MAILS_PER_WINDOW) {
        return answer;
      }
      await db.transaction(async (tx) => {
        const secret = await issueLink(tx, { userId: user.userId, email: user.email, purpose: 'reset_password', now });
        const link = `${services.publicUrl}/reset-password/${secret}`;
        await services.mailer.enqueue(tx, resetPasswordMail(user.email, user.nickName || user.name, link), now);
      });
      flushMail(services, request.log);
      return answer;
    },
  );

  app.get(
    '/auth/reset-password/:sessionId',
    { schema: { params: sessionIdParams, response: { 200: envelope(resetPasswordInfoPayload) } } },
    async (request) => {
      const link = await peekLink(services.db, request.params.sessionId, 'reset_password', services.now());
      if (!link) throw linkInvalid();
      return { payload: { email: link.email } };
    },
  );

  app.post(
    '/auth/reset-password/:sessionId',
    { schema: { params: sessionIdParams, body: resetPasswordBody, response: { 200: envelope(messagePayload) } } },
    async (request) => {
      const now = services.now();
      const passwordHash = await hashPassword(request.body.password);
      const email = await services.db.transaction(async (tx) => {
        const link = await consumeLink(tx, request.params.sessionId, 'reset_password', now);
        if (!link) return undefined;
        const [user] = await tx.select({ email: users.email, emailVerifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.userId, link.userId));
        if (!user) return undefined;
        // The mail reached its owner: that proves the address as well.
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: now, emailVerifiedAt: user.emailVerifiedAt ?? (user.email === link.email ? now : null) })
          .where(eq(users.userId, link.userId));
        await revokeUserSessions(tx, link.userId, now);
        await clearFailures(tx, user.email);
        return user.email;
      });
      if (!email) throw linkInvalid();
      return { payload: { message: MESSAGES.passwordResetDone } };
    },
  );

  app.post(
    '/auth/verify-email/:sessionId',
    { schema: { params: sessionIdParams, response: { 200: envelope(messagePayload) } } },
    async (request) => {
      const now = services.now();
      const isVerified = await services.db.transaction(async (tx) => {
        const link = await consumeLink(tx, request.params.sessionId, 'verify_email', now);
        if (!link) return false;
        // A link for an address the user has since changed proves nothing about the new one.
        const updated = await tx
          .update(users)
          .set({ emailVerifiedAt: now, updatedAt: now })
          .where(and(eq(users.userId, link.userId), eq(users.email, link.email)))
          .returning({ userId: users.userId });
        return updated.length > 0;
      });
      if (!isVerified) throw linkInvalid();
      return { payload: { message: MESSAGES.emailVerified } };
    },
  );
};

/** Users of §7: the caller's own record, profile and admin edits, and the email-in-use check. */
import { and, eq, ne } from 'drizzle-orm';
import { can } from '../../domain/access';
import { envelope } from '../../domain/entities/common';
import { checkEmailBody, checkEmailPayload, patchUserBody, user as userSchema, userIdParams, type PatchUserBody } from '../../domain/entities/user';
import { ERROR_CODES, MESSAGES } from '../../domain/messages';
import { users } from '../db/schema';
import { ApiError, fieldError, notFound } from '../http/errors';
import { callerOf, typed, type ApiPlugin } from '../http/types';
import { sendEmailVerification } from '../services/one-time-links';
import { revokeUserSessions } from '../services/sessions';
import { findUser, findUserByEmail, normalizeEmail, toUser } from '../services/users';

/** Fields only a super admin may change, even on their own record. */
const ADMIN_ONLY_FIELDS = ['email', 'status', 'userType'] as const;

const emailTaken = () => fieldError('email', MESSAGES.emailUsed, 409, ERROR_CODES.conflict);

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** '' from an optional text input means "clear it". */
const blankToNull = (value: string | null | undefined) => (value === '' ? null : value);

function changes(body: PatchUserBody) {
  const { firstName, middleName, lastName, email, ...rest } = body;
  return {
    ...rest,
    ...(firstName !== undefined && { firstName: blankToNull(firstName) }),
    ...(middleName !== undefined && { middleName: blankToNull(middleName) }),
    ...(lastName !== undefined && { lastName: blankToNull(lastName) }),
    ...(email !== undefined && { email: normalizeEmail(email) }),
  };
}

export const userRoutes: ApiPlugin = async (fastify) => {
  const app = typed(fastify);
  const { services } = fastify;

  app.get('/users/me', { schema: { response: { 200: envelope(userSchema) } } }, async (request) => {
    const row = await findUser(services.db, callerOf(request).userId);
    if (!row) throw new ApiError(403, ERROR_CODES.unauthorized, MESSAGES.unauthenticated);
    return { payload: toUser(row) };
  });

  app.patch(
    '/users/:userId',
    { schema: { params: userIdParams, body: patchUserBody, response: { 200: envelope(userSchema) } } },
    async (request) => {
      const caller = callerOf(request);
      const isSuperAdmin = can(caller.subject, 'superAdmin');
      const { userId } = request.params;
      if (!isSuperAdmin && userId !== caller.userId) throw new ApiError(403, ERROR_CODES.forbidden, MESSAGES.forbiddenPage);

      const existing = await findUser(services.db, userId);
      if (!existing) throw notFound('User not found.');
      const next = changes(request.body);
      if (!isSuperAdmin) {
        for (const field of ADMIN_ONLY_FIELDS) {
          if (next[field] !== undefined && next[field] !== existing[field]) {
            const message = `Only an administrator can change the ${field === 'userType' ? 'user type' : field}.`;
            throw new ApiError(403, ERROR_CODES.forbidden, message, { [field]: message });
          }
        }
      }
      const isEmailChange = next.email !== undefined && next.email !== existing.email;
      if (isEmailChange && next.email) {
        const [other] = await services.db
          .select({ userId: users.userId })
          .from(users)
          .where(and(eq(users.email, next.email), ne(users.userId, userId)))
          .limit(1);
        if (other) throw emailTaken();
      }

      const now = services.now();
      try {
        const updated = await services.db.transaction(async (tx) => {
          const [row] = await tx
            .update(users)
            .set({ ...next, ...(isEmailChange && { emailVerifiedAt: null }), updatedAt: now })
            .where(eq(users.userId, userId))
            .returning();
          if (!row) throw notFound('User not found.');
          if (isEmailChange) {
            await sendEmailVerification(tx, services.mailer, {
              userId,
              email: row.email,
              name: row.nickName || row.name,
              now,
              publicUrl: services.publicUrl,
            });
          }
          if (row.status !== 'active' && existing.status === 'active') await revokeUserSessions(tx, userId, now);
          return row;
        });
        if (isEmailChange) services.mailer.flush().catch((error: Error) => request.log.error({ err: error }, 'mail flush failed'));
        return { payload: toUser(updated) };
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },
  );

  app.post(
    '/users/check-email',
    { schema: { body: checkEmailBody, response: { 200: envelope(checkEmailPayload) } } },
    async (request) => ({ payload: { isExist: !!(await findUserByEmail(services.db, request.body.email)) } }),
  );
};

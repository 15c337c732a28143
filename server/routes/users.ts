/**
 * Users of §7: the caller's own record, profile and admin edits (the public-user
 * toggle too), the email-in-use check, and the Super Admin's lists of users and
 * public users, a user's detail, adding a user and setting their password.
 */
import { messagePayload } from '../../domain/entities/auth';
import { envelope } from '../../domain/entities/common';
import { checkEmailBody, checkEmailPayload, patchUserBody, user as userSchema, userIdParams } from '../../domain/entities/user';
import {
  createUserBody,
  customersQuery,
  publicUser,
  setUserPasswordBody,
  USER_ADMIN_MESSAGES,
  userDetail,
  userListItem,
  usersQuery,
} from '../../domain/entities/user-admin';
import { PUBLIC_USER_COLUMNS, USER_COLUMNS } from '../../domain/lists/people';
import { listRoute } from '../http/list-route';
import { callerOf, typed, type ApiPlugin } from '../http/types';
import { createUser, getUserDetail, listCustomers, listUsers, setUserPassword } from '../services/user-admin';
import { isEmailUsed, ownUser, updateUser } from '../services/users';

export const userRoutes: ApiPlugin = async (fastify) => {
  const app = typed(fastify);
  const { services } = fastify;

  app.get('/users/me', { schema: { response: { 200: envelope(userSchema) } } }, async (request) => ({
    payload: await ownUser(services.db, callerOf(request).userId),
  }));

  listRoute(fastify, {
    url: '/users',
    querystring: usersQuery,
    item: userListItem,
    columns: USER_COLUMNS,
    screen: 'users',
    read: (_request, q) => listUsers(services.db, q),
  });

  listRoute(fastify, {
    url: '/users/customers',
    querystring: customersQuery,
    item: publicUser,
    columns: PUBLIC_USER_COLUMNS,
    screen: 'public-users',
    read: (_request, q) => listCustomers(services.db, q),
  });

  app.post('/users', { schema: { body: createUserBody, response: { 200: envelope(userSchema) } } }, async (request) => ({
    payload: await createUser(services.db, callerOf(request), request.body, services.now()),
  }));

  app.get('/users/:userId', { schema: { params: userIdParams, response: { 200: envelope(userDetail) } } }, async (request) => ({
    payload: await getUserDetail(services.db, request.params.userId),
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
    '/users/:userId/change-password',
    { schema: { params: userIdParams, body: setUserPasswordBody, response: { 200: envelope(messagePayload) } } },
    async (request) => {
      await setUserPassword(services.db, callerOf(request), request.params.userId, request.body, services.now());
      return { payload: { message: USER_ADMIN_MESSAGES.passwordChanged } };
    },
  );

  app.post(
    '/users/check-email',
    { schema: { body: checkEmailBody, response: { 200: envelope(checkEmailPayload) } } },
    async (request) => ({ payload: { isExist: await isEmailUsed(services.db, request.body.email) } }),
  );
};

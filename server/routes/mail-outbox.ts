/** GET mail-outbox (super admin): the mails the server wrote, newest first — how the demo reads reset links. */
import { mailOutboxItem, mailOutboxQuery } from '../../domain/entities/mail';
import { MAIL_OUTBOX_COLUMNS } from '../../domain/lists/reference';
import { listRoute } from '../http/list-route';
import type { ApiPlugin } from '../http/types';
import { listMailOutbox } from '../services/mail';
import { normalizeEmail } from '../services/users';

export const mailOutboxRoutes: ApiPlugin = async (fastify) => {
  const { db } = fastify.services;
  listRoute(fastify, {
    url: '/mail-outbox',
    querystring: mailOutboxQuery,
    item: mailOutboxItem,
    columns: MAIL_OUTBOX_COLUMNS,
    screen: 'mail-outbox',
    read: (_request, q) => listMailOutbox(db, { ...q, to: q.to ? normalizeEmail(q.to) : undefined }),
  });
};

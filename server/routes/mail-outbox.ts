/** GET mail-outbox (super admin): the mails the server wrote, newest first — how the demo reads reset links. */
import { count, desc, eq } from 'drizzle-orm';
import { envelope, listPayload } from '../../domain/entities/common';
import { mailOutboxItem, mailOutboxQuery } from '../../domain/entities/mail';
import { mailOutbox } from '../db/schema';
import { typed, type ApiPlugin } from '../http/types';
import { page } from '../services/lists';
import { normalizeEmail } from '../services/users';

export const mailOutboxRoutes: ApiPlugin = async (fastify) => {
  const { db } = fastify.services;
  typed(fastify).get(
    '/mail-outbox',
    { schema: { querystring: mailOutboxQuery, response: { 200: envelope(listPayload(mailOutboxItem)) } } },
    async (request) => {
      const { limit, offset, to } = request.query;
      const where = to ? eq(mailOutbox.to, normalizeEmail(to)) : undefined;
      const [total] = await db.select({ n: count() }).from(mailOutbox).where(where);
      const rows = await db.select().from(mailOutbox).where(where).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit).offset(offset);
      const results = rows.map((r) => ({
        id: r.id,
        to: r.to,
        subject: r.subject,
        text: r.text,
        html: r.html,
        createdAt: r.createdAt.toISOString(),
        sentAt: r.sentAt ? r.sentAt.toISOString() : null,
      }));
      return { payload: page(results, total?.n ?? 0, limit, offset) };
    },
  );
};

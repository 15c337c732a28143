/**
 * Blog authors (/author, §2): the list of employees with an author page, one
 * employee (author or not), and setting or clearing their website link. The
 * link's availability check is GET employees?filterSlugAuthor (§5).
 */
import { author, authorIdParams, authorsQuery, updateAuthorBody } from '../../domain/entities/author';
import { envelope } from '../../domain/entities/common';
import { AUTHOR_COLUMNS } from '../../domain/lists/blog';
import { listRoute } from '../http/list-route';
import { callerOf, typed, type ApiPlugin } from '../http/types';
import { getAuthor, listAuthors, updateAuthor } from '../services/authors';

const authorAnswer = envelope(author);

export const authorRoutes: ApiPlugin = async (fastify) => {
  const app = typed(fastify);
  const { services } = fastify;

  listRoute(fastify, {
    url: '/authors',
    querystring: authorsQuery,
    item: author,
    columns: AUTHOR_COLUMNS,
    screen: 'authors',
    read: (_request, q) => listAuthors(services.db, q),
  });

  app.get('/authors/:employeeId', { schema: { params: authorIdParams, response: { 200: authorAnswer } } }, async (request) => ({
    payload: await getAuthor(services.db, request.params.employeeId),
  }));

  app.patch(
    '/authors/:employeeId',
    { schema: { params: authorIdParams, body: updateAuthorBody, response: { 200: authorAnswer } } },
    async (request) => ({ payload: await updateAuthor(services.db, callerOf(request), request.params.employeeId, request.body, services.now()) }),
  );
};

/** The Rumah123 checker (§7, issue 17): admin-HQ-plus asks what the first listing portal holds under an email. */
import { envelope } from '../../domain/entities/common';
import { R123_EMPLOYEE_COLUMNS, R123_LISTING_COLUMNS } from '../../domain/lists/rumah123';
import { r123CheckAnswer, r123CheckForm, r123Employee, r123Listing, r123ListQuery } from '../../domain/rumah123';
import { listRoute } from '../http/list-route';
import { typed, type ApiPlugin } from '../http/types';
import { checkR123Email, listR123Employees, listR123Listings } from '../services/rumah123';

export const rumah123Routes: ApiPlugin = async (fastify) => {
  const app = typed(fastify);
  const { db } = fastify.services;
  app.get('/listings/r123-check', { schema: { querystring: r123CheckForm, response: { 200: envelope(r123CheckAnswer) } } }, async (request) => ({
    payload: await checkR123Email(db, request.query.email),
  }));
  listRoute(fastify, {
    url: '/listings/r123',
    querystring: r123ListQuery,
    item: r123Listing,
    columns: R123_LISTING_COLUMNS,
    screen: 'rumah123-listings',
    read: (_request, q) => listR123Listings(db, q),
  });
  listRoute(fastify, {
    url: '/employees/r123',
    querystring: r123ListQuery,
    item: r123Employee,
    columns: R123_EMPLOYEE_COLUMNS,
    screen: 'rumah123-employees',
    read: (_request, q) => listR123Employees(db, q),
  });
};

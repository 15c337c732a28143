/** GET offices (§7): the office search behind the office pickers. */
import { envelope, listPayload } from '../../domain/entities/common';
import { officeListItem, officesQuery } from '../../domain/entities/office';
import { callerOf, typed, type ApiPlugin } from '../http/types';
import { searchOffices } from '../services/offices';

export const officeRoutes: ApiPlugin = async (fastify) => {
  const app = typed(fastify);
  const { services } = fastify;
  app.get('/offices', { schema: { querystring: officesQuery, response: { 200: envelope(listPayload(officeListItem)) } } }, async (request) => ({
    payload: await searchOffices(services.db, callerOf(request), request.query),
  }));
};

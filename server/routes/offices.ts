/** GET offices (§7): the office search behind the office pickers. */
import { officeListItem, officesQuery } from '../../domain/entities/office';
import { OFFICE_COLUMNS } from '../../domain/lists/reference';
import { listRoute } from '../http/list-route';
import { callerOf, type ApiPlugin } from '../http/types';
import { searchOffices } from '../services/offices';

export const officeRoutes: ApiPlugin = async (fastify) => {
  const { services } = fastify;
  listRoute(fastify, {
    url: '/offices',
    querystring: officesQuery,
    item: officeListItem,
    columns: OFFICE_COLUMNS,
    screen: 'offices',
    read: (request, q) => searchOffices(services.db, callerOf(request), q),
  });
};

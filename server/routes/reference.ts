/** geodata/cities, portals and listing-options: what the listing screens choose from (§7). */
import { envelope } from '../../domain/entities/common';
import { CITY_COLUMNS, PORTAL_COLUMNS } from '../../domain/lists/reference';
import { listRoute } from '../http/list-route';
import { citiesQuery, city, listingOptions, portal, portalsQuery } from '../../domain/entities/reference';
import { typed, type ApiPlugin } from '../http/types';
import { listingOptions as readListingOptions, listPortals, searchCities } from '../services/reference';

export const referenceRoutes: ApiPlugin = async (fastify) => {
  const app = typed(fastify);
  const { services } = fastify;

  listRoute(fastify, {
    url: '/geodata/cities',
    querystring: citiesQuery,
    item: city,
    columns: CITY_COLUMNS,
    screen: 'cities',
    exportIncludes: ['province'],
    read: (_request, q) => searchCities(services.db, q),
  });

  listRoute(fastify, {
    url: '/portals',
    querystring: portalsQuery,
    item: portal,
    columns: PORTAL_COLUMNS,
    screen: 'portals',
    read: (_request, q) => listPortals(services.db, q),
  });

  app.get('/listing-options', { schema: { response: { 200: envelope(listingOptions) } } }, async () => ({
    payload: await readListingOptions(services.db),
  }));
};

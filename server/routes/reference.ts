/** geodata/cities, portals and listing-options: what the listing screens choose from (§7). */
import { envelope, listPayload } from '../../domain/entities/common';
import { citiesQuery, city, listingOptions, portal, portalsQuery } from '../../domain/entities/reference';
import { typed, type ApiPlugin } from '../http/types';
import { listingOptions as readListingOptions, listPortals, searchCities } from '../services/reference';

export const referenceRoutes: ApiPlugin = async (fastify) => {
  const app = typed(fastify);
  const { services } = fastify;

  app.get('/geodata/cities', { schema: { querystring: citiesQuery, response: { 200: envelope(listPayload(city)) } } }, async (request) => ({
    payload: await searchCities(services.db, request.query),
  }));

  app.get('/portals', { schema: { querystring: portalsQuery, response: { 200: envelope(listPayload(portal)) } } }, async (request) => ({
    payload: await listPortals(services.db, request.query),
  }));

  app.get('/listing-options', { schema: { response: { 200: envelope(listingOptions) } } }, async () => ({
    payload: await readListingOptions(services.db),
  }));
};

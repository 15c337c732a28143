/**
 * Statistics (§7): content-shared and listing-visitors. HQ calls them
 * unprefixed and counts the network; everyone else calls office/ and counts
 * their own offices.
 */
import { z } from 'zod';
import { envelope } from '../../domain/entities/common';
import { shareCounts as shareCountsSchema } from '../../domain/entities/listing-masking';
import {
  contentSharedCountQuery,
  contentSharedSortQuery,
  listingVisitorsCountQuery,
  listingVisitorsSortQuery,
  recordShareBody,
  topContent,
  topViewed as topViewedSchema,
  visitorCount as visitorCountSchema,
} from '../../domain/entities/statistics';
import { callerOf, typed, type ApiPlugin } from '../http/types';
import { recordShare, shareCounts, topShared, topViewed, visitorCount, type StatisticsScope } from '../services/content-statistics';

const results = <T extends z.ZodType>(item: T) => envelope(z.object({ results: z.array(item) }));

export const contentStatisticsRoutes: ApiPlugin = async (fastify) => {
  const app = typed(fastify);
  const { services } = fastify;

  for (const [prefix, scope] of [
    ['', 'network'],
    ['/office', 'offices'],
  ] as [string, StatisticsScope][]) {
    app.get(`${prefix}/content-shared/sort`, { schema: { querystring: contentSharedSortQuery, response: { 200: results(topContent) } } }, async (request) => ({
      payload: await topShared(services.db, callerOf(request), scope, request.query),
    }));
    app.get(`${prefix}/content-shared/count`, { schema: { querystring: contentSharedCountQuery, response: { 200: envelope(shareCountsSchema) } } }, async (request) => ({
      payload: await shareCounts(services.db, callerOf(request), scope, request.query),
    }));
    app.get(`${prefix}/listing-visitors/sort`, { schema: { querystring: listingVisitorsSortQuery, response: { 200: results(topViewedSchema) } } }, async (request) => ({
      payload: await topViewed(services.db, callerOf(request), scope, request.query),
    }));
    app.get(`${prefix}/listing-visitors/count`, { schema: { querystring: listingVisitorsCountQuery, response: { 200: envelope(visitorCountSchema) } } }, async (request) => ({
      payload: await visitorCount(services.db, callerOf(request), scope, request.query),
    }));
  }

  app.post('/content-shared', { schema: { body: recordShareBody, response: { 201: envelope(shareCountsSchema) } } }, async (request, reply) => {
    const payload = await recordShare(services.db, callerOf(request), request.body, services.now());
    return reply.code(201).send({ payload });
  });
};

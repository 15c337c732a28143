/**
 * Masking (§7 Listings and masking): masking a listing, sharing it by LINK or
 * PDF, the history of shares, the public page behind a shared link, and the
 * document service's listing PDF (served here under the API base).
 */
import { envelope } from '../../domain/entities/common';
import { listingIdParams } from '../../domain/entities/listing';
import {
  createdMaskingHistory,
  INCLUDE_MASKING_HISTORY_DATA,
  createListingMaskingBody,
  createListingMaskingHistoryBody,
  listingMasking,
  listingMaskingHistory,
  listingSharedCodeParams,
  maskingHistoryQuery,
  pdfListingQuery,
  sharedListing,
} from '../../domain/entities/listing-masking';
import { pdfFileName } from '../../domain/masking';
import { MASKING_HISTORY_COLUMNS } from '../../domain/lists/listings';
import { sendPdf } from '../http/download';
import { listRoute } from '../http/list-route';
import { callerOf, typed, type ApiPlugin } from '../http/types';
import { renderListingPdf } from '../services/listing-pdf';
import { listMaskingHistories, maskListing, openSharedListing, pdfContext, shareMaskedListing } from '../services/listing-masking';

export const listingMaskingRoutes: ApiPlugin = async (fastify) => {
  const app = typed(fastify);
  const { services } = fastify;

  app.post('/listing-maskings', { schema: { body: createListingMaskingBody, response: { 201: envelope(listingMasking) } } }, async (request, reply) => {
    const payload = await maskListing(services.db, callerOf(request), request.body, services.now());
    return reply.code(201).send({ payload });
  });

  app.post(
    '/listing-masking-histories',
    { schema: { body: createListingMaskingHistoryBody, response: { 201: envelope(createdMaskingHistory) } } },
    async (request, reply) => {
      const payload = await shareMaskedListing(services.db, callerOf(request), request.body, services.now());
      return reply.code(201).send({ payload });
    },
  );

  listRoute(fastify, {
    url: '/listing-masking-histories',
    querystring: maskingHistoryQuery,
    item: listingMaskingHistory,
    columns: MASKING_HISTORY_COLUMNS,
    screen: 'masking-history',
    read: (request, q) => listMaskingHistories(services.db, callerOf(request), q),
    // The export's Listing, Masking Agent, Office and Listing Status columns need these joins.
    exportIncludes: INCLUDE_MASKING_HISTORY_DATA,
  });

  app.get(
    '/shared-listings/:listingSharedCode',
    { schema: { params: listingSharedCodeParams, response: { 200: envelope(sharedListing) } } },
    async (request, reply) => {
      // A client's page: not cached by a proxy, not shown to search engines.
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      const visitor = { address: request.ip, userAgent: request.headers['user-agent'] ?? '' };
      const visit = { visitor, now: services.now(), sharedLinkDays: services.sharedLinkDays };
      return { payload: await openSharedListing(services.db, request.params.listingSharedCode, visit) };
    },
  );

  app.get('/pdf/listing/:listingId', { schema: { params: listingIdParams, querystring: pdfListingQuery } }, async (request, reply) => {
    const context = await pdfContext(services.db, callerOf(request), request.params.listingId, request.query);
    const bytes = await renderListingPdf(services.db, context, request.query.lang, services.objects);
    return sendPdf(reply, bytes, pdfFileName(context.listing.title));
  });
};

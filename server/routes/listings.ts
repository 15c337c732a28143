/**
 * Listings (§7): HQ reads `listings`, everyone else `office/listings` (the
 * service scopes both to what the caller may see); create and edit with the
 * guards of §6; the photo watermark flags and the portal list for admin-HQ-plus.
 */
import { listingStatusCounts as statusCountsPayload } from '../../domain/dashboard';
import { envelope } from '../../domain/entities/common';
import {
  bulkUpdateWatermarkBody,
  createListingBody,
  hasPortalQuery,
  listing,
  listingDetailQuery,
  listingIdParams,
  listingsQuery,
  notWatermarkListing,
  notWatermarkQuery,
  updateListingBody,
} from '../../domain/entities/listing';
import { dataMaskingListItem, HAS_PORTAL_COLUMNS, LISTING_COLUMNS, listingListItem, NOT_WATERMARK_COLUMNS, notWatermarkListItem } from '../../domain/lists/listings';
import { listRoute } from '../http/list-route';
import { callerOf, typed, type ApiPlugin } from '../http/types';
import {
  createListing,
  getListing,
  listDataMaskingRows,
  listHasPortal,
  listingStatusCounts,
  listListingRows,
  listListings,
  listNotWatermarked,
  listNotWatermarkRows,
  updateListing,
  updateWatermarks,
} from '../services/listings';

const listingDetail = { params: listingIdParams, querystring: listingDetailQuery, response: { 200: envelope(listing) } };

export const listingRoutes: ApiPlugin = async (fastify) => {
  const app = typed(fastify);
  const { services } = fastify;

  for (const prefix of ['', '/office']) {
    listRoute(fastify, {
      url: `${prefix}/listings`,
      querystring: listingsQuery,
      item: listing,
      columns: LISTING_COLUMNS,
      screen: 'listings',
      read: (request, q) => listListings(services.db, callerOf(request), q),
      exportRead: (request, q) => listListingRows(services.db, callerOf(request), q),
      views: {
        row: { item: listingListItem, read: (request, q) => listListingRows(services.db, callerOf(request), q) },
        masking: { item: dataMaskingListItem, read: (request, q) => listDataMaskingRows(services.db, callerOf(request), q) },
      },
      // The export's Office and Agent columns need these joins whatever the caller asked.
      exportIncludes: ['user', 'office'],
    });
    // Before ':listingId': the dashboard's listings by status, in the same scope as the list.
    app.get(`${prefix}/listings/status-counts`, { schema: { response: { 200: envelope(statusCountsPayload) } } }, async (request) => ({
      payload: { results: await listingStatusCounts(services.db, callerOf(request)) },
    }));
    app.get(`${prefix}/listings/:listingId`, { schema: listingDetail }, async (request) => ({
      payload: await getListing(services.db, callerOf(request), request.params.listingId, request.query.includeData),
    }));
  }

  app.post('/listings', { schema: { body: createListingBody, response: { 201: envelope(listing) } } }, async (request, reply) => {
    const created = await createListing(services.db, callerOf(request), request.body, services.now());
    return reply.status(201).send({ payload: created });
  });

  app.patch(
    '/listings/:listingId',
    { schema: { params: listingIdParams, body: updateListingBody, response: { 200: envelope(listing) } } },
    async (request) => ({
      payload: await updateListing(services.db, callerOf(request), request.params.listingId, request.body, services.now()),
    }),
  );

  listRoute(fastify, {
    url: '/listings/not-watermark',
    querystring: notWatermarkQuery,
    item: notWatermarkListing,
    columns: NOT_WATERMARK_COLUMNS,
    screen: 'listing-not-watermark',
    read: (request, q) => listNotWatermarked(services.db, callerOf(request), q),
    views: { row: { item: notWatermarkListItem, read: (_request, q) => listNotWatermarkRows(services.db, q) } },
  });

  app.post(
    '/listings/:listingId/bulk-update-status-watermark',
    { schema: { params: listingIdParams, body: bulkUpdateWatermarkBody, response: { 200: envelope(listing) } } },
    async (request) => ({
      payload: await updateWatermarks(services.db, callerOf(request), request.params.listingId, request.body, services.now()),
    }),
  );

  listRoute(fastify, {
    url: '/listings/has-portal',
    querystring: hasPortalQuery,
    item: listing,
    columns: HAS_PORTAL_COLUMNS,
    screen: 'listing-has-portal',
    read: (request, q) => listHasPortal(services.db, callerOf(request), q),
  });
};

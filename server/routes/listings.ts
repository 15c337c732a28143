/**
 * Listings (§7): HQ reads `listings`, everyone else `office/listings` (the
 * service scopes both to what the caller may see); create and edit with the
 * guards of §6; the photo watermark flags and the portal list for admin-HQ-plus.
 */
import { z } from 'zod';
import { envelope, listPayload } from '../../domain/entities/common';
import {
  bulkUpdateWatermarkBody,
  createListingBody,
  hasPortalQuery,
  listing,
  listingDetailQuery,
  listingIdParams,
  listingsQuery,
  notWatermarkQuery,
  updateListingBody,
} from '../../domain/entities/listing';
import { callerOf, typed, type ApiPlugin } from '../http/types';
import {
  createListing,
  getListing,
  listHasPortal,
  listListings,
  listNotWatermarked,
  updateListing,
  updateWatermarks,
} from '../services/listings';

/** A row of /listing-not-watermark: the listing and its count of photos without a flag. */
const notWatermarkedListing = listing.extend({ unflaggedPhotoCount: z.number().int().nonnegative() });

const listingList = { querystring: listingsQuery, response: { 200: envelope(listPayload(listing)) } };
const listingDetail = { params: listingIdParams, querystring: listingDetailQuery, response: { 200: envelope(listing) } };

export const listingRoutes: ApiPlugin = async (fastify) => {
  const app = typed(fastify);
  const { services } = fastify;

  for (const prefix of ['', '/office']) {
    app.get(`${prefix}/listings`, { schema: listingList }, async (request) => ({
      payload: await listListings(services.db, callerOf(request), request.query),
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

  app.get(
    '/listings/not-watermark',
    { schema: { querystring: notWatermarkQuery, response: { 200: envelope(listPayload(notWatermarkedListing)) } } },
    async (request) => ({ payload: await listNotWatermarked(services.db, callerOf(request), request.query) }),
  );

  app.post(
    '/listings/:listingId/bulk-update-status-watermark',
    { schema: { params: listingIdParams, body: bulkUpdateWatermarkBody, response: { 200: envelope(listing) } } },
    async (request) => ({
      payload: await updateWatermarks(services.db, callerOf(request), request.params.listingId, request.body, services.now()),
    }),
  );

  app.get(
    '/listings/has-portal',
    { schema: { querystring: hasPortalQuery, response: { 200: envelope(listPayload(listing)) } } },
    async (request) => ({ payload: await listHasPortal(services.db, callerOf(request), request.query) }),
  );
};

/**
 * Portal sync (issue 17, §7): queue an office's listings for its portals (HQ
 * unprefixed, an office's owners and office admin under /office), a listing's
 * sync history (page 10), and the portal's current result for a portal
 * listing. Thin: schemas from domain/portal-sync.ts, the work in services.
 */
import { envelope } from '../../domain/entities/common';
import { officeIdParams } from '../../domain/entities/office';
import { PORTAL_LISTING_SYNC_COLUMNS } from '../../domain/lists/portal-sync';
import {
  currentPortalResult,
  portalListingIdParams,
  portalListingSync,
  portalListingSyncsQuery,
  syncOfficeAnswer,
  syncOfficeBody,
} from '../../domain/portal-sync';
import { listRoute } from '../http/list-route';
import { callerOf, typed, type ApiPlugin } from '../http/types';
import { currentPortalResult as readCurrentResult, listPortalListingSyncs, requestOfficeSync } from '../services/portal-sync';

export const portalSyncRoutes: ApiPlugin = async (fastify) => {
  const app = typed(fastify);
  const { services } = fastify;
  const { db } = services;

  for (const prefix of ['', '/office'] as const) {
    app.post(
      `${prefix}/office-portal-profiles/:officeId/sync`,
      { schema: { params: officeIdParams, body: syncOfficeBody, response: { 202: envelope(syncOfficeAnswer) } } },
      async (request, reply) => {
        const payload = await requestOfficeSync(db, callerOf(request), request.params.officeId, request.body ?? {}, prefix === '/office', services.now());
        if (payload.queuedCount) services.wakeJobs();
        reply.code(202);
        return { payload };
      },
    );
  }

  listRoute(fastify, {
    url: '/portal-listing-syncs',
    querystring: portalListingSyncsQuery,
    item: portalListingSync,
    columns: PORTAL_LISTING_SYNC_COLUMNS,
    screen: 'portal-sync-history',
    read: (request, q) => listPortalListingSyncs(db, callerOf(request), q),
  });

  app.get(
    '/portal-listings/:portalListingId/current-result',
    { schema: { params: portalListingIdParams, response: { 200: envelope(currentPortalResult) } } },
    async (request) => ({
      payload: await readCurrentResult(db, services.portals, callerOf(request), request.params.portalListingId, services.now),
    }),
  );
};

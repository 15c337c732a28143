import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { envelope, listPayload, type ListPayload } from '../../../domain/entities/common';
import { portalListingSync, type PortalListingSync, type portalListingSyncsQuery } from '../../../domain/portal-sync';
import { http, type QueryParams } from '../http';
import { portalSyncKeys } from './keys';

export type PortalListingSyncsParams = QueryParams<typeof portalListingSyncsQuery>;

const answer = envelope(listPayload(portalListingSync));

/** GET portal-listing-syncs (§7): a listing's pushes to the portals, newest first, 10 a page (§9). */
export async function getPortalListingSyncs(params: PortalListingSyncsParams, signal?: AbortSignal): Promise<ListPayload<PortalListingSync>> {
  const res = await http.get('portal-listing-syncs', { query: { ...params }, signal, schema: answer });
  return res.payload;
}

export const portalListingSyncsQueryOptions = (params: PortalListingSyncsParams) =>
  queryOptions({ queryKey: portalSyncKeys.list({ ...params }), queryFn: ({ signal }) => getPortalListingSyncs(params, signal) });

/** Polls every 3 s while a push on the page is still under way, so its outcome appears without a reload. */
export const usePortalListingSyncs = (params: PortalListingSyncsParams) =>
  useQuery({
    ...portalListingSyncsQueryOptions(params),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.results.some((s) => s.status === 'processing') ? 3_000 : false),
  });

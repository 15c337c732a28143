/**
 * The dashboard's calls (issue 19): its listings by status, and each count
 * tile's list request at one row (the list's own count, so the tile and the
 * list it opens agree). Asked again whenever the dashboard is opened: a count
 * is worth reading only as it is now.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { listingStatusCounts, type DashboardCount, type ListingStatusCount } from '../../../domain/dashboard';
import { envelope, listPayload } from '../../../domain/entities/common';
import { listingsApiPrefix } from '../../../domain/listing';
import { http } from '../http';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  listingStatusCounts: (isHQ: boolean) => [...dashboardKeys.all, 'listing-status-counts', isHQ ? 'hq' : 'office'] as const,
  count: (key: string, isHQ: boolean) => [...dashboardKeys.all, 'count', key, isHQ ? 'hq' : 'office'] as const,
};

const statusAnswer = envelope(listingStatusCounts);
const countAnswer = envelope(listPayload(z.unknown()));

/** GET [office/]listings/status-counts. */
export async function getListingStatusCounts(isHQ: boolean, signal?: AbortSignal): Promise<ListingStatusCount[]> {
  const res = await http.get(`${listingsApiPrefix(isHQ)}/status-counts`, { signal, schema: statusAnswer });
  return res.payload.results;
}

export const listingStatusCountsQueryOptions = (isHQ: boolean) =>
  queryOptions({ queryKey: dashboardKeys.listingStatusCounts(isHQ), queryFn: ({ signal }) => getListingStatusCounts(isHQ, signal), staleTime: 0 });

export const useListingStatusCounts = (isHQ: boolean, enabled: boolean) => useQuery({ ...listingStatusCountsQueryOptions(isHQ), enabled });

export interface TileCount {
  count: number;
  isEstimate: boolean;
}

/** One tile's number: its list request with limit=1, read for its count. */
export async function getTileCount(tile: DashboardCount, isHQ: boolean, signal?: AbortSignal): Promise<TileCount> {
  const { path, query } = tile.request(isHQ);
  const res = await http.get(path, { query: { ...query, limit: 1 }, signal, schema: countAnswer });
  return { count: res.payload.count, isEstimate: res.payload.countIsEstimate ?? false };
}

export const tileCountQueryOptions = (tile: DashboardCount, isHQ: boolean) =>
  queryOptions({ queryKey: dashboardKeys.count(tile.key, isHQ), queryFn: ({ signal }) => getTileCount(tile, isHQ, signal), staleTime: 0 });

export const useTileCount = (tile: DashboardCount, isHQ: boolean) => useQuery(tileCountQueryOptions(tile, isHQ));

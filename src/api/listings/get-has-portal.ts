import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListPayload } from '../../../domain/entities/common';
import type { Listing } from '../../../domain/entities/listing';
import { http, type Envelope } from '../http';
import { listingKeys } from './keys';

export interface HasPortalParams {
  limit: number;
  offset: number;
  search?: string;
  filterOfficeId?: string;
  filterEmployeeId?: string;
  filterPortalId?: string;
}

/** GET listings/has-portal (§7): listings placed on at least one portal, with portalListing[].portalAgent.portal. */
export async function getHasPortal(params: HasPortalParams, signal?: AbortSignal): Promise<ListPayload<Listing>> {
  const res = await http.get<Envelope<ListPayload<Listing>>>('listings/has-portal', { query: { ...params }, signal });
  return res.payload;
}

export const hasPortalQueryOptions = (params: HasPortalParams) =>
  queryOptions({
    queryKey: listingKeys.hasPortal({ ...params }),
    queryFn: ({ signal }) => getHasPortal(params, signal),
    placeholderData: keepPreviousData,
  });

export const useHasPortal = (params: HasPortalParams) => useQuery(hasPortalQueryOptions(params));

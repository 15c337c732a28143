import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { envelope, listPayload, type ListPayload } from '../../../domain/entities/common';
import { listing, type hasPortalQuery, type Listing } from '../../../domain/entities/listing';
import { http, type QueryParams } from '../http';
import { listingKeys } from './keys';

export type HasPortalParams = QueryParams<typeof hasPortalQuery>;

const answer = envelope(listPayload(listing));

/** GET listings/has-portal (§7): listings placed on at least one portal, with portalListing[].portalAgent.portal. */
export async function getHasPortal(params: HasPortalParams, signal?: AbortSignal): Promise<ListPayload<Listing>> {
  const res = await http.get('listings/has-portal', { query: { ...params }, signal, schema: answer });
  return res.payload;
}

export const hasPortalQueryOptions = (params: HasPortalParams) =>
  queryOptions({
    queryKey: listingKeys.hasPortal({ ...params }),
    queryFn: ({ signal }) => getHasPortal(params, signal),
    placeholderData: keepPreviousData,
  });

export const useHasPortal = (params: HasPortalParams) => useQuery(hasPortalQueryOptions(params));

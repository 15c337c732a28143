import { queryOptions, useQuery } from '@tanstack/react-query';
import { envelope, listPayload } from '../../../domain/entities/common';
import { portal, type Portal, type portalsQuery } from '../../../domain/entities/reference';
import { http, type QueryParams } from '../http';
import { referenceKeys } from './keys';

/** Portals are a handful; one page of this size holds them all. */
const PORTALS_LIMIT = 100;

const ACTIVE_PORTALS: Partial<QueryParams<typeof portalsQuery>> = { filterIsActive: true, limit: PORTALS_LIMIT };

const answer = envelope(listPayload(portal));

/** GET portals?filterIsActive=true (§7): the active listing portals. */
export async function getActivePortals(signal?: AbortSignal): Promise<Portal[]> {
  const res = await http.get('portals', { query: ACTIVE_PORTALS, signal, schema: answer });
  return res.payload.results;
}

export const activePortalsQueryOptions = () =>
  queryOptions({ queryKey: referenceKeys.portals(), queryFn: ({ signal }) => getActivePortals(signal), staleTime: 5 * 60_000 });

export const useActivePortals = () => useQuery(activePortalsQueryOptions());

/** The active portals as one list page: /portal's table. */
export const useActivePortalsPage = () =>
  useQuery({
    queryKey: [...referenceKeys.portals(), 'page'] as const,
    queryFn: async ({ signal }) => (await http.get('portals', { query: ACTIVE_PORTALS, signal, schema: answer })).payload,
    staleTime: 5 * 60_000,
  });

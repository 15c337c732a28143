import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListPayload } from '../../../domain/entities/common';
import type { Portal } from '../../../domain/entities/reference';
import { http, type Envelope } from '../http';
import { referenceKeys } from './keys';

/** Portals are a handful; one page of this size holds them all. */
const PORTALS_LIMIT = 100;

/** GET portals?filterIsActive=true (§7): the active listing portals. */
export async function getActivePortals(signal?: AbortSignal): Promise<Portal[]> {
  const res = await http.get<Envelope<ListPayload<Portal>>>('portals', { query: { filterIsActive: true, limit: PORTALS_LIMIT }, signal });
  return res.payload.results;
}

export const activePortalsQueryOptions = () =>
  queryOptions({ queryKey: referenceKeys.portals(), queryFn: ({ signal }) => getActivePortals(signal), staleTime: 5 * 60_000 });

export const useActivePortals = () => useQuery(activePortalsQueryOptions());

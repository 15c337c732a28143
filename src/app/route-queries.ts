import type { QueryClient } from '@tanstack/react-query';
import { GUARDS, type RoutePath } from '../../domain/access';
import { accessSubject, type Session } from '../../domain/session';
import { listingsQueryOptions } from '../api/listings/get-listings';
import { LISTING_LIST_DEFAULTS, toListingsParams } from '../features/listing/list/listing-list-query';

export interface FirstQueryContext {
  queryClient: QueryClient;
  session: Session;
  /** location.search of the cold load: the page's URL-kept query state. */
  search: string;
}

/** A page's URL-kept values as useUrlQuery (src/ui/use-url-query.ts) reads them: its defaults, overridden by the URL. */
export function urlQueryValues<K extends string>(defaults: Record<K, string>, search: string): Record<K, string> {
  const params = new URLSearchParams(search);
  const values = { ...defaults };
  for (const key of Object.keys(defaults) as K[]) {
    const value = params.get(key);
    if (value !== null) values[key] = value;
  }
  return values;
}

/**
 * The first query of each screen that has one, with the very query options
 * the page passes to useQuery, so the page mounts onto a cache that already
 * holds (or is fetching) its data.
 */
export const FIRST_QUERIES: Partial<Record<RoutePath, (context: FirstQueryContext) => Promise<void>>> = {
  '/listing': ({ queryClient, session, search }) =>
    queryClient.prefetchQuery(
      listingsQueryOptions(GUARDS.hq(accessSubject(session)), toListingsParams(urlQueryValues(LISTING_LIST_DEFAULTS, search))),
    ),
};

export function prefetchFirstQuery(path: RoutePath, context: FirstQueryContext): Promise<void> {
  return FIRST_QUERIES[path]?.(context) ?? Promise.resolve();
}

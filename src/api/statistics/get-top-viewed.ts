import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { TOP_LIST_LIMIT, topViewed, type TopViewed } from '../../../domain/entities/statistics';
import { envelope } from '../../../domain/entities/common';
import { http } from '../http';
import { statisticsKeys } from './keys';
import { scopeOf, statisticsPath } from './scope';

const answer = envelope(z.object({ results: z.array(topViewed) }));

/** GET [office/]listing-visitors/sort: the most viewed listings (top 5, §9). */
export async function getTopViewed(isHQ: boolean, signal?: AbortSignal): Promise<TopViewed[]> {
  const res = await http.get(statisticsPath(isHQ, 'listing-visitors/sort'), { query: { limit: TOP_LIST_LIMIT }, signal, schema: answer });
  return res.payload.results;
}

export const topViewedQueryOptions = (isHQ: boolean) =>
  queryOptions({
    queryKey: statisticsKeys.topViewed({ scope: scopeOf(isHQ), limit: TOP_LIST_LIMIT }),
    queryFn: ({ signal }) => getTopViewed(isHQ, signal),
    staleTime: 5 * 60_000,
  });

export const useTopViewed = (isHQ: boolean) => useQuery(topViewedQueryOptions(isHQ));

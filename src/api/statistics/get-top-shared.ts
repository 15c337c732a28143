import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { TOP_LIST_LIMIT, topContent, type ContentType, type TopContent } from '../../../domain/entities/statistics';
import { envelope } from '../../../domain/entities/common';
import { http } from '../http';
import { statisticsKeys } from './keys';
import { scopeOf, statisticsPath } from './scope';

const answer = envelope(z.object({ results: z.array(topContent) }));

/** GET [office/]content-shared/sort: the most shared contents of a type (top 5, §9). */
export async function getTopShared(isHQ: boolean, contentType: ContentType, signal?: AbortSignal): Promise<TopContent[]> {
  const res = await http.get(statisticsPath(isHQ, 'content-shared/sort'), { query: { contentType, limit: TOP_LIST_LIMIT }, signal, schema: answer });
  return res.payload.results;
}

export const topSharedQueryOptions = (isHQ: boolean, contentType: ContentType) =>
  queryOptions({
    queryKey: statisticsKeys.topShared({ scope: scopeOf(isHQ), contentType, limit: TOP_LIST_LIMIT }),
    queryFn: ({ signal }) => getTopShared(isHQ, contentType, signal),
    staleTime: 5 * 60_000,
  });

export const useTopShared = (isHQ: boolean, contentType: ContentType) => useQuery(topSharedQueryOptions(isHQ, contentType));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { publicArticleRow, type PublicArticleRow } from '../../../domain/entities/article';
import { TOP_LIST_LIMIT } from '../../../domain/entities/statistics';
import { http } from '../http';
import { blogStatisticsKeys } from './keys';

const answer = z.object({ payload: z.object({ results: z.array(publicArticleRow) }) });

/** GET articles/public?limit=5&sort=popularity:DESC (§7): the most visited published posts. */
export async function getPopularPosts(limit: number = TOP_LIST_LIMIT, signal?: AbortSignal): Promise<PublicArticleRow[]> {
  const res = await http.get<unknown>('articles/public', { query: { limit, sort: 'popularity:DESC' }, signal });
  return answer.parse(res).payload.results;
}

export const popularPostsQueryOptions = (limit: number = TOP_LIST_LIMIT) =>
  queryOptions({
    queryKey: blogStatisticsKeys.popularPosts(limit),
    queryFn: ({ signal }) => getPopularPosts(limit, signal),
    staleTime: 5 * 60_000,
  });

export const usePopularPosts = () => useQuery(popularPostsQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { publicArticleRow, type PublicArticleRow } from '../../../domain/entities/article';
import { TOP_LIST_LIMIT } from '../../../domain/entities/statistics';
import { envelope } from '../../../domain/entities/common';
import { http } from '../http';
import { blogStatisticsKeys } from './keys';

const answer = envelope(z.object({ results: z.array(publicArticleRow) }));

/** GET articles/public?limit=5&sort=popularity:DESC (§7): the most visited published posts. */
export async function getPopularPosts(limit: number = TOP_LIST_LIMIT, signal?: AbortSignal): Promise<PublicArticleRow[]> {
  const res = await http.get('articles/public', { query: { limit, sort: 'popularity:DESC' }, signal, schema: answer });
  return res.payload.results;
}

export const popularPostsQueryOptions = (limit: number = TOP_LIST_LIMIT) =>
  queryOptions({
    queryKey: blogStatisticsKeys.popularPosts(limit),
    queryFn: ({ signal }) => getPopularPosts(limit, signal),
    staleTime: 5 * 60_000,
  });

export const usePopularPosts = () => useQuery(popularPostsQueryOptions());

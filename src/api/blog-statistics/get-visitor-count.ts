import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { visitorCount } from '../../../domain/entities/statistics';
import { http } from '../http';
import { blogStatisticsKeys } from './keys';

const answer = z.object({ payload: visitorCount });

/** GET article-visitors/count?articleId (§7): one post's visitors, or every post's without an id. */
export async function getArticleVisitorCount(articleId: string | null, signal?: AbortSignal): Promise<number> {
  const res = await http.get<unknown>('article-visitors/count', { query: { articleId }, signal });
  return answer.parse(res).payload.totalCount;
}

export const articleVisitorCountQueryOptions = (articleId: string | null) =>
  queryOptions({
    queryKey: blogStatisticsKeys.visitorCount(articleId),
    queryFn: ({ signal }) => getArticleVisitorCount(articleId, signal),
  });

export const useArticleVisitorCount = (articleId: string | null) => useQuery(articleVisitorCountQueryOptions(articleId));

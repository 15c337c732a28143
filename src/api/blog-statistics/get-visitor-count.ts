import { queryOptions, useQuery } from '@tanstack/react-query';
import { visitorCount } from '../../../domain/entities/statistics';
import { envelope } from '../../../domain/entities/common';
import { http } from '../http';
import { blogStatisticsKeys } from './keys';

const answer = envelope(visitorCount);

/** GET article-visitors/count?articleId (§7): one post's visitors, or every post's without an id. */
export async function getArticleVisitorCount(articleId: string | null, signal?: AbortSignal): Promise<number> {
  const res = await http.get('article-visitors/count', { query: { articleId }, signal, schema: answer });
  return res.payload.totalCount;
}

export const articleVisitorCountQueryOptions = (articleId: string | null) =>
  queryOptions({
    queryKey: blogStatisticsKeys.visitorCount(articleId),
    queryFn: ({ signal }) => getArticleVisitorCount(articleId, signal),
  });

export const useArticleVisitorCount = (articleId: string | null) => useQuery(articleVisitorCountQueryOptions(articleId));

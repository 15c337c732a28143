import { queryOptions, useQuery } from '@tanstack/react-query';
import { shareCounts, type ShareCounts } from '../../../domain/entities/listing-masking';
import { envelope } from '../../../domain/entities/common';
import { http } from '../http';
import { blogStatisticsKeys } from './keys';

const answer = envelope(shareCounts);

/** GET article-shared/count?contentId: a post's shares (every post's without an id), in total and per channel. */
export async function getArticleShareCounts(articleId: string | null, signal?: AbortSignal): Promise<ShareCounts> {
  const res = await http.get('article-shared/count', { query: { contentId: articleId }, signal, schema: answer });
  return res.payload;
}

export const articleShareCountsQueryOptions = (articleId: string | null) =>
  queryOptions({
    queryKey: blogStatisticsKeys.shareCounts(articleId),
    queryFn: ({ signal }) => getArticleShareCounts(articleId, signal),
  });

export const useArticleShareCounts = (articleId: string | null) => useQuery(articleShareCountsQueryOptions(articleId));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { commentStatistics, type CommentStatistics } from '../../../domain/entities/comment';
import { envelope } from '../../../domain/entities/common';
import { http } from '../http';
import { articleCommentKeys } from './keys';

const answer = envelope(commentStatistics);

/** GET /article-comments/custom/comment-statistic?articleIds (§7): the panel's totals. */
export async function getCommentStatistics(articleId: string, signal?: AbortSignal): Promise<CommentStatistics> {
  const res = await http.get('article-comments/custom/comment-statistic', { query: { articleIds: articleId }, signal, schema: answer });
  return res.payload;
}

export const commentStatisticsQueryOptions = (articleId: string) =>
  queryOptions({
    queryKey: articleCommentKeys.statistic(articleId),
    queryFn: ({ signal }) => getCommentStatistics(articleId, signal),
  });

export const useCommentStatistics = (articleId: string) => useQuery(commentStatisticsQueryOptions(articleId));

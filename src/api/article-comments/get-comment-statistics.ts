import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { commentStatistics, type CommentStatistics } from '../../../domain/entities/comment';
import { http } from '../http';
import { articleCommentKeys } from './keys';

const answer = z.object({ payload: commentStatistics });

/** GET /article-comments/custom/comment-statistic?articleIds (§7): the panel's totals. */
export async function getCommentStatistics(articleId: string, signal?: AbortSignal): Promise<CommentStatistics> {
  const res = await http.get<unknown>('article-comments/custom/comment-statistic', { query: { articleIds: articleId }, signal });
  return answer.parse(res).payload;
}

export const commentStatisticsQueryOptions = (articleId: string) =>
  queryOptions({
    queryKey: articleCommentKeys.statistic(articleId),
    queryFn: ({ signal }) => getCommentStatistics(articleId, signal),
  });

export const useCommentStatistics = (articleId: string) => useQuery(commentStatisticsQueryOptions(articleId));

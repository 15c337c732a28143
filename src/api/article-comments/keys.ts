/**
 * Query keys of the comments panel: every list and every statistic of a post
 * start with 'article-comments', so one invalidation refreshes the panel.
 */
export const articleCommentKeys = {
  all: ['article-comments'] as const,
  lists: () => [...articleCommentKeys.all, 'list'] as const,
  list: (params: Record<string, unknown>) => [...articleCommentKeys.lists(), params] as const,
  statistics: () => [...articleCommentKeys.all, 'statistics'] as const,
  statistic: (articleId: string) => [...articleCommentKeys.statistics(), articleId] as const,
};

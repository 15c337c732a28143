/** Query keys of the blog statistics: visitors, shares per channel and the popular posts. */
export const blogStatisticsKeys = {
  all: ['blog-statistics'] as const,
  visitorCount: (articleId: string | null) => [...blogStatisticsKeys.all, 'visitors', articleId ?? 'all'] as const,
  shareCounts: (articleId: string | null) => [...blogStatisticsKeys.all, 'shares', articleId ?? 'all'] as const,
  popularPosts: (limit: number) => [...blogStatisticsKeys.all, 'popular', limit] as const,
};

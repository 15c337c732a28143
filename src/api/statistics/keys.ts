/** Query keys of the statistics cards (content-shared, listing-visitors). */
export const statisticsKeys = {
  all: ['statistics'] as const,
  topShared: (params: Record<string, unknown>) => [...statisticsKeys.all, 'content-shared', 'sort', params] as const,
  shareCounts: (params: Record<string, unknown>) => [...statisticsKeys.all, 'content-shared', 'count', params] as const,
  topViewed: (params: Record<string, unknown>) => [...statisticsKeys.all, 'listing-visitors', 'sort', params] as const,
  viewCount: (params: Record<string, unknown>) => [...statisticsKeys.all, 'listing-visitors', 'count', params] as const,
};

/** Query keys of listings (list, detail, not-watermark, has-portal all start with 'listings': one invalidation refreshes them). */
export const listingKeys = {
  all: ['listings'] as const,
  lists: () => [...listingKeys.all, 'list'] as const,
  list: (params: Record<string, unknown>) => [...listingKeys.lists(), params] as const,
  details: () => [...listingKeys.all, 'detail'] as const,
  detail: (listingId: string, params: Record<string, unknown> = {}) => [...listingKeys.details(), listingId, params] as const,
  notWatermark: (params: Record<string, unknown>) => [...listingKeys.all, 'not-watermark', params] as const,
  hasPortal: (params: Record<string, unknown>) => [...listingKeys.all, 'has-portal', params] as const,
  options: () => [...listingKeys.all, 'options'] as const,
};

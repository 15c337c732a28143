/** Query keys of portal syncs. */
export const portalSyncKeys = {
  all: ['portal-syncs'] as const,
  list: (params: Record<string, unknown>) => [...portalSyncKeys.all, 'list', params] as const,
  currentResult: (portalListingId: string) => [...portalSyncKeys.all, 'current-result', portalListingId] as const,
};

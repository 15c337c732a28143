/** Query keys of masking histories. */
export const maskingKeys = {
  all: ['listing-masking-histories'] as const,
  lists: () => [...maskingKeys.all, 'list'] as const,
  list: (params: Record<string, unknown>) => [...maskingKeys.lists(), params] as const,
  shared: (code: string) => ['shared-listings', code] as const,
};

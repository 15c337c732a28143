/** Query keys of closings. */
export const closingKeys = {
  all: ['closings'] as const,
  list: (params: Record<string, unknown>) => [...closingKeys.all, 'list', params] as const,
  detail: (prefix: string, closingId: string) => [...closingKeys.all, 'detail', prefix, closingId] as const,
};

/** Query keys of transfers of staff between offices. */
export const transferEmployeeKeys = {
  all: ['transfer-employees'] as const,
  lists: () => [...transferEmployeeKeys.all, 'list'] as const,
  list: (params: Record<string, unknown>) => [...transferEmployeeKeys.lists(), params] as const,
  details: () => [...transferEmployeeKeys.all, 'detail'] as const,
  detail: (id: string) => [...transferEmployeeKeys.details(), id] as const,
};

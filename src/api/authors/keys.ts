/** Query keys of /author: the list and one author (the website-link checks are employees' keys). */
export const authorKeys = {
  all: ['authors'] as const,
  lists: () => [...authorKeys.all, 'list'] as const,
  list: (params: Record<string, unknown>) => [...authorKeys.lists(), params] as const,
  details: () => [...authorKeys.all, 'detail'] as const,
  detail: (employeeId: string) => [...authorKeys.details(), employeeId] as const,
};

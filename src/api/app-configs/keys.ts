/** Query keys of app configs. */
export const appConfigKeys = {
  all: ['app-configs'] as const,
  lists: () => [...appConfigKeys.all, 'list'] as const,
  list: (keys: readonly string[]) => [...appConfigKeys.lists(), [...keys].sort()] as const,
  details: () => [...appConfigKeys.all, 'detail'] as const,
  detail: (key: string) => [...appConfigKeys.details(), key] as const,
};

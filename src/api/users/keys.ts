/** Query keys of users (TkDodo's factory): mutations invalidate by the `all` prefix. */
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (params: Record<string, unknown>) => [...userKeys.lists(), params] as const,
  details: () => [...userKeys.all, 'detail'] as const,
  detail: (userId: string) => [...userKeys.details(), userId] as const,
  customers: (params: Record<string, unknown>) => [...userKeys.all, 'customers', params] as const,
  me: () => [...userKeys.all, 'me'] as const,
  emailChecks: () => [...userKeys.all, 'check-email'] as const,
  emailCheck: (email: string) => [...userKeys.emailChecks(), email] as const,
};

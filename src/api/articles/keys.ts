/** Query keys of blog posts: list, detail and the public page all start with 'articles', so one invalidation refreshes them. */
export const articleKeys = {
  all: ['articles'] as const,
  lists: () => [...articleKeys.all, 'list'] as const,
  list: (params: Record<string, unknown>) => [...articleKeys.lists(), params] as const,
  details: () => [...articleKeys.all, 'detail'] as const,
  detail: (articleId: string) => [...articleKeys.details(), articleId] as const,
  publics: () => [...articleKeys.all, 'public'] as const,
  public: (slug: string) => [...articleKeys.publics(), slug] as const,
};

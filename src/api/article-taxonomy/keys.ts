/** Query keys of blog categories and tags: both start with 'article-taxonomy', so one invalidation refreshes every list. */
export const articleTaxonomyKeys = {
  all: ['article-taxonomy'] as const,
  categories: () => [...articleTaxonomyKeys.all, 'categories'] as const,
  categoryList: (params: Record<string, unknown>) => [...articleTaxonomyKeys.categories(), params] as const,
  tags: () => [...articleTaxonomyKeys.all, 'tags'] as const,
  tagList: (params: Record<string, unknown>) => [...articleTaxonomyKeys.tags(), params] as const,
};

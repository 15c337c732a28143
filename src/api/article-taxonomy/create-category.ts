import { useMutation, useQueryClient } from '@tanstack/react-query';
import { articleCategory, type ArticleCategory, type CreateArticleCategoryBody } from '../../../domain/entities/article';
import { http, type Envelope } from '../http';
import { articleTaxonomyKeys } from './keys';

/** POST master-article-categories: a category with its optional sub-categories (§5); answers the new category. */
export async function createArticleCategory(body: CreateArticleCategoryBody): Promise<ArticleCategory> {
  const res = await http.post<Envelope<unknown>>('master-article-categories', body);
  return articleCategory.parse(res.payload);
}

export function useCreateArticleCategory(options: { onSuccess?: (category: ArticleCategory) => void | Promise<void> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createArticleCategory,
    onSuccess: async (category) => {
      await queryClient.invalidateQueries({ queryKey: articleTaxonomyKeys.categories() });
      await options.onSuccess?.(category);
    },
  });
}

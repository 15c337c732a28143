import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { articleCategory, type ArticleCategory, type CreateArticleCategoryBody, type createSubCategoryBody } from '../../../domain/entities/article';
import { envelope } from '../../../domain/entities/common';
import { http } from '../http';
import { articleTaxonomyKeys } from './keys';

const answer = envelope(articleCategory);

/** One sub-category under an existing parent (the categories screen). */
export type CreateSubCategoryBody = z.input<typeof createSubCategoryBody>;

/**
 * POST master-article-categories: a category with its optional sub-category
 * names (§5), or one sub-category under a parent; answers the (parent's) tree.
 */
export async function createArticleCategory(body: CreateArticleCategoryBody | CreateSubCategoryBody): Promise<ArticleCategory> {
  const res = await http.post('master-article-categories', body, { schema: answer });
  return res.payload;
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

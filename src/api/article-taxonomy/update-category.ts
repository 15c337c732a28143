import { useMutation, useQueryClient } from '@tanstack/react-query';
import { articleCategory, type ArticleCategory, type UpdateArticleCategoryBody } from '../../../domain/entities/article';
import { envelope } from '../../../domain/entities/common';
import { http } from '../http';
import { articleTaxonomyKeys } from './keys';

const answer = envelope(articleCategory);

export interface UpdateArticleCategoryInput {
  categoryId: string;
  body: UpdateArticleCategoryBody;
}

/** PATCH /master-article-categories/{id}: rename, or publish/unpublish (a parent's status carries to its sub-categories). */
export async function updateArticleCategory({ categoryId, body }: UpdateArticleCategoryInput): Promise<ArticleCategory> {
  const res = await http.patch(`master-article-categories/${encodeURIComponent(categoryId)}`, body, { schema: answer });
  return res.payload;
}

export function useUpdateArticleCategory(options: { onSuccess?: (category: ArticleCategory) => void | Promise<void> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateArticleCategory,
    onSuccess: async (category) => {
      await queryClient.invalidateQueries({ queryKey: articleTaxonomyKeys.categories() });
      await options.onSuccess?.(category);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { articleTag, type ArticleTag, type CreateArticleTagBody } from '../../../domain/entities/article';
import { envelope } from '../../../domain/entities/common';
import { http } from '../http';
import { articleTaxonomyKeys } from './keys';

const answer = envelope(articleTag);

/** POST /master-article-tags (§7); answers the new tag. */
export async function createArticleTag(body: CreateArticleTagBody): Promise<ArticleTag> {
  const res = await http.post('master-article-tags', body, { schema: answer });
  return res.payload;
}

export function useCreateArticleTag(options: { onSuccess?: (tag: ArticleTag) => void | Promise<void> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createArticleTag,
    onSuccess: async (tag) => {
      await queryClient.invalidateQueries({ queryKey: articleTaxonomyKeys.tags() });
      await options.onSuccess?.(tag);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { articleTag, type ArticleTag, type CreateArticleTagBody } from '../../../domain/entities/article';
import { http, type Envelope } from '../http';
import { articleTaxonomyKeys } from './keys';

/** POST /master-article-tags (§7); answers the new tag. */
export async function createArticleTag(body: CreateArticleTagBody): Promise<ArticleTag> {
  const res = await http.post<Envelope<unknown>>('master-article-tags', body);
  return articleTag.parse(res.payload);
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

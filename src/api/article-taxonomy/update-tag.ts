import { useMutation, useQueryClient } from '@tanstack/react-query';
import { articleTag, type ArticleTag, type UpdateArticleTagBody } from '../../../domain/entities/article';
import { envelope } from '../../../domain/entities/common';
import { http } from '../http';
import { articleTaxonomyKeys } from './keys';

const answer = envelope(articleTag);

export interface UpdateArticleTagInput {
  tagId: string;
  body: UpdateArticleTagBody;
}

/** PATCH /master-article-tags/{id}: rename, or publish/unpublish. */
export async function updateArticleTag({ tagId, body }: UpdateArticleTagInput): Promise<ArticleTag> {
  const res = await http.patch(`master-article-tags/${encodeURIComponent(tagId)}`, body, { schema: answer });
  return res.payload;
}

export function useUpdateArticleTag(options: { onSuccess?: (tag: ArticleTag) => void | Promise<void> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateArticleTag,
    onSuccess: async (tag) => {
      await queryClient.invalidateQueries({ queryKey: articleTaxonomyKeys.tags() });
      await options.onSuccess?.(tag);
    },
  });
}

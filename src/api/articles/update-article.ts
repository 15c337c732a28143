import { useMutation, useQueryClient } from '@tanstack/react-query';
import { article, type Article, type UpdateArticleBody } from '../../../domain/entities/article';
import { envelope } from '../../../domain/entities/common';
import { http } from '../http';
import { articleKeys } from './keys';

const answer = envelope(article);

export interface UpdateArticleInput {
  articleId: string;
  body: UpdateArticleBody;
}

/** PATCH /articles/{id} (§7): any part of the post, or only its status (the header's moves); answers the post. */
export async function updateArticle({ articleId, body }: UpdateArticleInput): Promise<Article> {
  const res = await http.patch(`articles/${encodeURIComponent(articleId)}`, body, { schema: answer });
  return res.payload;
}

export function useUpdateArticle(options: { onSuccess?: (saved: Article) => void | Promise<void> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateArticle,
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: articleKeys.all });
      await options.onSuccess?.(saved);
    },
  });
}

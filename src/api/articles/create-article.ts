import { useMutation, useQueryClient } from '@tanstack/react-query';
import { article, type Article, type CreateArticleBody } from '../../../domain/entities/article';
import { envelope } from '../../../domain/entities/common';
import { http } from '../http';
import { articleKeys } from './keys';

const answer = envelope(article);

/** POST /articles (§7): answers the new post (its id, slug and the status the server stored). */
export async function createArticle(body: CreateArticleBody): Promise<Article> {
  const res = await http.post('articles', body, { schema: answer });
  return res.payload;
}

export function useCreateArticle(options: { onSuccess?: (saved: Article) => void | Promise<void> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createArticle,
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: articleKeys.all });
      await options.onSuccess?.(saved);
    },
  });
}

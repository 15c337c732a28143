import { useMutation, useQueryClient } from '@tanstack/react-query';
import { article, type Article, type CreateArticleBody } from '../../../domain/entities/article';
import { http, type Envelope } from '../http';
import { articleKeys } from './keys';

/** POST /articles (§7): answers the new post (its id, slug and the status the server stored). */
export async function createArticle(body: CreateArticleBody): Promise<Article> {
  const res = await http.post<Envelope<unknown>>('articles', body);
  return article.parse(res.payload);
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

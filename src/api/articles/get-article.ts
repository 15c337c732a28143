import { queryOptions, useQuery } from '@tanstack/react-query';
import { article, type Article } from '../../../domain/entities/article';
import { envelope } from '../../../domain/entities/common';
import { http } from '../http';
import { articleKeys } from './keys';

const articleAnswer = envelope(article);

/** GET /articles/{id} (§7): the post with its categories, tags, images and creator. */
export async function getArticle(articleId: string, signal?: AbortSignal): Promise<Article> {
  const res = await http.get(`articles/${encodeURIComponent(articleId)}`, { signal, schema: articleAnswer });
  return res.payload;
}

export const articleQueryOptions = (articleId: string) =>
  queryOptions({
    queryKey: articleKeys.detail(articleId),
    queryFn: ({ signal }) => getArticle(articleId, signal),
  });

/** The post; idle while there is no id yet (a new post's first step). */
export const useArticle = (articleId: string | undefined) =>
  useQuery({ ...articleQueryOptions(articleId ?? ''), enabled: articleId !== undefined && articleId !== '' });

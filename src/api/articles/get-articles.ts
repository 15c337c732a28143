import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { envelope, listPayload, type ListPayload } from '../../../domain/entities/common';
import { articleRow, type ArticleRow, type ArticlesQuery } from '../../../domain/entities/article';
import { http } from '../http';
import { articleKeys } from './keys';

const articleRows = envelope(listPayload(articleRow));

/** GET /articles: one tab of /blog-posts (status), searched by title, paged (§7). */
export type ArticlesParams = Pick<ArticlesQuery, 'limit' | 'offset' | 'status'> & { search?: string; sort?: string };

export async function getArticles(params: ArticlesParams, signal?: AbortSignal): Promise<ListPayload<ArticleRow>> {
  const res = await http.get('articles', { query: params, signal, schema: articleRows });
  return res.payload;
}

export const articlesQueryOptions = (params: ArticlesParams) =>
  queryOptions({
    queryKey: articleKeys.list({ ...params }),
    queryFn: ({ signal }) => getArticles(params, signal),
    // Paging and searching keep the previous page on screen until the next arrives.
    placeholderData: keepPreviousData,
  });

export const useArticles = (params: ArticlesParams) => useQuery(articlesQueryOptions(params));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { articleCategory, type ArticleCategory, type TaxonomyQuery } from '../../../domain/entities/article';
import { envelope, listPayload, type ListPayload } from '../../../domain/entities/common';
import { http } from '../http';
import { articleTaxonomyKeys } from './keys';

const categoryRows = envelope(listPayload(articleCategory));

export type ArticleCategoriesParams = Partial<TaxonomyQuery>;

/** GET /master-article-categories (§7, e.g. ?status=PUBLISH): parents with their sub-categories. */
export async function getArticleCategories(params: ArticleCategoriesParams, signal?: AbortSignal): Promise<ListPayload<ArticleCategory>> {
  const res = await http.get('master-article-categories', { query: params, signal, schema: categoryRows });
  return res.payload;
}

export const articleCategoriesQueryOptions = (params: ArticleCategoriesParams) =>
  queryOptions({
    queryKey: articleTaxonomyKeys.categoryList({ ...params }),
    queryFn: ({ signal }) => getArticleCategories(params, signal),
  });

export const useArticleCategories = (params: ArticleCategoriesParams) => useQuery(articleCategoriesQueryOptions(params));

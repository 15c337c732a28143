import { queryOptions, useQuery } from '@tanstack/react-query';
import { articleTag, type ArticleTag, type TaxonomyQuery } from '../../../domain/entities/article';
import { envelope, listPayload, type ListPayload } from '../../../domain/entities/common';
import { http } from '../http';
import { articleTaxonomyKeys } from './keys';

const tagRows = envelope(listPayload(articleTag));

export type ArticleTagsParams = Partial<TaxonomyQuery>;

/** GET /master-article-tags (§7, e.g. ?status=PUBLISH). */
export async function getArticleTags(params: ArticleTagsParams, signal?: AbortSignal): Promise<ListPayload<ArticleTag>> {
  const res = await http.get('master-article-tags', { query: params, signal, schema: tagRows });
  return res.payload;
}

export const articleTagsQueryOptions = (params: ArticleTagsParams) =>
  queryOptions({
    queryKey: articleTaxonomyKeys.tagList({ ...params }),
    queryFn: ({ signal }) => getArticleTags(params, signal),
  });

export const useArticleTags = (params: ArticleTagsParams) => useQuery(articleTagsQueryOptions(params));

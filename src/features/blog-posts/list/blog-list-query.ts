import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../../domain/entities/common';
import { ARTICLE_SORT_FIELDS, CONTENT_STATUSES, type ContentStatus } from '../../../../domain/entities/article';
import { formatSort, parseSort, type ListSort } from '../../../ui/list-sort';
import type { ArticlesParams } from '../../../api/articles/get-articles';

/** Everything /blog-posts keeps in its URL: the tab (§2 ?activeTab=), the search, the sort and the page. */
export const BLOG_LIST_DEFAULTS = {
  activeTab: 'PUBLISH',
  search: '',
  page: '1',
  limit: String(DEFAULT_PAGE_SIZE),
  /** Empty: the server's default, newest first. */
  sort: '',
};
export type BlogListUrl = typeof BLOG_LIST_DEFAULTS;

/** A hand-edited tab falls back to Published, the first tab. */
export function parseTab(tab: string): ContentStatus {
  return (CONTENT_STATUSES as readonly string[]).includes(tab) ? (tab as ContentStatus) : 'PUBLISH';
}

export function parseLimit(limit: string): number {
  const n = Number(limit);
  return (PAGE_SIZES as readonly number[]).includes(n) ? n : DEFAULT_PAGE_SIZE;
}

export function parsePage(page: string): number {
  const n = Number(page);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** GET /articles sorts newest first unless told otherwise. */
export const DEFAULT_ARTICLE_SORT: ListSort = { field: 'createdAt', order: 'DESC' };

export const articleSortOf = (sort: string): ListSort => parseSort(sort, ARTICLE_SORT_FIELDS, DEFAULT_ARTICLE_SORT);

/** The URL's values as GET /articles parameters (§7: limit, offset, search, and the tab's status). */
export function toArticlesParams(url: BlogListUrl): ArticlesParams {
  const limit = parseLimit(url.limit);
  const search = url.search.trim();
  const sort = formatSort(articleSortOf(url.sort));
  return {
    limit,
    offset: (parsePage(url.page) - 1) * limit,
    status: parseTab(url.activeTab),
    ...(search ? { search } : {}),
    // The default is the server's own: a link without a sort asks without one.
    ...(url.sort && sort !== formatSort(DEFAULT_ARTICLE_SORT) ? { sort } : {}),
  };
}

import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../../domain/entities/common';
import { CONTENT_STATUSES, type ContentStatus } from '../../../../domain/entities/article';
import type { ArticlesParams } from '../../../api/articles/get-articles';

/** Everything /blog-posts keeps in its URL: the tab (§2 ?activeTab=), the search and the page. */
export const BLOG_LIST_DEFAULTS = {
  activeTab: 'PUBLISH',
  search: '',
  page: '1',
  limit: String(DEFAULT_PAGE_SIZE),
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

/** The URL's values as GET /articles parameters (§7: limit, offset, search, and the tab's status). */
export function toArticlesParams(url: BlogListUrl): ArticlesParams {
  const limit = parseLimit(url.limit);
  const search = url.search.trim();
  return {
    limit,
    offset: (parsePage(url.page) - 1) * limit,
    status: parseTab(url.activeTab),
    ...(search ? { search } : {}),
  };
}

import { useCallback, useMemo, type ReactNode } from 'react';
import { Link } from 'wouter';
import { CREATE_POST_PATH } from '../../../domain/blog';
import { useArticles } from '../../api/articles/get-articles';
import { DebouncedTextField } from '../../ui/DebouncedTextField';
import { useUrlQuery } from '../../ui/use-url-query';
import { articleSortOf, BLOG_LIST_DEFAULTS, parseLimit, parsePage, parseTab, toArticlesParams, type BlogListUrl } from './list/blog-list-query';
import { PostsTable } from './list/PostsTable';
import { StatusTabs } from './list/StatusTabs';
import { formatSort } from '../../ui/list-sort';

export interface BlogPostsPageProps {
  /** The statistics below the list: the routed screen (src/app/screens/BlogPostsScreen.tsx) gives the whole blog's. */
  statistics?: ReactNode;
}

/** /blog-posts?activeTab={status}: the posts of one status, searched and paged on the server, all kept in the URL. */
export default function BlogPostsPage({ statistics = null }: BlogPostsPageProps) {
  const [url, setUrl] = useUrlQuery<keyof BlogListUrl>(BLOG_LIST_DEFAULTS);
  const params = useMemo(() => toArticlesParams(url), [url]);
  const query = useArticles(params);
  const active = parseTab(url.activeTab);
  const onSearch = useCallback((search: string) => setUrl({ search, page: '1' }), [setUrl]);

  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">All Posts</h1>
        <Link href={CREATE_POST_PATH} className="p-button p-component">
          <i className="pi pi-plus p-button-icon p-button-icon-left" aria-hidden="true" />
          <span className="p-button-label">Create Post</span>
        </Link>
      </div>
      <section className="card" aria-label="Posts">
        <StatusTabs active={active} search={url.search} />
        <div role="search" aria-label="Search posts">
          <DebouncedTextField id="blog-search" type="search" label="Search" placeholder="Post title" value={url.search} onCommit={onSearch} />
        </div>
        <PostsTable
          query={query}
          exportRequest={{ path: 'articles', query: params }}
          page={parsePage(url.page)}
          limit={parseLimit(url.limit)}
          sort={articleSortOf(url.sort)}
          onPage={(page, limit) => setUrl({ page: String(page), limit: String(limit) }, { push: true })}
          onSort={(sort) => setUrl({ sort: formatSort(sort), page: '1' })}
        />
      </section>
      {statistics}
    </div>
  );
}

import type { CSSProperties, ReactNode } from 'react';
import { useArticleShareCounts } from '../../api/blog-statistics/get-share-counts';
import { usePopularPosts } from '../../api/blog-statistics/get-popular-posts';
import { useArticleVisitorCount } from '../../api/blog-statistics/get-visitor-count';
import { EmptyState, QueryError, QueryPending } from '../../ui/QueryState';
import { ShareChart } from '../../ui/ShareChart';
import { PopularPostsChart } from './PopularPostsChart';

export const NO_SHARES = 'No shares yet';
export const NO_POPULAR_POSTS = 'No data yet';

const GRID_STYLE: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))', gap: '1rem' };

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card" aria-labelledby={id} style={{ minWidth: 0 }}>
      <h3 id={id} className="card-title">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Visitors({ articleId }: { articleId: string | null }) {
  const query = useArticleVisitorCount(articleId);
  if (query.isPending) return <QueryPending label="Loading visitors" />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <p style={{ margin: 0 }}>
      <strong style={{ fontSize: '2rem' }}>{query.data.toLocaleString('id-ID')}</strong> visitors
    </p>
  );
}

function Shares({ articleId }: { articleId: string | null }) {
  const query = useArticleShareCounts(articleId);
  if (query.isPending) return <QueryPending label="Loading shares" />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.totalCount === 0) return <EmptyState text={NO_SHARES} />;
  return <ShareChart counts={query.data} />;
}

function PopularPosts() {
  const query = usePopularPosts();
  if (query.isPending) return <QueryPending label="Loading popular posts" />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <EmptyState text={NO_POPULAR_POSTS} />;
  return <PopularPostsChart posts={query.data} />;
}

/**
 * The blog's statistics (§7): visitors and shares per channel of one post
 * (articleId) or of every post, and without a post the five most visited
 * published posts.
 */
export function BlogStatistics({ articleId }: { articleId?: string }) {
  const scope = articleId ?? null;
  const prefix = articleId ? 'post' : 'blog';
  return (
    <section aria-labelledby={`${prefix}-statistics-title`}>
      <h2 id={`${prefix}-statistics-title`} className="card-title">
        {articleId ? 'Post Statistics' : 'Blog Statistics'}
      </h2>
      <div style={GRID_STYLE}>
        <Card id={`${prefix}-statistics-visitors`} title="Total Visitors">
          <Visitors articleId={scope} />
        </Card>
        <Card id={`${prefix}-statistics-shares`} title="Shares by Channel">
          <Shares articleId={scope} />
        </Card>
        {!articleId && (
          <Card id={`${prefix}-statistics-popular`} title="Top 5 Popular Posts">
            <PopularPosts />
          </Card>
        )}
      </div>
    </section>
  );
}

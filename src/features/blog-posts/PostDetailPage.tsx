import type { ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { GUARDS } from '../../../domain/access';
import { BLOG_POSTS_PATH } from '../../../domain/blog';
import { accessSubject } from '../../../domain/session';
import { ApiError } from '../../api/http';
import { useArticle } from '../../api/articles/get-article';
import { useCurrentSession } from '../../app/session-context';
import { QueryError, QueryPending } from '../../ui/QueryState';
import { RecordHistory } from '../../ui/RecordHistory';
import { DescriptionStepView } from './detail/DescriptionStepView';
import { DetailStepView } from './detail/DetailStepView';
import { PostHeader } from './detail/PostHeader';
import { detailStep } from './post-display';

export const POST_NOT_FOUND = 'Post not found';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

function NotFound() {
  return (
    <div className="page">
      <h1 className="page-title">{POST_NOT_FOUND}</h1>
      <p>This post does not exist, or it has been removed.</p>
      <Link href={BLOG_POSTS_PATH}>Back to All Posts</Link>
    </div>
  );
}

/** Renders the right column of one post (§2: its statistics and comments panel). */
export type CommentsPanelSlot = (articleId: string) => ReactNode;

export interface PostDetailProps {
  /** The right column (§2 comments panel); absent, the post takes the whole width. */
  commentsPanel?: CommentsPanelSlot | null;
}

/** /blog-posts/{articleId}/{index?}: one post, its two steps read-only ('detail-post' by default), with its comments beside. */
export function PostDetail({ commentsPanel = null }: PostDetailProps) {
  const { articleId = '', index } = useParams<{ articleId: string; index?: string }>();
  const step = detailStep(index);
  const query = useArticle(articleId);
  const readsAudit = GUARDS.auditReader(accessSubject(useCurrentSession()));

  if (query.isPending) return <QueryPending label="Loading post" />;
  if (query.isError && isNotFound(query.error)) return <NotFound />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const article = query.data;
  const comments = commentsPanel?.(article.articleId);
  return (
    <div className="page">
      <PostHeader article={article} />
      <div style={{ display: 'grid', gap: '1rem', gridTemplateColumns: comments ? 'repeat(auto-fit, minmax(22rem, 1fr))' : '1fr', alignItems: 'start' }}>
        <div style={{ display: 'grid', gap: '1rem' }}>
          {step === 'detail-post' ? <DetailStepView article={article} /> : <DescriptionStepView article={article} />}
          {readsAudit && <RecordHistory entityType="article" entityId={article.articleId} />}
        </div>
        {comments ? <aside aria-label="Comments">{comments}</aside> : null}
      </div>
    </div>
  );
}

/** The post alone; the routed screen (src/app/screens/PostDetailScreen.tsx) adds its statistics and comments. */
export default function PostDetailPage() {
  return <PostDetail commentsPanel={null} />;
}

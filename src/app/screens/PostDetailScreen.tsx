/**
 * /blog-posts/{articleId} as routed: the post, and in its right column the
 * post's statistics (visitors, shares) and its comments (§2). Three features
 * meet here, in src/app, so none imports another.
 */
import { CommentsPanel } from '../../features/blog-comments/CommentsPanel';
import { PostDetail } from '../../features/blog-posts/PostDetailPage';
import { BlogStatistics } from '../../features/blog-statistics/BlogStatistics';

const rightColumn = (articleId: string) => (
  <>
    <BlogStatistics articleId={articleId} />
    <CommentsPanel articleId={articleId} />
  </>
);

export default function PostDetailScreen() {
  return <PostDetail commentsPanel={rightColumn} />;
}

/**
 * /blog-posts as routed: the posts list with the whole blog's statistics
 * below it. Two features meet here, in src/app, so neither imports the other.
 */
import BlogPostsPage from '../../features/blog-posts/BlogPostsPage';
import { BlogStatistics } from '../../features/blog-statistics/BlogStatistics';

export default function BlogPostsScreen() {
  return <BlogPostsPage statistics={<BlogStatistics />} />;
}

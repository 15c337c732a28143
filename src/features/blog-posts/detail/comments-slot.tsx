import type { ReactNode } from 'react';
import { CommentsPanel } from '../../blog-comments/CommentsPanel';
import { BlogStatistics } from '../../blog-statistics/BlogStatistics';

/** Renders the comments panel of one post (§2: the right column of its detail page). */
export type CommentsPanelSlot = (articleId: string) => ReactNode;

/** The right column of the routed detail page: the post's statistics (visitors, shares), then its comments. */
export const routedCommentsPanel: CommentsPanelSlot | null = (articleId) => (
  <>
    <BlogStatistics articleId={articleId} />
    <CommentsPanel articleId={articleId} />
  </>
);

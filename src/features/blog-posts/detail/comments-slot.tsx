import type { ReactNode } from 'react';

/** Renders the comments panel of one post (§2: the right column of its detail page). */
export type CommentsPanelSlot = (articleId: string) => ReactNode;

/**
 * The comments panel the routed detail page shows. The comments screen is
 * built apart; to plug it in, replace `null` with
 * `(articleId) => <CommentsPanel articleId={articleId} />` (importing it here),
 * or render `<PostDetail commentsPanel={…} />` yourself. Nothing else changes.
 */
export const routedCommentsPanel: CommentsPanelSlot | null = null;

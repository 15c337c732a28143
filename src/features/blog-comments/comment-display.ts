/**
 * How the comments panel shows comments and replies: tag colours, the sort's
 * request value, the moderation actor's input and the buttons' names.
 * Presentation only; the moderation rules are domain/comment.ts's.
 */
import type { CommentSort, ModeratedKind, ModerationAction } from '../../../domain/comment';
import type { Comment, CommentStatus, Reply } from '../../../domain/entities/comment';
import type { TagColor } from '../../../domain/listing';
import type { ModeratedItem } from '../../../machines/comment-moderation.machine';

/** §4 names the statuses, not their colours: ours follow the listing tags (waiting warning, live blue, refused red). */
export const COMMENT_STATUS_COLORS: Record<CommentStatus, TagColor> = {
  WAITING_APPROVAL: 'warning',
  PUBLISH: 'blue',
  REJECTED: 'red',
};

export const SORT_PARAMS: Record<CommentSort, 'createdAt:ASC' | 'createdAt:DESC'> = {
  oldest: 'createdAt:ASC',
  latest: 'createdAt:DESC',
};

export const SORT_LABELS: Record<CommentSort, string> = { oldest: 'Oldest first', latest: 'Latest first' };

export type Moderatable = Comment | Reply;

export const idOf = (item: Moderatable): string => ('replyId' in item ? item.replyId : item.commentId);

/** What one moderation actor starts from: the item's id and the two fields the rules read. */
export const moderatedItemOf = (item: Moderatable): ModeratedItem => ({ id: idOf(item), status: item.status ?? null, isDeleted: item.isDeleted });

const NOUNS: Record<ModeratedKind, string> = { comment: 'comment', reply: 'reply' };
const VERBS: Record<ModerationAction, string> = { approve: 'Approve', reject: 'Reject', delete: 'Delete' };

export const actionVerb = (action: ModerationAction): string => VERBS[action];

/** 'Approve comment by Budi': a button says what it acts on (several comments have the same buttons). */
export const actionName = (action: ModerationAction, kind: ModeratedKind, name: string): string => `${VERBS[action]} ${NOUNS[kind]} by ${name}`;

/**
 * Moderation rules of §4 for comments and replies: Waiting Approval (or no
 * status) → Approved or Rejected, nothing once decided; delete marks the item
 * deleted and keeps its status label; a rejected or deleted reply cannot be
 * removed; rejected or deleted text is hidden unless 'Show Rejected/Deleted'
 * is ticked. The moderation machine and the server decide with these.
 */
import type { Comment, CommentStatus, Reply } from './entities/comment';

export type ModeratedKind = 'comment' | 'reply';
export type ModerationAction = 'approve' | 'reject' | 'delete';
export type Moderated = Pick<Comment | Reply, 'status' | 'isDeleted'>;

/** How the panel names each status (§2: PUBLISH is shown Approved). */
export const COMMENT_STATUS_LABELS: Record<CommentStatus, string> = {
  WAITING_APPROVAL: 'Waiting Approval',
  PUBLISH: 'Approved',
  REJECTED: 'Rejected',
};

/** The panel's tabs, Waiting Approval first (the default, §9). */
export const COMMENT_TABS = ['WAITING_APPROVAL', 'PUBLISH', 'REJECTED'] as const satisfies readonly CommentStatus[];

export const REMOVED_TEXT = 'This comment has been deleted by admin or rejected by admin';
export const NO_COMMENTS = 'Belum ada komentar';
export const SHOW_REMOVED_LABEL = 'Show Rejected/Deleted';
/** Long text is collapsed to 4 rows behind 'Read More' (§2). */
export const COLLAPSED_ROWS = 4;
export const READ_MORE = 'Read More';

export const statusOf = (item: Moderated): CommentStatus => item.status ?? 'WAITING_APPROVAL';

/** Approve and reject only while waiting, and never on a deleted item. */
export const canDecide = (item: Moderated): boolean => !item.isDeleted && statusOf(item) === 'WAITING_APPROVAL';

/** A deleted item stays deleted; a rejected reply cannot be removed (§4). */
export function canDelete(item: Moderated, kind: ModeratedKind): boolean {
  if (item.isDeleted) return false;
  return kind === 'comment' || statusOf(item) !== 'REJECTED';
}

export function canModerate(item: Moderated, kind: ModeratedKind, action: ModerationAction): boolean {
  return action === 'delete' ? canDelete(item, kind) : canDecide(item);
}

/** What a moderation makes of the item (the server answers the same). */
export function moderated<T extends Moderated>(item: T, action: ModerationAction): T {
  if (action === 'delete') return { ...item, isDeleted: true };
  return { ...item, status: action === 'approve' ? 'PUBLISH' : 'REJECTED' };
}

/** The text the panel shows: hidden behind REMOVED_TEXT when rejected or deleted, unless the tickbox is on. */
export function shownText(item: Moderated, text: string, showRemoved: boolean): string {
  const isRemoved = item.isDeleted || statusOf(item) === 'REJECTED';
  return isRemoved && !showRemoved ? REMOVED_TEXT : text;
}

const NOUN: Record<ModeratedKind, string> = { comment: 'Comment', reply: 'Reply' };

/** §8's confirmation dialogs: Approve/Reject Comment/Reply, and delete, which cannot be undone. */
export function moderationConfirmation(action: ModerationAction, kind: ModeratedKind): { header: string; message: string } {
  const noun = NOUN[kind];
  if (action === 'delete') return { header: `Delete ${noun}`, message: `Delete this ${noun.toLowerCase()}? This action cannot be undone.` };
  const verb = action === 'approve' ? 'Approve' : 'Reject';
  return { header: `${verb} ${noun}`, message: `${verb} this ${noun.toLowerCase()}?` };
}

/** Success notices: the spec's catalogue has none for moderation, so these are ours. */
export function moderationSuccess(action: ModerationAction, kind: ModeratedKind): string {
  const done = { approve: 'approved', reject: 'rejected', delete: 'deleted' }[action];
  return `${NOUN[kind]} ${done} successfully`;
}

/** Bulk moderation: the selected items the action applies to (the rest are left as they are). */
export function bulkTargets<T extends Moderated>(items: readonly T[], kind: ModeratedKind, action: ModerationAction): T[] {
  return items.filter((item) => canModerate(item, kind, action));
}

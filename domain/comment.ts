/**
 * Moderation rules of §4 for comments and replies, and what the comments
 * panel of §2 and §9 shows. The moderation machine, the panel and the server
 * all decide with these functions, so none allows what another refuses.
 */
import type { Comment, CommentStatistics, CommentStatus, DecidedStatus, Reply } from './entities/comment';
import { MESSAGES } from './messages';

export type ModeratedKind = 'comment' | 'reply';
export type ModerationAction = 'approve' | 'reject' | 'delete';
export type DecisionAction = Exclude<ModerationAction, 'delete'>;
export type Moderated = Pick<Comment | Reply, 'status' | 'isDeleted'>;

export const MODERATION_ACTIONS = ['approve', 'reject', 'delete'] as const satisfies readonly ModerationAction[];

/** How the panel names each status (§4: PUBLISH is shown Approved). */
export const COMMENT_STATUS_LABELS: Record<CommentStatus, string> = {
  WAITING_APPROVAL: 'Waiting Approval',
  PUBLISH: 'Approved',
  REJECTED: 'Rejected',
};

/** The panel's tabs in order; Waiting Approval is the default (§9). */
export const COMMENT_TABS = ['WAITING_APPROVAL', 'PUBLISH', 'REJECTED'] as const satisfies readonly CommentStatus[];
export const DEFAULT_COMMENT_TAB: CommentStatus = 'WAITING_APPROVAL';

export const COMMENT_SORTS = ['oldest', 'latest'] as const;
export type CommentSort = (typeof COMMENT_SORTS)[number];
export const DEFAULT_COMMENT_SORT: CommentSort = 'oldest';

export const REMOVED_TEXT = 'This comment has been deleted by admin or rejected by admin';
export const SHOW_REMOVED_LABEL = 'Show Rejected/Deleted';
export const NO_COMMENTS = MESSAGES.noComments;
/** Long text is collapsed to 4 rows behind 'Read More' (§2). */
export const COLLAPSED_ROWS = 4;
export const READ_MORE = 'Read More';
export const COMMENT_MODAL_WIDTH = 520;

export const statusOf = (item: Moderated): CommentStatus => item.status ?? 'WAITING_APPROVAL';

export const statusLabel = (item: Moderated): string => COMMENT_STATUS_LABELS[statusOf(item)];

/** A deleted item keeps its status (§4), so it stays in the tab of that status. */
export const tabOf = (item: Moderated): CommentStatus => statusOf(item);

/**
 * The panel's one counting rule (issue 12). A reply is moderated like a
 * comment, so every comment and every reply counts once, in the tab of its
 * own status, and is listed in that tab only: a tab lists each comment in it
 * and each comment with a reply in it, showing under a comment only the
 * replies of that tab. A comment listed only for its replies heads them
 * without its own moves (its own tab has them). Deleted items, and the
 * replies of a deleted comment, are neither counted nor listed unless
 * 'Show Rejected/Deleted' is ticked. The totals, the server's lists and the
 * panel all follow this, so a tab holds exactly what its total counts.
 * A reply's decision is its own: one under a rejected comment still waits,
 * is counted and listed as waiting, and can be approved or rejected.
 */
export interface Thread<R extends Moderated = Moderated> extends Moderated {
  replies: readonly R[];
}

export const TOTALS_NOTE = 'Comments and replies, each counted under its own status; deleted ones are not counted.';
/** Beside a comment that only heads replies of the tab. */
export const HEADING_NOTE = 'Shown for its replies';

/** Shown in a list: a deleted item only with 'Show Rejected/Deleted' (a deleted comment hides its replies with it). */
export const isListed = (item: Moderated, showRemoved: boolean): boolean => showRemoved || !item.isDeleted;

export const isInTab = (item: Moderated, tab: CommentStatus): boolean => tabOf(item) === tab;

/** A listed comment that is in another tab only heads the replies of this one. */
export const isHeadingOnly = (comment: Moderated, tab: CommentStatus): boolean => !isInTab(comment, tab);

/** What one tab shows of a comment: null when neither it nor any listed reply is in the tab; else the comment with that tab's replies. */
export function threadInTab<T extends Thread>(comment: T, tab: CommentStatus, showRemoved: boolean): T | null {
  if (!isListed(comment, showRemoved)) return null;
  const replies = comment.replies.filter((reply) => isListed(reply, showRemoved) && isInTab(reply, tab));
  if (!isInTab(comment, tab) && replies.length === 0) return null;
  return { ...comment, replies };
}

/** §3's totals by that rule: comments and replies, deleted ones (and a deleted comment's replies) left out. */
export function commentTotals(comments: readonly Thread[]): CommentStatistics {
  const counted = comments.filter((c) => isListed(c, false)).flatMap((c) => [c, ...c.replies.filter((r) => isListed(r, false))]);
  const inTab = (tab: CommentStatus) => counted.filter((item) => isInTab(item, tab)).length;
  return {
    totalComment: counted.length,
    totalCommentWaitingApproval: inTab('WAITING_APPROVAL'),
    totalCommentApprove: inTab('PUBLISH'),
    totalCommentReject: inTab('REJECTED'),
  };
}

/** Approve and reject only while waiting: none once decided, and none on a deleted item. */
export const canDecide = (item: Moderated): boolean => !item.isDeleted && statusOf(item) === 'WAITING_APPROVAL';

/** Deleting twice means nothing; a rejected reply cannot be removed (§4). */
export function canDelete(item: Moderated, kind: ModeratedKind): boolean {
  if (item.isDeleted) return false;
  return kind === 'comment' || statusOf(item) !== 'REJECTED';
}

export function canModerate(item: Moderated, kind: ModeratedKind, action: ModerationAction): boolean {
  return action === 'delete' ? canDelete(item, kind) : canDecide(item);
}

/** The buttons an item offers, in the panel's order. */
export function allowedMoves(item: Moderated, kind: ModeratedKind): ModerationAction[] {
  return MODERATION_ACTIONS.filter((action) => canModerate(item, kind, action));
}

export const DECIDED_STATUS_OF: Record<DecisionAction, DecidedStatus> = { approve: 'PUBLISH', reject: 'REJECTED' };

/** What a moderation makes of the item (the server stores the same). */
export function moderated<T extends Moderated>(item: T, action: ModerationAction): T {
  if (action === 'delete') return { ...item, isDeleted: true };
  return { ...item, status: DECIDED_STATUS_OF[action] };
}

export const isRemoved = (item: Moderated): boolean => item.isDeleted || statusOf(item) === 'REJECTED';

/** The text the panel shows: rejected or deleted text is hidden unless 'Show Rejected/Deleted' is ticked. */
export function shownText(item: Moderated, text: string, showRemoved: boolean): string {
  return isRemoved(item) && !showRemoved ? REMOVED_TEXT : text;
}

/** Oldest first unless the moderator toggles to latest (§9); ties keep their order. */
export function sortComments<T extends { createdAt: string }>(items: readonly T[], sort: CommentSort = DEFAULT_COMMENT_SORT): T[] {
  const sign = sort === 'oldest' ? 1 : -1;
  return [...items].sort((a, b) => sign * (Date.parse(a.createdAt) - Date.parse(b.createdAt)));
}

const NOUN: Record<ModeratedKind, string> = { comment: 'Comment', reply: 'Reply' };
const VERB: Record<ModerationAction, string> = { approve: 'Approve', reject: 'Reject', delete: 'Delete' };

/**
 * §8's confirmation dialogs: Approve/Reject Comment/Reply, and delete
 * Comment/Reply, which cannot be undone. §8 names the dialogs, not their
 * questions; the questions are ours.
 */
export function moderationConfirmation(action: ModerationAction, kind: ModeratedKind): { header: string; message: string } {
  const noun = NOUN[kind];
  const header = `${VERB[action]} ${noun}`;
  const question = `${VERB[action]} this ${noun.toLowerCase()}?`;
  return { header, message: action === 'delete' ? `${question} This action cannot be undone.` : question };
}

/** The catalogue of §8 has no moderation notice, so these are ours. */
export function moderationSuccess(action: ModerationAction, kind: ModeratedKind): string {
  const done: Record<ModerationAction, string> = { approve: 'approved', reject: 'rejected', delete: 'deleted' };
  return `${NOUN[kind]} ${done[action]} successfully`;
}

/**
 * Bulk moderation: the ones of a selection that approve or reject applies to
 * (both take the same ones: the waiting); the rest are left as they are, so a
 * decision once made is never overturned by a bulk click.
 */
export function bulkTargets<T extends Moderated>(selection: readonly T[]): T[] {
  return selection.filter(canDecide);
}

/** The bulk buttons are offered while at least one selected item is still waiting. */
export const canBulkDecide = (selection: readonly Moderated[]): boolean => selection.some(canDecide);

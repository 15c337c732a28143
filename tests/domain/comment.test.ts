import { describe, expect, test } from 'vitest';
import {
  allowedMoves,
  bulkTargets,
  canBulkDecide,
  COLLAPSED_ROWS,
  commentTotals,
  COMMENT_MODAL_WIDTH,
  COMMENT_STATUS_LABELS,
  COMMENT_TABS,
  DEFAULT_COMMENT_SORT,
  DEFAULT_COMMENT_TAB,
  moderated,
  moderationConfirmation,
  moderationSuccess,
  NO_COMMENTS,
  READ_MORE,
  REMOVED_TEXT,
  SHOW_REMOVED_LABEL,
  shownText,
  sortComments,
  statusLabel,
  statusOf,
  tabOf,
  threadInTab,
  type ModeratedKind,
  type ModerationAction,
} from '../../domain/comment';
import { bulkModerateBody, comment, commentBody, commentStatistics, moderateBody, reply, replyBody, type CommentStatus } from '../../domain/entities/comment';

const item = (status: CommentStatus | null, isDeleted = false) => ({ status, isDeleted });

describe('moves of §4, every kind × status × deleted', () => {
  const cases: [ModeratedKind, CommentStatus | null, boolean, ModerationAction[]][] = [
    ['comment', null, false, ['approve', 'reject', 'delete']],
    ['comment', 'WAITING_APPROVAL', false, ['approve', 'reject', 'delete']],
    ['comment', 'PUBLISH', false, ['delete']],
    ['comment', 'REJECTED', false, ['delete']],
    ['comment', null, true, []],
    ['comment', 'WAITING_APPROVAL', true, []],
    ['comment', 'PUBLISH', true, []],
    ['comment', 'REJECTED', true, []],
    ['reply', null, false, ['approve', 'reject', 'delete']],
    ['reply', 'WAITING_APPROVAL', false, ['approve', 'reject', 'delete']],
    ['reply', 'PUBLISH', false, ['delete']],
    ['reply', 'REJECTED', false, []],
    ['reply', null, true, []],
    ['reply', 'WAITING_APPROVAL', true, []],
    ['reply', 'PUBLISH', true, []],
    ['reply', 'REJECTED', true, []],
  ];
  test.each(cases)('%s %s (deleted %s) offers %j', (kind, status, isDeleted, moves) => {
    expect(allowedMoves(item(status, isDeleted), kind)).toEqual(moves);
  });

  test.each([
    [null, 'approve', { status: 'PUBLISH', isDeleted: false }],
    [null, 'reject', { status: 'REJECTED', isDeleted: false }],
    ['WAITING_APPROVAL', 'delete', { status: 'WAITING_APPROVAL', isDeleted: true }],
    ['PUBLISH', 'delete', { status: 'PUBLISH', isDeleted: true }],
    ['REJECTED', 'delete', { status: 'REJECTED', isDeleted: true }],
  ] as const)('%s + %s → %j (delete keeps the status label)', (status, action, after) => {
    const result = moderated(item(status), action);
    expect(result).toEqual(after);
    if (action === 'delete' && status) expect(statusLabel(result)).toBe(COMMENT_STATUS_LABELS[status]);
  });
});

describe('the panel of §2 and §9', () => {
  test('labels, tabs in order with Waiting Approval the default, oldest first, modal 520', () => {
    expect(COMMENT_STATUS_LABELS).toEqual({ WAITING_APPROVAL: 'Waiting Approval', PUBLISH: 'Approved', REJECTED: 'Rejected' });
    expect(COMMENT_TABS.map((s) => COMMENT_STATUS_LABELS[s])).toEqual(['Waiting Approval', 'Approved', 'Rejected']);
    expect(DEFAULT_COMMENT_TAB).toBe('WAITING_APPROVAL');
    expect(DEFAULT_COMMENT_SORT).toBe('oldest');
    expect(COMMENT_MODAL_WIDTH).toBe(520);
    expect([COLLAPSED_ROWS, READ_MORE, SHOW_REMOVED_LABEL, NO_COMMENTS]).toEqual([4, 'Read More', 'Show Rejected/Deleted', 'Belum ada komentar']);
  });

  test.each([
    [null, false, 'WAITING_APPROVAL', 'Waiting Approval'],
    ['WAITING_APPROVAL', false, 'WAITING_APPROVAL', 'Waiting Approval'],
    ['PUBLISH', false, 'PUBLISH', 'Approved'],
    ['REJECTED', false, 'REJECTED', 'Rejected'],
    ['PUBLISH', true, 'PUBLISH', 'Approved'],
  ] as const)('%s (deleted %s) sits in tab %s, labelled %s', (status, isDeleted, tab, label) => {
    expect(statusOf(item(status, isDeleted))).toBe(tab);
    expect(tabOf(item(status, isDeleted))).toBe(tab);
    expect(statusLabel(item(status, isDeleted))).toBe(label);
  });

  test.each([
    [null, false, false, 'Bagus'],
    ['PUBLISH', false, false, 'Bagus'],
    ['REJECTED', false, false, 'This comment has been deleted by admin or rejected by admin'],
    ['PUBLISH', true, false, 'This comment has been deleted by admin or rejected by admin'],
    ['WAITING_APPROVAL', true, false, 'This comment has been deleted by admin or rejected by admin'],
    ['REJECTED', false, true, 'Bagus'],
    ['PUBLISH', true, true, 'Bagus'],
  ] as const)("%s (deleted %s), 'Show Rejected/Deleted' %s → %s", (status, isDeleted, showRemoved, shown) => {
    expect(shownText(item(status, isDeleted), 'Bagus', showRemoved)).toBe(shown);
  });
  test('the removed text is word for word', () => expect(REMOVED_TEXT).toBe('This comment has been deleted by admin or rejected by admin'));

  test('oldest first by default, latest on toggle, without touching the input', () => {
    const items = [{ createdAt: '2026-01-02T00:00:00Z' }, { createdAt: '2026-01-01T00:00:00Z' }, { createdAt: '2026-01-03T00:00:00Z' }];
    expect(sortComments(items).map((c) => c.createdAt.slice(8, 10))).toEqual(['01', '02', '03']);
    expect(sortComments(items, 'latest').map((c) => c.createdAt.slice(8, 10))).toEqual(['03', '02', '01']);
    expect(items[0]!.createdAt).toBe('2026-01-02T00:00:00Z');
  });
});

describe('the counting rule: every comment and reply once, in the tab of its own status (issue 12)', () => {
  const thread = (status: CommentStatus | null, replies: [CommentStatus | null, boolean?][], isDeleted = false) => ({
    ...item(status, isDeleted),
    replies: replies.map(([s, deleted]) => item(s, deleted ?? false)),
  });
  const statusesOf = (t: ReturnType<typeof thread> | null) => t && [t.status, t.replies.map((r) => r.status)];

  test.each([
    // A rejected comment with a waiting reply: listed under Waiting Approval for the reply, and under Rejected alone.
    ['REJECTED', [[null]], 'WAITING_APPROVAL', false, ['REJECTED', [null]]],
    ['REJECTED', [[null]], 'REJECTED', false, ['REJECTED', []]],
    ['REJECTED', [[null]], 'PUBLISH', false, null],
    // A waiting comment shows only the replies of the tab.
    [null, [['PUBLISH'], ['REJECTED'], ['WAITING_APPROVAL']], 'WAITING_APPROVAL', false, [null, ['WAITING_APPROVAL']]],
    [null, [['PUBLISH'], ['REJECTED']], 'PUBLISH', false, [null, ['PUBLISH']]],
    // Deleted replies, and everything of a deleted comment, only with the tickbox.
    ['PUBLISH', [[null, true]], 'WAITING_APPROVAL', false, null],
    ['PUBLISH', [[null, true]], 'WAITING_APPROVAL', true, ['PUBLISH', [null]]],
    ['PUBLISH', [[null]], 'WAITING_APPROVAL', false, ['PUBLISH', [null]]],
  ] as const)('%s with replies %j, tab %s, showRemoved %s → %j', (status, replies, tab, showRemoved, expected) => {
    expect(statusesOf(threadInTab(thread(status, replies as never), tab, showRemoved))).toEqual(expected);
  });

  test('a deleted comment takes its replies out of every tab unless ticked', () => {
    const deleted = thread('PUBLISH', [[null], ['PUBLISH']], true);
    for (const tab of ['WAITING_APPROVAL', 'PUBLISH', 'REJECTED'] as const) expect(threadInTab(deleted, tab, false)).toBeNull();
    expect(statusesOf(threadInTab(deleted, 'PUBLISH', true))).toEqual(['PUBLISH', ['PUBLISH']]);
  });

  test('the totals count comments and replies, deleted ones and a deleted comment’s replies left out, and add up', () => {
    const totals = commentTotals([
      thread('REJECTED', [[null], ['PUBLISH'], ['REJECTED', true]]),
      thread(null, [['WAITING_APPROVAL']]),
      thread('PUBLISH', [[null]], true),
    ]);
    expect(totals).toEqual({ totalComment: 5, totalCommentWaitingApproval: 3, totalCommentApprove: 1, totalCommentReject: 1 });
    expect(totals.totalCommentWaitingApproval + totals.totalCommentApprove + totals.totalCommentReject).toBe(totals.totalComment);
  });
});

describe('confirmations of §8 and notices', () => {
  test.each([
    ['approve', 'comment', 'Approve Comment', 'Approve this comment?'],
    ['reject', 'comment', 'Reject Comment', 'Reject this comment?'],
    ['delete', 'comment', 'Delete Comment', 'Delete this comment? This action cannot be undone.'],
    ['approve', 'reply', 'Approve Reply', 'Approve this reply?'],
    ['reject', 'reply', 'Reject Reply', 'Reject this reply?'],
    ['delete', 'reply', 'Delete Reply', 'Delete this reply? This action cannot be undone.'],
  ] as const)('%s %s: %s / %s', (action, kind, header, message) => {
    expect(moderationConfirmation(action, kind)).toEqual({ header, message });
  });

  test('success notices name the item and the move', () => {
    expect(moderationSuccess('approve', 'comment')).toBe('Comment approved successfully');
    expect(moderationSuccess('delete', 'reply')).toBe('Reply deleted successfully');
  });
});

describe('bulk moderation', () => {
  test('approve or reject takes the waiting ones of a selection and leaves decided and deleted ones', () => {
    const selection = [item(null), item('PUBLISH'), item('WAITING_APPROVAL', true), item('WAITING_APPROVAL'), item('REJECTED')];
    expect(bulkTargets(selection)).toEqual([selection[0], selection[3]]);
    expect(canBulkDecide(selection)).toBe(true);
    expect(canBulkDecide([item('PUBLISH'), item('REJECTED'), item(null, true)])).toBe(false);
    expect(canBulkDecide([])).toBe(false);
  });
});

describe('contracts of §3', () => {
  const base = { name: 'Budi', email: 'budi@mail.test', comment: 'Bagus', createdAt: '2026-01-01T00:00:00Z' };

  test('a comment with a reply parses; absent isDeleted and replies default; status may be absent', () => {
    const parsed = comment.parse({ ...base, commentId: 'c-1', articleId: 'a-1' });
    expect(parsed).toMatchObject({ isDeleted: false, replies: [] });
    expect(parsed.status).toBeUndefined();
    expect(reply.parse({ ...base, replyId: 'r-1', commentId: 'c-1', status: 'REJECTED', isDeleted: true })).toMatchObject({ comment: 'Bagus', isDeleted: true });
    expect(comment.safeParse({ ...base, commentId: 'c-1', articleId: 'a-1', status: 'APPROVED' }).success).toBe(false);
  });

  test('statistics carry the four totals of §3', () => {
    const totals = { totalComment: 3, totalCommentWaitingApproval: 1, totalCommentApprove: 1, totalCommentReject: 1 };
    expect(commentStatistics.parse(totals)).toEqual(totals);
    expect(commentStatistics.safeParse({ ...totals, totalComment: -1 }).success).toBe(false);
  });

  test('a moderator sets only PUBLISH or REJECTED, one by one or in bulk', () => {
    expect(moderateBody.safeParse({ status: 'PUBLISH' }).success).toBe(true);
    expect(moderateBody.safeParse({ status: 'WAITING_APPROVAL' }).error?.issues[0]?.message).toBe('Status is required.');
    expect(bulkModerateBody.safeParse({ commentIds: ['c-1', 'c-2'], status: 'REJECTED' }).success).toBe(true);
    expect(bulkModerateBody.safeParse({ commentIds: [], status: 'REJECTED' }).error?.issues[0]?.message).toBe('Comments is required.');
  });

  test('an admin comment or reply needs text and cannot choose its name or email', () => {
    expect(commentBody.parse({ articleId: 'a1', comment: '  Terima kasih  ' })).toEqual({ articleId: 'a1', comment: 'Terima kasih' });
    expect(commentBody.safeParse({ articleId: 'a1', comment: '   ' }).error?.issues[0]?.message).toBe('Comment is required.');
    expect(replyBody.safeParse({ commentId: 'c1' }).error?.issues[0]?.message).toBe('Comment is required.');
    expect(replyBody.safeParse({ commentId: 'c1', comment: 'Hai', name: 'Someone else', email: 'x@mail.test' }).success).toBe(false);
  });
});

import { describe, expect, test } from 'vitest';
import {
  bulkTargets,
  canDecide,
  canDelete,
  COMMENT_STATUS_LABELS,
  COMMENT_TABS,
  moderated,
  moderationConfirmation,
  NO_COMMENTS,
  REMOVED_TEXT,
  shownText,
  statusOf,
} from '../../domain/comment';
import { adminCommentBody, comment, moderateBody } from '../../domain/entities/comment';

const item = (status: 'WAITING_APPROVAL' | 'PUBLISH' | 'REJECTED' | null, isDeleted = false) => ({ status, isDeleted });

describe('comment and reply moderation (§4)', () => {
  test('no status means Waiting Approval; PUBLISH is shown Approved; the tabs start with Waiting Approval', () => {
    expect(statusOf(item(null))).toBe('WAITING_APPROVAL');
    expect(COMMENT_STATUS_LABELS).toEqual({ WAITING_APPROVAL: 'Waiting Approval', PUBLISH: 'Approved', REJECTED: 'Rejected' });
    expect(COMMENT_TABS[0]).toBe('WAITING_APPROVAL');
  });

  test.each([
    [null, false, true],
    ['WAITING_APPROVAL', false, true],
    ['PUBLISH', false, false],
    ['REJECTED', false, false],
    ['WAITING_APPROVAL', true, false],
  ] as const)('%s (deleted %s): approve/reject %s', (status, isDeleted, expected) => {
    expect(canDecide(item(status, isDeleted))).toBe(expected);
  });

  test.each([
    ['comment', 'PUBLISH', false, true],
    ['comment', 'REJECTED', false, true],
    ['comment', 'PUBLISH', true, false],
    ['reply', 'PUBLISH', false, true],
    ['reply', 'REJECTED', false, false],
    ['reply', 'WAITING_APPROVAL', true, false],
  ] as const)('%s %s (deleted %s): delete %s', (kind, status, isDeleted, expected) => {
    expect(canDelete(item(status, isDeleted), kind)).toBe(expected);
  });

  test('delete marks the item deleted and keeps its status label; approve and reject set the status', () => {
    expect(moderated(item('PUBLISH'), 'delete')).toEqual({ status: 'PUBLISH', isDeleted: true });
    expect(moderated(item(null), 'approve')).toEqual({ status: 'PUBLISH', isDeleted: false });
    expect(moderated(item(null), 'reject')).toEqual({ status: 'REJECTED', isDeleted: false });
  });

  test("rejected or deleted text is hidden unless 'Show Rejected/Deleted' is ticked", () => {
    expect(shownText(item('REJECTED'), 'Spam', false)).toBe(REMOVED_TEXT);
    expect(shownText(item('PUBLISH', true), 'Bagus', false)).toBe('This comment has been deleted by admin or rejected by admin');
    expect(shownText(item('REJECTED'), 'Spam', true)).toBe('Spam');
    expect(shownText(item('PUBLISH'), 'Bagus', false)).toBe('Bagus');
    expect(NO_COMMENTS).toBe('Belum ada komentar');
  });

  test('confirmations say what they do; delete cannot be undone', () => {
    expect(moderationConfirmation('approve', 'comment').header).toBe('Approve Comment');
    expect(moderationConfirmation('reject', 'reply').header).toBe('Reject Reply');
    expect(moderationConfirmation('delete', 'reply').message).toContain('cannot be undone');
  });

  test('bulk moderation takes the waiting ones of a selection and leaves the rest', () => {
    const selection = [item(null), item('PUBLISH'), item('WAITING_APPROVAL', true), item('WAITING_APPROVAL')];
    expect(bulkTargets(selection, 'comment', 'approve')).toEqual([selection[0], selection[3]]);
    expect(bulkTargets(selection, 'comment', 'delete')).toEqual([selection[0], selection[1], selection[3]]);
  });
});

describe('comment contracts', () => {
  test('a comment parses with its replies; a moderator sets only PUBLISH or REJECTED; an admin comment needs text', () => {
    const parsed = comment.parse({ commentId: 'c', articleId: 'a', comment: 'Bagus', name: 'Budi', email: null, createdAt: '2026-01-01T00:00:00Z' });
    expect(parsed).toMatchObject({ isDeleted: false, replies: [] });
    expect(moderateBody.safeParse({ status: 'WAITING_APPROVAL' }).success).toBe(false);
    expect(moderateBody.safeParse({ status: 'PUBLISH' }).success).toBe(true);
    expect(adminCommentBody.safeParse({ text: '   ' }).error?.issues[0]?.message).toBe('Comment is required.');
  });
});

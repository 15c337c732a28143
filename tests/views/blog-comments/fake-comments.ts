import type { Comment, CommentStatus, Reply } from '../../../domain/entities/comment';
import { mockApi, ok, json, type ApiCall } from '../support/api';

export const ARTICLE_ID = 'article-7';
/** The panel's clock in these tests: Wednesday 11 March 2026, 10:00 in Jakarta. */
export const NOW = new Date('2026-03-11T03:00:00.000Z');
export const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000).toISOString();

let seq = 0;

export function fakeComment(overrides: Partial<Comment> = {}): Comment {
  seq += 1;
  return {
    commentId: `c-${seq}`,
    articleId: ARTICLE_ID,
    name: `Reader ${seq}`,
    email: `reader${seq}@mail.test`,
    comment: `Comment text ${seq}`,
    status: 'WAITING_APPROVAL',
    isDeleted: false,
    createdAt: hoursAgo(seq),
    replies: [],
    ...overrides,
  };
}

export function fakeReply(commentId: string, overrides: Partial<Reply> = {}): Reply {
  seq += 1;
  return {
    replyId: `r-${seq}`,
    commentId,
    name: `Replier ${seq}`,
    email: null,
    comment: `Reply text ${seq}`,
    status: 'WAITING_APPROVAL',
    isDeleted: false,
    createdAt: hoursAgo(1),
    ...overrides,
  };
}

const statusOf = (item: { status?: CommentStatus | null }): CommentStatus => item.status ?? 'WAITING_APPROVAL';

/**
 * A fake of the comments API over a list of comments: GET filters by tab and
 * the tickbox and sorts; PATCH, DELETE and the bulk POST change the list as
 * the server would. `refuse` makes the moves answer 409.
 */
export function fakeCommentsServer(initial: Comment[], options: { refuse?: boolean } = {}) {
  let comments = initial;
  const replies = () => comments.flatMap((c) => c.replies);
  const update = (id: string, patch: Partial<Comment & Reply>) => {
    comments = comments.map((c) =>
      c.commentId === id ? { ...c, ...patch } : { ...c, replies: c.replies.map((r) => (r.replyId === id ? { ...r, ...patch } : r)) },
    );
  };
  const answer = (id: string) => comments.find((c) => c.commentId === id) ?? replies().find((r) => r.replyId === id);
  const refused = () => json(409, { code: 'err_conflict', message: 'This comment is already Approved.' });
  const moderate = (call: ApiCall) => {
    if (options.refuse) return refused();
    const id = call.path.split('/').at(-1) ?? '';
    update(id, { status: (call.body as { status: CommentStatus }).status });
    return ok(answer(id));
  };
  const remove = (call: ApiCall) => {
    if (options.refuse) return refused();
    const id = call.path.split('/').at(-1) ?? '';
    update(id, { isDeleted: true });
    return ok(answer(id));
  };

  const routes: Parameters<typeof mockApi>[0] = {
    'GET article-comments': (call) => {
      const status = call.query.get('status');
      const showDeleted = call.query.get('showDeleted') === 'true';
      const sign = call.query.get('sort') === 'createdAt:DESC' ? -1 : 1;
      const limit = Number(call.query.get('limit') ?? 20);
      const offset = Number(call.query.get('offset') ?? 0);
      const rows = comments
        .filter((c) => (!status || statusOf(c) === status) && (showDeleted || !c.isDeleted))
        .map((c) => ({ ...c, replies: c.replies.filter((r) => showDeleted || !r.isDeleted) }))
        .sort((a, b) => sign * (Date.parse(a.createdAt) - Date.parse(b.createdAt)));
      const next = offset + limit < rows.length ? offset + limit : null;
      return ok({ results: rows.slice(offset, offset + limit), count: rows.length, prev: offset > 0 ? Math.max(0, offset - limit) : null, next });
    },
    'GET article-comments/custom/comment-statistic': () => {
      const live = comments.filter((c) => !c.isDeleted);
      return ok({
        totalComment: live.length,
        totalCommentWaitingApproval: live.filter((c) => statusOf(c) === 'WAITING_APPROVAL').length,
        totalCommentApprove: live.filter((c) => statusOf(c) === 'PUBLISH').length,
        totalCommentReject: live.filter((c) => statusOf(c) === 'REJECTED').length,
      });
    },
    'POST article-comments/bulk-update-status': (call) => {
      const { commentIds, status } = call.body as { commentIds: string[]; status: CommentStatus };
      commentIds.forEach((id) => update(id, { status }));
      return ok({ updated: commentIds.length, skipped: 0 });
    },
    'POST article-comments': (call) => {
      const created = fakeComment({ comment: (call.body as { comment: string }).comment, name: 'Dewi', status: 'PUBLISH', createdAt: NOW.toISOString() });
      comments = [...comments, created];
      return { status: 201, body: { payload: created } };
    },
    'POST article-reply-comments': (call) => {
      const body = call.body as { commentId: string; comment: string };
      const created = fakeReply(body.commentId, { comment: body.comment, name: 'Dewi', status: 'PUBLISH', createdAt: NOW.toISOString() });
      comments = comments.map((c) => (c.commentId === body.commentId ? { ...c, replies: [...c.replies, created] } : c));
      return { status: 201, body: { payload: created } };
    },
  };
  for (const item of [...comments, ...replies()]) {
    const path = 'replyId' in item ? `article-reply-comments/${item.replyId}` : `article-comments/${item.commentId}`;
    routes[`PATCH ${path}`] = moderate;
    routes[`DELETE ${path}`] = remove;
  }
  return mockApi(routes);
}

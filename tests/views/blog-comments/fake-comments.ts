import { canDecide, commentTotals, isListed, sortComments, threadInTab } from '../../../domain/comment';
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

/** One tab as the server lists it (domain/comment.ts's rule), or every comment when no tab is asked. */
function listed(comments: Comment[], status: CommentStatus | null, showDeleted: boolean): Comment[] {
  if (status) return comments.flatMap((c) => threadInTab(c, status, showDeleted) ?? []);
  return comments.filter((c) => isListed(c, showDeleted)).map((c) => ({ ...c, replies: c.replies.filter((r) => isListed(r, showDeleted)) }));
}

/**
 * A fake of the comments API that keeps its state as the server does: GET
 * lists a tab and counts the totals by domain/comment.ts's rule; PATCH,
 * DELETE and the bulk POST (the waiting ones only) change the state as the
 * server would. `refuse` makes the moves answer 409.
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
      const status = call.query.get('status') as CommentStatus | null;
      const showDeleted = call.query.get('showDeleted') === 'true';
      const limit = Number(call.query.get('limit') ?? 20);
      const offset = Number(call.query.get('offset') ?? 0);
      const rows = sortComments(listed(comments, status, showDeleted), call.query.get('sort') === 'createdAt:DESC' ? 'latest' : 'oldest');
      const next = offset + limit < rows.length ? offset + limit : null;
      return ok({ results: rows.slice(offset, offset + limit), count: rows.length, prev: offset > 0 ? Math.max(0, offset - limit) : null, next });
    },
    'GET article-comments/custom/comment-statistic': () => ok(commentTotals(comments)),
    'POST article-comments/bulk-update-status': (call) => {
      const { commentIds, status } = call.body as { commentIds: string[]; status: CommentStatus };
      const moving = comments.filter((c) => commentIds.includes(c.commentId) && canDecide(c));
      moving.forEach((c) => update(c.commentId, { status }));
      return ok({ updated: moving.length, skipped: commentIds.length - moving.length });
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

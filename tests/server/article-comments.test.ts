/**
 * The comments panel's API (§2, §3, §4, §6, §7): one tab of comments with
 * their replies (no status counts as Waiting Approval, deleted ones only on
 * request, oldest or latest first; a reply listed and counted in the tab of
 * its own status, under its comment), the statistics against the rows, an
 * admin's comment and reply under their own nickname and profile email, and
 * the moderation moves — the server allows exactly what domain/comment.ts
 * allows, refusing the rest with 409 and writing nothing; bulk approve and
 * reject move only the undecided ones.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canModerate, commentTotals, COMMENT_TABS, MODERATION_ACTIONS, threadInTab, type ModeratedKind, type ModerationAction } from '../../domain/comment';
import { listPayload } from '../../domain/entities/common';
import { bulkModeratePayload, comment, commentStatistics, reply, type CommentStatus } from '../../domain/entities/comment';
import { ERROR_CODES, MESSAGES } from '../../domain/messages';
import { seedBlogComments, BLOG_ADMIN_EMAIL } from '../../server/db/seed/demo-blog-comments';
import { articleComments, articleReplyComments, articles, users } from '../../server/db/schema';
import { newId } from '../../server/services/tokens';
import { bearer, countRows, errorOf, payloadOf, signIn, startTestServer, type TestServer } from './support';

let server: TestServer;
const tokens = new Map<string, string>();
let blogAdminUserId: string;

beforeAll(async () => {
  server = await startTestServer();
  const [admin] = await server.database.db.select().from(users).where(eq(users.email, BLOG_ADMIN_EMAIL));
  blogAdminUserId = admin!.userId;
});
afterAll(async () => {
  await server?.close();
});

async function tokenOf(email: string): Promise<string> {
  if (!tokens.has(email)) tokens.set(email, await signIn(server.app, email));
  return tokens.get(email)!;
}

const qs = (query: Record<string, string | number>) => `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;
const get = async (url: string, email = BLOG_ADMIN_EMAIL) => server.app.inject({ method: 'GET', url, headers: bearer(await tokenOf(email)) });
const send = async (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, email = BLOG_ADMIN_EMAIL) =>
  server.app.inject({ method, url, ...(payload !== undefined && { payload: payload as object }), headers: bearer(await tokenOf(email)) });

const commentList = listPayload(comment.strict());
const T0 = Date.parse('2026-03-01T08:00:00Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000);

/** A post of the test's own, straight into the table. */
async function insertArticle(status: 'PUBLISH' | 'OPEN' = 'PUBLISH', createdAt = new Date()): Promise<string> {
  const articleId = newId();
  await server.database.db.insert(articles).values({ articleId, title: `Uji ${articleId}`, slug: `uji-${articleId}`, status, createdByUserId: blogAdminUserId, createdAt });
  return articleId;
}

interface Seeded {
  status?: CommentStatus | null;
  isDeleted?: boolean;
  minute?: number;
  text?: string;
}

async function insertComment(articleId: string, s: Seeded = {}): Promise<string> {
  const commentId = newId();
  await server.database.db.insert(articleComments).values({
    commentId,
    articleId,
    name: 'Budi Santoso',
    email: 'budi@pembaca.test',
    comment: s.text ?? `komentar ${commentId}`,
    status: s.status ?? null,
    isDeleted: s.isDeleted ?? false,
    createdAt: at(s.minute ?? 0),
  });
  return commentId;
}

async function insertReply(commentId: string, s: Seeded = {}): Promise<string> {
  const replyId = newId();
  await server.database.db.insert(articleReplyComments).values({
    replyId,
    commentId,
    name: 'Siti Aminah',
    email: 'siti@pembaca.test',
    comment: s.text ?? `balasan ${replyId}`,
    status: s.status ?? null,
    isDeleted: s.isDeleted ?? false,
    createdAt: at(s.minute ?? 0),
  });
  return replyId;
}

const storedComment = async (commentId: string) => (await server.database.db.select().from(articleComments).where(eq(articleComments.commentId, commentId)))[0];
const storedReply = async (replyId: string) => (await server.database.db.select().from(articleReplyComments).where(eq(articleReplyComments.replyId, replyId)))[0];
const commentRows = async () => ({ comments: await countRows(server.database, 'article_comments'), replies: await countRows(server.database, 'article_reply_comments') });

async function listOf(query: Record<string, string | number>) {
  return payloadOf(await get(`/api/article-comments${qs(query)}`), commentList);
}

/** The posts' comments with all their replies, straight from the tables, oldest first as the tabs list them. */
async function threadsOf(articleIds: string[]) {
  const db = server.database.db;
  const rows = await db.select().from(articleComments).where(inArray(articleComments.articleId, articleIds)).orderBy(articleComments.createdAt, articleComments.commentId);
  const replies = rows.length ? await db.select().from(articleReplyComments).where(inArray(articleReplyComments.commentId, rows.map((r) => r.commentId))).orderBy(articleReplyComments.createdAt, articleReplyComments.replyId) : [];
  return rows.map((row) => ({ ...row, replies: replies.filter((r) => r.commentId === row.commentId) }));
}

describe('GET /article-comments', () => {
  let articleId: string;
  let otherId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    articleId = await insertArticle();
    otherId = await insertArticle();
    ids.noStatus = await insertComment(articleId, { status: null, minute: 30 });
    ids.waiting = await insertComment(articleId, { status: 'WAITING_APPROVAL', minute: 10 });
    ids.waitingDeleted = await insertComment(articleId, { status: null, isDeleted: true, minute: 20 });
    ids.approved = await insertComment(articleId, { status: 'PUBLISH', minute: 5 });
    ids.approvedDeleted = await insertComment(articleId, { status: 'PUBLISH', isDeleted: true, minute: 6 });
    ids.rejected = await insertComment(articleId, { status: 'REJECTED', minute: 7 });
    ids.other = await insertComment(otherId, { status: 'WAITING_APPROVAL', minute: 15 });
    ids.replyLate = await insertReply(ids.approved, { status: 'PUBLISH', minute: 50 });
    ids.replyEarly = await insertReply(ids.approved, { status: null, minute: 40 });
    ids.replyDeleted = await insertReply(ids.approved, { status: 'PUBLISH', isDeleted: true, minute: 45 });
  });

  it('Waiting Approval lists comments with no status too (§4), and the comment of a waiting reply, oldest first by default, without deleted ones', async () => {
    const list = await listOf({ articleIds: articleId, status: 'WAITING_APPROVAL' });
    expect(list.results.map((c) => c.commentId)).toEqual([ids.approved, ids.waiting, ids.noStatus]);
    expect(list.count).toBe(3);
    expect(list.results[2]!.status ?? null).toBeNull();
    // The approved comment heads its waiting reply only.
    expect(list.results[0]!.replies.map((r) => r.replyId)).toEqual([ids.replyEarly]);
  });

  it('sorts latest first on request', async () => {
    const list = await listOf({ articleIds: articleId, status: 'WAITING_APPROVAL', sort: 'createdAt:DESC' });
    expect(list.results.map((c) => c.commentId)).toEqual([ids.noStatus, ids.waiting, ids.approved]);
  });

  it('showDeleted=true brings the deleted ones back into their status tab', async () => {
    const waiting = await listOf({ articleIds: articleId, status: 'WAITING_APPROVAL', showDeleted: 'true' });
    expect(waiting.results.map((c) => c.commentId)).toEqual([ids.approved, ids.waiting, ids.waitingDeleted, ids.noStatus]);
    const approved = await listOf({ articleIds: articleId, status: 'PUBLISH', showDeleted: 'true' });
    expect(approved.results.map((c) => [c.commentId, c.isDeleted])).toEqual([
      [ids.approved, false],
      [ids.approvedDeleted, true],
    ]);
    expect(approved.results[1]!.status).toBe('PUBLISH');
  });

  it('Approved and Rejected tabs hold their status only', async () => {
    expect((await listOf({ articleIds: articleId, status: 'PUBLISH' })).results.map((c) => c.commentId)).toEqual([ids.approved]);
    expect((await listOf({ articleIds: articleId, status: 'REJECTED' })).results.map((c) => c.commentId)).toEqual([ids.rejected]);
  });

  it("includes each comment's replies of the tab, oldest first, deleted ones only with showDeleted; every reply without a tab", async () => {
    const [approved] = (await listOf({ articleIds: articleId, status: 'PUBLISH' })).results;
    expect(approved!.replies.map((r) => r.replyId)).toEqual([ids.replyLate]);
    expect(approved!.replies.every((r) => r.commentId === ids.approved)).toBe(true);
    const withDeleted = (await listOf({ articleIds: articleId, status: 'PUBLISH', showDeleted: 'true' })).results[0]!;
    expect(withDeleted.replies.map((r) => r.replyId)).toEqual([ids.replyDeleted, ids.replyLate]);
    const all = (await listOf({ articleIds: articleId, showDeleted: 'true' })).results.find((c) => c.commentId === ids.approved)!;
    expect(all.replies.map((r) => r.replyId)).toEqual([ids.replyEarly, ids.replyDeleted, ids.replyLate]);
  });

  it('reads several posts at once, and all statuses without a status filter', async () => {
    const list = await listOf({ articleIds: `${articleId},${otherId}` });
    expect(list.results.map((c) => c.commentId)).toEqual([ids.approved, ids.rejected, ids.waiting, ids.other, ids.noStatus]);
  });

  it('pages with count, prev and next', async () => {
    const page = await listOf({ articleIds: articleId, limit: 2, offset: 2 });
    expect(page).toMatchObject({ count: 4, prev: 0, next: null });
    expect(page.results.map((c) => c.commentId)).toEqual([ids.waiting, ids.noStatus]);
  });

  it('answers an empty list for a post without comments, and requires articleIds', async () => {
    expect(await listOf({ articleIds: await insertArticle() })).toEqual({ results: [], count: 0, countIsEstimate: false, prev: null, next: null });
    const body = errorOf(await get('/api/article-comments'), 400);
    expect(body.fields).toHaveProperty('articleIds');
  });
});

describe('GET /article-comments/custom/comment-statistic', () => {
  it("counts each post's comments and replies by their own status, null as waiting, deleted ones left out — against the rows", async () => {
    const a = await insertArticle();
    const b = await insertArticle();
    const states: Seeded[] = [
      { status: null },
      { status: 'WAITING_APPROVAL' },
      { status: 'WAITING_APPROVAL', isDeleted: true },
      { status: 'PUBLISH' },
      { status: 'PUBLISH' },
      { status: 'PUBLISH', isDeleted: true },
      { status: 'REJECTED' },
      { status: 'REJECTED', isDeleted: true },
    ];
    for (const s of states) await insertComment(a, s);
    const onB = await insertComment(b, { status: 'REJECTED' });
    await insertReply(onB, { status: 'PUBLISH' });
    await insertReply(onB, { status: null });
    await insertReply(onB, { status: 'REJECTED', isDeleted: true });
    const deletedOnB = await insertComment(b, { status: 'PUBLISH', isDeleted: true });
    await insertReply(deletedOnB, { status: null });
    await insertComment(await insertArticle(), { status: 'PUBLISH' });

    const stats = payloadOf(await get(`/api/article-comments/custom/comment-statistic${qs({ articleIds: `${a},${b}` })}`), commentStatistics.strict());
    expect(stats).toEqual(commentTotals(await threadsOf([a, b])));
    // 6 live comments of a and b, and onB's two live replies; the reply of a deleted comment goes with it.
    expect(stats).toEqual({ totalComment: 8, totalCommentWaitingApproval: 3, totalCommentApprove: 3, totalCommentReject: 2 });
  });

  it('after rejecting a comment its waiting reply is still counted and listed as waiting, and can be approved (issue 12)', async () => {
    const articleId = await insertArticle();
    const commentId = await insertComment(articleId, { status: null });
    const replyId = await insertReply(commentId, { status: null, minute: 1 });
    const statsOf = async () => payloadOf(await get(`/api/article-comments/custom/comment-statistic${qs({ articleIds: articleId })}`), commentStatistics);
    const tab = async (status: CommentStatus) => (await listOf({ articleIds: articleId, status })).results.map((c) => [c.commentId, c.replies.map((r) => r.replyId)]);

    payloadOf(await moveRequest('comment', commentId, 'reject'), comment);
    expect(await statsOf()).toEqual({ totalComment: 2, totalCommentWaitingApproval: 1, totalCommentApprove: 0, totalCommentReject: 1 });
    expect(await tab('WAITING_APPROVAL')).toEqual([[commentId, [replyId]]]);
    expect(await tab('REJECTED')).toEqual([[commentId, []]]);

    payloadOf(await moveRequest('reply', replyId, 'approve'), reply);
    expect(await statsOf()).toEqual({ totalComment: 2, totalCommentWaitingApproval: 0, totalCommentApprove: 1, totalCommentReject: 1 });
    expect(await tab('WAITING_APPROVAL')).toEqual([]);
    expect(await tab('PUBLISH')).toEqual([[commentId, [replyId]]]);
  });

  it('answers zeros for posts without comments', async () => {
    const stats = payloadOf(await get(`/api/article-comments/custom/comment-statistic${qs({ articleIds: await insertArticle() })}`), commentStatistics);
    expect(stats).toEqual({ totalComment: 0, totalCommentWaitingApproval: 0, totalCommentApprove: 0, totalCommentReject: 0 });
  });
});

describe("every tab lists exactly what its total counts (domain/comment.ts's rule)", () => {
  const STATES: Seeded[] = [null, 'WAITING_APPROVAL', 'PUBLISH', 'REJECTED'].flatMap((status) => [false, true].map((isDeleted) => ({ status: status as CommentStatus | null, isDeleted })));
  let articleId: string;

  beforeAll(async () => {
    // Every comment state, each with a reply in every state.
    articleId = await insertArticle();
    for (const [i, s] of STATES.entries()) {
      const commentId = await insertComment(articleId, { ...s, minute: i * 10 });
      for (const [j, r] of STATES.entries()) await insertReply(commentId, { ...r, minute: i * 10 + j });
    }
  });

  it.each(COMMENT_TABS.flatMap((tab) => [false, true].map((showDeleted) => [tab, showDeleted] as const)))('%s, showDeleted %s: the comments and replies of the rule', async (tab, showDeleted) => {
    const list = await listOf({ articleIds: articleId, status: tab, showDeleted: String(showDeleted), limit: 100 });
    const expected = (await threadsOf([articleId])).flatMap((c) => threadInTab(c, tab, showDeleted) ?? []);
    const ids = (cs: readonly { commentId: string; replies: readonly { replyId: string }[] }[]) => cs.map((c) => [c.commentId, c.replies.map((r) => r.replyId)]);
    expect(ids(list.results)).toEqual(ids(expected));
    expect(list.count).toBe(expected.length);
  });

  it('each total is the number of items its tab lists by default', async () => {
    const stats = payloadOf(await get(`/api/article-comments/custom/comment-statistic${qs({ articleIds: articleId })}`), commentStatistics);
    const inTab = async (status: CommentStatus) => {
      const { results } = await listOf({ articleIds: articleId, status, limit: 100 });
      return results.flatMap((c) => [c, ...c.replies]).filter((item) => (item.status ?? 'WAITING_APPROVAL') === status).length;
    };
    const [waiting, approved, rejected] = [await inTab('WAITING_APPROVAL'), await inTab('PUBLISH'), await inTab('REJECTED')];
    // 4 live comments with 4 live replies each.
    expect(stats).toEqual({ totalComment: 20, totalCommentWaitingApproval: waiting, totalCommentApprove: approved, totalCommentReject: rejected });
    expect([waiting, approved, rejected]).toEqual([10, 5, 5]);
  });
});

describe('POST /article-comments and /article-reply-comments: an admin writes as themself (§6)', () => {
  it("posts with the caller's nickname and profile email, published at once", async () => {
    const articleId = await insertArticle();
    const created = payloadOf(await send('POST', '/api/article-comments', { articleId, comment: '  Terima kasih sudah membaca! ' }), comment.strict(), 201);
    expect(created).toMatchObject({ articleId, name: 'Hadi', email: BLOG_ADMIN_EMAIL, comment: 'Terima kasih sudah membaca!', status: 'PUBLISH', isDeleted: false, replies: [] });
    expect(created.createdAt).toBe(server.clock.now().toISOString());
    expect(await storedComment(created.commentId)).toMatchObject({ createdByUserId: blogAdminUserId, name: 'Hadi', email: BLOG_ADMIN_EMAIL });
  });

  it('falls back to the name when the caller has no nickname', async () => {
    const [admin] = await server.database.db.select().from(users).where(eq(users.email, 'admin@demo.test'));
    await server.database.db.update(users).set({ nickName: null }).where(eq(users.userId, admin!.userId));
    try {
      const created = payloadOf(await send('POST', '/api/article-comments', { articleId: await insertArticle(), comment: 'Halo' }, 'admin@demo.test'), comment, 201);
      expect(created).toMatchObject({ name: admin!.name, email: 'admin@demo.test' });
    } finally {
      await server.database.db.update(users).set({ nickName: admin!.nickName }).where(eq(users.userId, admin!.userId));
    }
  });

  it('refuses a name or email in the body (they are never the client’s to choose); nothing is written', async () => {
    const articleId = await insertArticle();
    const commentId = await insertComment(articleId);
    const before = await commentRows();
    for (const [url, body] of [
      ['/api/article-comments', { articleId, comment: 'Hai', name: 'Palsu', email: 'palsu@x.test' }],
      ['/api/article-comments', { articleId, comment: 'Hai', createdByUserId: 'someone' }],
      ['/api/article-reply-comments', { commentId, comment: 'Hai', email: 'palsu@x.test' }],
    ] as const) {
      const res = errorOf(await send('POST', url, body), 400, ERROR_CODES.validation);
      expect(Object.keys(res.fields ?? {}).some((k) => ['name', 'email', 'createdByUserId'].includes(k))).toBe(true);
    }
    expect(await commentRows()).toEqual(before);
  });

  it('requires the text (§5) and a known post', async () => {
    const articleId = await insertArticle();
    const before = await commentRows();
    const body = errorOf(await send('POST', '/api/article-comments', { articleId, comment: '   ' }), 400);
    expect(body.message).toBe(MESSAGES.required('Comment'));
    errorOf(await send('POST', '/api/article-comments', { articleId: 'no-such-article', comment: 'Hai' }), 404, ERROR_CODES.notFound);
    const noReply = errorOf(await send('POST', '/api/article-reply-comments', { commentId: await insertComment(articleId), comment: '' }), 400);
    // A reply's text field is called 'comment' too (§3).
    expect(noReply.message).toBe(MESSAGES.required('Comment'));
    expect(await commentRows()).toEqual({ ...before, comments: before.comments + 1 });
  });

  it('replies as the caller, published, listed under the comment', async () => {
    const articleId = await insertArticle();
    const commentId = await insertComment(articleId, { status: null });
    const created = payloadOf(await send('POST', '/api/article-reply-comments', { commentId, comment: 'Baik, terima kasih.' }), reply.strict(), 201);
    expect(created).toMatchObject({ commentId, name: 'Hadi', email: BLOG_ADMIN_EMAIL, status: 'PUBLISH', isDeleted: false });
    expect(await storedReply(created.replyId)).toMatchObject({ createdByUserId: blogAdminUserId });
    const [listed] = (await listOf({ articleIds: articleId })).results;
    expect(listed!.replies.map((r) => r.replyId)).toEqual([created.replyId]);
  });

  it('refuses a reply to a comment taken down (deleted or rejected) with 409, and to an unknown one with 404', async () => {
    const articleId = await insertArticle();
    const before = await commentRows();
    for (const s of [{ status: 'REJECTED' as const }, { status: 'PUBLISH' as const, isDeleted: true }]) {
      const commentId = await insertComment(articleId, s);
      errorOf(await send('POST', '/api/article-reply-comments', { commentId, comment: 'Hai' }), 409, ERROR_CODES.conflict);
    }
    errorOf(await send('POST', '/api/article-reply-comments', { commentId: 'no-such-comment', comment: 'Hai' }), 404, ERROR_CODES.notFound);
    expect(await commentRows()).toEqual({ ...before, comments: before.comments + 2 });
  });
});

// Every state an item can be in × every move, on both kinds: the server allows exactly what domain/comment.ts allows.
const STATES: Seeded[] = [null, 'WAITING_APPROVAL', 'PUBLISH', 'REJECTED'].flatMap((status) =>
  [false, true].map((isDeleted) => ({ status: status as CommentStatus | null, isDeleted })),
);
const CASES = (['comment', 'reply'] as const).flatMap((kind) =>
  STATES.flatMap((state) => MODERATION_ACTIONS.map((action) => ({ kind, state, action, label: `${kind} ${state.status ?? 'null'}${state.isDeleted ? ' deleted' : ''} · ${action}` }))),
);

async function moveRequest(kind: ModeratedKind, id: string, action: ModerationAction) {
  const url = `/api/${kind === 'comment' ? 'article-comments' : 'article-reply-comments'}/${id}`;
  if (action === 'delete') return send('DELETE', url);
  return send('PATCH', url, { status: action === 'approve' ? 'PUBLISH' : 'REJECTED' });
}

describe('moderation moves follow domain/comment.ts', () => {
  let articleId: string;
  beforeAll(async () => {
    articleId = await insertArticle();
  });

  it.each(CASES)('$label', async ({ kind, state, action }) => {
    const parentId = await insertComment(articleId);
    const id = kind === 'comment' ? await insertComment(articleId, state) : await insertReply(parentId, state);
    const stored = () => (kind === 'comment' ? storedComment(id) : storedReply(id));
    const before = await stored();
    const res = await moveRequest(kind, id, action);
    const after = await stored();
    if (canModerate({ status: state.status ?? null, isDeleted: state.isDeleted ?? false }, kind, action)) {
      const moved = payloadOf(res, kind === 'comment' ? comment.strict() : reply.strict());
      const expected = action === 'delete' ? { status: before!.status, isDeleted: true } : { status: action === 'approve' ? 'PUBLISH' : 'REJECTED', isDeleted: false };
      expect({ status: after!.status, isDeleted: after!.isDeleted }).toEqual(expected);
      expect({ status: moved.status ?? null, isDeleted: moved.isDeleted }).toEqual(expected);
    } else {
      const body = errorOf(res, 409, ERROR_CODES.conflict);
      expect(body.message.length).toBeGreaterThan(20);
      expect(after).toEqual(before);
    }
  });

  it('says why a move is refused', async () => {
    const approved = await insertComment(articleId, { status: 'PUBLISH' });
    expect(errorOf(await moveRequest('comment', approved, 'reject'), 409).message).toContain('already Approved');
    const deleted = await insertComment(articleId, { status: null, isDeleted: true });
    expect(errorOf(await moveRequest('comment', deleted, 'approve'), 409).message).toContain('deleted');
    expect(errorOf(await moveRequest('comment', deleted, 'delete'), 409).message).toContain('already been deleted');
    const rejectedReply = await insertReply(approved, { status: 'REJECTED' });
    expect(errorOf(await moveRequest('reply', rejectedReply, 'delete'), 409).message).toBe('A rejected reply cannot be removed.');
  });

  it('a deleted comment keeps its replies and answers with them', async () => {
    const commentId = await insertComment(articleId, { status: 'PUBLISH' });
    const replyId = await insertReply(commentId, { status: 'PUBLISH' });
    const deleted = payloadOf(await moveRequest('comment', commentId, 'delete'), comment);
    expect(deleted.replies.map((r) => [r.replyId, r.isDeleted])).toEqual([[replyId, false]]);
  });

  it('answers 404 for unknown ids and 400 for a status that is not a decision', async () => {
    errorOf(await moveRequest('comment', 'no-such-comment', 'approve'), 404, ERROR_CODES.notFound);
    errorOf(await moveRequest('reply', 'no-such-reply', 'delete'), 404, ERROR_CODES.notFound);
    const waiting = await insertComment(articleId);
    const body = errorOf(await send('PATCH', `/api/article-comments/${waiting}`, { status: 'WAITING_APPROVAL' }), 400);
    expect(body.fields).toHaveProperty('status');
    expect((await storedComment(waiting))!.status).toBeNull();
  });
});

describe('POST /article-comments/bulk-update-status', () => {
  it('approves the undecided ones of a mix, skips the rest (unknown ids included), in one go', async () => {
    const articleId = await insertArticle();
    const ids = {
      noStatus: await insertComment(articleId, { status: null }),
      waiting: await insertComment(articleId, { status: 'WAITING_APPROVAL' }),
      approved: await insertComment(articleId, { status: 'PUBLISH' }),
      rejected: await insertComment(articleId, { status: 'REJECTED' }),
      waitingDeleted: await insertComment(articleId, { status: null, isDeleted: true }),
    };
    const untouched = await insertComment(articleId, { status: null });
    const commentIds = [...Object.values(ids), 'no-such-comment', ids.waiting];
    const result = payloadOf(await send('POST', '/api/article-comments/bulk-update-status', { commentIds, status: 'PUBLISH' }), bulkModeratePayload.strict());
    expect(result).toEqual({ updated: 2, skipped: 4 });
    const rows = await server.database.db.select().from(articleComments).where(eq(articleComments.articleId, articleId));
    const byId = Object.fromEntries(rows.map((r) => [r.commentId, [r.status, r.isDeleted]]));
    expect(byId).toEqual({
      [ids.noStatus]: ['PUBLISH', false],
      [ids.waiting]: ['PUBLISH', false],
      [ids.approved]: ['PUBLISH', false],
      [ids.rejected]: ['REJECTED', false],
      [ids.waitingDeleted]: [null, true],
      [untouched]: [null, false],
    });
  });

  it('rejects in bulk without overturning an approval', async () => {
    const articleId = await insertArticle();
    const approved = await insertComment(articleId, { status: 'PUBLISH' });
    const waiting = await insertComment(articleId, { status: 'WAITING_APPROVAL' });
    const result = payloadOf(await send('POST', '/api/article-comments/bulk-update-status', { commentIds: [approved, waiting], status: 'REJECTED' }), bulkModeratePayload);
    expect(result).toEqual({ updated: 1, skipped: 1 });
    expect((await storedComment(approved))!.status).toBe('PUBLISH');
    expect((await storedComment(waiting))!.status).toBe('REJECTED');
  });

  it('refuses an empty selection or a status that is not a decision; nothing is written', async () => {
    const waiting = await insertComment(await insertArticle());
    errorOf(await send('POST', '/api/article-comments/bulk-update-status', { commentIds: [], status: 'PUBLISH' }), 400);
    errorOf(await send('POST', '/api/article-comments/bulk-update-status', { commentIds: [waiting], status: 'WAITING_APPROVAL' }), 400);
    expect((await storedComment(waiting))!.status).toBeNull();
  });
});

describe('who may', () => {
  it('keeps the panel to blog admins', async () => {
    const articleId = await insertArticle();
    errorOf(await get(`/api/article-comments${qs({ articleIds: articleId })}`, 'agent@demo.test'), 403, ERROR_CODES.forbidden);
    errorOf(await send('POST', '/api/article-comments', { articleId, comment: 'Hai' }, 'franchise_owner@demo.test'), 403, ERROR_CODES.forbidden);
  });
});

describe('the demo comments (seedBlogComments)', () => {
  it('puts comments in every state, at every relative-time age, with replies in every state, on the newest published posts', async () => {
    const now = new Date(Date.now() + 365 * 86_400_000);
    await insertArticle('OPEN', new Date(now.getTime() + 1));
    const posts = [await insertArticle('PUBLISH', now), await insertArticle('PUBLISH', new Date(now.getTime() - 1)), await insertArticle('PUBLISH', new Date(now.getTime() - 2))];
    await seedBlogComments(server.database.db, now);

    const rows = await server.database.db.select().from(articleComments).where(inArray(articleComments.articleId, posts));
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.map((r) => r.articleId))).toEqual(new Set(posts));
    const states = new Set(rows.map((r) => `${r.status}/${r.isDeleted}`));
    for (const s of ['null/false', 'WAITING_APPROVAL/false', 'PUBLISH/false', 'REJECTED/false', 'PUBLISH/true', 'REJECTED/true']) expect(states).toContain(s);
    expect(rows.some((r) => r.comment.length > 400)).toBe(true);
    const ages = rows.map((r) => now.getTime() - r.createdAt.getTime());
    const MIN = 60_000;
    for (const [lo, hi] of [[0, MIN], [MIN, 60 * MIN], [60 * MIN, 24 * 60 * MIN], [24 * 60 * MIN, 7 * 24 * 60 * MIN], [7 * 24 * 60 * MIN + 1, Infinity]]) {
      expect(ages.some((age) => age >= lo! && age < hi!), `an age in [${lo}, ${hi})`).toBe(true);
    }
    expect(rows.every((r) => r.email?.endsWith('@pembaca.test'))).toBe(true);

    const replies = await server.database.db.select().from(articleReplyComments).where(inArray(articleReplyComments.commentId, rows.map((r) => r.commentId)));
    const replyStates = new Set(replies.map((r) => `${r.status}/${r.isDeleted}`));
    for (const s of ['null/false', 'WAITING_APPROVAL/false', 'PUBLISH/false', 'REJECTED/false']) expect(replyStates).toContain(s);
    expect(replies.some((r) => r.isDeleted)).toBe(true);
    const byAdmin = replies.filter((r) => r.createdByUserId === blogAdminUserId);
    expect(byAdmin.length).toBeGreaterThan(0);
    expect(byAdmin.every((r) => r.name === 'Hadi' && r.email === BLOG_ADMIN_EMAIL)).toBe(true);
    const commentAt = new Map(rows.map((r) => [r.commentId, r.createdAt.getTime()]));
    expect(replies.every((r) => r.createdAt.getTime() > commentAt.get(r.commentId)! && r.createdAt <= now)).toBe(true);
  });
});

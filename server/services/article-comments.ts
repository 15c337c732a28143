/**
 * Comments on blog posts and their replies (§3, §4): the moderation panel's
 * list and statistics, an admin's own comments and replies, and the moves of
 * domain/comment.ts — the server refuses exactly what those rules forbid.
 */
import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { canDecide, canDelete, COMMENT_STATUS_LABELS, isRemoved, statusOf, type ModeratedKind } from '../../domain/comment';
import type { ListPayload } from '../../domain/entities/common';
import type {
  BulkModerateBody,
  Comment,
  CommentBody,
  CommentsQuery,
  CommentStatistics,
  CommentStatus,
  DecidedStatus,
  Reply,
  ReplyBody,
} from '../../domain/entities/comment';
import type { Db, Executor } from '../db/client';
import { articleComments, articleReplyComments, articles, users } from '../db/schema';
import { conflict, notFound } from '../errors';
import { callerAudit, recordAudit, type AuditRecord } from './audit';
import type { Caller } from './caller';
import { countedPage, type Window } from './lists';
import { newId } from './tokens';

type CommentRow = typeof articleComments.$inferSelect;
type ReplyRow = typeof articleReplyComments.$inferSelect;
type Moderated = Pick<CommentRow, 'status' | 'isDeleted'>;

export const COMMENT_REFUSALS = {
  articleNotFound: 'Article not found.',
  commentNotFound: 'Comment not found.',
  replyNotFound: 'Reply not found.',
  decided: (kind: ModeratedKind, status: CommentStatus) =>
    `This ${kind} is already ${COMMENT_STATUS_LABELS[status]}: only a ${kind} waiting for approval can be approved or rejected.`,
  deletedNoDecision: (kind: ModeratedKind) => `This ${kind} has been deleted: it can no longer be approved or rejected.`,
  alreadyDeleted: (kind: ModeratedKind) => `This ${kind} has already been deleted.`,
  rejectedReply: 'A rejected reply cannot be removed.',
  replyToRemoved: 'This comment has been deleted or rejected: it cannot be replied to.',
} as const;

type Moderatable = typeof articleComments | typeof articleReplyComments;

/** Waiting Approval is a status or none at all (§4). */
const isWaiting = (table: Moderatable) => or(isNull(table.status), eq(table.status, 'WAITING_APPROVAL'));

/** In the tab of its own status (domain/comment.ts: tabOf). */
const inTab = (table: Moderatable, tab: CommentStatus) => (tab === 'WAITING_APPROVAL' ? isWaiting(table) : eq(table.status, tab));

const replyListed = (showDeleted: boolean) => (showDeleted ? undefined : eq(articleReplyComments.isDeleted, false));

function toReply(row: ReplyRow): Reply {
  return {
    replyId: row.replyId,
    commentId: row.commentId,
    name: row.name,
    email: row.email,
    comment: row.comment,
    status: row.status,
    isDeleted: row.isDeleted,
    createdAt: row.createdAt.toISOString(),
  };
}

function toComment(row: CommentRow, replies: readonly ReplyRow[]): Comment {
  return {
    commentId: row.commentId,
    articleId: row.articleId,
    name: row.name,
    email: row.email,
    comment: row.comment,
    status: row.status,
    isDeleted: row.isDeleted,
    createdAt: row.createdAt.toISOString(),
    replies: replies.filter((r) => r.commentId === row.commentId).map(toReply),
  };
}

/** The replies of these comments, oldest first, of one tab when asked; deleted ones only when the panel asks for them. */
async function repliesOf(db: Executor, commentIds: readonly string[], showDeleted: boolean, tab?: CommentStatus): Promise<ReplyRow[]> {
  if (!commentIds.length) return [];
  return db
    .select()
    .from(articleReplyComments)
    .where(and(inArray(articleReplyComments.commentId, [...commentIds]), replyListed(showDeleted), tab ? inTab(articleReplyComments, tab) : undefined))
    .orderBy(asc(articleReplyComments.createdAt), asc(articleReplyComments.replyId));
}

/** The comment has a listed reply in the tab (the reply index on comment_id answers it). */
const hasReplyIn = (tab: CommentStatus, showDeleted: boolean) =>
  sql`exists (select 1 from ${articleReplyComments} where ${and(eq(articleReplyComments.commentId, articleComments.commentId), inTab(articleReplyComments, tab), replyListed(showDeleted))})`;

/** A tab lists each comment in it and each comment with a reply in it (domain/comment.ts: threadInTab). */
function commentFilter(q: Pick<CommentsQuery, 'articleIds' | 'status' | 'showDeleted'>): SQL | undefined {
  return and(
    inArray(articleComments.articleId, q.articleIds),
    q.status ? or(inTab(articleComments, q.status), hasReplyIn(q.status, q.showDeleted)) : undefined,
    q.showDeleted ? undefined : eq(articleComments.isDeleted, false),
  );
}

/** One tab of the panel, a page of comments with their replies of that tab (every reply when no tab is asked). */
export async function listComments(db: Db, q: CommentsQuery & Window): Promise<ListPayload<Comment>> {
  const where = commentFilter(q);
  const direction = q.sort === 'createdAt:DESC' ? desc : asc;
  const rows = await db
    .select()
    .from(articleComments)
    .where(where)
    .orderBy(direction(articleComments.createdAt), direction(articleComments.commentId))
    .limit(q.limit)
    .offset(q.offset);
  const replies = await repliesOf(db, rows.map((r) => r.commentId), q.showDeleted, q.status);
  return countedPage(db, rows.map((row) => toComment(row, replies)), db.select({ one: sql`1` }).from(articleComments).where(where), q);
}

/**
 * §3's totals by domain/comment.ts's rule (commentTotals): comments and
 * replies, each by its own status. Deleted ones, and the replies of a deleted
 * comment, are left out, so each total is what its tab lists by default
 * (showDeleted=false), and totalComment is the sum of the three.
 */
export async function commentStatistics(db: Db, articleIds: readonly string[]): Promise<CommentStatistics> {
  const counted = (condition: SQL | undefined) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const byStatus = (table: Moderatable) => ({
    total: count(),
    waiting: counted(isWaiting(table)),
    approved: counted(eq(table.status, 'PUBLISH')),
    rejected: counted(eq(table.status, 'REJECTED')),
  });
  const liveComments = and(inArray(articleComments.articleId, [...articleIds]), eq(articleComments.isDeleted, false));
  const [comments] = await db.select(byStatus(articleComments)).from(articleComments).where(liveComments);
  const [replies] = await db
    .select(byStatus(articleReplyComments))
    .from(articleReplyComments)
    .innerJoin(articleComments, eq(articleComments.commentId, articleReplyComments.commentId))
    .where(and(liveComments, eq(articleReplyComments.isDeleted, false)));
  const sum = (key: 'total' | 'waiting' | 'approved' | 'rejected') => (comments?.[key] ?? 0) + (replies?.[key] ?? 0);
  return { totalComment: sum('total'), totalCommentWaitingApproval: sum('waiting'), totalCommentApprove: sum('approved'), totalCommentReject: sum('rejected') };
}

/** §6: an admin comments as themself — their nickname (else name) and profile email, never what a client says. */
async function authorOf(db: Executor, caller: Caller): Promise<{ name: string; email: string; createdByUserId: string }> {
  const [user] = await db.select({ name: users.name, nickName: users.nickName, email: users.email }).from(users).where(eq(users.userId, caller.userId));
  if (!user) throw notFound('User not found.');
  return { name: user.nickName || user.name, email: user.email, createdByUserId: caller.userId };
}

// ---------------------------------------------------------------------------
// The trail: one event per comment or reply a write touches

type CommentEntity = 'article_comment' | 'article_reply_comment';
const AUDITED_COMMENT_FIELDS = ['articleId', 'commentId', 'name', 'email', 'comment', 'status', 'isDeleted'] as const;

const entityOf = (kind: ModeratedKind): CommentEntity => (kind === 'comment' ? 'article_comment' : 'article_reply_comment');
const idOf = (row: CommentRow | ReplyRow): string => ('replyId' in row ? row.replyId : row.commentId);

function createdRecord(kind: ModeratedKind, row: CommentRow | ReplyRow): AuditRecord {
  return { action: 'create', entityType: entityOf(kind), entityId: idOf(row), before: null, after: row, fields: AUDITED_COMMENT_FIELDS, stateFrom: null, stateTo: statusOf(row) };
}

/** Approve or reject: the status moves from where it was (Waiting Approval when none). */
function decidedRecord(kind: ModeratedKind, before: CommentRow | ReplyRow, after: CommentRow | ReplyRow): AuditRecord {
  return {
    action: 'status',
    entityType: entityOf(kind),
    entityId: idOf(after),
    before,
    after,
    fields: AUDITED_COMMENT_FIELDS,
    stateFrom: statusOf(before),
    stateTo: statusOf(after),
  };
}

/** Delete marks the item: the trail shows isDeleted going true. */
function deletedRecord(kind: ModeratedKind, before: CommentRow | ReplyRow, after: CommentRow | ReplyRow): AuditRecord {
  return { action: 'delete', entityType: entityOf(kind), entityId: idOf(after), before, after, fields: AUDITED_COMMENT_FIELDS };
}

/** An admin's comment is published at once: the moderators would only approve their own words. */
export async function createComment(db: Db, caller: Caller, body: CommentBody, now: Date): Promise<Comment> {
  return db.transaction(async (tx) => {
    const [article] = await tx.select({ articleId: articles.articleId }).from(articles).where(eq(articles.articleId, body.articleId));
    if (!article) throw notFound(COMMENT_REFUSALS.articleNotFound);
    const [row] = await tx
      .insert(articleComments)
      .values({ commentId: newId(), articleId: body.articleId, comment: body.comment, status: 'PUBLISH', isDeleted: false, createdAt: now, ...(await authorOf(tx, caller)) })
      .returning();
    await recordAudit(tx, callerAudit(caller, now), createdRecord('comment', row!));
    return toComment(row!, []);
  });
}

/** A reply of an admin, published at once; a comment taken down (deleted or rejected) takes no new replies. */
export async function createReply(db: Db, caller: Caller, body: ReplyBody, now: Date): Promise<Reply> {
  return db.transaction(async (tx) => {
    const parent = await lockComment(tx, body.commentId);
    if (isRemoved(parent)) throw conflict(COMMENT_REFUSALS.replyToRemoved);
    const [row] = await tx
      .insert(articleReplyComments)
      .values({ replyId: newId(), commentId: body.commentId, comment: body.comment, status: 'PUBLISH', isDeleted: false, createdAt: now, ...(await authorOf(tx, caller)) })
      .returning();
    await recordAudit(tx, callerAudit(caller, now), createdRecord('reply', row!));
    return toReply(row!);
  });
}

async function lockComment(tx: Executor, commentId: string): Promise<CommentRow> {
  const [row] = await tx.select().from(articleComments).where(eq(articleComments.commentId, commentId)).for('update');
  if (!row) throw notFound(COMMENT_REFUSALS.commentNotFound);
  return row;
}

async function lockReply(tx: Executor, replyId: string): Promise<ReplyRow> {
  const [row] = await tx.select().from(articleReplyComments).where(eq(articleReplyComments.replyId, replyId)).for('update');
  if (!row) throw notFound(COMMENT_REFUSALS.replyNotFound);
  return row;
}

/** Why domain/comment.ts refuses approve or reject here. */
function refuseDecision(item: Moderated, kind: ModeratedKind): void {
  if (canDecide(item)) return;
  throw conflict(item.isDeleted ? COMMENT_REFUSALS.deletedNoDecision(kind) : COMMENT_REFUSALS.decided(kind, statusOf(item)));
}

/** Why domain/comment.ts refuses delete here. */
function refuseDelete(item: Moderated, kind: ModeratedKind): void {
  if (canDelete(item, kind)) return;
  throw conflict(item.isDeleted ? COMMENT_REFUSALS.alreadyDeleted(kind) : COMMENT_REFUSALS.rejectedReply);
}

async function commentWithReplies(db: Executor, row: CommentRow): Promise<Comment> {
  return toComment(row, await repliesOf(db, [row.commentId], true));
}

export async function moderateComment(db: Db, caller: Caller, commentId: string, status: DecidedStatus, now: Date): Promise<Comment> {
  return db.transaction(async (tx) => {
    const before = await lockComment(tx, commentId);
    refuseDecision(before, 'comment');
    const [row] = await tx.update(articleComments).set({ status }).where(eq(articleComments.commentId, commentId)).returning();
    await recordAudit(tx, callerAudit(caller, now), decidedRecord('comment', before, row!));
    return commentWithReplies(tx, row!);
  });
}

export async function moderateReply(db: Db, caller: Caller, replyId: string, status: DecidedStatus, now: Date): Promise<Reply> {
  return db.transaction(async (tx) => {
    const before = await lockReply(tx, replyId);
    refuseDecision(before, 'reply');
    const [row] = await tx.update(articleReplyComments).set({ status }).where(eq(articleReplyComments.replyId, replyId)).returning();
    await recordAudit(tx, callerAudit(caller, now), decidedRecord('reply', before, row!));
    return toReply(row!);
  });
}

/** Delete marks the item and keeps its status (§4); its replies stay as they are. */
export async function deleteComment(db: Db, caller: Caller, commentId: string, now: Date): Promise<Comment> {
  return db.transaction(async (tx) => {
    const before = await lockComment(tx, commentId);
    refuseDelete(before, 'comment');
    const [row] = await tx.update(articleComments).set({ isDeleted: true }).where(eq(articleComments.commentId, commentId)).returning();
    await recordAudit(tx, callerAudit(caller, now), deletedRecord('comment', before, row!));
    return commentWithReplies(tx, row!);
  });
}

export async function deleteReply(db: Db, caller: Caller, replyId: string, now: Date): Promise<Reply> {
  return db.transaction(async (tx) => {
    const before = await lockReply(tx, replyId);
    refuseDelete(before, 'reply');
    const [row] = await tx.update(articleReplyComments).set({ isDeleted: true }).where(eq(articleReplyComments.replyId, replyId)).returning();
    await recordAudit(tx, callerAudit(caller, now), deletedRecord('reply', before, row!));
    return toReply(row!);
  });
}

/**
 * Approve or reject a selection in one UPDATE: only the comments canDecide
 * allows (waiting, not deleted) move, so a decision is never overturned;
 * the rest, unknown ids included, are counted as skipped. Each comment moved
 * is its own status move in the trail (from Waiting Approval: nothing else moves).
 */
export async function bulkModerate(db: Db, caller: Caller, body: BulkModerateBody, now: Date): Promise<{ updated: number; skipped: number }> {
  const ids = [...new Set(body.commentIds)];
  const moved = await db.transaction(async (tx) => {
    const rows = await tx
      .update(articleComments)
      .set({ status: body.status })
      .where(and(inArray(articleComments.commentId, ids), eq(articleComments.isDeleted, false), isWaiting(articleComments)))
      .returning();
    // A moved comment was waiting: its status before was WAITING_APPROVAL or none, which reads the same.
    await recordAudit(tx, callerAudit(caller, now), rows.map((row) => decidedRecord('comment', { ...row, status: 'WAITING_APPROVAL' }, row)));
    return rows;
  });
  return { updated: moved.length, skipped: ids.length - moved.length };
}

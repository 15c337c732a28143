/**
 * Comments on a blog article and their replies (§3), as the moderation panel
 * reads them, and the bodies a blog admin sends. A status absent means not
 * moderated yet (Waiting Approval, §4).
 */
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { requiredText } from '../validation';
import { id, MAX_PAGE_LIMIT, pageLimit } from './common';

export const COMMENT_STATUSES = ['WAITING_APPROVAL', 'PUBLISH', 'REJECTED'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

/** The two statuses a moderator sets; WAITING_APPROVAL is only ever where an item starts. */
export const DECIDED_STATUSES = ['PUBLISH', 'REJECTED'] as const;
export type DecidedStatus = (typeof DECIDED_STATUSES)[number];

/** A cap the spec does not give: long enough for any real comment, short enough that one post cannot flood the panel. */
export const COMMENT_TEXT_MAX = 5_000;

const moderatedFields = {
  name: z.string(),
  email: z.string().nullable(),
  comment: z.string(),
  status: z.enum(COMMENT_STATUSES).nullable().optional(),
  isDeleted: z.boolean().default(false),
  createdAt: z.string(),
};

export const reply = z.object({ replyId: z.string(), commentId: z.string(), ...moderatedFields });
export type Reply = z.infer<typeof reply>;

export const comment = z.object({ commentId: z.string(), articleId: z.string(), ...moderatedFields, replies: z.array(reply).default([]) });
export type Comment = z.infer<typeof comment>;

/** §3 Comment statistics, in its own field names. */
export const commentStatistics = z.object({
  totalComment: z.number().int().nonnegative(),
  totalCommentWaitingApproval: z.number().int().nonnegative(),
  totalCommentApprove: z.number().int().nonnegative(),
  totalCommentReject: z.number().int().nonnegative(),
});
export type CommentStatistics = z.infer<typeof commentStatistics>;

const decidedStatus = z.enum(DECIDED_STATUSES, { error: () => MESSAGES.required('Status') });

/** Approve or reject one comment or reply. */
export const moderateBody = z.object({ status: decidedStatus }).strict();
export type ModerateBody = z.infer<typeof moderateBody>;

/** Approve or reject a selection of comments at once. */
export const bulkModerateBody = z
  .object({ commentIds: z.array(id).min(1, MESSAGES.required('Comments')).max(1_000), status: decidedStatus })
  .strict();
export type BulkModerateBody = z.infer<typeof bulkModerateBody>;

const text = (field: string) => requiredText(field, COMMENT_TEXT_MAX);

/**
 * An admin's own comment or reply: text only, strict, because name and email
 * are the logged-in user's nickname and profile email (§6) and must not be
 * chosen by the client.
 */
export const commentBody = z.object({ articleId: id, comment: text('Comment') }).strict();
export type CommentBody = z.infer<typeof commentBody>;

export const replyBody = z.object({ commentId: id, comment: text('Comment') }).strict();
export type ReplyBody = z.infer<typeof replyBody>;

export const commentIdParams = z.object({ commentId: id }).strict();
export const replyIdParams = z.object({ replyId: id }).strict();

const idList = z
  .string()
  .max(2000)
  .transform((s) => s.split(',').map((v) => v.trim()).filter(Boolean))
  .pipe(z.array(id).min(1, MESSAGES.required('Article')).max(100));

/**
 * GET /article-comments (§7): one tab of the panel. status WAITING_APPROVAL
 * also matches comments with no status (§4). showDeleted false hides deleted
 * comments; the panel asks for them with the 'Show Rejected/Deleted' tickbox.
 */
export const commentsQuery = z
  .object({
    articleIds: idList,
    status: z.enum(COMMENT_STATUSES).optional(),
    sort: z.enum(['createdAt:ASC', 'createdAt:DESC']).default('createdAt:ASC'),
    limit: pageLimit(MAX_PAGE_LIMIT, 20),
    offset: z.coerce.number().int().min(0).default(0),
    showDeleted: z.enum(['true', 'false']).transform((v) => v === 'true').default(false),
  })
  .strict();
export type CommentsQuery = z.infer<typeof commentsQuery>;

/** GET /article-comments/custom/comment-statistic?articleIds. */
export const commentStatisticsQuery = z.object({ articleIds: idList }).strict();

/** POST /article-comments/bulk-update-status answers how many comments moved; already-decided ones are left as they are. */
export const bulkModeratePayload = z.object({ updated: z.number().int().nonnegative(), skipped: z.number().int().nonnegative() });

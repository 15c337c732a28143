/**
 * Comments on a blog article and their replies (§3), as the moderation panel
 * reads them. A status absent means not moderated yet (Waiting Approval, §4).
 */
import { z } from 'zod';
import { MESSAGES } from '../messages';

export const COMMENT_STATUSES = ['WAITING_APPROVAL', 'PUBLISH', 'REJECTED'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

const moderated = {
  name: z.string(),
  email: z.string().nullable(),
  status: z.enum(COMMENT_STATUSES).nullable().optional(),
  isDeleted: z.boolean().default(false),
  createdAt: z.string(),
};

export const reply = z.object({ replyId: z.string(), commentId: z.string(), reply: z.string(), ...moderated });
export type Reply = z.infer<typeof reply>;

export const comment = z.object({ commentId: z.string(), articleId: z.string(), comment: z.string(), ...moderated, replies: z.array(reply).default([]) });
export type Comment = z.infer<typeof comment>;

/** The totals the panel shows (§3 Comment statistics). */
export const commentStatistics = z.object({
  total: z.number().int().nonnegative(),
  waitingApproval: z.number().int().nonnegative(),
  approved: z.number().int().nonnegative(),
  rejected: z.number().int().nonnegative(),
});
export type CommentStatistics = z.infer<typeof commentStatistics>;

/** Approve or reject: the only statuses a moderator sets. */
export const moderateBody = z.object({ status: z.enum(['PUBLISH', 'REJECTED'], { error: () => MESSAGES.required('Status') }) }).strict();
export type ModerateBody = z.infer<typeof moderateBody>;

/** An admin's own comment or reply: posted with their nickname and profile email (§6); text required. */
export const adminCommentBody = z
  .object({ text: z.string({ error: () => MESSAGES.required('Comment') }).trim().min(1, MESSAGES.required('Comment')).max(5_000) })
  .strict();

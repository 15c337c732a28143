import { useMutation, useQueryClient } from '@tanstack/react-query';
import { comment, type Comment, type ModerateBody } from '../../../domain/entities/comment';
import { envelope } from '../../../domain/entities/common';
import { http } from '../http';
import { markCommentsStale } from './moderation-cache';

const answer = envelope(comment);

export interface ModerateCommentInput {
  commentId: string;
  body: ModerateBody;
}

/** PATCH /article-comments/{id} {status}: approve (PUBLISH) or reject (REJECTED) one waiting comment. */
export async function moderateComment({ commentId, body }: ModerateCommentInput): Promise<Comment> {
  const res = await http.patch(`article-comments/${encodeURIComponent(commentId)}`, body, { schema: answer });
  return res.payload;
}

export function useModerateComment(options: { onSuccess?: (moderated: Comment) => void | Promise<void> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateComment,
    onSuccess: async (moderated) => {
      await markCommentsStale(queryClient);
      await options.onSuccess?.(moderated);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { comment, type Comment } from '../../../domain/entities/comment';
import { envelope } from '../../../domain/entities/common';
import { http } from '../http';
import { markCommentsStale } from './moderation-cache';

const answer = envelope(comment);

/** DELETE /article-comments/{id}: marks the comment deleted; it keeps its status (§4). */
export async function deleteComment(commentId: string): Promise<Comment> {
  const res = await http.delete(`article-comments/${encodeURIComponent(commentId)}`, { schema: answer });
  return res.payload;
}

export function useDeleteComment(options: { onSuccess?: (deleted: Comment) => void | Promise<void> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: async (deleted) => {
      await markCommentsStale(queryClient);
      await options.onSuccess?.(deleted);
    },
  });
}

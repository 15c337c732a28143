import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { comment, type Comment } from '../../../domain/entities/comment';
import { http } from '../http';
import { markCommentsStale } from './moderation-cache';

const answer = z.object({ payload: comment });

/** DELETE /article-comments/{id}: marks the comment deleted; it keeps its status (§4). */
export async function deleteComment(commentId: string): Promise<Comment> {
  const res = await http.delete<unknown>(`article-comments/${encodeURIComponent(commentId)}`);
  return answer.parse(res).payload;
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

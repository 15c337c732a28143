import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reply, type Reply } from '../../../domain/entities/comment';
import { envelope } from '../../../domain/entities/common';
import { http } from '../http';
import { markCommentsStale } from './moderation-cache';

const answer = envelope(reply);

/** DELETE /article-reply-comments/{id}: marks the reply deleted; a rejected reply cannot be (the server answers 409). */
export async function deleteReply(replyId: string): Promise<Reply> {
  const res = await http.delete(`article-reply-comments/${encodeURIComponent(replyId)}`, { schema: answer });
  return res.payload;
}

export function useDeleteReply(options: { onSuccess?: (deleted: Reply) => void | Promise<void> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReply,
    onSuccess: async (deleted) => {
      await markCommentsStale(queryClient);
      await options.onSuccess?.(deleted);
    },
  });
}

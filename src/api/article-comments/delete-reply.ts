import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { reply, type Reply } from '../../../domain/entities/comment';
import { http } from '../http';
import { markCommentsStale } from './moderation-cache';

const answer = z.object({ payload: reply });

/** DELETE /article-reply-comments/{id}: marks the reply deleted; a rejected reply cannot be (the server answers 409). */
export async function deleteReply(replyId: string): Promise<Reply> {
  const res = await http.delete<unknown>(`article-reply-comments/${encodeURIComponent(replyId)}`);
  return answer.parse(res).payload;
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

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { reply, type ModerateBody, type Reply } from '../../../domain/entities/comment';
import { http } from '../http';
import { markCommentsStale } from './moderation-cache';

const answer = z.object({ payload: reply });

export interface ModerateReplyInput {
  replyId: string;
  body: ModerateBody;
}

/** PATCH /article-reply-comments/{id} {status}: approve (PUBLISH) or reject (REJECTED) one waiting reply. */
export async function moderateReply({ replyId, body }: ModerateReplyInput): Promise<Reply> {
  const res = await http.patch<unknown>(`article-reply-comments/${encodeURIComponent(replyId)}`, body);
  return answer.parse(res).payload;
}

export function useModerateReply(options: { onSuccess?: (moderated: Reply) => void | Promise<void> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateReply,
    onSuccess: async (moderated) => {
      await markCommentsStale(queryClient);
      await options.onSuccess?.(moderated);
    },
  });
}

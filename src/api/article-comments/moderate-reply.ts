import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reply, type ModerateBody, type Reply } from '../../../domain/entities/comment';
import { envelope } from '../../../domain/entities/common';
import { http } from '../http';
import { markCommentsStale } from './moderation-cache';

const answer = envelope(reply);

export interface ModerateReplyInput {
  replyId: string;
  body: ModerateBody;
}

/** PATCH /article-reply-comments/{id} {status}: approve (PUBLISH) or reject (REJECTED) one waiting reply. */
export async function moderateReply({ replyId, body }: ModerateReplyInput): Promise<Reply> {
  const res = await http.patch(`article-reply-comments/${encodeURIComponent(replyId)}`, body, { schema: answer });
  return res.payload;
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

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reply, type Reply, type ReplyBody } from '../../../domain/entities/comment';
import { envelope } from '../../../domain/entities/common';
import { http } from '../http';
import { articleCommentKeys } from './keys';

const answer = envelope(reply);

/** POST /article-reply-comments: the text only; the server signs it with the logged-in user's nickname and email (§6). */
export async function createReply(body: ReplyBody): Promise<Reply> {
  const res = await http.post('article-reply-comments', body, { schema: answer });
  return res.payload;
}

export function useCreateReply(options: { onSuccess?: (created: Reply) => void | Promise<void> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReply,
    onSuccess: async (created) => {
      await queryClient.invalidateQueries({ queryKey: articleCommentKeys.all });
      await options.onSuccess?.(created);
    },
  });
}

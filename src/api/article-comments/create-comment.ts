import { useMutation, useQueryClient } from '@tanstack/react-query';
import { comment, type Comment, type CommentBody } from '../../../domain/entities/comment';
import { envelope } from '../../../domain/entities/common';
import { http } from '../http';
import { articleCommentKeys } from './keys';

const answer = envelope(comment);

/** POST /article-comments: the text only; the server signs it with the logged-in user's nickname and email (§6). */
export async function createComment(body: CommentBody): Promise<Comment> {
  const res = await http.post('article-comments', body, { schema: answer });
  return res.payload;
}

export function useCreateComment(options: { onSuccess?: (created: Comment) => void | Promise<void> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComment,
    onSuccess: async (created) => {
      await queryClient.invalidateQueries({ queryKey: articleCommentKeys.all });
      await options.onSuccess?.(created);
    },
  });
}

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { DECIDED_STATUS_OF } from '../../../domain/comment';
import { commentModerationMachine, type ModeratedItem, type ModerateInput } from '../../../machines/comment-moderation.machine';
import { useDeleteComment } from '../../api/article-comments/delete-comment';
import { useDeleteReply } from '../../api/article-comments/delete-reply';
import { useModerateComment } from '../../api/article-comments/moderate-comment';
import { useModerateReply } from '../../api/article-comments/moderate-reply';
import { refreshComments } from '../../api/article-comments/moderation-cache';
import { showToast } from '../../ui/toast';
import { moderatedItemOf } from './comment-display';

/**
 * The moderation machine with the panel's effects: the four requests, the
 * app's toasts, and the panel's lists and totals reloaded after each move.
 * One machine for the panel; every comment and reply runs its own actor of it.
 */
export function useModerationMachine() {
  const { mutateAsync: moderateComment } = useModerateComment();
  const { mutateAsync: moderateReply } = useModerateReply();
  const { mutateAsync: deleteComment } = useDeleteComment();
  const { mutateAsync: deleteReply } = useDeleteReply();
  const queryClient = useQueryClient();

  const [machine] = useState(() => {
    const moderate = async ({ kind, id, action }: ModerateInput): Promise<ModeratedItem> => {
      if (action === 'delete') return moderatedItemOf(kind === 'comment' ? await deleteComment(id) : await deleteReply(id));
      const body = { status: DECIDED_STATUS_OF[action] };
      return moderatedItemOf(kind === 'comment' ? await moderateComment({ commentId: id, body }) : await moderateReply({ replyId: id, body }));
    };
    return commentModerationMachine.provide({
      actors: { moderate: fromPromise(({ input }: { input: ModerateInput }) => moderate(input)) },
      actions: {
        notify: (_, params) => showToast(params),
        refresh: () => void refreshComments(queryClient),
      },
    });
  });
  return machine;
}

export type ProvidedModerationMachine = ReturnType<typeof useModerationMachine>;

import type { QueryClient } from '@tanstack/react-query';
import { auditKeys } from '../audit/keys';
import { articleCommentKeys } from './keys';

/**
 * After one item's approve, reject or delete: every list and total of the
 * panel is marked stale by the prefix, none reloaded yet. The moderation
 * machine reloads the ones on screen once it has announced the move (its
 * 'refresh', refreshComments below): the reload may take the item to another
 * tab, and its entry and actor off the screen, before the announcement.
 */
export async function markCommentsStale(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: articleCommentKeys.all, refetchType: 'none' });
}

/** The lists and totals on screen load again at once, the others when next shown, so every tab holds what its total counts. */
export async function refreshComments(queryClient: QueryClient): Promise<void> {
  await Promise.all([queryClient.invalidateQueries({ queryKey: articleCommentKeys.all }), queryClient.invalidateQueries({ queryKey: auditKeys.all })]);
}

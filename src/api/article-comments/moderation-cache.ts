import type { QueryClient } from '@tanstack/react-query';
import { articleCommentKeys } from './keys';

/**
 * After one item's approve, reject or delete: the totals refresh now. The
 * list on screen is only marked stale, so the item stays where the moderator
 * sees it with its new label (§4: a deleted comment still shows its status)
 * until the tab is opened again (lists are not kept once left, get-comments.ts).
 */
export async function refreshAfterModeration(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: articleCommentKeys.statistics() }),
    queryClient.invalidateQueries({ queryKey: articleCommentKeys.lists(), refetchType: 'none' }),
  ]);
}

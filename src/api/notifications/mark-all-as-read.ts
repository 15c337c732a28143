import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, type Envelope } from '../http';
import { markCachedAsRead } from './cache';
import { notificationKeys } from './keys';

/** PATCH notifications/mark-all-as-read: every unread notification of the caller. */
export async function markAllAsRead(): Promise<{ updated: number }> {
  const res = await http.patch<Envelope<{ updated: number }>>('notifications/mark-all-as-read', {});
  return res.payload;
}

export function useMarkAllAsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllAsRead,
    onMutate: () => markCachedAsRead(queryClient, () => true, new Date().toISOString()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

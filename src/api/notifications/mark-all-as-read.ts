import { useMutation, useQueryClient } from '@tanstack/react-query';
import { envelope } from '../../../domain/entities/common';
import { markedPayload } from '../../../domain/entities/notification';
import { http } from '../http';
import { markCachedAsRead } from './cache';
import { notificationKeys } from './keys';

const answer = envelope(markedPayload);

/** PATCH notifications/mark-all-as-read: every unread notification of the caller. */
export async function markAllAsRead(): Promise<{ updated: number }> {
  const res = await http.patch('notifications/mark-all-as-read', {}, { schema: answer });
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

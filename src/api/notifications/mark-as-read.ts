import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, type Envelope } from '../http';
import { markCachedAsRead } from './cache';
import { notificationKeys } from './keys';

export interface MarkAsReadInput {
  notificationIds: string[];
  receiverUserId: string;
}

/** PATCH notifications/mark-as-read (notificationIds, receiverUserId). */
export async function markAsRead(body: MarkAsReadInput): Promise<{ updated: number }> {
  const res = await http.patch<Envelope<{ updated: number }>>('notifications/mark-as-read', body);
  return res.payload;
}

export function useMarkAsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAsRead,
    onMutate: (input) => {
      const ids = new Set(input.notificationIds);
      markCachedAsRead(queryClient, (n) => ids.has(n.id), new Date().toISOString());
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

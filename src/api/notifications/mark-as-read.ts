import { useMutation, useQueryClient } from '@tanstack/react-query';
import { envelope } from '../../../domain/entities/common';
import { markedPayload } from '../../../domain/entities/notification';
import { http } from '../http';
import { markCachedAsRead } from './cache';
import { notificationKeys } from './keys';

const answer = envelope(markedPayload);

export interface MarkAsReadInput {
  notificationIds: string[];
  receiverUserId: string;
}

/** PATCH notifications/mark-as-read (notificationIds, receiverUserId). */
export async function markAsRead(body: MarkAsReadInput): Promise<{ updated: number }> {
  const res = await http.patch('notifications/mark-as-read', body, { schema: answer });
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

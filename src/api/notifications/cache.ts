import type { QueryClient } from '@tanstack/react-query';
import type { ListPayload } from '../../../domain/entities/common';
import type { Notification } from '../../../domain/entities/notification';
import { notificationKeys } from './keys';

type Lists = ListPayload<Notification>;

/** Change every cached notification list at once (optimistic marks, pushed arrivals). */
export function updateCachedLists(queryClient: QueryClient, change: (list: Lists) => Lists): void {
  queryClient.setQueriesData<Lists>({ queryKey: notificationKeys.lists() }, (list) => (list ? change(list) : list));
}

/** A pushed notification goes on top of the lists that do not have it yet. */
export function prependNotification(queryClient: QueryClient, notification: Notification): void {
  updateCachedLists(queryClient, (list) =>
    list.results.some((n) => n.id === notification.id)
      ? list
      : { ...list, results: [notification, ...list.results], count: list.count + 1 },
  );
}

export function markCachedAsRead(queryClient: QueryClient, isTarget: (n: Notification) => boolean, at: string): void {
  updateCachedLists(queryClient, (list) => ({
    ...list,
    results: list.results.map((n) => (isTarget(n) && !n.readByUserAt ? { ...n, readByUserAt: at } : n)),
  }));
}

import type { notificationsQuery } from '../../../domain/entities/notification';
import type { QueryParams } from '../http';

/** GET notifications as the drawer asks for it: one receiver, all or unread, one page. */
export type NotificationListParams = Omit<QueryParams<typeof notificationsQuery>, 'offset' | 'receiverUserId'> & { receiverUserId: string };

/** Query keys of notifications. */
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (params: NotificationListParams) => [...notificationKeys.lists(), params] as const,
  details: () => [...notificationKeys.all, 'detail'] as const,
  detail: (id: string) => [...notificationKeys.details(), id] as const,
};

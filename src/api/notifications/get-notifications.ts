import { queryOptions, useQuery } from '@tanstack/react-query';
import { envelope, listPayload, type ListPayload } from '../../../domain/entities/common';
import { notification, type Notification } from '../../../domain/entities/notification';
import { http } from '../http';
import { notificationKeys, type NotificationListParams } from './keys';

/** §9: the drawer fetches every notification at once. */
export const NOTIFICATION_FETCH_LIMIT = 999_999;

const answer = envelope(listPayload(notification));

export const drawerListParams = (receiverUserId: string): NotificationListParams => ({
  receiverUserId,
  isRead: 'all',
  limit: NOTIFICATION_FETCH_LIMIT,
});

/** GET notifications (limit, receiverUserId, isRead all|unread), newest first. */
export async function getNotifications(params: NotificationListParams, signal?: AbortSignal): Promise<ListPayload<Notification>> {
  const res = await http.get('notifications', { query: { ...params }, signal, schema: answer });
  return res.payload;
}

export const notificationsQueryOptions = (params: NotificationListParams) =>
  queryOptions({ queryKey: notificationKeys.list(params), queryFn: ({ signal }) => getNotifications(params, signal) });

export const useNotifications = (receiverUserId: string) => useQuery(notificationsQueryOptions(drawerListParams(receiverUserId)));

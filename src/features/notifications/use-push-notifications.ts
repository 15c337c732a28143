import { useQueryClient } from '@tanstack/react-query';
import type { Notification } from '../../../domain/entities/notification';
import { PUSH_TOAST_LIFE_MS, pushToastSeverity } from '../../../domain/notifications';
import { prependNotification } from '../../api/notifications/cache';
import { notificationKeys } from '../../api/notifications/keys';
import { useNotificationStream } from '../../api/notifications/notification-stream';
import { showToast } from '../../ui/toast';

/** A pushed notification (§2): on top of the drawer's list, and a 5-second toast. */
export function usePushNotifications(userId: string): void {
  const queryClient = useQueryClient();
  useNotificationStream(userId, (notification: Notification) => {
    // A list still loading may have been read before this arrived: drop that answer and ask again.
    void queryClient
      .cancelQueries({ queryKey: notificationKeys.lists() })
      .then(() => {
        prependNotification(queryClient, notification);
        return queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
      });
    showToast({
      severity: pushToastSeverity(notification.title),
      summary: notification.title,
      detail: notification.message,
      life: PUSH_TOAST_LIFE_MS,
    });
  });
}

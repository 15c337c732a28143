import { Sidebar } from 'primereact/sidebar';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { Notification } from '../../../domain/entities/notification';
import { MESSAGES } from '../../../domain/messages';
import { useNotifications } from '../../api/notifications/get-notifications';
import { useMarkAllAsRead } from '../../api/notifications/mark-all-as-read';
import { useMarkAsRead } from '../../api/notifications/mark-as-read';
import { notificationPath } from '../../../domain/notifications';
import { isUnread, unreadCount } from './notification-rules';
import { NotificationList } from './NotificationList';
import { usePushNotifications } from './use-push-notifications';

/**
 * The bell with its unread count, and the notification drawer of §2 on the
 * right. Also keeps the push stream open while the shell is up.
 */
export function NotificationCenter({ userId }: { userId: string }) {
  const [isOpen, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const query = useNotifications(userId);
  const markAsRead = useMarkAsRead();
  const markAllAsRead = useMarkAllAsRead();
  usePushNotifications(userId);

  const notifications = query.data?.results;
  const unread = notifications ? unreadCount(notifications) : 0;

  const open = (n: Notification) => {
    if (isUnread(n)) markAsRead.mutate({ notificationIds: [n.id], receiverUserId: userId });
    setOpen(false);
    navigate(notificationPath(n));
  };

  const header = (
    <div className="notification-header">
      <h2 id="notification-drawer-title">Notifications</h2>
      {unread > 0 && (
        <button type="button" className="link-button" onClick={() => markAllAsRead.mutate()}>
          {MESSAGES.markAllAsRead}
        </button>
      )}
    </div>
  );

  return (
    <>
      <button
        type="button"
        className="bell-button"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        onClick={() => setOpen(true)}
      >
        <i className="pi pi-bell" aria-hidden="true" />
        {unread > 0 && (
          <span className="bell-badge" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      <Sidebar
        visible={isOpen}
        position="right"
        onHide={() => setOpen(false)}
        header={header}
        className="notification-drawer"
        role="dialog"
        aria-modal="true"
        aria-labelledby="notification-drawer-title"
        ariaCloseLabel="Close notifications"
      >
        <NotificationList
          notifications={notifications}
          isPending={query.isPending}
          error={query.error}
          onRetry={() => void query.refetch()}
          onOpen={open}
        />
      </Sidebar>
    </>
  );
}

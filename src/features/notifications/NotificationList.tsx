import { useMemo } from 'react';
import type { Notification } from '../../../domain/entities/notification';
import { groupByDay } from '../../../domain/format';
import { notificationIcon } from '../../../domain/notifications';
import { EmptyState, QueryError, QueryPending } from '../../ui/QueryState';
import { isUnread, timeOfDay } from './notification-rules';

interface NotificationListProps {
  notifications: Notification[] | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  onOpen: (notification: Notification) => void;
}

function NotificationRow({ notification, onOpen }: { notification: Notification; onOpen: (n: Notification) => void }) {
  const unread = isUnread(notification);
  return (
    <li>
      <button type="button" className={unread ? 'notification is-unread' : 'notification'} onClick={() => onOpen(notification)}>
        <i className={`${notificationIcon(notification.requestData.feature)} notification__icon`} aria-hidden="true" />
        <span className="notification__body">
          <span className="notification__title">{notification.title}</span>
          <span className="notification__message">{notification.message}</span>
          <span className="notification__time">{timeOfDay(notification.createdAt)}</span>
        </span>
        {unread && (
          <span className="unread-dot" data-testid="unread-dot">
            <span className="sr-only">Unread</span>
          </span>
        )}
      </button>
    </li>
  );
}

/** The drawer's content: pending, error, empty, then the notifications grouped by day. */
export function NotificationList({ notifications, isPending, error, onRetry, onOpen }: NotificationListProps) {
  const days = useMemo(() => groupByDay(notifications ?? [], (n) => n.createdAt, new Date()), [notifications]);
  if (isPending) return <QueryPending label="Loading notifications" />;
  if (error) return <QueryError error={error} onRetry={onRetry} />;
  if (days.length === 0) return <EmptyState />;
  return (
    <div className="notification-days">
      {days.map((day) => (
        <section key={day.key} aria-labelledby={`notification-day-${day.key}`}>
          <h3 id={`notification-day-${day.key}`} className="notification-day">
            {day.label}
          </h3>
          <ul className="notification-list">
            {day.items.map((n) => (
              <NotificationRow key={n.id} notification={n} onOpen={onOpen} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

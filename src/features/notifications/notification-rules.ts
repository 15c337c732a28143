/**
 * What the drawer adds to the rules of domain/notifications.ts and
 * domain/format.ts: which notifications are unread, and their time of day.
 */
import { DateTime } from 'luxon';
import type { Notification } from '../../../domain/entities/notification';
import { DEFAULT_ZONE } from '../../../domain/format';

export const isUnread = (n: Pick<Notification, 'readByUserAt'>): boolean => !n.readByUserAt;

export const unreadCount = (notifications: readonly Notification[]): number => notifications.filter(isUnread).length;

/** HH:mm in the network's zone, the one the day groups use. */
export const timeOfDay = (iso: string): string => DateTime.fromISO(iso, { zone: DEFAULT_ZONE }).toFormat('HH:mm');

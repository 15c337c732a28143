/**
 * The notification drawer's rules of §2: where a notification leads, its
 * icon, and the severity of the toast an incoming push shows.
 */
import { canOpenRoute, routeOfPath, type AccessSubject, type RoutePath } from './access';
import type { Notification } from './entities/notification';

/** An incoming push shows its toast this long (§9: toast 5 s). */
export const PUSH_TOAST_LIFE_MS = 5_000;

export const BIRTHDAY_LIST_PATH = '/dashboard#birthday-list';

const segment = (value: string) => encodeURIComponent(value);

/** Features whose screen lives under another path than the feature's name (a Map: features are free text). */
const FEATURE_PATHS = new Map<string, (idPart: string) => string>([
  ['dashboard', () => BIRTHDAY_LIST_PATH],
  ['masking', (idPart) => `/masking${idPart}`],
  ['document', () => '/document-center'],
  ['invoice-report', (idPart) => `/invoice${idPart}`],
  // Ours: a cancel report opens the cancelled closing.
  ['cancel-report', (idPart) => `/closing${idPart}`],
  ['blog', (idPart) => `/blog-posts${idPart}`],
  // An announcement opens its detail's information tab.
  ['event', (idPart) => (idPart ? `/event${idPart}/information` : '/event')],
]);

type NotificationTarget = Pick<Notification, 'externalId' | 'requestData'>;

/** Where clicking a notification goes: its feature's screen, with the externalId when it has one. */
export function notificationPath(n: NotificationTarget): string {
  const feature = n.requestData.feature;
  const idPart = n.externalId ? `/${segment(n.externalId)}` : '';
  const known = FEATURE_PATHS.get(feature);
  return known ? known(idPart) : `/${segment(feature)}${idPart}`;
}

/** The route of the access table a notification opens; undefined when its path is no route at all. */
export function notificationRoute(n: NotificationTarget): RoutePath | undefined {
  return routeOfPath(notificationPath(n).replace(/[?#].*$/, ''));
}

/** May this subject open where the notification leads? A seeded notification goes only to those who may. */
export function canOpenNotification(subject: AccessSubject, n: NotificationTarget): boolean {
  const route = notificationRoute(n);
  return route !== undefined && canOpenRoute(subject, route);
}

const FEATURE_ICONS = new Map<string, string>([
  ['invoice', 'pi pi-file'],
  ['invoice-report', 'pi pi-receipt'],
  ['cancel-report', 'pi pi-times-circle'],
  ['closing', 'pi pi-check-square'],
  ['blog', 'pi pi-book'],
  ['document', 'pi pi-folder'],
  // The dashboard's notifications are birthday reminders.
  ['dashboard', 'pi pi-gift'],
  ['event', 'pi pi-megaphone'],
]);

export const DEFAULT_NOTIFICATION_ICON = 'pi pi-bell';

/** A primeicons class for the feature; a bell for features without their own. */
export function notificationIcon(feature: string): string {
  return FEATURE_ICONS.get(feature) ?? DEFAULT_NOTIFICATION_ICON;
}

export type PushToastSeverity = 'success' | 'error' | 'info';

/** Success if the title contains 'Successfully', error if it contains 'Failed', else info (case as written). */
export function pushToastSeverity(title: string): PushToastSeverity {
  if (title.includes('Successfully')) return 'success';
  if (title.includes('Failed')) return 'error';
  return 'info';
}

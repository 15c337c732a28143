/** The notification drawer's rules of §2. */
import { describe, expect, test } from 'vitest';
import { routeOfPath, type AccessSubject } from '../../domain/access';
import {
  DEFAULT_NOTIFICATION_ICON,
  PUSH_TOAST_LIFE_MS,
  canOpenNotification,
  notificationIcon,
  notificationPath,
  notificationRoute,
  pushToastSeverity,
} from '../../domain/notifications';
import type { Role } from '../../domain/roles';

const n = (feature: string, externalId: string | null) => ({ externalId, requestData: { feature } });

describe('notificationPath: where a click goes (§2)', () => {
  test.each([
    { feature: 'dashboard', externalId: 'u-1', expected: '/dashboard#birthday-list' },
    { feature: 'dashboard', externalId: null, expected: '/dashboard#birthday-list' },
    { feature: 'masking', externalId: 'lst-9', expected: '/masking/lst-9' },
    { feature: 'document', externalId: 'doc-3', expected: '/document-center' },
    { feature: 'document', externalId: null, expected: '/document-center' },
    { feature: 'invoice-report', externalId: 'inv-7', expected: '/invoice/inv-7' },
    { feature: 'invoice', externalId: 'inv-8', expected: '/invoice/inv-8' },
    { feature: 'blog', externalId: 'art-2', expected: '/blog-posts/art-2' },
    { feature: 'closing', externalId: 'cl-5', expected: '/closing/cl-5' },
    { feature: 'listing', externalId: 'lst-1', expected: '/listing/lst-1' },
    // Ours (issue 19): §2's detail is /event/{eventId}/{tab}, so an announcement opens its information tab ('/event/ev-4' is no route).
    { feature: 'event', externalId: 'ev-4', expected: '/event/ev-4/information' },
    { feature: 'event', externalId: null, expected: '/event' },
    // Ours (issue 18): a cancel report opens the cancelled closing.
    { feature: 'cancel-report', externalId: 'cr-1', expected: '/closing/cr-1' },
    { feature: 'closing', externalId: null, expected: '/closing' },
    { feature: 'masking', externalId: null, expected: '/masking' },
    { feature: 'blog', externalId: '', expected: '/blog-posts' },
  ])('$feature, externalId $externalId → $expected', ({ feature, externalId, expected }) => {
    expect(notificationPath(n(feature, externalId))).toBe(expected);
  });

  test('an externalId cannot leave its path segment', () => {
    expect(notificationPath(n('listing', '../users?x=1#y'))).toBe('/listing/..%2Fusers%3Fx%3D1%23y');
  });

  test('a feature named like an object property is just a feature', () => {
    expect(notificationPath(n('constructor', 'a'))).toBe('/constructor/a');
    expect(notificationIcon('toString')).toBe(DEFAULT_NOTIFICATION_ICON);
  });
});

describe('notificationRoute: the route of the access table a click opens', () => {
  test.each([
    { feature: 'dashboard', externalId: 'birthday-list', route: '/dashboard' },
    { feature: 'masking', externalId: 'lst-9', route: '/masking/:listingId' },
    { feature: 'masking', externalId: null, route: '/masking' },
    { feature: 'blog', externalId: 'ART-1', route: '/blog-posts/:articleId/:index?' },
    { feature: 'blog', externalId: 'create', route: '/blog-posts/create' },
    { feature: 'invoice-report', externalId: 'inv-7', route: '/invoice/:invoiceId' },
    { feature: 'document', externalId: 'doc-3', route: '/document-center' },
    { feature: 'closing', externalId: 'cl-5', route: '/closing/:closingId' },
    { feature: 'cancel-report', externalId: 'cr-1', route: '/closing/:closingId' },
    { feature: 'event', externalId: 'ev-4', route: '/event/:eventId/:tab' },
    // Paths the access table does not know: no screen could ever open them.
    { feature: 'listing', externalId: 'lst-1', route: undefined },
    { feature: 'masking', externalId: 'a/b', route: '/masking/:listingId' },
  ])('$feature, externalId $externalId → $route', ({ feature, externalId, route }) => {
    expect(notificationRoute(n(feature, externalId))).toBe(route);
  });

  test('routeOfPath reads patterns as wouter does: exact paths first, optional segments, nothing beyond', () => {
    expect(routeOfPath('/listing/create')).toBe('/listing/create');
    expect(routeOfPath('/listing/L-1/information')).toBe('/listing/:listingId/:tab');
    expect(routeOfPath('/blog-posts/ART-1/2')).toBe('/blog-posts/:articleId/:index?');
    expect(routeOfPath('/masking/')).toBe('/masking');
    expect(routeOfPath('/masking/L-1/extra')).toBeUndefined();
    expect(routeOfPath('/nowhere')).toBeUndefined();
  });
});

describe('canOpenNotification: the receiver may open where it leads (§6)', () => {
  const subject = (...roles: Role[]): AccessSubject => ({ roles, allowSelfListing: true, agentListingPermission: false });
  test.each([
    { feature: 'dashboard', externalId: 'birthday-list', roles: [] as Role[], may: true },
    { feature: 'masking', externalId: 'lst-9', roles: ['agent'] as Role[], may: true },
    { feature: 'masking', externalId: 'lst-9', roles: ['admin_blog'] as Role[], may: false },
    { feature: 'blog', externalId: 'ART-1', roles: ['admin_blog'] as Role[], may: true },
    { feature: 'blog', externalId: 'ART-1', roles: ['agent'] as Role[], may: false },
    { feature: 'cancel-report', externalId: 'cr-1', roles: ['agent'] as Role[], may: true },
    { feature: 'cancel-report', externalId: 'cr-1', roles: ['admin_blog'] as Role[], may: false },
    { feature: 'event', externalId: 'ev-4', roles: ['agent'] as Role[], may: true },
    { feature: 'event', externalId: 'ev-4', roles: ['admin_blog'] as Role[], may: false },
  ])('$feature for $roles → $may', ({ feature, externalId, roles, may }) => {
    expect(canOpenNotification(subject(...roles), n(feature, externalId))).toBe(may);
  });
});

describe('notificationIcon: by feature (§2)', () => {
  test.each([
    { feature: 'invoice-report', icon: 'pi pi-receipt' },
    { feature: 'invoice', icon: 'pi pi-file' },
    { feature: 'cancel-report', icon: 'pi pi-times-circle' },
    { feature: 'closing', icon: 'pi pi-check-square' },
    { feature: 'blog', icon: 'pi pi-book' },
    { feature: 'dashboard', icon: 'pi pi-gift' },
    { feature: 'event', icon: 'pi pi-megaphone' },
    { feature: 'masking', icon: 'pi pi-bell' },
    { feature: 'anything-else', icon: 'pi pi-bell' },
  ])('$feature → $icon', ({ feature, icon }) => {
    expect(notificationIcon(feature)).toBe(icon);
  });

  test('the five features of §2 have icons of their own, all different', () => {
    const icons = ['invoice-report', 'cancel-report', 'closing', 'blog', 'dashboard'].map(notificationIcon);
    expect(new Set(icons).size).toBe(5);
    expect(icons).not.toContain(DEFAULT_NOTIFICATION_ICON);
    for (const icon of icons) expect(icon).toMatch(/^pi pi-[a-z-]+$/);
  });
});

describe('pushToastSeverity (§2)', () => {
  test.each([
    { title: 'Listing Successfully Published', severity: 'success' },
    { title: 'Successfully', severity: 'success' },
    { title: 'Sync Failed', severity: 'error' },
    { title: 'Failed to sync portal', severity: 'error' },
    { title: 'Successfully retried after Failed attempt', severity: 'success' },
    { title: 'New comment on your post', severity: 'info' },
    { title: 'successfully lower case', severity: 'info' },
    { title: 'failed lower case', severity: 'info' },
    { title: '', severity: 'info' },
  ])('"$title" → $severity', ({ title, severity }) => {
    expect(pushToastSeverity(title)).toBe(severity);
  });

  test('the toast shows 5 seconds (§9)', () => {
    expect(PUSH_TOAST_LIFE_MS).toBe(5000);
  });
});

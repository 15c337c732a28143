import { describe, expect, it } from 'vitest';
import type { AccessSubject } from '../../../domain/access';
import type { Role } from '../../../domain/roles';
import { guardRoute } from '../../../src/app/route-guard';

const subject = (...roles: Role[]): AccessSubject => ({ roles, allowSelfListing: true, agentListingPermission: false });
const signedIn = (...roles: Role[]) => ({ isLoggedIn: true, isLoading: false, subject: subject(...roles) });
const signedOut = { isLoggedIn: false, isLoading: false, subject: null };
const restoring = { isLoggedIn: false, isLoading: true, subject: null };

describe('guardRoute: the access table decides', () => {
  it.each([
    ['/dashboard', signedOut, { action: 'redirect', to: '/' }],
    ['/dashboard', restoring, { action: 'wait' }],
    ['/dashboard', signedIn('agent'), { action: 'render' }],
    ['/users', signedIn('agent'), { action: 'redirect', to: '/forbidden' }],
    ['/users', signedIn('admin'), { action: 'render' }],
    ['/blog-posts', signedIn('admin_blog'), { action: 'render' }],
    ['/listing', signedIn('admin_blog'), { action: 'redirect', to: '/forbidden' }],
    ['/login', signedIn('agent'), { action: 'redirect', to: '/dashboard' }],
    ['/forgot-password', signedIn('agent'), { action: 'redirect', to: '/dashboard' }],
    ['/reset-password/:sessionId', signedIn('agent'), { action: 'redirect', to: '/dashboard' }],
    ['/login', signedOut, { action: 'render' }],
    ['/login', restoring, { action: 'render' }],
    ['/verify-email/:sessionId', signedIn('agent'), { action: 'render' }],
    ['/set-token', signedIn('agent'), { action: 'render' }],
    ['/get-local-storage', signedOut, { action: 'render' }],
    ['/', signedIn('agent'), { action: 'redirect', to: '/dashboard' }],
    ['/', signedOut, { action: 'redirect', to: '/login' }],
    ['/', restoring, { action: 'wait' }],
  ] as const)('%s → %j', (path, state, decision) => {
    expect(guardRoute(path, state)).toEqual(decision);
  });
});

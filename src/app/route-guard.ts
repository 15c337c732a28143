import { canOpenRoute, ROUTES, type AccessSubject, type RoutePath } from '../../domain/access';

export interface GuardState {
  isLoggedIn: boolean;
  /** The session flow is still finding out (restoring a stored token, signing in). */
  isLoading: boolean;
  subject: AccessSubject | null;
}

export type GuardDecision = { action: 'render' } | { action: 'wait' } | { action: 'redirect'; to: string };

const render: GuardDecision = { action: 'render' };
const redirect = (to: string): GuardDecision => ({ action: 'redirect', to });

/**
 * §2's access routes, from the one table's rule for the path: public pages
 * render; restricted ones send a signed-in user to /dashboard; protected ones
 * send a signed-out user to / and a user whose roles fail the guard to /forbidden.
 * '/' itself goes to /dashboard or /login.
 */
export function guardRoute(path: RoutePath, state: GuardState): GuardDecision {
  const rule = ROUTES[path];
  if (path === '/') {
    if (state.isLoggedIn) return redirect('/dashboard');
    return state.isLoading ? { action: 'wait' } : redirect('/login');
  }
  if (rule.kind === 'public') return render;
  if (rule.kind === 'restricted') return state.isLoggedIn ? redirect('/dashboard') : render;
  if (!state.isLoggedIn || !state.subject) return state.isLoading ? { action: 'wait' } : redirect('/');
  return canOpenRoute(state.subject, path) ? render : redirect('/forbidden');
}

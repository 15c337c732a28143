import type { QueryClient } from '@tanstack/react-query';
import { buildSession } from '../../domain/session';
import { getToken } from '../api/token';
import { preloadSessionUser } from './flows/session-preload';
import { screenFor } from './routes';

/**
 * A cold load's work, started as soon as the route is known (main.tsx, before
 * React renders) and side by side rather than one after the other: the
 * screen's chunks (and the shell's), the session's users/me and employees,
 * and then at once the screen's first query. React later mounts onto a
 * module map and a query cache that already hold them, or are fetching them.
 */
export function preloadRoute(queryClient: QueryClient, location: { pathname: string; search: string }): Promise<void> {
  const screen = screenFor(location.pathname);
  if (!screen) return Promise.resolve();
  const token = screen.isProtected ? getToken() : null;
  // The session's call first: it heads the longest chain, and the browser opens only six connections to the server.
  const loading = token ? preloadSessionUser(token) : null;
  screen.preload();
  if (!token || !loading) return Promise.resolve();
  return Promise.all([loading, import('./route-queries')])
    .then(([loaded, { prefetchFirstQuery }]) => {
      const built = buildSession(token, loaded.user, loaded.employees);
      if (built.ok) return prefetchFirstQuery(screen.path, { queryClient, session: built.session, search: location.search });
    })
    // The session flow reports a failed session load; the page reports its own query.
    .catch(() => undefined);
}

import type { LoadedUser } from '../../../machines/session.machine';
import { loadUser } from '../../api/session/load-user';

let preloaded: { token: string; loading: Promise<LoadedUser> } | null = null;

/**
 * Starts the stored token's users/me and employees at boot, side by side,
 * before React renders (route-preload.ts), so the session flow's first
 * loadUser finds them on the way. Returns the same promise for the same token.
 */
export function preloadSessionUser(token: string): Promise<LoadedUser> {
  if (preloaded?.token !== token) {
    const loading = loadUser(token);
    // Whoever takes it handles its failure; an untaken one must not be reported as unhandled.
    loading.catch(() => undefined);
    preloaded = { token, loading };
  }
  return preloaded.loading;
}

/**
 * The boot load for this token, once: the session flow's first restore uses
 * it; a later load (reload after a profile edit, another sign-in) asks again.
 */
export function takePreloadedUser(token: string): Promise<LoadedUser> | null {
  if (preloaded?.token !== token) return null;
  const { loading } = preloaded;
  preloaded = null;
  return loading;
}

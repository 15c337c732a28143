import type { Employee } from '../../../domain/entities/employee';
import type { LoadedUser } from '../../../machines/session.machine';
import { getSessionEmployees, loadUser } from '../../api/session/load-user';

/** The user of this browser's last session: at boot their employees are asked for beside users/me, not after it. */
const USER_ID_KEY = 'session.userId';

let preloaded: { token: string; loading: Promise<LoadedUser> } | null = null;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** A loaded session's user, remembered for the next boot's preload; the loaded user is handed on. */
export function rememberSessionUser(loaded: LoadedUser): LoadedUser {
  storage()?.setItem(USER_ID_KEY, loaded.user.userId);
  return loaded;
}

export function forgetSessionUser(): void {
  storage()?.removeItem(USER_ID_KEY);
}

/**
 * Starts the stored token's users/me and employees at boot, before React
 * renders (route-preload.ts), so the session flow's first loadUser finds them
 * on the way. Employees go out at once for the remembered user; users/me
 * decides: another user's answer is dropped and theirs asked for. Returns the
 * same promise for the same token.
 */
export function preloadSessionUser(token: string): Promise<LoadedUser> {
  if (preloaded?.token !== token) {
    const guess = storage()?.getItem(USER_ID_KEY) ?? null;
    let early: Promise<Employee[]> | null = null;
    // users/me goes out first (it heads the chain), employees right behind it rather than after its answer.
    const loading = loadUser(token, (userId) => (early && userId === guess ? early : getSessionEmployees(token, userId)));
    early = guess ? getSessionEmployees(token, guess) : null;
    // Read only once users/me agrees; a failure meanwhile is not unhandled.
    early?.catch(() => undefined);
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

/**
 * Tabs of one browser share the session (§4): activity in any tab counts for
 * all, "I'm still here" answers every tab's prompt, a logout ends them all.
 * localStorage 'storage' events carry it; they fire in the OTHER tabs only.
 */
import { TOKEN_KEY } from '../../api/token';

const ACTIVITY_KEY = 'flows.lastActivity';
const STILL_HERE_KEY = 'flows.stillHere';

export function broadcastActivity(): void {
  localStorage.setItem(ACTIVITY_KEY, String(Date.now()));
}

export function broadcastStillHere(): void {
  localStorage.setItem(STILL_HERE_KEY, String(Date.now()));
}

export interface CrossTabHandlers {
  onActivity: () => void;
  onStillHere: () => void;
  onLogout: () => void;
}

export function listenToOtherTabs(handlers: CrossTabHandlers): () => void {
  const listener = (e: StorageEvent) => {
    if (e.key === ACTIVITY_KEY) handlers.onActivity();
    else if (e.key === STILL_HERE_KEY) handlers.onStillHere();
    else if ((e.key === TOKEN_KEY || e.key === null) && !e.newValue) handlers.onLogout();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'click', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;
/** Local activity is reported at most this often (the machines don't need every mouse move). */
const ACTIVITY_THROTTLE_MS = 2_000;

export function listenToActivity(onActivity: () => void): () => void {
  let last = 0;
  const listener = () => {
    const now = Date.now();
    if (now - last < ACTIVITY_THROTTLE_MS) return;
    last = now;
    onActivity();
  };
  ACTIVITY_EVENTS.forEach((t) => window.addEventListener(t, listener, { passive: true, capture: true }));
  return () => ACTIVITY_EVENTS.forEach((t) => window.removeEventListener(t, listener, { capture: true }));
}

/**
 * The two ways a session crosses windows, kept pure so their rules are tested:
 * /set-token reads a token from the URL fragment (never the query string, which
 * reaches server logs); /get-local-storage answers an opener only when its
 * origin is on the configured allow-list.
 */

/** Messages of the /get-local-storage handshake. */
export const SESSION_REQUEST = 'request-session';
export const SESSION_REPLY = 'session';

export interface SessionReply {
  type: typeof SESSION_REPLY;
  token: string;
}

/** The token of a `#token=…` fragment, or null. */
export function tokenFromFragment(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim();
  return token ? token : null;
}

/** The allow-list of VITE_SESSION_SHARE_ORIGINS: exact origins, comma-separated; anything else is dropped. */
export function parseAllowedOrigins(raw: string | undefined): string[] {
  if (!raw) return [];
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => {
      try {
        const url = new URL(s);
        return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === s.replace(/\/$/, '');
      } catch {
        return false;
      }
    })
    .map((s) => s.replace(/\/$/, ''));
}

export function isAllowedOrigin(origin: string, allowed: readonly string[]): boolean {
  return origin !== 'null' && allowed.includes(origin);
}

export function isSessionRequest(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SESSION_REQUEST;
}

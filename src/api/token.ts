/**
 * Where the session token lives in the browser. localStorage, so every tab of
 * the browser shares one session and a logout in one tab reaches the others
 * (through the 'storage' event).
 */
export const TOKEN_KEY = 'token';
export const CLIENT_ID_KEY = 'clientId';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function getToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) ?? null;
}

export function setToken(token: string | null): void {
  const s = storage();
  if (!s) return;
  if (token) s.setItem(TOKEN_KEY, token);
  else s.removeItem(TOKEN_KEY);
}

/** A random id per browser, sent as the client id header. */
export function getClientId(): string {
  const s = storage();
  const existing = s?.getItem(CLIENT_ID_KEY);
  if (existing) return existing;
  const id = crypto.randomUUID();
  s?.setItem(CLIENT_ID_KEY, id);
  return id;
}

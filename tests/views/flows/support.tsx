import { vi } from 'vitest';
import { useSession, useSessionActions } from '../../../src/app/flows/use-session';
import { employee, user } from '../../machines/fixtures';

export type Handler = (url: URL, init: RequestInit) => { status: number; body?: unknown } | undefined;

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fake API: the session calls succeed unless a test overrides a route. */
export function fakeApi(overrides: Handler = () => undefined) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    calls.push(key);
    const override = overrides(url, init);
    if (override) return json(override.status, override.body);
    switch (key) {
      case 'POST /api/auth/signin':
        return json(200, { payload: { token: 'tok-1' } });
      case 'GET /api/users/me':
        return json(200, { payload: user });
      case 'GET /api/employees':
        return json(200, { payload: { results: [employee('agent')], count: 1, prev: null, next: null } });
      case 'GET /api/app-configs/custom/as-object':
        return json(200, { payload: { cms_latest_version: { version: '2.76.0', isForceUpdate: false } } });
      default:
        return json(200, { payload: { status: 'ok' } });
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}

export function Probe() {
  const { isLoggedIn, session, error } = useSession();
  const { signIn, signOut } = useSessionActions();
  return (
    <div>
      <p>{isLoggedIn ? `Signed in as ${session?.nickName}` : 'Signed out'}</p>
      {error && <p>{error}</p>}
      <button onClick={() => signIn('rina@demo.test', 'Demo1234!')}>Sign in</button>
      <button onClick={() => signOut()}>Sign out</button>
    </div>
  );
}


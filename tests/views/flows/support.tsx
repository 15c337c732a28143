import { render, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { FlowsProvider } from '../../../src/app/flows/FlowsProvider';
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


/** The app's flows with the probe, signed in as Rina through the session flow. */
export async function signedIn(user: ReturnType<typeof userEvent.setup>) {
  render(
    <FlowsProvider>
      <Probe />
    </FlowsProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByText('Signed in as Rina');
}

/** A downloaded Blob's text (jsdom's Blob has no text()). */
export const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { FlowsProvider } from '../../../src/app/flows/FlowsProvider';
import { useSession } from '../../../src/app/flows/use-session';
import { guardRoute } from '../../../src/app/route-guard';
import { subscribeToasts, type ToastMessage } from '../../../src/ui/toast';
import { fakeApi, Probe } from './support';

const toasts: ToastMessage[] = [];
let stopToasts = () => {};

beforeEach(() => {
  toasts.length = 0;
  stopToasts = subscribeToasts((t) => toasts.push(t));
});

afterEach(() => {
  stopToasts();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  render(
    <FlowsProvider>
      <Probe />
    </FlowsProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByText('Signed in as Rina');
}

describe('session flow in the app', () => {
  test('sign-in welcomes the user and stores the token; sign-out clears it even when the call fails', async () => {
    fakeApi((url) => (url.pathname === '/api/auth/signout' ? { status: 500, body: { code: 'err_internal', message: 'Network down' } } : undefined));
    const user = userEvent.setup();
    await signIn(user);
    expect(toasts.map((t) => t.summary)).toContain('Welcome Rina Wijaya!');
    expect(localStorage.getItem('token')).toBe('tok-1');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByText('Signed out');
    expect(localStorage.getItem('token')).toBeNull();
    expect(toasts.map((t) => t.summary)).toContain('Logout failed. Network down');
  });

  test('while the sign-out call is out the guards wait: no login form to sign in on, whose sign-in the flow would drop', async () => {
    fakeApi();
    const answered = vi.mocked(fetch);
    let finishSignOut = () => {};
    const signOutHeld = new Promise<void>((resolve) => (finishSignOut = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
      if (String(input).includes('/api/auth/signout')) await signOutHeld;
      return answered(input, init);
    });
    function GuardProbe() {
      const { isLoggedIn, isLoading } = useSession();
      const decision = guardRoute('/dashboard', { isLoggedIn, isLoading, subject: null });
      return <p>{`Dashboard: ${decision.action === 'redirect' ? `redirect to ${decision.to}` : decision.action}`}</p>;
    }
    const user = userEvent.setup();
    render(
      <FlowsProvider>
        <Probe />
        <GuardProbe />
      </FlowsProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Signed in as Rina');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByText('Signed out');
    expect(screen.getByText('Dashboard: wait')).toBeInTheDocument();
    act(() => finishSignOut());
    await screen.findByText('Dashboard: redirect to /');
    expect(toasts.map((t) => t.summary)).toContain('Logout successfully.');
  });

  test('signing out a token the server already ended (password change) is a plain logout', async () => {
    fakeApi((url) =>
      url.pathname === '/api/auth/signout' ? { status: 403, body: { code: 'err_unauthorized', message: 'Unauthenticated (403). Please login again.' } } : undefined,
    );
    const user = userEvent.setup();
    await signIn(user);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByText('Signed out');
    expect(toasts.map((t) => t.summary)).toContain('Logout successfully.');
    expect(screen.queryByRole('dialog', { name: 'Session Expired' })).not.toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  test('a user with no active employee record gets the disabled-account message', async () => {
    fakeApi((url) =>
      url.pathname === '/api/employees' ? { status: 200, body: { payload: { results: [], count: 0, prev: null, next: null } } } : undefined,
    );
    const user = userEvent.setup();
    render(
      <FlowsProvider>
        <Probe />
      </FlowsProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Your account maybe disabled by administrator')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  test('an err_unauthorized answer shows the Session Expired dialog, then signs out', async () => {
    let expire = false;
    fakeApi((url) => (expire && url.pathname === '/api/notifications' ? { status: 403, body: { code: 'err_unauthorized', message: 'x' } } : undefined));
    const user = userEvent.setup();
    await signIn(user);
    expire = true;
    const { http } = await import('../../../src/api/http');
    await http.get('notifications').catch(() => undefined);
    const dialog = await screen.findByRole('dialog', { name: 'Session Expired' });
    expect(dialog).toHaveTextContent('Unauthenticated (403). Please login again.');
    expect(localStorage.getItem('token')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await screen.findByText('Signed out');
  });
});

describe('idle timeout in the app (§4)', () => {
  test("the prompt shows 30 s before the hour; \"I'm still here\" keeps the session; silence logs out", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = fakeApi();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await signIn(user);

    await act(async () => vi.advanceTimersByTime(59 * 60 * 1000 + 29_000));
    expect(screen.queryByRole('button', { name: "I'm still here" })).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(2_000));
    await user.click(await screen.findByRole('button', { name: "I'm still here" }));
    await waitFor(() => expect(screen.queryByRole('button', { name: "I'm still here" })).not.toBeInTheDocument());
    expect(screen.getByText('Signed in as Rina')).toBeInTheDocument();

    await act(async () => vi.advanceTimersByTime(59 * 60 * 1000 + 31_000));
    await screen.findByRole('button', { name: "I'm still here" });
    expect(screen.getByRole('timer')).toHaveTextContent('You will be logged out in 30 seconds.');
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('timer')).toHaveTextContent('You will be logged out in 20 seconds.');
    await act(async () => vi.advanceTimersByTime(21_000));
    await screen.findByText('Signed out');
    expect(calls).toContain('POST /api/auth/signout');
  });
});

describe('connectivity banner (§4)', () => {
  test('an unreachable server, then the browser offline', async () => {
    fakeApi((url) => (url.pathname === '/api/health' ? { status: 502 } : undefined));
    render(
      <FlowsProvider>
        <Probe />
      </FlowsProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed connect to the server. Please reload the page.');
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('You are offline. Please check your internet connection.');
  });
});

describe('version gate (§4)', () => {
  test('a newer forced version blocks with New Version Available', async () => {
    fakeApi((url) =>
      url.pathname === '/api/app-configs/custom/as-object'
        ? { status: 200, body: { payload: { cms_latest_version: { version: '2.77.0', isForceUpdate: true } } } }
        : undefined,
    );
    render(
      <FlowsProvider>
        <Probe />
      </FlowsProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'New Version Available' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload to Update' })).toBeInTheDocument();
  });
});

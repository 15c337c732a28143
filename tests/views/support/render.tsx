import { QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { Route } from 'wouter';
import { vi } from 'vitest';
import type { Session } from '../../../domain/session';
import { AppBody, AppProviders } from '../../../src/app/App';
import { AppSessionProvider, type AppSession } from '../../../src/app/session-context';

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

export interface SessionFake {
  session?: Session | null;
  isLoading?: boolean;
  error?: string | null;
}

/** What the session flow would give the views, with spies for its actions. */
export function sessionValue({ session = null, isLoading = false, error = null }: SessionFake = {}): AppSession {
  return {
    isLoggedIn: session !== null,
    isLoading,
    session,
    error,
    signIn: vi.fn(),
    signOut: vi.fn(),
    acceptToken: vi.fn(),
    reload: vi.fn(),
  };
}

/** Render anything that needs the providers and a (fake) session. */
export function renderWithProviders(ui: ReactNode, fake: SessionFake | AppSession = {}) {
  const value = 'signIn' in fake ? fake : sessionValue(fake);
  const queryClient = testQueryClient();
  const wrap = (v: AppSession, node: ReactNode) => (
    <AppProviders queryClient={queryClient}>
      <AppSessionProvider value={v}>{node}</AppSessionProvider>
    </AppProviders>
  );
  const result = render(wrap(value, ui));
  let current = value;
  return {
    ...result,
    queryClient,
    get session() {
      return current;
    },
    /** The session flow moved on: re-render with the new state (actions stay the same spies). */
    setSession(next: SessionFake) {
      current = { ...current, ...sessionValue(next), signIn: current.signIn, signOut: current.signOut, acceptToken: current.acceptToken, reload: current.reload };
      act(() => result.rerender(wrap(current, ui)));
    },
  };
}

/** The whole routed app at `path` (pathname, query and hash), as the browser would open it. */
export function renderApp(path: string, fake: SessionFake | AppSession = {}) {
  window.history.replaceState(null, '', path);
  return renderWithProviders(<AppBody />, fake);
}

export const currentPath = () => window.location.pathname;

/** One screen at `path`, under its route `pattern` (so it reads its params), for a session of these roles. */
export function renderScreen(path: string, pattern: string, Screen: ComponentType, fake: SessionFake | AppSession = {}) {
  window.history.replaceState(null, '', path);
  return renderWithProviders(
    <Route path={pattern}>
      <Screen />
    </Route>,
    fake,
  );
}

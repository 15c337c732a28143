import { createContext, useContext, type ReactNode } from 'react';
import type { Session } from '../../domain/session';

/**
 * What the views need of the session flow: its state (useSession of
 * src/app/flows) and its actions (useSessionActions). main.tsx fills it from
 * the real session actor through <SessionBridge>; view tests fill it by hand.
 */
export interface AppSession {
  isLoggedIn: boolean;
  isLoading: boolean;
  session: Session | null;
  error: string | null;
  signIn: (email: string, password: string) => void | Promise<unknown>;
  signOut: () => void | Promise<unknown>;
  acceptToken: (token: string) => void | Promise<unknown>;
  reload: () => void | Promise<unknown>;
}

const AppSessionContext = createContext<AppSession | null>(null);

export function AppSessionProvider({ value, children }: { value: AppSession; children: ReactNode }) {
  return <AppSessionContext.Provider value={value}>{children}</AppSessionContext.Provider>;
}

export function useAppSession(): AppSession {
  const value = useContext(AppSessionContext);
  if (!value) throw new Error('useAppSession needs <AppSessionProvider> (main.tsx puts it under <FlowsProvider>).');
  return value;
}

/** The signed-in session, for components that only render inside the shell. */
export function useCurrentSession(): Session {
  const { session } = useAppSession();
  if (!session) throw new Error('useCurrentSession is for protected screens: no session here.');
  return session;
}

import { useMemo, type ReactNode } from 'react';
import { useSession, useSessionActions } from './flows/use-session';
import { AppSessionProvider, type AppSession } from './session-context';

/** Hands the session flow's state and actions to the views (see session-context.tsx). */
export function SessionBridge({ children }: { children: ReactNode }) {
  const { isLoggedIn, isLoading, session, error } = useSession();
  const { signIn, signOut, acceptToken, reload } = useSessionActions();
  const value = useMemo<AppSession>(
    () => ({ isLoggedIn, isLoading, session, error, signIn, signOut, acceptToken, reload }),
    [isLoggedIn, isLoading, session, error, signIn, signOut, acceptToken, reload],
  );
  return <AppSessionProvider value={value}>{children}</AppSessionProvider>;
}

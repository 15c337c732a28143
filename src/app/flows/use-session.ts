import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { Session } from '../../../domain/session';
import { useFlows } from './flows-context';

export interface SessionView {
  isLoggedIn: boolean;
  isLoading: boolean;
  session: Session | null;
  error: string | null;
}

/** The session flow's state for views. */
export function useSession(): SessionView {
  const { session: actor } = useFlows();
  const isLoggedIn = useSelector(actor, (s) => s.matches('loggedIn'));
  // Signing out counts as busy: the guards wait rather than show the login
  // form while the sign-out call is out, where a sign-in would be lost (the
  // flow takes one only once signed out).
  const isLoading = useSelector(
    actor,
    (s) =>
      s.matches('booting') || s.matches('restoring') || s.matches('signingIn') || s.matches('loadingUser') || s.matches('signingOut'),
  );
  const session = useSelector(actor, (s) => s.context.session);
  const error = useSelector(actor, (s) => s.context.error);
  return { isLoggedIn, isLoading, session, error };
}

export interface SessionActions {
  signIn: (email: string, password: string) => void;
  signOut: () => void;
  acceptToken: (token: string) => void;
  reload: () => void;
}

/** What views may ask of the session flow. */
export function useSessionActions(): SessionActions {
  const { session: actor } = useFlows();
  return useMemo(
    () => ({
      signIn: (email, password) => actor.send({ type: 'session.signIn', email, password }),
      signOut: () => actor.send({ type: 'session.signOut' }),
      acceptToken: (token) => actor.send({ type: 'session.tokenReceived', token }),
      reload: () => actor.send({ type: 'session.reload' }),
    }),
    [actor],
  );
}

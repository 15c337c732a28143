import { navigate } from 'wouter/use-browser-location';
import { fromPromise } from 'xstate';
import { isSessionEnding } from '../../../domain/errors';
import type { NotifyParams } from '../../../machines/helpers';
import { sessionMachine } from '../../../machines/session.machine';
import { registerPush, unregisterPush } from '../../api/session/fcm';
import { loadUser } from '../../api/session/load-user';
import { ping } from '../../api/session/ping';
import { signIn } from '../../api/session/sign-in';
import { signOut } from '../../api/session/sign-out';
import { getClientId, getToken, setToken } from '../../api/token';
import { showToast } from '../../ui/toast';
import { takePreloadedUser } from './session-preload';

/** The session machine with the browser's effects (§4, §7). */
export const browserSessionMachine = sessionMachine.provide({
  actors: {
    signIn: fromPromise(async ({ input }) => ({ token: await signIn(input.email, input.password) })),
    loadUser: fromPromise(({ input }) => takePreloadedUser(input.token) ?? loadUser(input.token)),
    ping: fromPromise(({ input }) => ping(input.token)),
    // Unregister push first: after signout the token no longer opens fcm/{token}.
    // A token the server already ended (password change, expiry) is signed out all the same.
    signOut: fromPromise(async ({ input }) => {
      await unregisterPush(input.token);
      await signOut(input.token).catch((error: unknown) => {
        if (!isSessionEnding(error)) throw error;
      });
    }),
  },
  actions: {
    storeToken: (_, { token }) => setToken(token),
    clearToken: () => setToken(null),
    notify: (_, params: NotifyParams) => showToast(params),
    goHome: () => navigate('/'),
    registerPush: () => void registerPush(getClientId()),
    // Forced exits: the token is already dead server-side; nothing to call.
    unregisterPush: () => undefined,
  },
});

export const initialSessionInput = () => ({ token: getToken() });

import { assign, fromPromise, setup } from 'xstate';
import type { Employee } from '../domain/entities/employee';
import type { User } from '../domain/entities/user';
import { errorMessage, isSessionEnding, signInFailureMessage } from '../domain/errors';
import { MESSAGES } from '../domain/messages';
import { buildSession, type Session } from '../domain/session';
import { never, type NotifyParams } from './helpers';

/** Where loading the user failed: the spec gives each stage its own message (§5/§8). */
export type LoadUserStage = 'me' | 'noUserId' | 'employees';

export interface LoadUserFailure {
  stage: LoadUserStage;
  cause?: unknown;
}

export interface LoadedUser {
  user: User;
  employees: Employee[];
}

export interface SessionContext {
  token: string | null;
  session: Session | null;
  error: string | null;
}

export type SessionEvent =
  | { type: 'session.signIn'; email: string; password: string }
  | { type: 'session.tokenReceived'; token: string }
  | { type: 'session.signOut' }
  | { type: 'session.expired' }
  | { type: 'session.expiredAcknowledged' }
  | { type: 'session.remoteLogout' }
  | { type: 'session.reload' };

function isLoadFailure(error: unknown): error is LoadUserFailure {
  return !!error && typeof error === 'object' && 'stage' in error;
}

/** The message a failed user load shows (§5/§8). */
export function loadFailureMessage(error: unknown): string {
  if (!isLoadFailure(error)) return MESSAGES.loginFailed(errorMessage(error));
  if (error.stage === 'noUserId') return MESSAGES.unauthorizedMissingUserId;
  if (error.stage === 'employees') return MESSAGES.employeeDataFailed;
  return MESSAGES.loginFailed(errorMessage(error.cause));
}

/**
 * Whether a failed load says the stored token is no good (the server refused
 * it, or answered without a user): only then is it forgotten. A network
 * failure or a server error (a reload that cut the request short, the server
 * restarting) keeps it for the next load rather than signing the user out.
 */
export function isTokenRefused(error: unknown): boolean {
  if (!isLoadFailure(error)) return isSessionEnding(error);
  return error.stage === 'noUserId' || isSessionEnding(error.cause);
}

/** The message when the user loaded but no session can be built from their employee records. */
export function sessionRefusalMessage(token: string, loaded: LoadedUser): string | null {
  const built = buildSession(token, loaded.user, loaded.employees);
  if (built.ok) return null;
  return built.reason === 'noEmployee' ? MESSAGES.accountDisabled : MESSAGES.roleDataMissing;
}

function sessionFrom(token: string | null, loaded: LoadedUser): Session | null {
  if (!token) return null;
  const built = buildSession(token, loaded.user, loaded.employees);
  return built.ok ? built.session : null;
}

/**
 * The session of §4: logged out ⇄ logged in, with the user loaded from
 * users/me and employees, an hourly ping, and the 403 'Session Expired' exit.
 * Effects are named; the app provides them (src/app/flows), tests replace them.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as { token: string | null },
  },
  actors: {
    /** Resolves with auth/signin's payload ({ token }). */
    signIn: fromPromise<{ token: string }, { email: string; password: string }>(() => never()),
    loadUser: fromPromise<LoadedUser, { token: string }>(() => never()),
    ping: fromPromise<{ status: string }, { token: string }>(() => never()),
    signOut: fromPromise<unknown, { token: string }>(() => never()),
  },
  actions: {
    storeToken: (_, _params: { token: string }) => undefined,
    clearToken: () => undefined,
    notify: (_, _params: NotifyParams) => undefined,
    goHome: () => undefined,
    registerPush: () => undefined,
    unregisterPush: () => undefined,
    clearSession: assign({ token: null, session: null }),
  },
  guards: {
    hasStoredToken: ({ context }) => context.token !== null,
    buildsSession: ({ context, event }) =>
      'output' in event && sessionFrom(context.token, event.output as LoadedUser) !== null,
    tokenRefused: ({ event }) => 'error' in event && isTokenRefused(event.error),
    pingIsOk: ({ event }) => 'output' in event && (event.output as { status: string }).status === 'ok',
  },
  delays: {
    pingInterval: 60 * 60 * 1000,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ token: input.token, session: null, error: null }),
  initial: 'booting',
  states: {
    booting: {
      always: [{ guard: 'hasStoredToken', target: 'restoring' }, { target: 'loggedOut' }],
    },
    restoring: {
      invoke: {
        id: 'loadUser',
        src: 'loadUser',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: [
          {
            guard: 'buildsSession',
            target: 'loggedIn',
            actions: assign({ session: ({ context, event }) => sessionFrom(context.token, event.output) }),
          },
          { target: 'loggedOut', actions: ['clearSession', 'clearToken'] },
        ],
        onError: [
          { guard: 'tokenRefused', target: 'loggedOut', actions: ['clearSession', 'clearToken'] },
          // The stored token stays: the next load tries it again.
          { target: 'loggedOut', actions: 'clearSession' },
        ],
      },
    },
    loggedOut: {
      on: {
        'session.signIn': { target: 'signingIn', actions: assign({ error: null }) },
        'session.tokenReceived': {
          target: 'loadingUser',
          actions: assign({ token: ({ event }) => event.token, error: null }),
        },
      },
    },
    signingIn: {
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ event }) =>
          event.type === 'session.signIn' ? { email: event.email, password: event.password } : { email: '', password: '' },
        onDone: { target: 'loadingUser', actions: assign({ token: ({ event }) => event.output.token }) },
        onError: {
          target: 'loggedOut',
          actions: [
            assign({ error: ({ event }) => signInFailureMessage(event.error) }),
            { type: 'notify', params: ({ event }) => ({ severity: 'error', summary: signInFailureMessage(event.error) }) },
          ],
        },
      },
    },
    loadingUser: {
      invoke: {
        id: 'loadUser',
        src: 'loadUser',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: [
          {
            guard: 'buildsSession',
            target: 'loggedIn',
            actions: [
              assign({ session: ({ context, event }) => sessionFrom(context.token, event.output) }),
              { type: 'storeToken', params: ({ context }) => ({ token: context.token ?? '' }) },
              {
                type: 'notify',
                params: ({ event }) => ({ severity: 'success', summary: MESSAGES.welcome(event.output.user.name) }),
              },
              'registerPush',
            ],
          },
          {
            target: 'loggedOut',
            actions: [
              assign({ error: ({ context, event }) => sessionRefusalMessage(context.token ?? '', event.output) }),
              { type: 'notify', params: ({ context, event }) => ({ severity: 'error', summary: sessionRefusalMessage(context.token ?? '', event.output) ?? '' }) },
              'clearSession',
            ],
          },
        ],
        onError: {
          target: 'loggedOut',
          actions: [
            assign({ error: ({ event }) => loadFailureMessage(event.error) }),
            { type: 'notify', params: ({ event }) => ({ severity: 'error', summary: loadFailureMessage(event.error) }) },
            'clearSession',
          ],
        },
      },
    },
    loggedIn: {
      initial: 'active',
      on: {
        'session.signOut': { target: 'signingOut' },
        'session.expired': { target: 'expired' },
        'session.remoteLogout': { target: 'loggedOut', actions: ['clearSession', 'goHome'] },
      },
      states: {
        active: {
          after: { pingInterval: { target: 'pinging' } },
          on: { 'session.reload': { target: 'reloading' } },
        },
        pinging: {
          invoke: {
            id: 'ping',
            src: 'ping',
            input: ({ context }) => ({ token: context.token ?? '' }),
            onDone: [
              { guard: 'pingIsOk', target: 'active' },
              {
                target: '#session.loggedOut',
                actions: [
                  { type: 'notify', params: ({ event }) => ({ severity: 'error', summary: MESSAGES.pingFailed(`status ${event.output.status}`) }) },
                  'unregisterPush',
                  'clearToken',
                  'clearSession',
                  'goHome',
                ],
              },
            ],
            onError: {
              target: '#session.loggedOut',
              actions: [
                { type: 'notify', params: ({ event }) => ({ severity: 'error', summary: MESSAGES.pingFailed(errorMessage(event.error)) }) },
                'unregisterPush',
                'clearToken',
                'clearSession',
                'goHome',
              ],
            },
          },
        },
        reloading: {
          invoke: {
            id: 'loadUser',
            src: 'loadUser',
            input: ({ context }) => ({ token: context.token ?? '' }),
            onDone: [
              {
                guard: 'buildsSession',
                target: 'active',
                actions: assign({ session: ({ context, event }) => sessionFrom(context.token, event.output) }),
              },
              { target: 'active' },
            ],
            onError: { target: 'active' },
          },
        },
      },
    },
    signingOut: {
      invoke: {
        id: 'signOut',
        src: 'signOut',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: {
          target: 'loggedOut',
          actions: [
            'unregisterPush',
            'clearToken',
            'clearSession',
            { type: 'notify', params: { severity: 'success', summary: MESSAGES.logoutSuccess } },
            'goHome',
          ],
        },
        onError: {
          target: 'loggedOut',
          actions: [
            'unregisterPush',
            'clearToken',
            'clearSession',
            { type: 'notify', params: ({ event }) => ({ severity: 'error', summary: MESSAGES.logoutFailed(errorMessage(event.error)) }) },
            'goHome',
          ],
        },
      },
    },
    expired: {
      entry: ['unregisterPush', 'clearToken'],
      on: {
        'session.expiredAcknowledged': { target: 'loggedOut', actions: ['clearSession', 'goHome'] },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;

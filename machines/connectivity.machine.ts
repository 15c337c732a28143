import { fromPromise, setup } from 'xstate';
import { MESSAGES } from '../domain/messages';
import { never } from './helpers';

export type ConnectivityEvent = { type: 'browser.online' } | { type: 'browser.offline' };

/**
 * Connectivity of §4: the browser's online state and a health check every
 * 60 s. Offline wins the banner; otherwise an unreachable server shows its own.
 */
export const connectivityMachine = setup({
  types: {
    events: {} as ConnectivityEvent,
    input: {} as { isOnline: boolean },
    context: {} as { startsOnline: boolean },
  },
  actors: {
    checkHealth: fromPromise<unknown>(() => never()),
  },
  guards: {
    startsOffline: ({ context }) => !context.startsOnline,
  },
  delays: {
    healthInterval: 60 * 1000,
  },
}).createMachine({
  id: 'connectivity',
  type: 'parallel',
  context: ({ input }) => ({ startsOnline: input.isOnline }),
  states: {
    browser: {
      initial: 'detecting',
      states: {
        detecting: { always: [{ guard: 'startsOffline', target: 'offline' }, { target: 'online' }] },
        online: { on: { 'browser.offline': 'offline' } },
        offline: { on: { 'browser.online': 'online' } },
      },
    },
    server: {
      initial: 'checking',
      states: {
        checking: {
          invoke: {
            id: 'checkHealth',
            src: 'checkHealth',
            onDone: 'reachable',
            onError: 'unreachable',
          },
        },
        reachable: { after: { healthInterval: 'checking' } },
        unreachable: {
          after: { healthInterval: 'checking' },
          on: { 'browser.online': 'checking' },
        },
      },
    },
  },
});

export type ConnectivityMachine = typeof connectivityMachine;

/** The banner text for a connectivity snapshot value, or null when all is well. */
export function connectivityBanner(value: { browser: string; server: string }): string | null {
  if (value.browser === 'offline') return MESSAGES.offline;
  if (value.server === 'unreachable') return MESSAGES.serverUnreachable;
  return null;
}

import { setup } from 'xstate';

export type IdleEvent = { type: 'user.activity' } | { type: 'idle.stillHere' };

export const IDLE_TIMEOUT_MS = 60 * 60 * 1000;
export const PROMPT_BEFORE_MS = 30 * 1000;
/** The server ends a session idle for 75 minutes; refresh it at most this often while the user works. */
export const TOUCH_THROTTLE_MS = 5 * 60 * 1000;

/**
 * Idle timeout of §4: after an hour without activity the user is logged out;
 * 30 seconds before, a prompt offers "I'm still here". In parallel, activity
 * refreshes the server session (throttled) so a long quiet edit loses nothing.
 * The host feeds activity from every tab of the browser as `user.activity`.
 */
export const idleMachine = setup({
  types: { events: {} as IdleEvent },
  actions: {
    /** Refresh the server-side session (auth/ping). */
    touch: () => undefined,
    /** Log the user out and go to '/'. */
    logout: () => undefined,
  },
  delays: {
    untilPrompt: IDLE_TIMEOUT_MS - PROMPT_BEFORE_MS,
    promptBefore: PROMPT_BEFORE_MS,
    touchThrottle: TOUCH_THROTTLE_MS,
  },
}).createMachine({
  id: 'idle',
  initial: 'watching',
  states: {
    watching: {
      type: 'parallel',
      states: {
        timer: {
          initial: 'active',
          states: {
            active: {
              after: { untilPrompt: { target: 'prompting' } },
              on: { 'user.activity': { target: 'active', reenter: true } },
            },
            prompting: {
              after: { promptBefore: { target: '#idle.timedOut' } },
              on: { 'idle.stillHere': { target: 'active', actions: 'touch' } },
            },
          },
        },
        refresh: {
          initial: 'ready',
          states: {
            ready: { on: { 'user.activity': { target: 'coolingDown', actions: 'touch' } } },
            coolingDown: { after: { touchThrottle: { target: 'ready' } } },
          },
        },
      },
    },
    timedOut: { type: 'final', entry: 'logout' },
  },
});

export type IdleMachine = typeof idleMachine;

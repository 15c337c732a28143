import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../domain/errors';
import { never, notifyError, type NotifyParams } from './helpers';

/**
 * A move a screen offers behind a confirmation: a post's Approve, a
 * category's Unpublish. The screen knows what it moves; the flow carries it
 * to the `move` actor and says `success` once the server took it.
 */
export interface Move {
  success: string;
}

export interface ConfirmedMoveContext {
  /** The move asked about, being sent, or that last failed (for a retry); null while resting. */
  move: Move | null;
  /** Why the last move did not happen. */
  error: string | null;
}

export type ConfirmedMoveEvent =
  | { type: 'move.chosen'; move: Move }
  | { type: 'move.confirmed' }
  | { type: 'move.cancelled' }
  | { type: 'move.retried' };

/**
 * One move at a time, asked first (§4's status moves of posts, categories and
 * tags): chosen → confirming → moving → done, or failed with the server's
 * words, from where it is retried as it was, chosen afresh or dropped. Done
 * and failed take the next choice as idle does: the screen offers its moves
 * again.
 */
export const confirmedMoveMachine = setup({
  types: {
    context: {} as ConfirmedMoveContext,
    events: {} as ConfirmedMoveEvent,
  },
  actors: {
    /** The screen's request for the move (a PATCH of the record's status). */
    move: fromPromise<unknown, Move>(() => never()),
  },
  actions: {
    notify: (_, _params: NotifyParams) => undefined,
    choose: assign({ move: ({ event }) => (event.type === 'move.chosen' ? event.move : null), error: null }),
    dismiss: assign({ move: null, error: null }),
  },
}).createMachine({
  id: 'confirmedMove',
  context: { move: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'move.chosen': { target: 'confirming', actions: 'choose' } },
    },
    confirming: {
      on: {
        'move.confirmed': { target: 'moving' },
        'move.cancelled': { target: 'idle', actions: 'dismiss' },
      },
    },
    /** Sent: nothing else is chosen or dropped until the server answers. */
    moving: {
      invoke: {
        id: 'move',
        src: 'move',
        input: ({ context }) => context.move as Move,
        onDone: {
          target: 'done',
          actions: [{ type: 'notify', params: ({ context }) => ({ severity: 'success', summary: context.move?.success ?? '' }) }, 'dismiss'],
        },
        onError: { target: 'failed', actions: [notifyError, assign({ error: ({ event }) => errorMessage(event.error) })] },
      },
    },
    done: {
      on: { 'move.chosen': { target: 'confirming', actions: 'choose' } },
    },
    failed: {
      on: {
        'move.retried': { target: 'moving', actions: assign({ error: null }) },
        'move.chosen': { target: 'confirming', actions: 'choose' },
        'move.cancelled': { target: 'idle', actions: 'dismiss' },
      },
    },
  },
});

export type ConfirmedMoveMachine = typeof confirmedMoveMachine;

import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { confirmedMoveMachine, type Move } from '../../../machines/confirmed-move.machine';
import { showToast } from '../../ui/toast';
import { useFlow } from './use-flow';

export interface ConfirmedMove<M extends Move> {
  /** The move the confirmation asks about, or is sending; null while no confirmation shows. */
  asked: M | null;
  isMoving: boolean;
  choose: (move: M) => void;
  confirm: () => void;
  cancel: () => void;
}

/**
 * A confirmed-move flow hosted for a screen: `send` is the request that makes
 * the move (taken once, as every flow's effects; the move carries what it
 * moves), toasts say how it went. M is the screen's own move: what the
 * confirmation shows and the request needs.
 */
export function useConfirmedMove<M extends Move>(name: string, send: (move: M) => Promise<unknown>): ConfirmedMove<M> {
  const actor = useFlow(
    () =>
      confirmedMoveMachine.provide({
        // The machine hands back the move the screen chose: M, as it went in.
        actors: { move: fromPromise(({ input }) => send(input as M)) },
        actions: { notify: (_, params) => showToast(params) },
      }),
    { name },
  );
  const asked = useSelector(actor, (s) => (s.matches('confirming') || s.matches('moving') ? (s.context.move as M | null) : null));
  const isMoving = useSelector(actor, (s) => s.matches('moving'));
  const events = useMemo(
    () => ({
      choose: (move: M) => actor.send({ type: 'move.chosen', move }),
      confirm: () => actor.send({ type: 'move.confirmed' }),
      cancel: () => actor.send({ type: 'move.cancelled' }),
    }),
    [actor],
  );
  return { asked, isMoving, ...events };
}

import { useActorRef } from '@xstate/react';
import { useContext, useState } from 'react';
import type { Actor, AnyStateMachine, InputFrom } from 'xstate';
import { FlowsContext } from './flows-context';

/**
 * A flow's machine: provided already (one machine shared by many actors), or
 * made with the view's effects, `() => machine.provide({ actors, actions })`.
 * Written at the call, `.provide` gives every effect the machine's own types;
 * useFlow calls it once, as `.provide` builds the machine's state tree again.
 */
export type FlowLogic<TMachine extends AnyStateMachine> = TMachine | (() => TMachine);

export interface FlowOptions<TMachine extends AnyStateMachine> {
  /** The flow's name in QA's flow log and the Stately inspector. */
  name: string;
  input?: InputFrom<TMachine>;
}

/**
 * The one way a view hosts a flow: one actor of the machine with the view's
 * effects for the component's life, started with its input and watched by
 * the flow log and the inspector when QA turned them on (FlowsProvider).
 * Effects and input are taken when the actor starts: an effect reads what
 * changes later when it runs (a mutation's mutateAsync, the query client),
 * not from the render that made it.
 */
export function useFlow<TMachine extends AnyStateMachine>(logic: FlowLogic<TMachine>, { name, input }: FlowOptions<TMachine>): Actor<TMachine> {
  const inspectorFor = useContext(FlowsContext)?.inspectorFor;
  const [start] = useState(() => ({
    machine: typeof logic === 'function' ? (logic as () => TMachine)() : logic,
    options: { input, inspect: inspectorFor?.(name, input) },
  }));
  return useActorRef(start.machine, start.options as never);
}

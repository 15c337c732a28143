/**
 * Model-based testing for the flow machines: xstate/graph walks the machine
 * (pure transitions) and yields every (state, event) edge; each edge is then
 * executed on a REAL actor — shortest path to the source state, then the
 * event — with a SimulatedClock for delays and hand-settled promises for the
 * invoked actors. Coverage is measured against the machine's own transition
 * definitions.
 */
import {
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type MachineContext,
  type StateNode,
  type TransitionDefinition,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { createFlowLog, redact } from '../../machines/flow-log';
import { advanceClock, replaySteps } from '../../machines/flow-player';

type AnyTransition = TransitionDefinition<MachineContext, EventObject>;
type AnyStateNode = StateNode<MachineContext, EventObject>;
/** Sample events carry payloads (output, error, fields) beside their type. */
export type ModelEvent = EventObject & Record<string, unknown>;

export interface ModelOptions {
  input?: unknown;
  /** Sample events tried in every state (include `xstate.done.actor.*`, `xstate.error.actor.*`, `xstate.after.*`). */
  events: ModelEvent[];
  /** State value plus the context that matters. */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
  /** Side effects to observe: merged into `.provide({ actions })`. */
  actions?: Record<string, (...args: never[]) => unknown>;
}

export interface Edge {
  from: AnyMachineSnapshot;
  event: EventObject;
  to: AnyMachineSnapshot;
  path: EventObject[];
}

interface Pending {
  resolve: (v: unknown) => void;
  reject: (e: unknown) => void;
  input: unknown;
}

/**
 * XState's scheduler stamps timers with Date.now(); read it from the driven
 * actor's simulated clock so a timer's due time is known in clock terms.
 */
const realNow = Date.now.bind(Date);
let currentClock: SimulatedClock | null = null;
Date.now = () => (currentClock ? currentClock.now() : realNow());

const defaultSerialize = (s: AnyMachineSnapshot) => JSON.stringify(s.value);

function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => allStateNodes(child as AnyStateNode))];
}

/** Every event-driven transition definition of the machine (always-transitions are checked by input tests). */
export function transitionDefinitions(machine: AnyStateMachine): AnyTransition[] {
  return allStateNodes(machine.root as AnyStateNode).flatMap((node) => [...node.transitions.values()].flat());
}

/** Resting states; transient ones (left at once by an always-transition) are checked by input tests. */
export function stateIds(machine: AnyStateMachine): string[] {
  return allStateNodes(machine.root as AnyStateNode)
    .filter((n) => n !== machine.root && !(n.always && n.always.length > 0))
    .map((n) => n.id);
}

const describeTransition = (t: AnyTransition) => `${t.source.id} --${t.eventType}--> ${(t.target ?? []).map((x) => x.id).join(',') || '(self)'}`;

/** Edges of the model: for every reachable state, every sample event the machine handles there. */
export function modelEdges(machine: AnyStateMachine, options: ModelOptions): Edge[] {
  const serializeState = options.serializeState ?? defaultSerialize;
  const traversal = { events: options.events, input: options.input, serializeState: (s: AnyMachineSnapshot) => serializeState(s) };
  const paths = getShortestPaths(machine, traversal as never);
  const pathTo = new Map(paths.map((p) => [serializeState(p.state as AnyMachineSnapshot), p.steps.map((s) => s.event as EventObject)]));
  const adjacency = getAdjacencyMap(machine, traversal as never);
  const edges: Edge[] = [];
  for (const value of Object.values(adjacency)) {
    const from = value.state as AnyMachineSnapshot;
    for (const t of Object.values(value.transitions) as { event: EventObject; state: unknown }[]) {
      const event = t.event;
      if (machine.getTransitionData(from as never, event as never).length === 0) continue;
      edges.push({ from, event, to: t.state as AnyMachineSnapshot, path: pathTo.get(serializeState(from)) ?? [] });
    }
  }
  return edges;
}

/** Which transition definitions the edges take, and which of the machine's they miss. */
export function coverage(machine: AnyStateMachine, edges: Edge[]) {
  const taken = new Set<AnyTransition>();
  for (const e of edges) for (const t of machine.getTransitionData(e.from as never, e.event as never)) taken.add(t);
  const all = transitionDefinitions(machine);
  const visitedStates = new Set<string>();
  for (const e of edges) for (const s of [e.from, e.to]) for (const id of (s._nodes as AnyStateNode[]).map((n) => n.id)) visitedStates.add(id);
  return {
    missedTransitions: all.filter((t) => !taken.has(t)).map(describeTransition),
    missedStates: stateIds(machine).filter((id) => !visitedStates.has(id)),
    transitionCount: all.length,
  };
}

/** A real actor whose invoked promises and clock the test settles by hand. */
export function drive(machine: AnyStateMachine, options: Pick<ModelOptions, 'input' | 'actions'> = {}) {
  const pending = new Map<string, Pending>();
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((name) => [
      name,
      fromPromise(({ input }) => new Promise((resolve, reject) => pending.set(name, { resolve, reject, input }))),
    ]),
  );
  const clock = new SimulatedClock();
  currentClock = clock;
  const provided = machine.provide({ actors, actions: options.actions ?? {} } as never);
  // Recorded as the product records a flow, so every edge also checks the flow player (issue 20).
  const flowLog = createFlowLog(() => clock.now());
  const actor: AnyActorRef = createActor(provided, { clock, input: options.input as never, inspect: flowLog.inspector(machine.id, options.input) });
  actor.start();
  /**
   * Fire a delayed transition by the clock: advance exactly to its due time.
   * The pure model treats parallel timers as independent; when another timer
   * would fire first, the edge is not reachable by waiting, so the event is
   * delivered directly instead (the timing tests check real waiting).
   */
  function advanceTo(event: EventObject) {
    const scheduled = Object.values(actor.system.getSnapshot()._scheduledEvents) as {
      event: EventObject;
      delay: number;
      startedAt: number;
    }[];
    const due = (s: { delay: number; startedAt: number }) => s.startedAt + s.delay;
    const target = scheduled.find((s) => s.event.type === event.type);
    if (!target) throw new Error(`no timer scheduled for ${event.type}`);
    const earlier = scheduled.some((s) => s !== target && due(s) < due(target));
    if (earlier) actor.send(event);
    else advanceClock(clock, due(target) - clock.now());
  }

  async function settle() {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  }

  async function play(event: ModelEvent) {
    const type = event.type;
    if (type.startsWith('xstate.after.')) {
      advanceTo(event);
    } else if (type.startsWith('xstate.done.actor.') || type.startsWith('xstate.error.actor.')) {
      const isDone = type.startsWith('xstate.done.actor.');
      const id = type.slice(isDone ? 'xstate.done.actor.'.length : 'xstate.error.actor.'.length);
      const p = pending.get(id);
      if (!p) throw new Error(`no pending ${id}`);
      pending.delete(id);
      if (isDone) p.resolve((event as { output?: unknown }).output);
      else p.reject((event as { error?: unknown }).error);
    } else {
      actor.send(event);
    }
    await settle();
  }

  return { actor, clock, pending, play, flowLog, snapshot: () => actor.getSnapshot() as AnyMachineSnapshot };
}

/**
 * The flow player's engine replays what the flow log recorded of this actor
 * into a fresh one and must end where the actor is: same state, same context,
 * no event refused. Throws (failing the test) otherwise.
 */
export function expectPlayerAgrees(machine: AnyStateMachine, d: ReturnType<typeof drive>): void {
  const [trace] = JSON.parse(JSON.stringify(d.flowLog.export())) as ReturnType<typeof d.flowLog.export>;
  if (!trace) throw new Error('the flow log recorded nothing');
  const replay = replaySteps(machine, trace);
  if (replay.refusal) throw new Error(`the player stopped: ${replay.refusal.message}`);
  if (replay.warnings.length) throw new Error(`the player warned: ${replay.warnings.join(' ')}`);
  const last = replay.steps.at(-1)!;
  const live = d.snapshot();
  const expected = JSON.stringify({ value: redact(live.value), context: redact(live.context) });
  const replayed = JSON.stringify({ value: last.value, context: last.context });
  if (replayed !== expected) throw new Error(`the player ended elsewhere:\n  replayed ${replayed}\n  live     ${expected}`);
}

/** Execute one edge on a fresh real actor; returns the actor's snapshot after the edge's event. */
export async function runEdge(machine: AnyStateMachine, edge: Edge, options: Pick<ModelOptions, 'input' | 'actions'> = {}) {
  const d = drive(machine, options);
  for (const e of edge.path) await d.play(e as ModelEvent);
  const before = d.snapshot();
  await d.play(edge.event as ModelEvent);
  const after = d.snapshot();
  expectPlayerAgrees(machine, d);
  d.actor.stop();
  return { before, after };
}

export const label = (e: Edge) => `${JSON.stringify(e.from.value)} + ${e.event.type} → ${JSON.stringify(e.to.value)}`;

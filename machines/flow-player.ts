/**
 * The flow player's engine (issue 20): a recorded trace replayed into a fresh
 * actor of the same machine, step by step, with no server and no real time.
 *
 * - Every invoked actor is replaced by one that never settles; the recorded
 *   outcomes (`xstate.done.actor.*` with the output, `xstate.error.actor.*`
 *   with the error) are sent in their place, as they were received.
 * - Delays run on a SimulatedClock set to the recorded times: before each
 *   entry the clock moves to the moment it was received, so a timer fires
 *   when it fired; a timer event the clock did not fire by then (a test that
 *   sent it by hand) is delivered as recorded.
 * - Each entry is checked before it is sent: an event the machine refuses in
 *   the state it is in (no transition takes it), which the recording did not
 *   mark as dropped, stops the replay there with the reason.
 *
 * Steps are rebuilt from the start every time (`replaySteps(…, { until })`):
 * a machine's actor cannot be stepped back, and a replay of a few hundred
 * events takes milliseconds.
 */
import { createActor, fromPromise, SimulatedClock, type AnyActorRef, type AnyMachineSnapshot, type AnyStateMachine, type EventObject, type SnapshotFrom } from 'xstate';
import { redact, type FlowTrace, type TraceEntry } from './flow-log';
import { machineIdentity, shapeChanges, stateIdsOf } from './machine-identity';

/**
 * Advance a simulated clock by `ms`, stopping at every timer's due time, so a
 * timer armed by another timer's transition fires within the same span
 * (SimulatedClock.increment alone starts such timers at the end of the span).
 */
export function advanceClock(clock: SimulatedClock, ms: number): void {
  const end = clock.now() + ms;
  const timeouts = (clock as unknown as { timeouts: Map<number, { start: number; timeout: number }> }).timeouts;
  for (;;) {
    let next = Infinity;
    for (const t of timeouts.values()) next = Math.min(next, t.start + t.timeout);
    if (next > end) break;
    clock.set(Math.max(next, clock.now()));
  }
  if (clock.now() < end) clock.set(end);
}

const isTimer = (event: EventObject) => event.type.startsWith('xstate.after.');
/** The actor's own start and stop are not replayed: creating and stopping the fresh actor does both. */
const isLifecycle = (event: EventObject) => event.type === 'xstate.init' || event.type === 'xstate.stop';

/** One position of the player: the start (index 0) or right after the trace's entry `entryIndex`. */
export interface PlayerStep {
  index: number;
  entryIndex: number | null;
  /** Milliseconds since the actor started. */
  at: number;
  event: EventObject | null;
  /** The machine dropped the event here (as recorded). */
  ignored: boolean;
  value: unknown;
  context: unknown;
  status: string;
  /** The state ids active here, the root first. */
  activeStateIds: string[];
  /** The event types some transition of an active state takes here (guards aside). */
  accepts: string[];
  /** What the trace recorded after this event, when it did. */
  recorded?: { state: unknown; context?: unknown };
}

export interface Refusal {
  entryIndex: number;
  event: EventObject;
  /** The state the machine was in when it refused the event. */
  state: unknown;
  message: string;
}

export interface Replay {
  steps: PlayerStep[];
  /** Where the replay stopped on an event the machine refuses, if it did. */
  refusal: Refusal | null;
  /** Differences between the machine that recorded the trace and this one. */
  warnings: string[];
  /** Every state of the machine, the root first, for the player's list. */
  stateIds: string[];
}

export interface ReplayOptions {
  /** The actor's input; defaults to the one recorded in the trace. */
  input?: unknown;
  /** Where the replay's time runs; a fresh SimulatedClock by default. */
  clock?: SimulatedClock;
  /** Stop after this many steps (0: only the start). */
  until?: number;
  /** Called after each entry is replayed, with the actor's snapshot. */
  onEvent?: (entry: TraceEntry, snapshot: AnyMachineSnapshot) => void;
}

interface NodeLike {
  id: string;
  ownEvents: readonly string[];
}

function describeStep(snapshot: AnyMachineSnapshot) {
  const nodes = snapshot._nodes as unknown as NodeLike[];
  return {
    value: redact(snapshot.value),
    context: redact(snapshot.context),
    status: snapshot.status,
    activeStateIds: nodes.map((n) => n.id),
    accepts: [...new Set(nodes.flatMap((n) => n.ownEvents))].sort(),
  };
}

function canTake(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  try {
    return snapshot.can(event as never);
  } catch {
    // A guard that throws on the recorded payload: let the machine itself decide when it is sent.
    return true;
  }
}

/** What the loaded machine says about a trace recorded by another version of it. */
export function versionWarnings(machine: AnyStateMachine, trace: FlowTrace): string[] {
  const current = machineIdentity(machine);
  if (!trace.machine) return [`This trace does not say which version of ${current.id} recorded it (format ${trace.version}).`];
  if (trace.machine.id !== current.id) return [`This trace was recorded by the machine ${trace.machine.id}, not ${current.id}.`];
  if (trace.machine.version === current.version) return [];
  const changes = shapeChanges(trace.machine.shape, current.shape);
  return [
    `This trace was recorded by another version of ${current.id} (${trace.machine.version}; this one is ${current.version})` +
      (changes.length ? `: ${changes.join('; ')}.` : ': its states and events are the same; an action, guard or delay changed.'),
  ];
}

function run(machine: AnyStateMachine, trace: FlowTrace, options: ReplayOptions) {
  const silentActors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((name) => [name, fromPromise(() => new Promise(() => undefined))]),
  );
  const clock = options.clock ?? new SimulatedClock();
  const input = 'input' in options ? options.input : trace.input;
  const received: string[] = [];
  const actor: AnyActorRef = createActor(machine.provide({ actors: silentActors } as never), {
    clock,
    input: input as never,
    inspect: (ev) => {
      if (ev.type === '@xstate.event' && ev.actorRef === actor) received.push(ev.event.type);
    },
  });
  actor.start();
  const startedAt = clock.now();
  const snapshot = () => actor.getSnapshot() as AnyMachineSnapshot;
  const steps: PlayerStep[] = [{ index: 0, entryIndex: null, at: 0, event: null, ignored: false, ...describeStep(snapshot()), ...(trace.initial ? { recorded: trace.initial } : {}) }];
  let refusal: Refusal | null = null;
  const until = options.until ?? Infinity;
  for (const [entryIndex, entry] of trace.entries.entries()) {
    if (steps.length > until) break;
    if (isLifecycle(entry.event)) continue;
    if (snapshot().status !== 'active') break;
    const firedBefore = received.filter((t) => t === entry.event.type).length;
    advanceClock(clock, Math.max(0, startedAt + entry.at - clock.now()));
    const firedByClock = isTimer(entry.event) && received.filter((t) => t === entry.event.type).length > firedBefore;
    if (!firedByClock) {
      // Format 1 did not record dropped events: its traces are replayed as they are.
      if (trace.version >= 2 && !entry.ignored && !canTake(snapshot(), entry.event)) {
        const state = redact(snapshot().value);
        refusal = {
          entryIndex,
          event: entry.event,
          state,
          message: `The machine ${machine.id} does not take ${entry.event.type} in state ${JSON.stringify(state)} (event ${entryIndex + 1} of the trace, at +${(entry.at / 1000).toFixed(1)} s).`,
        };
        break;
      }
      actor.send(entry.event);
    }
    options.onEvent?.(entry, snapshot());
    steps.push({
      index: steps.length,
      entryIndex,
      at: entry.at,
      event: entry.event,
      ignored: entry.ignored === true,
      ...describeStep(snapshot()),
      ...(entry.state !== undefined ? { recorded: { state: entry.state, context: entry.context } } : {}),
    });
  }
  return { actor, clock, startedAt, steps, refusal, snapshot };
}

/** The trace's steps replayed into a fresh actor (up to `until`), where it stopped if it did, and what changed in the machine. */
export function replaySteps(machine: AnyStateMachine, trace: FlowTrace, options: ReplayOptions = {}): Replay {
  const { actor, steps, refusal } = run(machine, trace, options);
  actor.stop();
  return { steps, refusal, warnings: versionWarnings(machine, trace), stateIds: stateIdsOf(machine) };
}

/**
 * Replays a whole trace into a fresh actor and runs the clock to the moment
 * it was exported; returns the final snapshot, to compare with `trace.state`.
 * Throws on an event the machine refuses.
 */
export function replayTrace<TMachine extends AnyStateMachine>(machine: TMachine, trace: FlowTrace, options: ReplayOptions = {}): SnapshotFrom<TMachine> {
  const { actor, clock, startedAt, refusal, snapshot } = run(machine, trace, options);
  if (refusal) {
    actor.stop();
    throw new Error(refusal.message);
  }
  if (trace.duration !== undefined && snapshot().status === 'active') {
    advanceClock(clock, Math.max(0, startedAt + trace.duration - clock.now()));
  }
  const final = actor.getSnapshot() as SnapshotFrom<TMachine>;
  actor.stop();
  return final;
}

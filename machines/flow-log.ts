import {
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyStateMachine,
  type EventObject,
  type InspectionEvent,
  type SnapshotFrom,
} from 'xstate';

/** One event a flow received, with the time since the trace began. */
export interface TraceEntry {
  at: number;
  event: EventObject;
}

/** A flow's recorded history: enough to replay it into a fresh actor. */
export interface FlowTrace {
  version: 1;
  flow: string;
  startedAt: string;
  entries: TraceEntry[];
  /** The input the actor was created with (replay starts from the same). */
  input?: unknown;
  /** The state value the flow was in when the trace was taken. */
  state: unknown;
}

export interface FlowStatus {
  flow: string;
  state: unknown;
  recent: TraceEntry[];
}

const RECENT_LIMIT = 25;

/** Errors don't survive JSON.stringify; keep what the machines read of them. */
function serialisable(value: unknown): unknown {
  if (value instanceof Error) {
    const extra = value as Error & { status?: unknown; data?: unknown };
    return { name: value.name, message: value.message, status: extra.status, data: extra.data };
  }
  return value;
}

function serialiseEvent(event: EventObject): EventObject {
  const copy: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(event)) copy[k] = serialisable(v);
  // Passwords are not QA's business: the trace may be exported and shared.
  if ('password' in copy) copy.password = '[redacted]';
  return JSON.parse(JSON.stringify(copy)) as EventObject;
}

/** Delayed events fire from the clock on replay; init is the actor's own start. */
function isReplayable(event: EventObject): boolean {
  return !event.type.startsWith('xstate.after.') && event.type !== 'xstate.init' && event.type !== 'xstate.stop';
}

/**
 * Records the events each root flow actor receives and its current state,
 * through createActor's `inspect` option (so it works without stately.ai).
 */
export function createFlowLog(now: () => number = () => Date.now()) {
  const started = now();
  const traces = new Map<string, FlowTrace>();
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());

  function trace(flow: string): FlowTrace {
    let t = traces.get(flow);
    if (!t) {
      t = { version: 1, flow, startedAt: new Date(started).toISOString(), entries: [], state: null };
      traces.set(flow, t);
    }
    return t;
  }

  function inspector(flow: string, input?: unknown) {
    if (input !== undefined) trace(flow).input = JSON.parse(JSON.stringify(input)) as unknown;
    return (ev: InspectionEvent) => {
      if (ev.actorRef.sessionId !== ev.rootId) return;
      if (ev.type === '@xstate.event' && isReplayable(ev.event)) {
        trace(flow).entries.push({ at: now() - started, event: serialiseEvent(ev.event) });
        emit();
      }
      if (ev.type === '@xstate.snapshot') {
        trace(flow).state = (ev.snapshot as { value?: unknown }).value ?? null;
        emit();
      }
    };
  }

  return {
    inspector,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    statuses(): FlowStatus[] {
      return [...traces.values()].map((t) => ({ flow: t.flow, state: t.state, recent: t.entries.slice(-RECENT_LIMIT) }));
    },
    export(): FlowTrace[] {
      return JSON.parse(JSON.stringify([...traces.values()])) as FlowTrace[];
    },
  };
}

export type FlowLog = ReturnType<typeof createFlowLog>;

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

/**
 * Replays a trace into a fresh actor: every invoked actor is replaced by one
 * that never settles, and the recorded done/error events are re-sent in their
 * place; the simulated clock advances by the recorded gaps, so delayed
 * transitions fire as they did. (A restored snapshot would not re-arm timers.)
 */
export function replayTrace<TMachine extends AnyStateMachine>(
  machine: TMachine,
  trace: FlowTrace,
  options: { input?: unknown } = { input: trace.input },
): SnapshotFrom<TMachine> {
  const silentActors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((name) => [name, fromPromise(() => new Promise(() => undefined))]),
  );
  const clock = new SimulatedClock();
  const actor = createActor(machine.provide({ actors: silentActors } as never), {
    clock,
    input: options.input as never,
  });
  actor.start();
  let last = 0;
  for (const entry of trace.entries) {
    advanceClock(clock, entry.at - last);
    last = entry.at;
    actor.send(entry.event as never);
  }
  const snapshot = actor.getSnapshot() as SnapshotFrom<TMachine>;
  actor.stop();
  return snapshot;
}

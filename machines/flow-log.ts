import {
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyStateMachine,
  type EventObject,
  type InspectionEvent,
  type SnapshotFrom,
} from 'xstate';

/** One event a flow received, with the time since the flow's actor was created. */
export interface TraceEntry {
  at: number;
  event: EventObject;
  /** The state value right after the event (absent until the actor has processed it). */
  state?: unknown;
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
  /** Milliseconds from the actor's creation to the export: replay runs the clock this far. */
  duration?: number;
}

export interface FlowStatus {
  flow: string;
  state: unknown;
  recent: TraceEntry[];
}

const RECENT_LIMIT = 25;
export const REDACTED = '[redacted]';

/** Secrets stay out of a trace QA may attach to a ticket; replay only needs them non-empty. */
const SECRET_KEY = /password|token/i;

/** A JSON-safe copy: errors keep what the machines read of them, secrets are masked. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 12) return null;
  if (value instanceof Error) {
    const extra = value as Error & { status?: unknown; data?: unknown };
    return redact({ name: value.name, message: value.message, status: extra.status, data: extra.data }, depth);
  }
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  if (value && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      copy[k] = SECRET_KEY.test(k) && typeof v === 'string' ? REDACTED : redact(v, depth + 1);
    }
    return copy;
  }
  if (typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (typeof value === 'bigint') return String(value);
  return value;
}

const toJson = <T>(value: unknown): T => JSON.parse(JSON.stringify(redact(value) ?? null)) as T;

/** Timer events fire from the clock on replay; init is the actor's own start. */
export function isReplayable(event: EventObject): boolean {
  return !event.type.startsWith('xstate.after.') && event.type !== 'xstate.init' && event.type !== 'xstate.stop';
}

/**
 * Records the events each root flow actor receives, and the state value after
 * each, through createActor's `inspect` option (so it works without
 * stately.ai). A new actor under the same flow name (a remount) starts a new
 * trace, so every trace replays from its actor's beginning.
 */
export function createFlowLog(now: () => number = () => Date.now()) {
  const traces = new Map<string, FlowTrace & { sessionId: string; startedAtMs: number }>();
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());

  function inspector(flow: string, input?: unknown) {
    const recordedInput = input === undefined ? undefined : toJson<unknown>(input);
    let lastEvent: { raw: EventObject; entry: TraceEntry } | null = null;

    function traceOf(sessionId: string) {
      let t = traces.get(flow);
      if (!t || t.sessionId !== sessionId) {
        const startedAtMs = now();
        t = { version: 1, flow, sessionId, startedAtMs, startedAt: new Date(startedAtMs).toISOString(), entries: [], state: null };
        if (recordedInput !== undefined) t.input = recordedInput;
        traces.set(flow, t);
        lastEvent = null;
      }
      return t;
    }

    return (ev: InspectionEvent) => {
      if (ev.actorRef.sessionId !== ev.rootId) return;
      const t = traceOf(ev.rootId);
      if (ev.type === '@xstate.event' && ev.event.type !== 'xstate.init') {
        const entry: TraceEntry = { at: now() - t.startedAtMs, event: toJson<EventObject>(ev.event) };
        t.entries.push(entry);
        lastEvent = { raw: ev.event, entry };
        emit();
      } else if (ev.type === '@xstate.snapshot') {
        const value = toJson<unknown>((ev.snapshot as { value?: unknown }).value ?? null);
        t.state = value;
        if (lastEvent && lastEvent.raw === ev.event) lastEvent.entry.state = value;
        emit();
      }
    };
  }

  function exported(): FlowTrace[] {
    return [...traces.values()].map(({ sessionId: _s, startedAtMs, ...trace }) =>
      toJson<FlowTrace>({ ...trace, duration: now() - startedAtMs }),
    );
  }

  return {
    inspector,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    statuses(): FlowStatus[] {
      return [...traces.values()].map((t) => ({ flow: t.flow, state: t.state, recent: t.entries.slice(-RECENT_LIMIT) }));
    },
    export: exported,
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

export interface ReplayOptions {
  /** The actor's input; defaults to the one recorded in the trace. */
  input?: unknown;
  /** Where the replay's time runs; a fresh SimulatedClock by default. */
  clock?: SimulatedClock;
}

/**
 * Replays a trace into a fresh actor: every invoked actor is replaced by one
 * that never settles, and the recorded done/error events are re-sent in their
 * place; a SimulatedClock advances by the recorded gaps, so delayed
 * transitions fire as they did (a restored snapshot would not re-arm timers).
 * Returns the final snapshot, to compare with `trace.state`.
 */
export function replayTrace<TMachine extends AnyStateMachine>(
  machine: TMachine,
  trace: FlowTrace,
  options: ReplayOptions = {},
): SnapshotFrom<TMachine> {
  const silentActors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((name) => [name, fromPromise(() => new Promise(() => undefined))]),
  );
  const clock = options.clock ?? new SimulatedClock();
  const input = 'input' in options ? options.input : trace.input;
  const actor = createActor(machine.provide({ actors: silentActors } as never), { clock, input: input as never });
  actor.start();
  const startedAt = clock.now();
  for (const entry of trace.entries) {
    if (!isReplayable(entry.event)) continue;
    advanceClock(clock, Math.max(0, startedAt + entry.at - clock.now()));
    if (actor.getSnapshot().status !== 'active') break;
    actor.send(entry.event as never);
  }
  if (trace.duration !== undefined && actor.getSnapshot().status === 'active') {
    advanceClock(clock, Math.max(0, startedAt + trace.duration - clock.now()));
  }
  const snapshot = actor.getSnapshot() as SnapshotFrom<TMachine>;
  actor.stop();
  return snapshot;
}

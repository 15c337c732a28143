import type { AnyStateMachine, EventObject, InspectionEvent } from 'xstate';
import { machineIdentity, type MachineIdentity } from './machine-identity';

/**
 * One event a flow received, with the time since the flow's actor was
 * created. The outcome of every invoked actor is such an event too
 * (`xstate.done.actor.<id>` with its output, `xstate.error.actor.<id>` with
 * its error), so a replay needs no server.
 */
export interface TraceEntry {
  at: number;
  event: EventObject;
  /** The state value right after the event (absent until the actor has processed it). */
  state?: unknown;
  /** The context right after the event, secrets redacted. */
  context?: unknown;
  /** The machine took no transition for it (the event was received and dropped). */
  ignored?: true;
}

/** A flow's recorded history: enough to replay it into a fresh actor. */
export interface FlowTrace {
  /** The format: 2 adds the machine, contexts and ignored events; 1 is still read. */
  version: 1 | 2;
  flow: string;
  /** The machine that made the trace: its id, a hash of its definition, its states and their events. */
  machine?: MachineIdentity;
  startedAt: string;
  entries: TraceEntry[];
  /** The input the actor was created with (replay starts from the same). */
  input?: unknown;
  /** The state and context the actor started in. */
  initial?: { state: unknown; context: unknown };
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

    function traceOf(ev: InspectionEvent) {
      let t = traces.get(flow);
      if (!t || t.sessionId !== ev.rootId) {
        const startedAtMs = now();
        t = { version: 2, flow, sessionId: ev.rootId, startedAtMs, startedAt: new Date(startedAtMs).toISOString(), entries: [], state: null };
        const logic = (ev.actorRef as { logic?: unknown }).logic as Partial<AnyStateMachine>;
        if (typeof logic.toJSON === 'function' && logic.root) t.machine = machineIdentity(logic as AnyStateMachine);
        if (recordedInput !== undefined) t.input = recordedInput;
        traces.set(flow, t);
        lastEvent = null;
      }
      return t;
    }

    /** Whether the machine takes a transition for the event in its state before it (a plain actor: yes). */
    function isTaken(ev: Extract<InspectionEvent, { type: '@xstate.event' }>): boolean {
      try {
        const snapshot = ev.actorRef.getSnapshot() as { can?: (e: EventObject) => boolean; status?: string };
        return snapshot.status !== 'active' || typeof snapshot.can !== 'function' || snapshot.can(ev.event);
      } catch {
        return true;
      }
    }

    return (ev: InspectionEvent) => {
      if (ev.actorRef.sessionId !== ev.rootId) return;
      const t = traceOf(ev);
      if (ev.type === '@xstate.event' && ev.event.type !== 'xstate.init') {
        const entry: TraceEntry = { at: now() - t.startedAtMs, event: toJson<EventObject>(ev.event) };
        if (!isTaken(ev)) entry.ignored = true;
        t.entries.push(entry);
        lastEvent = { raw: ev.event, entry };
        emit();
      } else if (ev.type === '@xstate.snapshot') {
        const snapshot = ev.snapshot as { value?: unknown; context?: unknown };
        const value = toJson<unknown>(snapshot.value ?? null);
        t.state = value;
        if (lastEvent && lastEvent.raw === ev.event) {
          lastEvent.entry.state = value;
          lastEvent.entry.context = toJson<unknown>(snapshot.context ?? null);
        } else if (ev.event.type === 'xstate.init' && !t.initial) {
          t.initial = { state: value, context: toJson<unknown>(snapshot.context ?? null) };
        }
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

import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AnyStateMachine } from 'xstate';
import type { FlowTrace } from '../../../machines/flow-log';
import { replaySteps, type Replay } from '../../../machines/flow-player';
import { MACHINES, type MachineEntry } from '../../../machines/registry';
import { traceAsTest, traceTestFileName } from '../../../machines/trace-test';
import { saveFile } from '../../ui/save-file';

/** Longest wait between two steps when playing at recorded speed: a quarter-hour idle need not be sat through. */
export const PLAY_MAX_GAP_MS = 2_000;

/** The traces in an exported file (the flow log exports an array) or a single pasted trace. */
export function tracesOf(text: string): FlowTrace[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error('This is not a trace: it is not JSON.');
  }
  const list = Array.isArray(parsed) ? parsed : [parsed];
  const traces = list.filter(
    (t): t is FlowTrace => !!t && typeof t === 'object' && typeof (t as FlowTrace).flow === 'string' && Array.isArray((t as FlowTrace).entries),
  );
  if (traces.length === 0) throw new Error('This is not a trace: no flow with its entries was found in it.');
  return traces;
}

const entryOf = (trace: FlowTrace): MachineEntry | undefined => MACHINES[trace.machine?.id ?? ''] ?? MACHINES[trace.flow];

/** A value as a tree of collapsible branches, the first `openLevels` levels open. */
function ContextTree({ value, name, openLevels = 1 }: { value: unknown; name: string; openLevels?: number }): ReactNode {
  if (value && typeof value === 'object') {
    const items = Object.entries(value as Record<string, unknown>);
    return (
      <details className="flow-player__tree" open={openLevels > 0}>
        <summary>
          {name} <span className="flow-player__muted">{Array.isArray(value) ? `[${items.length}]` : `{${items.length}}`}</span>
        </summary>
        <ul>
          {items.map(([k, v]) => (
            <li key={k}>
              <ContextTree value={v} name={k} openLevels={openLevels - 1} />
            </li>
          ))}
        </ul>
      </details>
    );
  }
  return (
    <span>
      {name}: <code>{JSON.stringify(value) ?? 'undefined'}</code>
    </span>
  );
}

function ImportForm({ onLoad }: { onLoad: (traces: FlowTrace[]) => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const load = (source: string) => {
    try {
      onLoad(tracesOf(source));
      setError(null);
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <div className="flow-player__import">
      <label className="flow-player__field">
        <span>Trace file</span>
        <input type="file" accept=".json,application/json" onChange={(e) => void e.target.files?.[0]?.text().then(load)} />
      </label>
      <label className="flow-player__field">
        <span>Or paste the trace</span>
        <textarea rows={4} value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      <Button type="button" label="Load trace" size="small" disabled={!text.trim()} onClick={() => load(text)} />
      {error && (
        <p role="alert" className="flow-player__error">
          {error}
        </p>
      )}
    </div>
  );
}

function Player({ trace, machine, entry }: { trace: FlowTrace; machine: AnyStateMachine; entry: MachineEntry }) {
  const whole = useMemo<Replay>(() => replaySteps(machine, trace), [machine, trace]);
  const last = whole.steps.length - 1;
  const [position, setPosition] = useState(0);
  const [playing, setPlaying] = useState(false);
  // Every move replays the trace from its start up to the step shown: an actor cannot be stepped back.
  const shown = useMemo(() => replaySteps(machine, trace, { until: position }).steps[position]!, [machine, trace, position]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // Playing stops by itself at the last step; a step chosen by hand stops it too.
  const isPlaying = playing && position < last;
  const moveTo = (step: number) => {
    setPlaying(false);
    setPosition(Math.max(0, Math.min(last, step)));
  };

  useEffect(() => {
    if (!isPlaying) return;
    const gap = Math.min(PLAY_MAX_GAP_MS, Math.max(0, whole.steps[position + 1]!.at - whole.steps[position]!.at));
    timer.current = setTimeout(() => setPosition((p) => Math.min(p + 1, last)), gap);
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [isPlaying, position, last, whole]);

  const active = new Set(shown.activeStateIds);
  const saveAsTest = () => saveFile(new Blob([traceAsTest(trace, entry)], { type: 'text/typescript' }), traceTestFileName(trace));

  return (
    <div className="flow-player__body">
      {whole.warnings.map((w) => (
        <p key={w} role="status" className="flow-player__warning">
          {w}
        </p>
      ))}
      <div className="flow-player__controls" role="group" aria-label="Step through the trace">
        <Button type="button" size="small" label="First" onClick={() => moveTo(0)} disabled={position === 0} />
        <Button type="button" size="small" label="Previous" onClick={() => moveTo(position - 1)} disabled={position === 0} />
        <Button type="button" size="small" label="Next" onClick={() => moveTo(position + 1)} disabled={position >= last} />
        <Button type="button" size="small" label={isPlaying ? 'Pause' : 'Play'} onClick={() => setPlaying(!isPlaying)} disabled={!isPlaying && position >= last} />
        <label className="flow-player__jump">
          <span>Step</span>
          <input
            type="number"
            min={0}
            max={last}
            value={position}
            onChange={(e) => moveTo(Number(e.target.value) || 0)}
          />
          <span aria-live="polite">
            {' '}
            of {last}
          </span>
        </label>
        <Button type="button" size="small" severity="secondary" icon="pi pi-download" label="Save as test" onClick={saveAsTest} />
      </div>
      {whole.refusal && (
        <p role="alert" className="flow-player__error">
          Stopped at event {whole.refusal.entryIndex + 1}: {whole.refusal.message}
        </p>
      )}
      <div className="flow-player__grid">
        <section aria-labelledby="flow-player-step">
          <h3 id="flow-player-step">
            Step {position}: {shown.event ? shown.event.type : 'started'}
            {shown.ignored && ' (dropped, as recorded)'}
          </h3>
          <p>
            <span className="flow-player__muted">at +{(shown.at / 1000).toFixed(1)} s · state </span>
            <code data-testid="player-state">{JSON.stringify(shown.value)}</code>
          </p>
          {shown.event && <ContextTree value={shown.event} name="event" openLevels={Infinity} />}
          <ContextTree value={shown.context} name="context" />
          <h4>Transitions the machine takes here</h4>
          <ul className="flow-player__accepts">
            {shown.accepts.length === 0 ? <li>none</li> : shown.accepts.map((t) => <li key={t}><code>{t}</code></li>)}
          </ul>
        </section>
        <section aria-labelledby="flow-player-states">
          <h3 id="flow-player-states">States of {machine.id}</h3>
          <ul className="flow-player__states">
            {whole.stateIds.slice(1).map((id) => (
              <li key={id} aria-current={active.has(id) ? 'true' : undefined} className={active.has(id) ? 'is-active' : undefined}>
                {id.slice(machine.id.length + 1)}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="flow-player-events">
          <h3 id="flow-player-events">Events</h3>
          <ol className="flow-player__events" start={0}>
            {whole.steps.map((s) => (
              <li key={s.index}>
                <button type="button" className="flow-player__event" aria-current={s.index === position ? 'step' : undefined} onClick={() => moveTo(s.index)}>
                  {s.event ? s.event.type : 'started'}
                </button>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}

/**
 * The flow player (issue 20): a trace imported (file or paste), an actor of
 * it picked, its machine loaded from machines/ and the trace stepped through
 * (machines/flow-player.ts), with 'Save as test'.
 */
export default function FlowPlayer({ onClose }: { onClose: () => void }) {
  const [traces, setTraces] = useState<FlowTrace[] | null>(null);
  const [picked, setPicked] = useState(0);
  const [loaded, setLoaded] = useState<{ trace: FlowTrace; machine: AnyStateMachine } | null>(null);
  const trace = traces?.[picked];
  const entry = trace && entryOf(trace);

  useEffect(() => {
    if (!trace || !entry) return;
    let alive = true;
    void entry.load().then((machine) => alive && setLoaded({ trace, machine }));
    return () => {
      alive = false;
    };
  }, [trace, entry]);

  return (
    <Dialog header="Flow player" visible onHide={onClose} modal baseZIndex={1300} style={{ width: 'min(72rem, 96vw)' }} className="flow-player">
      <ImportForm
        onLoad={(t) => {
          setTraces(t);
          setPicked(0);
        }}
      />
      {traces && (
        <label className="flow-player__field">
          <span>Actor</span>
          <select value={picked} onChange={(e) => setPicked(Number(e.target.value))}>
            {traces.map((t, i) => (
              <option key={i} value={i}>
                {t.flow} ({t.machine?.id ?? 'unknown machine'}, {t.entries.length} events)
              </option>
            ))}
          </select>
        </label>
      )}
      {trace && !entry && (
        <p role="alert" className="flow-player__error">
          No machine named {trace.machine?.id ?? trace.flow} in this build.
        </p>
      )}
      {entry && loaded?.trace === trace && <Player key={picked} trace={loaded.trace} machine={loaded.machine} entry={entry} />}
    </Dialog>
  );
}

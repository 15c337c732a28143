import { Button } from 'primereact/button';
import { lazy, Suspense, useCallback, useState, useSyncExternalStore } from 'react';
import type { FlowLog } from '../../../machines/flow-log';
import { saveFile } from '../../ui/save-file';

/** The player and every machine it may load come only when QA opens it. */
const FlowPlayer = lazy(() => import('./FlowPlayer'));

/** QA's in-app flow log: each machine's current state and recent events; export as JSON; import a trace into the player. */
export function FlowLogPanel({ flowLog }: { flowLog: FlowLog }) {
  const subscribe = useCallback((onChange: () => void) => flowLog.subscribe(onChange), [flowLog]);
  // A string snapshot: stable between changes, as useSyncExternalStore requires.
  const statuses = useSyncExternalStore(subscribe, () => JSON.stringify(flowLog.statuses()));
  const flows = JSON.parse(statuses) as ReturnType<FlowLog['statuses']>;
  const [playerOpen, setPlayerOpen] = useState(false);
  // Folded to its header, the panel leaves the screen's own buttons free to click.
  const [isOpen, setOpen] = useState(true);
  const exportTrace = () =>
    saveFile(
      new Blob([JSON.stringify(flowLog.export(), null, 2)], { type: 'application/json' }),
      `flow-trace-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
    );
  return (
    <section className={isOpen ? 'flow-log' : 'flow-log is-folded'} aria-labelledby="flow-log-title">
      <header className="flow-log__header">
        <h2 id="flow-log-title">Flow log</h2>
        <span className="flow-log__actions">
          {isOpen && <Button label="Export trace" icon="pi pi-download" size="small" onClick={exportTrace} />}
          {isOpen && <Button label="Import trace" icon="pi pi-upload" size="small" severity="secondary" onClick={() => setPlayerOpen(true)} />}
          <Button
            icon={isOpen ? 'pi pi-chevron-down' : 'pi pi-chevron-up'}
            size="small"
            text
            aria-label="Flows"
            aria-expanded={isOpen}
            aria-controls="flow-log-flows"
            onClick={() => setOpen(!isOpen)}
          />
        </span>
      </header>
      <div id="flow-log-flows" hidden={!isOpen}>
        {flows.map((f) => (
          <details key={f.flow} open>
            <summary>
              <strong>{f.flow}</strong>: <code>{JSON.stringify(f.state)}</code>
            </summary>
            <ol className="flow-log__events">
              {f.recent.map((e, i) => (
                <li key={i}>
                  <code>+{(e.at / 1000).toFixed(1)}s</code> {e.event.type}
                  {e.state !== undefined && <> → <code>{JSON.stringify(e.state)}</code></>}
                </li>
              ))}
            </ol>
          </details>
        ))}
      </div>
      {playerOpen && (
        <Suspense fallback={null}>
          <FlowPlayer onClose={() => setPlayerOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}

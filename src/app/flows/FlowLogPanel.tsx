import { Button } from 'primereact/button';
import { useCallback, useSyncExternalStore } from 'react';
import type { FlowLog } from '../../../machines/flow-log';

function download(name: string, json: string) {
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

/** QA's in-app flow log: each machine's current state and recent events; export as JSON for replay. */
export function FlowLogPanel({ flowLog }: { flowLog: FlowLog }) {
  const subscribe = useCallback((onChange: () => void) => flowLog.subscribe(onChange), [flowLog]);
  // A string snapshot: stable between changes, as useSyncExternalStore requires.
  const statuses = useSyncExternalStore(subscribe, () => JSON.stringify(flowLog.statuses()));
  const flows = JSON.parse(statuses) as ReturnType<FlowLog['statuses']>;
  const exportTrace = () =>
    download(`flow-trace-${new Date().toISOString().replace(/[:.]/g, '-')}.json`, JSON.stringify(flowLog.export(), null, 2));
  return (
    <section className="flow-log" aria-labelledby="flow-log-title">
      <header className="flow-log__header">
        <h2 id="flow-log-title">Flow log</h2>
        <Button label="Export trace" icon="pi pi-download" size="small" onClick={exportTrace} />
      </header>
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
    </section>
  );
}

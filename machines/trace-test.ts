/**
 * 'Save as test' (issue 20): a trace becomes a Vitest file that replays it
 * with `replayTrace` and asserts every recorded state in order, ready to drop
 * into tests/machines/. The trace is written into the file as it is (secrets
 * were redacted when it was recorded).
 */
import type { FlowTrace } from './flow-log';
import type { MachineEntry } from './registry';

/** The file name a saved test gets: the flow, the time it was recorded, `.replay.test.ts`. */
export function traceTestFileName(trace: FlowTrace): string {
  const when = trace.startedAt.replace(/\.\d+Z$/, 'Z').replace(/[:]/g, '-');
  const flow = trace.flow.replace(/[^A-Za-z0-9-]+/g, '-');
  return `${flow}-${when}.replay.test.ts`;
}

const json = (value: unknown, indent = 2) => JSON.stringify(value, null, indent);

export function traceAsTest(trace: FlowTrace, machine: Pick<MachineEntry, 'file' | 'exportName'>): string {
  const states = trace.entries.filter((e) => e.event.type !== 'xstate.init' && e.event.type !== 'xstate.stop').map((e) => e.state ?? null);
  const name = `replays the ${trace.flow} trace recorded at ${trace.startedAt} through every recorded state`;
  return `/**
 * A flow trace turned into a regression test by the flow player's 'Save as test'.
 * Flow: ${trace.flow}${trace.machine ? ` (machine ${trace.machine.id}, version ${trace.machine.version})` : ''}, recorded ${trace.startedAt},
 * ${trace.entries.length} events. Each recorded state must come back, in order, when
 * the trace is replayed into a fresh actor of the current machine.
 */
import { expect, test } from 'vitest';
import { ${machine.exportName} } from '../../machines/${machine.file}';
import type { FlowTrace } from '../../machines/flow-log';
import { replayTrace } from '../../machines/flow-player';

const trace: FlowTrace = ${json(trace)};

test(${json(name)}, () => {
  const states: unknown[] = [];
  const final = replayTrace(${machine.exportName}, trace, { onEvent: (_entry, snapshot) => states.push(snapshot.value) });
  expect(states).toEqual(${json(states).replace(/\n/g, '\n  ')});
  expect(final.value).toEqual(trace.state);
});
`;
}

import { describe, expect, test } from 'vitest';
import { versionGateMachine } from '../../machines/version-gate.machine';
import { recorder } from './fixtures';
import { coverage, drive, label, modelEdges, runEdge } from './model';

const events = [
  { type: 'version.reload' },
  { type: 'xstate.done.actor.fetchLatestVersion', output: { version: '2.77.0', isForceUpdate: true } },
  { type: 'xstate.done.actor.fetchLatestVersion', output: { version: '2.77.0', isForceUpdate: false } },
  { type: 'xstate.done.actor.fetchLatestVersion', output: { version: '2.76.0', isForceUpdate: true } },
  { type: 'xstate.done.actor.fetchLatestVersion', output: null },
  { type: 'xstate.error.actor.fetchLatestVersion', error: { status: 503 } },
  { type: 'xstate.after.recheckInterval.versionGate.upToDate' },
] as never[];

describe('version gate, model-based', () => {
  const edges = modelEdges(versionGateMachine, { events });

  test('every state and transition is reached', () => {
    const c = coverage(versionGateMachine, edges);
    expect(c.missedStates).toEqual([]);
    expect(c.missedTransitions).toEqual([]);
  });

  test.each(edges.map((e) => [label(e), e] as const))('%s', async (_l, edge) => {
    const rec = recorder(['reload']);
    const { after } = await runEdge(versionGateMachine, edge, { actions: rec.actions });
    expect(after.value).toEqual(edge.to.value);
    if (edge.event.type === 'version.reload') expect(rec.names()).toEqual(['reload']);
  });
});

describe('version gate rule (§4)', () => {
  test.each([
    [{ version: '2.77.0', isForceUpdate: true }, 'outdated'],
    [{ version: '2.100.0', isForceUpdate: true }, 'outdated'],
    [{ version: '3', isForceUpdate: true }, 'outdated'],
    [{ version: '2.77.0', isForceUpdate: false }, 'upToDate'],
    [{ version: '2.76.0', isForceUpdate: true }, 'upToDate'],
    [{ version: '2.8.0', isForceUpdate: true }, 'upToDate'],
  ])('latest %j → %s', async (latest, state) => {
    const d = drive(versionGateMachine);
    await d.play({ type: 'xstate.done.actor.fetchLatestVersion', output: latest } as never);
    expect(d.snapshot().value).toBe(state);
  });

  test('rechecks after the interval', async () => {
    const d = drive(versionGateMachine);
    await d.play({ type: 'xstate.done.actor.fetchLatestVersion', output: null } as never);
    d.clock.increment(5 * 60 * 1000);
    expect(d.snapshot().value).toBe('checking');
  });
});

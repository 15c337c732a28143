/**
 * The flow player's engine (issue 20): a recorded trace stepped through in a
 * fresh actor; an event the machine refuses stops it with the reason; a trace
 * of another version of the machine loads with a warning naming the change.
 * (Every model test's edges are also replayed through it: tests/machines/model.ts.)
 */
import { describe, expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { connectivityMachine } from '../../machines/connectivity.machine';
import { createFlowLog, type FlowTrace } from '../../machines/flow-log';
import { advanceClock, replaySteps, replayTrace } from '../../machines/flow-player';
import { idleMachine } from '../../machines/idle.machine';
import { machineIdentity, shapeChanges } from '../../machines/machine-identity';

/** A connectivity flow: online, the health check fails, the browser goes offline and back. */
function recordedConnectivity(): FlowTrace {
  const clock = new SimulatedClock();
  const log = createFlowLog(() => clock.now());
  const actor = createActor(connectivityMachine, { clock, input: { isOnline: true }, inspect: log.inspector('connectivity', { isOnline: true }) });
  actor.start();
  actor.send({ type: 'xstate.error.actor.checkHealth', error: { status: 502 } } as never);
  advanceClock(clock, 1_000);
  actor.send({ type: 'browser.offline' });
  actor.send({ type: 'browser.offline' }); // already offline: dropped
  advanceClock(clock, 2_000);
  actor.send({ type: 'browser.online' });
  const [trace] = JSON.parse(JSON.stringify(log.export())) as FlowTrace[];
  actor.stop();
  return trace!;
}

describe('flow player', () => {
  test('the log records the machine, its input, each event with its state and context, and which events were dropped', () => {
    const trace = recordedConnectivity();
    expect(trace.version).toBe(2);
    expect(trace.machine).toEqual(machineIdentity(connectivityMachine));
    expect(trace.input).toEqual({ isOnline: true });
    expect(trace.initial?.state).toEqual({ browser: 'online', server: 'checking' });
    expect(trace.entries.map((e) => [e.event.type, e.at, e.ignored ?? false])).toEqual([
      ['xstate.error.actor.checkHealth', 0, false],
      ['browser.offline', 1_000, false],
      ['browser.offline', 1_000, true],
      ['browser.online', 3_000, false],
    ]);
    expect(trace.entries[1]?.state).toEqual({ browser: 'offline', server: 'unreachable' });
    expect(trace.entries[1]?.context).toEqual(expect.any(Object));
  });

  test('steps through the trace one event at a time, each step rebuilt from the start', () => {
    const trace = recordedConnectivity();
    const all = replaySteps(connectivityMachine, trace);
    expect(all.refusal).toBeNull();
    expect(all.warnings).toEqual([]);
    expect(all.steps.map((s) => s.value)).toEqual([
      { browser: 'online', server: 'checking' },
      { browser: 'online', server: 'unreachable' },
      { browser: 'offline', server: 'unreachable' },
      { browser: 'offline', server: 'unreachable' },
      { browser: 'online', server: 'checking' },
    ]);
    // Each replayed step is what the trace recorded there.
    for (const step of all.steps) expect(step.value).toEqual(step.recorded?.state);
    expect(all.steps[3]?.ignored).toBe(true);
    // The transitions the machine would take there, and where it is in its list of states.
    expect(all.steps[2]?.accepts).toEqual(['browser.online', 'xstate.after.healthInterval.connectivity.server.unreachable']);
    expect(all.steps[2]?.activeStateIds).toContain('connectivity.browser.offline');
    expect(all.stateIds).toContain('connectivity.server.reachable');
    // A jump back is the same replay cut short.
    const two = replaySteps(connectivityMachine, trace, { until: 2 });
    expect(two.steps).toHaveLength(3);
    expect(two.steps[2]).toEqual(all.steps[2]);
  });

  test('delays fire at their recorded times: the health check comes back after its interval', () => {
    const clock = new SimulatedClock();
    const log = createFlowLog(() => clock.now());
    const actor = createActor(idleMachine, { clock, inspect: log.inspector('idle') }).start();
    actor.send({ type: 'user.activity' });
    advanceClock(clock, 60 * 60 * 1000);
    const [trace] = log.export();
    const replay = replaySteps(idleMachine, trace!);
    expect(replay.steps.at(-1)?.value).toBe('timedOut');
    expect(replay.steps.map((s) => s.event?.type).filter((t) => t?.startsWith('xstate.after.'))).toHaveLength(trace!.entries.length - 1);
    actor.stop();
  });

  test('an event the machine refuses stops the replay there, saying where and why', () => {
    const trace = recordedConnectivity();
    // QA edits the trace: a health check answers while none is running.
    trace.entries.splice(1, 0, { at: 500, event: { type: 'xstate.done.actor.checkHealth', output: {} } as never });
    const replay = replaySteps(connectivityMachine, trace);
    expect(replay.steps).toHaveLength(2);
    expect(replay.refusal).toMatchObject({ entryIndex: 1, event: { type: 'xstate.done.actor.checkHealth' }, state: { browser: 'online', server: 'unreachable' } });
    expect(replay.refusal?.message).toBe(
      'The machine connectivity does not take xstate.done.actor.checkHealth in state {"browser":"online","server":"unreachable"} (event 2 of the trace, at +0.5 s).',
    );
    expect(() => replayTrace(connectivityMachine, trace)).toThrow('does not take xstate.done.actor.checkHealth');
  });

  test('a trace of another version of the machine loads with a warning naming what changed', () => {
    const trace = recordedConnectivity();
    const shape = structuredClone(trace.machine!.shape);
    shape['connectivity.browser.online'] = ['browser.offline', 'browser.sleep'];
    shape['connectivity.server.retired'] = [];
    const older: FlowTrace = { ...trace, machine: { ...trace.machine!, version: '0000000000000000', shape } };
    const replay = replaySteps(connectivityMachine, older);
    expect(replay.refusal).toBeNull();
    expect(replay.warnings).toEqual([
      `This trace was recorded by another version of connectivity (0000000000000000; this one is ${machineIdentity(connectivityMachine).version}): state connectivity.server.retired no longer exists; connectivity.browser.online no longer takes browser.sleep.`,
    ]);
  });

  test('a machine version changes with its definition, not with the effects a view provides', () => {
    const provided = connectivityMachine.provide({ actions: {} });
    expect(machineIdentity(provided).version).toBe(machineIdentity(connectivityMachine).version);
    expect(machineIdentity(idleMachine).version).not.toBe(machineIdentity(connectivityMachine).version);
    expect(shapeChanges({ a: ['x'] }, { a: ['x', 'y'], b: [] })).toEqual(['state b is new', 'a now also takes y']);
  });
});

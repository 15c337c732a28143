import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { createFlowLog, type FlowTrace } from '../../machines/flow-log';
import { advanceClock, replayTrace } from '../../machines/flow-player';
import { IDLE_TIMEOUT_MS, PROMPT_BEFORE_MS, idleMachine } from '../../machines/idle.machine';
import { sessionMachine } from '../../machines/session.machine';
import { loaded } from './fixtures';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('flow log: record, export, replay', () => {
  test('a real sign-in → reload → sign-out flow replays to the same state', async () => {
    let now = 0;
    const log = createFlowLog(() => now);
    const machine = sessionMachine.provide({
      actors: {
        signIn: fromPromise(async () => ({ token: 'tok-1' })),
        loadUser: fromPromise(async () => loaded),
        signOut: fromPromise<unknown, { token: string }>(async () => {
          throw Object.assign(new Error('Network down'), { status: 500 });
        }),
      },
    });
    const input = { token: null };
    const actor = createActor(machine, { input, inspect: log.inspector('session', input) }).start();
    actor.send({ type: 'session.signIn', email: 'rina@demo.test', password: 'Demo1234!' });
    await tick();
    now += 1000;
    expect(actor.getSnapshot().value).toEqual({ loggedIn: 'active' });
    actor.send({ type: 'session.reload' });
    await tick();
    now += 1000;
    actor.send({ type: 'session.signOut' });
    await tick();
    expect(actor.getSnapshot().value).toBe('loggedOut');

    const [trace] = JSON.parse(JSON.stringify(log.export())) as FlowTrace[];
    expect(trace?.flow).toBe('session');
    expect(trace?.state).toBe('loggedOut');
    expect(JSON.stringify(trace)).not.toContain('Demo1234!');
    expect(trace?.entries.map((e) => e.event.type)).toEqual([
      'session.signIn',
      'xstate.done.actor.signIn',
      'xstate.done.actor.loadUser',
      'session.reload',
      'xstate.done.actor.loadUser',
      'session.signOut',
      'xstate.error.actor.signOut',
    ]);

    const replayed = replayTrace(sessionMachine, trace!);
    expect(replayed.value).toBe(trace?.state);
  });

  test('delays replay from the recorded gaps: an idle trace ends timed out', () => {
    const trace: FlowTrace = {
      version: 1,
      flow: 'idle',
      startedAt: new Date(0).toISOString(),
      entries: [
        { at: 1000, event: { type: 'user.activity' } },
        { at: 60 * 60 * 1000 + 1000, event: { type: 'user.activity' } },
      ],
      state: 'timedOut',
    };
    expect(replayTrace(idleMachine, trace).value).toBe('timedOut');
    const shortened = { ...trace, entries: [{ at: 1000, event: { type: 'user.activity' } }] };
    expect(replayTrace(idleMachine, shortened).value).toEqual({ watching: { timer: 'active', refresh: 'coolingDown' } });
  });

  test('statuses show each flow with its current state and recent events', async () => {
    const log = createFlowLog();
    const actor = createActor(idleMachine, { inspect: log.inspector('idle') }).start();
    actor.send({ type: 'user.activity' });
    const [status] = log.statuses();
    expect(status?.flow).toBe('idle');
    expect(status?.state).toEqual({ watching: { timer: 'active', refresh: 'coolingDown' } });
    expect(status?.recent.map((e) => e.event.type)).toEqual(['user.activity']);
    actor.stop();
  });

  test('tokens and passwords never reach the exported trace; replay still ends in the same state', async () => {
    const log = createFlowLog();
    const machine = sessionMachine.provide({ actors: { loadUser: fromPromise(async () => loaded) } });
    const input = { token: 'stored-secret' };
    const actor = createActor(machine, { input, inspect: log.inspector('session', input) }).start();
    await tick();
    actor.send({ type: 'session.signOut' });
    actor.send({ type: 'session.expired' });
    const [trace] = log.export();
    const json = JSON.stringify(trace);
    expect(json).not.toContain('stored-secret');
    expect(trace?.input).toEqual({ token: '[redacted]' });
    expect(replayTrace(sessionMachine, JSON.parse(json) as FlowTrace).value).toEqual(trace?.state);

    const fresh = createFlowLog();
    const a2 = createActor(sessionMachine.provide({ actors: { loadUser: fromPromise(async () => loaded) } }), {
      input: { token: null },
      inspect: fresh.inspector('session', { token: null }),
    }).start();
    a2.send({ type: 'session.tokenReceived', token: 'url-secret' });
    await tick();
    const [t2] = fresh.export();
    expect(JSON.stringify(t2)).not.toContain('url-secret');
    expect(t2?.state).toEqual({ loggedIn: 'active' });
    expect(replayTrace(sessionMachine, t2!).value).toEqual({ loggedIn: 'active' });
    actor.stop();
    a2.stop();
  });

  test('each entry records the state it led to, timers included', () => {
    const clock = new SimulatedClock();
    const log = createFlowLog(() => clock.now());
    const actor = createActor(idleMachine, { clock, inspect: log.inspector('idle') }).start();
    actor.send({ type: 'user.activity' });
    advanceClock(clock, IDLE_TIMEOUT_MS - PROMPT_BEFORE_MS);
    const [trace] = log.export();
    expect(trace?.entries.map((e) => [e.event.type, e.state])).toEqual([
      ['user.activity', { watching: { timer: 'active', refresh: 'coolingDown' } }],
      ['xstate.after.touchThrottle.idle.watching.refresh.coolingDown', { watching: { timer: 'active', refresh: 'ready' } }],
      ['xstate.after.untilPrompt.idle.watching.timer.active', { watching: { timer: 'prompting', refresh: 'ready' } }],
    ]);
    actor.stop();
  });

  test('a recorded idle flow (activity, prompt, "I\'m still here", silence) replays on a simulated clock', () => {
    const clock = new SimulatedClock();
    const log = createFlowLog(() => clock.now());
    const actor = createActor(idleMachine, { clock, inspect: log.inspector('idle') }).start();
    advanceClock(clock, 10 * 60 * 1000);
    actor.send({ type: 'user.activity' });
    advanceClock(clock, IDLE_TIMEOUT_MS - PROMPT_BEFORE_MS + 5_000);
    expect(actor.getSnapshot().matches({ watching: { timer: 'prompting' } })).toBe(true);
    // Exported while the prompt shows: replay runs the clock to the export time, not just the last event.
    const [prompting] = log.export();
    expect(replayTrace(idleMachine, prompting!).value).toEqual(actor.getSnapshot().value);

    actor.send({ type: 'idle.stillHere' });
    advanceClock(clock, IDLE_TIMEOUT_MS);
    expect(actor.getSnapshot().value).toBe('timedOut');
    const [timedOut] = JSON.parse(JSON.stringify(log.export())) as FlowTrace[];
    expect(timedOut?.state).toBe('timedOut');
    expect(replayTrace(idleMachine, timedOut!).value).toBe('timedOut');
    // The same events without the final silence (the timers that followed "I'm still here") do not time out: the clock matters.
    const untilStillHere = timedOut!.entries.slice(0, timedOut!.entries.findIndex((e) => e.event.type === 'idle.stillHere') + 1);
    expect(replayTrace(idleMachine, { ...timedOut!, entries: untilStillHere, duration: undefined }).value).not.toBe('timedOut');
  });

  test('a new actor under the same flow name (a remount) starts a new trace', () => {
    const log = createFlowLog();
    const first = createActor(idleMachine, { inspect: log.inspector('idle') }).start();
    first.send({ type: 'user.activity' });
    first.stop();
    const second = createActor(idleMachine, { inspect: log.inspector('idle') }).start();
    expect(log.export()).toHaveLength(1);
    expect(log.export()[0]?.entries).toEqual([]);
    second.stop();
  });
});

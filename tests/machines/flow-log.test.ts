import { describe, expect, test } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createFlowLog, replayTrace, type FlowTrace } from '../../machines/flow-log';
import { idleMachine } from '../../machines/idle.machine';
import { sessionMachine } from '../../machines/session.machine';
import { loaded } from './fixtures';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('flow log: record, export, replay', () => {
  test('a real sign-in → reload → sign-out flow replays to the same state', async () => {
    let now = 0;
    const log = createFlowLog(() => now);
    const machine = sessionMachine.provide({
      actors: {
        signIn: fromPromise(async () => 'tok-1'),
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
});

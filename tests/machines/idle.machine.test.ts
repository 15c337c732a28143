import { describe, expect, test } from 'vitest';
import { IDLE_TIMEOUT_MS, PROMPT_BEFORE_MS, TOUCH_THROTTLE_MS, idleMachine } from '../../machines/idle.machine';
import { recorder } from './fixtures';
import { coverage, drive, label, modelEdges, runEdge } from './model';

const events = [
  { type: 'user.activity' },
  { type: 'idle.stillHere' },
  { type: 'xstate.after.untilPrompt.idle.watching.timer.active' },
  { type: 'xstate.after.promptBefore.idle.watching.timer.prompting' },
  { type: 'xstate.after.touchThrottle.idle.watching.refresh.coolingDown' },
] as never[];

describe('idle machine, model-based', () => {
  const edges = modelEdges(idleMachine, { events });

  test('every state and transition is reached', () => {
    const c = coverage(idleMachine, edges);
    expect(c.missedStates).toEqual([]);
    expect(c.missedTransitions).toEqual([]);
  });

  test.each(edges.map((e) => [label(e), e] as const))('%s', async (_l, edge) => {
    const rec = recorder(['touch', 'logout']);
    const { after } = await runEdge(idleMachine, edge, { actions: rec.actions });
    expect(after.value).toEqual(edge.to.value);
    if (after.matches('timedOut')) expect(rec.names()).toContain('logout');
    if (edge.event.type === 'idle.stillHere') expect(rec.names()).toContain('touch');
  });
});

describe('idle timing (§4/§9)', () => {
  test('the prompt appears 30 s before the hour, then logout at the hour', async () => {
    const rec = recorder(['touch', 'logout']);
    const d = drive(idleMachine, { actions: rec.actions });
    d.clock.increment(IDLE_TIMEOUT_MS - PROMPT_BEFORE_MS - 1);
    expect(d.snapshot().matches({ watching: { timer: 'active' } })).toBe(true);
    d.clock.increment(1);
    expect(d.snapshot().matches({ watching: { timer: 'prompting' } })).toBe(true);
    d.clock.increment(PROMPT_BEFORE_MS - 1);
    expect(rec.names()).not.toContain('logout');
    d.clock.increment(1);
    expect(d.snapshot().value).toBe('timedOut');
    expect(rec.names()).toEqual(['logout']);
  });

  test('activity restarts the hour; "I\'m still here" keeps the session', async () => {
    const rec = recorder(['touch', 'logout']);
    const d = drive(idleMachine, { actions: rec.actions });
    d.clock.increment(50 * 60 * 1000);
    await d.play({ type: 'user.activity' });
    d.clock.increment(50 * 60 * 1000);
    expect(d.snapshot().matches({ watching: { timer: 'active' } })).toBe(true);
    d.clock.increment(10 * 60 * 1000);
    expect(d.snapshot().matches({ watching: { timer: 'prompting' } })).toBe(true);
    await d.play({ type: 'idle.stillHere' });
    d.clock.increment(IDLE_TIMEOUT_MS - PROMPT_BEFORE_MS - 1);
    expect(d.snapshot().matches({ watching: { timer: 'active' } })).toBe(true);
    expect(rec.names()).not.toContain('logout');
  });

  test('typing for 70 minutes refreshes the server session at most every 5 minutes', async () => {
    const rec = recorder(['touch', 'logout']);
    const d = drive(idleMachine, { actions: rec.actions });
    for (let minute = 0; minute < 70; minute++) {
      await d.play({ type: 'user.activity' });
      d.clock.increment(60 * 1000);
    }
    const touches = rec.names().filter((n) => n === 'touch').length;
    // Activity every minute: a refresh at 0, 5, 10 … 65 minutes.
    expect(touches).toBe(Math.ceil(70 / (TOUCH_THROTTLE_MS / 60_000)));
    expect(d.snapshot().value).not.toBe('timedOut');
  });
});

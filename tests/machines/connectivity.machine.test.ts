import { describe, expect, test } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { connectivityBanner, connectivityMachine } from '../../machines/connectivity.machine';
import { coverage, drive, label, modelEdges, runEdge } from './model';

const events = [
  { type: 'browser.online' },
  { type: 'browser.offline' },
  { type: 'xstate.done.actor.checkHealth', output: { status: 'ok' } },
  { type: 'xstate.error.actor.checkHealth', error: { status: 502 } },
  { type: 'xstate.after.healthInterval.connectivity.server.reachable' },
  { type: 'xstate.after.healthInterval.connectivity.server.unreachable' },
] as never[];

for (const isOnline of [true, false]) {
  describe(`connectivity, model-based (starts online: ${isOnline})`, () => {
    const edges = modelEdges(connectivityMachine, { events, input: { isOnline } });

    test('every state and transition is reached', () => {
      const c = coverage(connectivityMachine, edges);
      expect(c.missedStates).toEqual([]);
      expect(c.missedTransitions).toEqual([]);
    });

    test.each(edges.map((e) => [label(e), e] as const))('%s', async (_l, edge) => {
      const { after } = await runEdge(connectivityMachine, edge, { input: { isOnline } });
      expect(after.value).toEqual(edge.to.value);
      const banner = connectivityBanner(after.value as { browser: string; server: string });
      if ((after.value as { browser: string }).browser === 'offline') expect(banner).toBe(MESSAGES.offline);
    });
  });
}

describe('connectivity banners (§4)', () => {
  test('an unreachable server shows its banner; offline wins; recovery clears it', async () => {
    const d = drive(connectivityMachine, { input: { isOnline: true } });
    await d.play({ type: 'xstate.error.actor.checkHealth', error: { status: 502 } } as never);
    expect(connectivityBanner(d.snapshot().value as never)).toBe('Failed connect to the server. Please reload the page.');
    await d.play({ type: 'browser.offline' });
    expect(connectivityBanner(d.snapshot().value as never)).toBe('You are offline. Please check your internet connection.');
    await d.play({ type: 'browser.online' });
    expect(d.snapshot().value).toEqual({ browser: 'online', server: 'checking' });
    await d.play({ type: 'xstate.done.actor.checkHealth', output: {} } as never);
    expect(connectivityBanner(d.snapshot().value as never)).toBeNull();
  });

  test('the health check repeats every 60 s', async () => {
    const d = drive(connectivityMachine, { input: { isOnline: true } });
    await d.play({ type: 'xstate.done.actor.checkHealth', output: {} } as never);
    d.clock.increment(59_999);
    expect(d.snapshot().value).toEqual({ browser: 'online', server: 'reachable' });
    d.clock.increment(1);
    expect(d.snapshot().value).toEqual({ browser: 'online', server: 'checking' });
  });
});

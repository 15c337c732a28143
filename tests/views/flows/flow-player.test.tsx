/**
 * The flow player in the flow log panel (issue 20): a trace imported by paste
 * (or file), an actor picked, its steps walked (next, previous, jump, play),
 * each step's state, event, context tree, accepted transitions and the
 * machine's states with the active ones marked; a refused event and another
 * machine version said; 'Save as test' downloads a Vitest file.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { connectivityMachine } from '../../../machines/connectivity.machine';
import { createFlowLog, type FlowTrace } from '../../../machines/flow-log';
import { advanceClock } from '../../../machines/flow-player';
import FlowPlayer, { PLAY_MAX_GAP_MS, tracesOf } from '../../../src/app/flows/FlowPlayer';
import { mayOpenFlowLog } from '../../../src/app/flows/inspection';
import { readText } from './support';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Online; the health check fails; offline a second later; online again two seconds after. */
function recorded(): FlowTrace[] {
  const clock = new SimulatedClock();
  const log = createFlowLog(() => clock.now());
  const actor = createActor(connectivityMachine, { clock, input: { isOnline: true }, inspect: log.inspector('connectivity', { isOnline: true }) }).start();
  actor.send({ type: 'xstate.error.actor.checkHealth', error: { status: 502, message: 'Bad gateway' } } as never);
  advanceClock(clock, 1_000);
  actor.send({ type: 'browser.offline' });
  advanceClock(clock, 2_000);
  actor.send({ type: 'browser.online' });
  const traces = JSON.parse(JSON.stringify(log.export())) as FlowTrace[];
  actor.stop();
  return traces;
}


async function loaded(traces: unknown, user = userEvent.setup()) {
  render(<FlowPlayer onClose={() => undefined} />);
  const box = await screen.findByRole('textbox', { name: 'Or paste the trace' });
  fireEvent.change(box, { target: { value: JSON.stringify(traces) } });
  await user.click(screen.getByRole('button', { name: 'Load trace' }));
  return user;
}

const stateShown = () => screen.getByTestId('player-state').textContent;

describe('flow player', () => {
  test('steps through an imported trace: next, previous, jump, with the state, context, transitions and states list', async () => {
    const user = await loaded(recorded());
    expect(screen.getByRole('combobox', { name: 'Actor' })).toHaveDisplayValue('connectivity (connectivity, 3 events)');
    await screen.findByRole('heading', { name: 'Step 0: started' });
    expect(stateShown()).toBe('{"browser":"online","server":"checking"}');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Step 1: xstate.error.actor.checkHealth' })).toBeInTheDocument();
    expect(stateShown()).toBe('{"browser":"online","server":"unreachable"}');
    // The recorded error is the event's payload, in its tree.
    expect(screen.getByText('"Bad gateway"')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(stateShown()).toBe('{"browser":"offline","server":"unreachable"}');
    const transitions = screen.getByRole('heading', { name: 'Transitions the machine takes here' }).nextElementSibling as HTMLElement;
    expect(within(transitions).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'browser.online',
      'xstate.after.healthInterval.connectivity.server.unreachable',
    ]);
    const states = screen.getByRole('heading', { name: 'States of connectivity' }).nextElementSibling as HTMLElement;
    const current = within(states)
      .getAllByRole('listitem')
      .filter((li) => li.getAttribute('aria-current') === 'true')
      .map((li) => li.textContent);
    expect(current).toEqual(['browser', 'browser.offline', 'server', 'server.unreachable']);

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(stateShown()).toBe('{"browser":"online","server":"unreachable"}');
    // Jump to any step from the list of events.
    const events = screen.getByRole('heading', { name: 'Events' }).nextElementSibling as HTMLElement;
    await user.click(within(events).getByRole('button', { name: 'browser.online' }));
    expect(stateShown()).toBe('{"browser":"online","server":"checking"}');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    fireEvent.change(screen.getByRole('spinbutton', { name: /Step/ }), { target: { value: '0' } });
    expect(stateShown()).toBe('{"browser":"online","server":"checking"}');
    expect(screen.getByRole('heading', { name: 'Step 0: started' })).toBeInTheDocument();
  });

  test('plays at the recorded speed', async () => {
    await loaded(recorded());
    await screen.findByRole('heading', { name: 'Step 0: started' });
    vi.useFakeTimers();
    const heading = () => screen.getByRole('heading', { level: 3, name: /^Step / }).textContent;
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    // The error came at +0 s, offline at +1 s, online at +3 s (a gap of 2 s, the longest wait).
    await act(async () => vi.advanceTimersByTime(0));
    expect(heading()).toBe('Step 1: xstate.error.actor.checkHealth');
    await act(async () => vi.advanceTimersByTime(999));
    expect(heading()).toBe('Step 1: xstate.error.actor.checkHealth');
    await act(async () => vi.advanceTimersByTime(1));
    expect(heading()).toBe('Step 2: browser.offline');
    await act(async () => vi.advanceTimersByTime(PLAY_MAX_GAP_MS - 1));
    expect(heading()).toBe('Step 2: browser.offline');
    await act(async () => vi.advanceTimersByTime(1));
    expect(heading()).toBe('Step 3: browser.online');
    expect(screen.getByRole('button', { name: 'Play' })).toBeDisabled();
  });

  test('a trace edited to hold an event the machine refuses stops there, with the reason', async () => {
    const [trace] = recorded();
    trace!.entries.splice(1, 0, { at: 500, event: { type: 'xstate.done.actor.checkHealth', output: {} } as never });
    await loaded([trace]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Stopped at event 2: The machine connectivity does not take xstate.done.actor.checkHealth in state {"browser":"online","server":"unreachable"}',
    );
    const events = screen.getByRole('heading', { name: 'Events' }).nextElementSibling as HTMLElement;
    expect(within(events).getAllByRole('button').map((b) => b.textContent)).toEqual(['started', 'xstate.error.actor.checkHealth']);
  });

  test('a trace of another version of the machine loads with a warning naming the change', async () => {
    const [trace] = recorded();
    trace!.machine = { ...trace!.machine!, version: 'older', shape: { ...trace!.machine!.shape, 'connectivity.server.sleeping': [] } };
    await loaded([trace]);
    expect(await screen.findByRole('status')).toHaveTextContent('state connectivity.server.sleeping no longer exists');
    expect(stateShown()).toBe('{"browser":"online","server":"checking"}');
  });

  test('says what is wrong with a paste that is not a trace, or a machine this build lacks', async () => {
    await loaded({ hello: 'world' });
    expect(screen.getByRole('alert')).toHaveTextContent('This is not a trace: no flow with its entries was found in it.');
    expect(() => tracesOf('{oops')).toThrow('it is not JSON');
    const [trace] = recorded();
    render(<FlowPlayer onClose={() => undefined} />);
    const boxes = screen.getAllByRole('textbox', { name: 'Or paste the trace' });
    fireEvent.change(boxes.at(-1)!, { target: { value: JSON.stringify([{ ...trace, flow: 'gone', machine: { ...trace!.machine, id: 'gone' } }]) } });
    await userEvent.click(screen.getAllByRole('button', { name: 'Load trace' }).at(-1)!);
    expect(await screen.findByText('No machine named gone in this build.')).toBeInTheDocument();
  });

  test("'Save as test' downloads a Vitest file replaying the trace with replayTrace", async () => {
    let saved: Blob | null = null;
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (b: Blob) => ((saved = b), 'blob:test'), revokeObjectURL: () => undefined }));
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const traces = recorded();
    const user = await loaded(traces);
    await user.click(await screen.findByRole('button', { name: 'Save as test' }));
    click.mockRestore();
    expect(clicked[0]?.download).toMatch(/^connectivity-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.replay\.test\.ts$/);
    const text = await readText(saved!);
    expect(text).toContain("import { connectivityMachine } from '../../machines/connectivity.machine';");
    expect(text).toContain('replayTrace(connectivityMachine, trace,');
    expect(text).toContain(JSON.stringify(traces[0], null, 2));
  });
});

describe('who may open the flow log', () => {
  test('everyone in development or with VITE_INSPECT=1; the Super Admin alone in production', () => {
    expect(mayOpenFlowLog(null, { dev: true, inspect: false })).toBe(true);
    expect(mayOpenFlowLog(['agent'], { dev: false, inspect: true })).toBe(true);
    expect(mayOpenFlowLog(['agent'], { dev: false, inspect: false })).toBe(false);
    expect(mayOpenFlowLog(null, { dev: false, inspect: false })).toBe(false);
    expect(mayOpenFlowLog(['admin'], { dev: false, inspect: false })).toBe(true);
  });
});

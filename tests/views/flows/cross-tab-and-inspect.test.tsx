import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { FlowsProvider } from '../../../src/app/flows/FlowsProvider';
import { prepareInspection } from '../../../src/app/flows/inspection';
import { fakeApi, Probe, readText, signedIn } from './support';

const stately = vi.hoisted(() => ({ events: [] as unknown[] }));
vi.mock('@statelyai/inspect', () => ({
  createBrowserInspector: (options: { sanitizeEvent: (e: unknown) => unknown }) => ({
    inspect: { next: (e: { type: string; event?: unknown }) => stately.events.push(e.event ? options.sanitizeEvent(e.event) : e.type) },
  }),
}));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});


const fromOtherTab = (key: string, newValue: string | null) =>
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
  });

describe('tabs of one browser share the session (§4)', () => {
  test('a logout in another tab logs this tab out, without calling the API', async () => {
    const { calls } = fakeApi();
    const user = userEvent.setup();
    await signedIn(user);
    localStorage.removeItem('token');
    fromOtherTab('token', null);
    await screen.findByText('Signed out');
    expect(calls).not.toContain('POST /api/auth/signout');
  });

  test("activity in another tab keeps this tab's idle hour from running out", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await signedIn(user);
    await act(async () => vi.advanceTimersByTime(50 * 60 * 1000));
    fromOtherTab('flows.lastActivity', String(Date.now()));
    await act(async () => vi.advanceTimersByTime(50 * 60 * 1000));
    expect(screen.queryByRole('button', { name: "I'm still here" })).not.toBeInTheDocument();
    // The hour counts from the other tab's activity: the prompt shows 30 s before it ends.
    await act(async () => vi.advanceTimersByTime(9 * 60 * 1000 + 40_000));
    expect(await screen.findByRole('button', { name: "I'm still here" })).toBeInTheDocument();
    // "I'm still here" answered in another tab closes this tab's prompt too.
    fromOtherTab('flows.stillHere', String(Date.now()));
    await waitFor(() => expect(screen.queryByRole('button', { name: "I'm still here" })).not.toBeInTheDocument());
    expect(screen.getByText('Signed in as Rina')).toBeInTheDocument();
  });
});

describe('?inspect: the flow log panel and the Stately inspector', () => {
  test('lists each flow with its state and exports a trace without secrets', async () => {
    window.history.replaceState(null, '', '/?inspect');
    await prepareInspection();
    fakeApi();
    let exported: Blob | null = null;
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (b: Blob) => ((exported = b), 'blob:trace'), revokeObjectURL: () => undefined }));
    const user = userEvent.setup();
    await signedIn(user);

    const panel = screen.getByRole('region', { name: 'Flow log' });
    expect(within(panel).getByText('session')).toBeInTheDocument();
    expect(within(panel).getAllByText('{"loggedIn":"active"}').length).toBeGreaterThan(0);
    for (const flow of ['idle', 'versionGate', 'connectivity']) expect(within(panel).getByText(flow)).toBeInTheDocument();

    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await user.click(within(panel).getByRole('button', { name: 'Export trace' }));
    click.mockRestore();
    expect(clicked[0]?.download).toMatch(/^flow-trace-.*\.json$/);
    const text = await readText(exported!);
    const traces = JSON.parse(text) as { flow: string; state: unknown; entries: { event: { type: string } }[] }[];
    const session = traces.find((t) => t.flow === 'session');
    expect(session?.state).toEqual({ loggedIn: 'active' });
    expect(session?.entries.map((e) => e.event.type)).toContain('session.signIn');
    expect(text).not.toContain('Demo1234!');
    expect(text).not.toContain('tok-1');

    // The lazily loaded Stately inspector got the early events too, sanitised.
    expect(stately.events).toContainEqual(expect.objectContaining({ type: 'session.signIn', password: '[redacted]' }));
    expect(JSON.stringify(stately.events)).not.toContain('Demo1234!');
  });

  test('without ?inspect there is no panel', async () => {
    fakeApi();
    render(
      <FlowsProvider>
        <Probe />
      </FlowsProvider>,
    );
    await screen.findByText('Signed out');
    expect(screen.queryByRole('region', { name: 'Flow log' })).not.toBeInTheDocument();
  });
});

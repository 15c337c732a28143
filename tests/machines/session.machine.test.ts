import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { MESSAGES } from '../../domain/messages';
import { isTokenRefused, sessionMachine } from '../../machines/session.machine';
import { loaded, loadedNoEmployee, loadedNoRole, recorder } from './fixtures';
import { coverage, drive, label, modelEdges, runEdge, type ModelOptions } from './model';

const apiError = (status: number, message: string) => ({ status, data: { code: 'err_x', message }, message: 'HTTP error' });

const events: ModelOptions['events'] = [
  { type: 'session.signIn', email: 'rina@demo.test', password: 'Demo1234!' },
  { type: 'session.tokenReceived', token: 'tok-url' },
  { type: 'session.signOut' },
  { type: 'session.expired' },
  { type: 'session.expiredAcknowledged' },
  { type: 'session.remoteLogout' },
  { type: 'session.reload' },
  { type: 'xstate.done.actor.signIn', output: { token: 'tok-1' } } as never,
  { type: 'xstate.error.actor.signIn', error: apiError(401, 'Email or password is incorrect.') } as never,
  { type: 'xstate.done.actor.loadUser', output: loaded } as never,
  { type: 'xstate.done.actor.loadUser', output: loadedNoEmployee } as never,
  { type: 'xstate.done.actor.loadUser', output: loadedNoRole } as never,
  { type: 'xstate.error.actor.loadUser', error: { stage: 'employees', cause: apiError(500, 'boom') } } as never,
  { type: 'xstate.error.actor.loadUser', error: { stage: 'noUserId' } } as never,
  { type: 'xstate.error.actor.loadUser', error: { stage: 'me', cause: apiError(500, 'Database down') } } as never,
  { type: 'xstate.error.actor.loadUser', error: { stage: 'me', cause: { status: 401, data: { code: 'err_unauthorized', message: 'Unauthorized' } } } } as never,
  { type: 'xstate.done.actor.ping', output: { status: 'ok' } } as never,
  { type: 'xstate.done.actor.ping', output: { status: 'degraded' } } as never,
  { type: 'xstate.error.actor.ping', error: apiError(503, 'x') } as never,
  { type: 'xstate.after.pingInterval.session.loggedIn.active' } as never,
  { type: 'xstate.done.actor.signOut', output: {} } as never,
  { type: 'xstate.error.actor.signOut', error: apiError(500, 'Network down') } as never,
];

const serializeState = (s: { value: unknown; context: { session: unknown; token: unknown } }) =>
  JSON.stringify([s.value, s.context.session !== null, s.context.token !== null]);

const ACTIONS = ['storeToken', 'clearToken', 'notify', 'goHome', 'registerPush', 'unregisterPush'];

for (const input of [{ token: null }, { token: 'stored' }]) {
  describe(`session machine, model-based (stored token: ${input.token !== null})`, () => {
    const options = { input, events, serializeState: serializeState as never };
    const edges = modelEdges(sessionMachine, options);

    test('the generated edges take every transition and visit every state', () => {
      const c = coverage(sessionMachine, edges);
      if (input.token === null) {
        // Without a stored token the restoring branch is unreachable; the other input covers it.
        expect(c.missedStates).toEqual(['session.restoring']);
      } else {
        expect(c.missedStates).toEqual([]);
      }
      expect(c.transitionCount).toBeGreaterThan(20);
      const restoringOnly = (t: string) => t.startsWith('session.restoring');
      expect(c.missedTransitions.filter((t) => (input.token === null ? !restoringOnly(t) : true))).toEqual([]);
    });

    test.each(edges.map((e) => [label(e), e] as const))('%s', async (_label, edge) => {
      const rec = recorder(ACTIONS);
      const { before, after } = await runEdge(sessionMachine, edge, { input, actions: rec.actions });
      expect(after.value).toEqual(edge.to.value);

      // The promises each state makes.
      if (after.matches('loggedIn')) {
        expect(after.context.session?.roles.length).toBeGreaterThan(0);
        expect(after.context.token).not.toBeNull();
      }
      if (after.matches('loggedOut')) expect(after.context.session).toBeNull();
      if (after.matches('expired')) expect(rec.names()).toContain('clearToken');
      const notices = rec.calls.filter((c) => c.name === 'notify').map((c) => (c.params as { summary: string }).summary);
      const lastNotice = notices.at(-1);
      if (before.matches('signingIn') && after.matches('loggedOut')) {
        expect(lastNotice).toBe('Login failed. Email or password is incorrect.');
        expect(after.context.error).toBe(lastNotice);
      }
      if (before.matches('loadingUser') && after.matches('loggedOut')) {
        // Each failure says exactly its own message of §5/§8, and keeps no token.
        expect([
          MESSAGES.accountDisabled,
          MESSAGES.roleDataMissing,
          MESSAGES.employeeDataFailed,
          MESSAGES.unauthorizedMissingUserId,
          'Login failed. Database down',
          'Login failed. Unauthorized',
        ]).toContain(lastNotice);
        expect(after.context.error).toBe(lastNotice);
        expect(rec.names()).not.toContain('storeToken');
      }
      if (before.matches('loadingUser') && after.matches('loggedIn')) {
        expect(lastNotice).toBe('Welcome Rina Wijaya!');
        expect(rec.names()).toEqual(expect.arrayContaining(['storeToken', 'registerPush']));
      }
      if (before.matches('restoring') && after.matches('loggedIn')) expect(notices).toEqual([]);
      if (before.matches('restoring') && edge.event.type === 'xstate.error.actor.loadUser') {
        // The stored token is forgotten only when the server refused it; a failed request keeps it for the next load.
        const refused = isTokenRefused((edge.event as { error?: unknown }).error);
        expect(rec.names().includes('clearToken')).toBe(refused);
      }
      if (edge.event.type.endsWith('.actor.ping') && after.matches('loggedOut')) {
        expect(lastNotice).toMatch(/^API Ping failed\. /);
        expect(rec.names()).toEqual(expect.arrayContaining(['clearToken', 'goHome']));
      }
      if (edge.event.type === 'session.remoteLogout') {
        // Another tab already signed out: no API call, no second toast.
        expect(after.matches('loggedOut')).toBe(true);
        expect(rec.names()).toContain('goHome');
      }
      if (before.matches('signingOut')) {
        // Sign-out clears the local session even when the call fails, then goes home.
        expect(rec.names()).toEqual(expect.arrayContaining(['clearToken', 'goHome']));
        expect(after.context.token).toBeNull();
      }
    });
  });
}

async function signInWith(output: unknown, kind: 'done' | 'error' = 'done') {
  const rec = recorder(ACTIONS);
  const d = drive(sessionMachine, { input: { token: null }, actions: rec.actions });
  await d.play({ type: 'session.signIn', email: 'a@b.c', password: 'x' });
  await d.play({ type: 'xstate.done.actor.signIn', output: { token: 'tok-1' } });
  await d.play({ type: `xstate.${kind}.actor.loadUser`, [kind === 'done' ? 'output' : 'error']: output });
  return { d, rec, notified: rec.calls.filter((c) => c.name === 'notify').map((c) => (c.params as { summary: string }).summary) };
}

describe('session machine messages (§5/§8), word for word', () => {
  test('welcome on sign-in, token stored, push registered', async () => {
    const { d, rec, notified } = await signInWith(loaded);
    expect(d.snapshot().value).toEqual({ loggedIn: 'active' });
    expect(notified).toEqual(['Welcome Rina Wijaya!']);
    expect(rec.calls.find((c) => c.name === 'storeToken')?.params).toEqual({ token: 'tok-1' });
    expect(rec.names()).toContain('registerPush');
  });

  test.each([
    [loadedNoEmployee, 'done', MESSAGES.accountDisabled],
    [loadedNoRole, 'done', 'Cannot get user role data, your account maybe not active!'],
    [{ stage: 'employees' }, 'error', "Something went wrong, can't get employee data!"],
    [{ stage: 'noUserId' }, 'error', 'Unathorized!'],
    [{ stage: 'me', cause: { status: 500, data: { message: 'Database down' } } }, 'error', 'Login failed. Database down'],
  ] as const)('load failure %# → %s', async (output, kind, message) => {
    const { d, rec, notified } = await signInWith(output, kind);
    expect(d.snapshot().value).toBe('loggedOut');
    expect(d.snapshot().context.error).toBe(message);
    expect(notified).toEqual([message]);
    expect(rec.names()).not.toContain('storeToken');
  });

  test('sign-in failure: Login failed. {reason}', async () => {
    const rec = recorder(ACTIONS);
    const d = drive(sessionMachine, { input: { token: null }, actions: rec.actions });
    await d.play({ type: 'session.signIn', email: 'a@b.c', password: 'x' });
    await d.play({ type: 'xstate.error.actor.signIn', error: { status: 401, data: { message: 'Email or password is incorrect.' } } });
    expect(d.snapshot().context.error).toBe('Login failed. Email or password is incorrect.');
  });

  test('hourly ping: not ok → API Ping failed and forced logout', async () => {
    const { d, rec } = await signInWith(loaded);
    d.clock.increment(60 * 60 * 1000 - 1);
    expect(d.snapshot().value).toEqual({ loggedIn: 'active' });
    await d.play({ type: 'xstate.after.pingInterval.session.loggedIn.active' });
    // One more millisecond passed above in total: the ping is running now.
    expect(d.snapshot().value).toEqual({ loggedIn: 'pinging' });
    await d.play({ type: 'xstate.error.actor.ping', error: { status: 500, data: { message: 'Ping refused' } } });
    expect(d.snapshot().value).toBe('loggedOut');
    expect(rec.calls.filter((c) => c.name === 'notify').at(-1)?.params).toEqual({ severity: 'error', summary: 'API Ping failed. Ping refused' });
    expect(rec.names()).toEqual(expect.arrayContaining(['clearToken', 'goHome']));
  });

  test('logout: success and failure messages; both clear the session', async () => {
    for (const [kind, message] of [
      ['done', 'Logout successfully.'],
      ['error', 'Logout failed. Network down'],
    ] as const) {
      const { d, rec } = await signInWith(loaded);
      await d.play({ type: 'session.signOut' });
      await d.play({ type: `xstate.${kind}.actor.signOut`, output: {}, error: { message: 'Network down' } });
      expect(d.snapshot().value).toBe('loggedOut');
      expect(rec.calls.filter((c) => c.name === 'notify').at(-1)?.params).toMatchObject({ summary: message });
      expect(rec.names()).toEqual(expect.arrayContaining(['clearToken', 'goHome']));
    }
  });

  test('a stored token restores the session quietly (no welcome toast)', async () => {
    const rec = recorder(ACTIONS);
    const d = drive(sessionMachine, { input: { token: 'stored' }, actions: rec.actions });
    expect(d.snapshot().value).toBe('restoring');
    await d.play({ type: 'xstate.done.actor.loadUser', output: loaded });
    expect(d.snapshot().value).toEqual({ loggedIn: 'active' });
    expect(rec.names()).not.toContain('notify');
  });

  test('without a stored token the machine starts logged out', () => {
    const actor = createActor(sessionMachine, { input: { token: null } }).start();
    expect(actor.getSnapshot().value).toBe('loggedOut');
  });
});

describe('restoring a stored session', () => {
  test.each([
    ['a request cut short (a reload, the network)', { stage: 'me', cause: { status: 0, message: 'Failed to fetch' } }, false],
    ['a server error', { stage: 'employees', cause: apiError(500, 'boom') }, false],
    ['a token the server refuses', { stage: 'me', cause: { status: 401, data: { code: 'err_unauthorized', message: 'Unauthorized' } } }, true],
    ['an answer without a user', { stage: 'noUserId' }, true],
  ])('%s: signed out, the token forgotten only when refused', async (_name, error, forgotten) => {
    const rec = recorder(ACTIONS);
    const d = drive(sessionMachine, { input: { token: 'tok-stored' }, actions: rec.actions });
    expect(d.snapshot().value).toBe('restoring');
    await d.play({ type: 'xstate.error.actor.loadUser', error } as never);
    expect(d.snapshot().value).toBe('loggedOut');
    expect(rec.names().includes('clearToken')).toBe(forgotten);
  });
});

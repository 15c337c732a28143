import { describe, expect, test } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { MESSAGES } from '../../domain/messages';
import { OTP_RESEND_SECONDS, OTP_TTL_MINUTES, PORTAL_ACCOUNT_MESSAGES as M, type OfficePortalProfile } from '../../domain/portal-accounts';
import { portalOtpMachine, type PortalOtpEvent } from '../../machines/portal-otp.machine';
import { recorder } from './fixtures';
import { advanceClock } from '../../machines/flow-player';
import { coverage, drive, label, modelEdges, runEdge, type Edge, type ModelEvent } from './model';

const input = { officeId: 'o-1', portalId: 'p-2', portalName: 'OLX', email: 'jaksel.olx@genius.co.id' };
const account: OfficePortalProfile = {
  officePortalProfileId: 'opp-1',
  officeId: 'o-1',
  portalId: 'p-2',
  portalUsername: input.email,
  portal: { portalName: 'OLX', position: 2 },
  office: { officeName: 'Genius Jakarta Selatan' },
  createdAt: '2026-11-28T01:00:00.000Z',
};
const refused = (message: string) => ({ status: 400, data: { code: 'err_validation', message, fields: { otp: message } } });

const COOLDOWN = 'xstate.after.resendCooldown.portalOtp.waiting.coolingDown';
const LIFETIME = 'xstate.after.codeLifetime.portalOtp.waiting';

const USER_EVENTS: PortalOtpEvent[] = [
  { type: 'otp.submitted', otp: '123456' },
  { type: 'otp.submitted', otp: '12' },
  { type: 'otp.resent' },
  { type: 'otp.cancelled' },
];

const events: ModelEvent[] = [
  ...(USER_EVENTS as ModelEvent[]),
  { type: 'xstate.done.actor.sendOtp', output: { sessionId: 's-1', resendAfterSeconds: OTP_RESEND_SECONDS } },
  { type: 'xstate.error.actor.sendOtp', error: { status: 409, data: { code: 'err_conflict', message: MESSAGES.emailUsed } } },
  { type: 'xstate.done.actor.verifyOtp', output: { isSuccess: true } },
  { type: 'xstate.error.actor.verifyOtp', error: refused(M.otpWrong(4)) },
  { type: 'xstate.error.actor.verifyOtp', error: refused(M.otpExpired) },
  { type: 'xstate.error.actor.verifyOtp', error: refused(M.otpLocked) },
  { type: 'xstate.done.actor.createAccount', output: account },
  { type: 'xstate.error.actor.createAccount', error: { status: 400, data: { code: 'err_validation', message: M.otpNotVerified } } },
  { type: COOLDOWN },
  { type: LIFETIME },
];

const serializeState = (s: AnyMachineSnapshot) => JSON.stringify([s.value, s.context.error, s.context.sessionId]);
const edges = modelEdges(portalOtpMachine, { input, events, serializeState });

describe('portal OTP machine, model-based', () => {
  test('the edges take every transition and visit every state', () => {
    const c = coverage(portalOtpMachine, edges);
    expect(c.missedStates).toEqual([]);
    expect(c.missedTransitions).toEqual([]);
  });

  test.each(edges.map((e) => [label(e), e] as const))('%s', async (_l, edge: Edge) => {
    const rec = recorder(['notify', 'accountCreated']);
    const { before, after } = await runEdge(portalOtpMachine, edge, { input, actions: rec.actions });
    expect(after.value).toEqual(edge.to.value);
    const type = edge.event.type;
    if (type === 'otp.cancelled') expect(after.value).toBe('cancelled');
    if (type === 'otp.submitted' && after.matches('waiting')) expect(after.context.error).toBe(MESSAGES.otpEmpty);
    if (type === 'otp.submitted' && after.matches('verifying')) expect(after.context.error).toBeNull();
    if (type === 'xstate.error.actor.verifyOtp') {
      const message = (edge.event as unknown as { error: { data: { message: string } } }).error.data.message;
      expect(after.context.error).toBe(message);
      // A wrong code is tried again; an expired or locked one needs a new code.
      expect(after.value).toEqual(message === M.otpWrong(4) ? { waiting: 'canResend' } : 'expired');
    }
    if (type === LIFETIME) expect(after.context.error).toBe(M.otpExpired);
    if (type === 'xstate.done.actor.createAccount') {
      expect(after.status).toBe('done');
      expect(rec.calls.map((c) => c.name)).toEqual(expect.arrayContaining(['accountCreated', 'notify']));
      expect(rec.calls.find((c) => c.name === 'notify')?.params).toEqual({ severity: 'success', summary: MESSAGES.portalAdded('OLX') });
    }
    if (before.matches('sending') && type === 'xstate.done.actor.sendOtp') expect(after.context.sessionId).toBe('s-1');
  });
});

describe('the timers on a simulated clock', () => {
  test('a new code may be asked for only after the cooldown; the code expires after its lifetime', async () => {
    const d = drive(portalOtpMachine, { input });
    await d.play({ type: 'xstate.done.actor.sendOtp', output: { sessionId: 's-1', resendAfterSeconds: OTP_RESEND_SECONDS } });
    expect(d.snapshot().value).toEqual({ waiting: 'coolingDown' });
    expect(d.snapshot().can({ type: 'otp.resent' })).toBe(false);
    advanceClock(d.clock, OTP_RESEND_SECONDS * 1000 - 1);
    expect(d.snapshot().value).toEqual({ waiting: 'coolingDown' });
    advanceClock(d.clock, 1);
    expect(d.snapshot().value).toEqual({ waiting: 'canResend' });
    expect(d.snapshot().can({ type: 'otp.resent' })).toBe(true);
    advanceClock(d.clock, OTP_TTL_MINUTES * 60_000 - OTP_RESEND_SECONDS * 1000);
    expect(d.snapshot().value).toBe('expired');
    expect(d.snapshot().context.error).toBe(M.otpExpired);
    d.actor.stop();
  });

  test('Verify sends nothing until the six digits are there', async () => {
    const d = drive(portalOtpMachine, { input });
    await d.play({ type: 'xstate.done.actor.sendOtp', output: { sessionId: 's-1', resendAfterSeconds: OTP_RESEND_SECONDS } });
    await d.play({ type: 'otp.submitted', otp: '' });
    expect(d.snapshot().context.error).toBe(MESSAGES.otpEmpty);
    expect(d.pending.has('verifyOtp')).toBe(false);
    await d.play({ type: 'otp.submitted', otp: ' 654321 ' });
    expect(d.pending.get('verifyOtp')?.input).toEqual({ sessionId: 's-1', otp: '654321' });
    d.actor.stop();
  });
});

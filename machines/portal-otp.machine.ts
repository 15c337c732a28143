import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../domain/errors';
import { MESSAGES } from '../domain/messages';
import {
  isOtpComplete,
  OTP_RESEND_SECONDS,
  OTP_TTL_MINUTES,
  PORTAL_ACCOUNT_MESSAGES,
  type OfficePortalProfile,
  type SendOtpAnswer,
} from '../domain/portal-accounts';
import { never, type NotifyParams } from './helpers';

/** What the account will be: the office, the portal and the address the code goes to. */
export interface PortalOtpInput {
  officeId: string;
  portalId: string;
  portalName: string;
  email: string;
}

export interface PortalOtpContext extends PortalOtpInput {
  sessionId: string | null;
  /** What the dialog shows under the code: the server's refusal or 'OTP can't be empty'. */
  error: string | null;
}

export type PortalOtpEvent = { type: 'otp.submitted'; otp: string } | { type: 'otp.resent' } | { type: 'otp.cancelled' };

export interface CreateAccountInput extends PortalOtpInput {
  sessionId: string;
}

/** The server's refusal of a code is its message (at the otp field). */
const refusalOf = (error: unknown): string => errorMessage(error);
/** A code that can no longer be used: only a new one helps. */
/** Closing the dialog leaves any state that is not final. */
const CANCEL = { 'otp.cancelled': { target: '#portalOtp.cancelled' } } as const;

const isDead = (message: string) => message === PORTAL_ACCOUNT_MESSAGES.otpExpired || message === PORTAL_ACCOUNT_MESSAGES.otpLocked || message === PORTAL_ACCOUNT_MESSAGES.otpUsed;

/**
 * The OTP dialog of a non-HQ user adding a portal account (§6, issue 17):
 * send a code to the account's address → wait for the six digits (a new code
 * may be asked for after the cooldown) → verify; a wrong code is tried again,
 * an expired or locked one needs a new code; a verified code creates the
 * account. The server keeps the rules (10 minutes, 5 tries); the machine
 * names the states the dialog shows.
 */
export const portalOtpMachine = setup({
  types: {
    context: {} as PortalOtpContext,
    events: {} as PortalOtpEvent,
    input: {} as PortalOtpInput,
  },
  actors: {
    sendOtp: fromPromise<SendOtpAnswer, PortalOtpInput>(() => never()),
    verifyOtp: fromPromise<unknown, { sessionId: string; otp: string }>(() => never()),
    createAccount: fromPromise<OfficePortalProfile, CreateAccountInput>(() => never()),
  },
  actions: {
    notify: (_, _params: NotifyParams) => undefined,
    accountCreated: (_, _params: { account: OfficePortalProfile }) => undefined,
    clearError: assign({ error: null }),
  },
  guards: {
    isComplete: (_, params: { otp: string }) => isOtpComplete(params.otp.trim()),
    isDeadCode: (_, params: { error: unknown }) => isDead(refusalOf(params.error)),
  },
  delays: {
    resendCooldown: OTP_RESEND_SECONDS * 1000,
    codeLifetime: OTP_TTL_MINUTES * 60_000,
  },
}).createMachine({
  id: 'portalOtp',
  context: ({ input }) => ({ ...input, sessionId: null, error: null }),
  initial: 'sending',
  states: {
    sending: {
      on: CANCEL,
      invoke: {
        id: 'sendOtp',
        src: 'sendOtp',
        input: ({ context }) => ({ officeId: context.officeId, portalId: context.portalId, portalName: context.portalName, email: context.email }),
        onDone: { target: 'waiting', actions: assign({ sessionId: ({ event }) => event.output.sessionId, error: null }) },
        onError: { target: 'sendFailed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    sendFailed: {
      on: { ...CANCEL, 'otp.resent': { target: 'sending', actions: 'clearError' } },
    },
    waiting: {
      initial: 'coolingDown',
      after: { codeLifetime: { target: 'expired', actions: assign({ error: PORTAL_ACCOUNT_MESSAGES.otpExpired }) } },
      states: {
        coolingDown: { after: { resendCooldown: 'canResend' } },
        canResend: { on: { 'otp.resent': { target: '#portalOtp.sending', actions: 'clearError' } } },
      },
      on: {
        ...CANCEL,
        'otp.submitted': [
          { guard: { type: 'isComplete', params: ({ event }) => ({ otp: event.otp }) }, target: 'verifying', actions: 'clearError' },
          { actions: assign({ error: MESSAGES.otpEmpty }) },
        ],
      },
    },
    verifying: {
      on: CANCEL,
      invoke: {
        id: 'verifyOtp',
        src: 'verifyOtp',
        input: ({ context, event }) => ({ sessionId: context.sessionId ?? '', otp: (event as { otp?: string }).otp?.trim() ?? '' }),
        onDone: { target: 'creating' },
        onError: [
          { guard: { type: 'isDeadCode', params: ({ event }) => ({ error: event.error }) }, target: 'expired', actions: assign({ error: ({ event }) => refusalOf(event.error) }) },
          { target: 'waiting.canResend', actions: assign({ error: ({ event }) => refusalOf(event.error) }) },
        ],
      },
    },
    /** The code can no longer be used (expired, 5 wrong tries): only a new code helps. */
    expired: {
      on: { ...CANCEL, 'otp.resent': { target: 'sending', actions: 'clearError' } },
    },
    creating: {
      on: CANCEL,
      invoke: {
        id: 'createAccount',
        src: 'createAccount',
        input: ({ context }) => ({ officeId: context.officeId, portalId: context.portalId, portalName: context.portalName, email: context.email, sessionId: context.sessionId ?? '' }),
        onDone: {
          target: 'done',
          actions: [
            { type: 'accountCreated', params: ({ event }) => ({ account: event.output }) },
            { type: 'notify', params: ({ context }) => ({ severity: 'success', summary: MESSAGES.portalAdded(context.portalName) }) },
          ],
        },
        onError: { target: 'createFailed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    createFailed: {
      on: { ...CANCEL, 'otp.resent': { target: 'sending', actions: 'clearError' } },
    },
    done: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

export type PortalOtpMachine = typeof portalOtpMachine;

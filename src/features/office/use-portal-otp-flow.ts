import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { OfficePortalProfile } from '../../../domain/portal-accounts';
import { portalOtpMachine, type PortalOtpInput } from '../../../machines/portal-otp.machine';
import { createOfficePortalProfile } from '../../api/portal-accounts/create-office-portal-profile';
import { sendPortalOtp, verifyPortalOtp } from '../../api/portal-accounts/portal-otp';
import { useFlow } from '../../app/flows/use-flow';
import type { OtpStep } from '../../ui/OtpDialog';
import { showToast } from '../../ui/toast';

/**
 * The portal-otp machine with its real effects (§6): send the code, verify
 * it, then create the account on the /office route with the verified session.
 * QA's flow log sees it as 'portal-otp'.
 */
export function usePortalOtpFlow(input: PortalOtpInput, onCreated: (account: OfficePortalProfile) => void) {
  const actor = useFlow(
    () =>
      portalOtpMachine.provide({
        actors: {
          sendOtp: fromPromise(({ input: i }) => sendPortalOtp({ email: i.email, portalId: i.portalId, officeId: i.officeId })),
          verifyOtp: fromPromise(({ input: i }) => verifyPortalOtp(i)),
          createAccount: fromPromise(({ input: i }) =>
            createOfficePortalProfile('office/', { officeId: i.officeId, portalId: i.portalId, portalUsername: i.email, sessionId: i.sessionId }),
          ),
        },
        actions: {
          notify: (_, params) => showToast(params),
          accountCreated: (_, params) => onCreated(params.account),
        },
      }),
    { name: 'portal-otp', input },
  );
  const step = useSelector(actor, (s) => (typeof s.value === 'string' ? s.value : 'waiting') as OtpStep | 'done' | 'cancelled');
  const canResend = useSelector(actor, (s) => s.can({ type: 'otp.resent' }));
  const error = useSelector(actor, (s) => s.context.error);
  return {
    step,
    canResend,
    error,
    submit: (otp: string) => actor.send({ type: 'otp.submitted', otp }),
    resend: () => actor.send({ type: 'otp.resent' }),
    cancel: () => actor.send({ type: 'otp.cancelled' }),
  };
}

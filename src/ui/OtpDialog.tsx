import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { MESSAGES } from '../../domain/messages';
import { isOtpComplete, OTP_LENGTH, PORTAL_ACCOUNT_MESSAGES } from '../../domain/portal-accounts';
import { fieldAria, FieldError } from './FieldError';

export type OtpStep = 'sending' | 'sendFailed' | 'waiting' | 'verifying' | 'expired' | 'creating' | 'createFailed';

interface OtpDialogProps {
  email: string;
  step: OtpStep;
  canResend: boolean;
  error: string | null;
  onSubmit: (otp: string) => void;
  onResend: () => void;
  onCancel: () => void;
}

const OTP_ID = 'otp-code';

/**
 * The OTP dialog (§2 shared pieces, §5): six digits, Verify disabled until
 * they are complete, "OTP can't be empty", the note that mail may take up to
 * five minutes, and a new code after the cooldown. A view of the portal-otp
 * machine: the host passes its state and sends its events.
 */
export function OtpDialog({ email, step, canResend, error, onSubmit, onResend, onCancel }: OtpDialogProps) {
  const [otp, setOtp] = useState('');
  const isBusy = step === 'sending' || step === 'verifying' || step === 'creating';
  const needsNewCode = step === 'expired' || step === 'sendFailed' || step === 'createFailed';
  const shownError = error ?? undefined;
  return (
    <Dialog header="Verify Email" visible onHide={onCancel} modal style={{ width: '440px' }}>
      <form
        noValidate
        aria-label="Verify email"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(otp);
        }}
      >
        <p role="status">{step === 'sending' ? 'Sending the code…' : PORTAL_ACCOUNT_MESSAGES.otpSent(email)}</p>
        <p style={{ color: '#4b5563' }}>{MESSAGES.otpMailDelay}</p>
        <div className="field">
          <label htmlFor={OTP_ID}>OTP</label>
          <InputText
            id={OTP_ID}
            value={otp}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            className="w-full"
            disabled={isBusy || needsNewCode}
            onChange={(e) => setOtp(e.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
            {...fieldAria(OTP_ID, shownError)}
          />
          <FieldError id={`${OTP_ID}-error`} message={shownError} />
        </div>
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: '0.5rem' }}>
          <Button type="button" label="Resend OTP" link disabled={!canResend} onClick={() => {
            setOtp('');
            onResend();
          }} />
          <div style={{ display: 'flex', gap: '0.5rem' }}>
            <Button type="button" label="Cancel" outlined onClick={onCancel} />
            <Button type="submit" label="Verify" loading={isBusy && step !== 'sending'} disabled={!isOtpComplete(otp) || isBusy || needsNewCode} />
          </div>
        </div>
      </form>
    </Dialog>
  );
}

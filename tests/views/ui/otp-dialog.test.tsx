import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../domain/messages';
import { PORTAL_ACCOUNT_MESSAGES } from '../../../domain/portal-accounts';
import { OtpDialog, type OtpStep } from '../../../src/ui/OtpDialog';

function open(over: Partial<{ step: OtpStep; canResend: boolean; error: string | null }> = {}) {
  const props = { email: 'jaksel.99@genius.co.id', step: 'waiting' as OtpStep, canResend: false, error: null, onSubmit: vi.fn(), onResend: vi.fn(), onCancel: vi.fn(), ...over };
  render(<OtpDialog {...props} />);
  return { ...props, dialog: screen.getByRole('dialog', { name: 'Verify Email' }) };
}

describe('OtpDialog', () => {
  it('tells where the code went and that mail may take 5 minutes; Verify waits for six digits', async () => {
    const { dialog, onSubmit } = open();
    expect(within(dialog).getByText(PORTAL_ACCOUNT_MESSAGES.otpSent('jaksel.99@genius.co.id'))).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.otpMailDelay)).toBeInTheDocument();
    const verify = within(dialog).getByRole('button', { name: 'Verify' });
    const code = within(dialog).getByRole('textbox', { name: 'OTP' });
    expect(verify).toBeDisabled();
    await userEvent.type(code, '12a34');
    expect(code).toHaveValue('1234');
    expect(verify).toBeDisabled();
    await userEvent.type(code, '567');
    expect(code).toHaveValue('123456');
    await userEvent.click(verify);
    expect(onSubmit).toHaveBeenCalledWith('123456');
  });

  it('offers Resend only after the cooldown, and shows a refused code at the field', async () => {
    open({ error: MESSAGES.otpEmpty });
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'OTP' })).toHaveAccessibleDescription(MESSAGES.otpEmpty);
  });

  it('asks for a new code once the code expired', async () => {
    const { dialog, onResend } = open({ step: 'expired', canResend: true });
    expect(within(dialog).getByRole('button', { name: 'Verify' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resend OTP' }));
    expect(onResend).toHaveBeenCalled();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/messages';
import { json, list, mockApi, ok } from '../support/api';
import { renderApp } from '../support/render';
import { fakeSession } from '../support/session';

function fill(current: string, next: string, confirm: string) {
  return (async () => {
    await userEvent.type(await screen.findByLabelText('Current password'), current);
    await userEvent.type(screen.getByLabelText('New password'), next);
    await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
  })();
}

describe('change password', () => {
  it("puts the §5 rule at the new-password field when it is too weak, and sends nothing", async () => {
    const api = mockApi({ 'GET notifications': list([]) });
    renderApp('/change-password', { session: fakeSession(['agent']) });
    await fill('Demo1234!', 'abcdefgh', 'abcdefgh');
    const field = screen.getByLabelText('New password');
    await waitFor(() => expect(field).toHaveAccessibleDescription(MESSAGES.passwordRule));
    expect(MESSAGES.passwordRule).toBe('Password must be at least 8 characters with a letter, a number and a special character.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', 'auth/change-password')).toHaveLength(0);
  });

  it('asks for the current password and a matching confirmation', async () => {
    mockApi({ 'GET notifications': list([]) });
    renderApp('/change-password', { session: fakeSession(['agent']) });
    await userEvent.type(await screen.findByLabelText('New password'), 'NewPass1!');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'NewPass2!');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Current password is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(MESSAGES.passwordMismatch);
  });

  it('changes it, says so, and signs out (the server ended every session)', async () => {
    const api = mockApi({ 'GET notifications': list([]), 'POST auth/change-password': ok({ message: 'ok' }) });
    const view = renderApp('/change-password', { session: fakeSession(['agent']) });
    await fill('Demo1234!', 'NewPass1!', 'NewPass1!');
    expect(await screen.findByText(MESSAGES.passwordChanged)).toBeInTheDocument();
    expect(api.callsTo('POST', 'auth/change-password')[0]?.body).toEqual({
      currentPassword: 'Demo1234!',
      newPassword: 'NewPass1!',
      confirmPassword: 'NewPass1!',
    });
    await waitFor(() => expect(view.session.signOut).toHaveBeenCalledTimes(1));
  });

  it("puts the server's refusal of the current password at that field", async () => {
    mockApi({
      'GET notifications': list([]),
      'POST auth/change-password': json(400, {
        code: 'err_validation',
        message: MESSAGES.wrongCurrentPassword,
        fields: { currentPassword: MESSAGES.wrongCurrentPassword },
      }),
    });
    const view = renderApp('/change-password', { session: fakeSession(['agent']) });
    await fill('wrong', 'NewPass1!', 'NewPass1!');
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(MESSAGES.wrongCurrentPassword));
    expect(screen.getByLabelText('Current password')).toHaveFocus();
    expect(view.session.signOut).not.toHaveBeenCalled();
  });
});

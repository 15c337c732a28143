import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/messages';
import { json, mockApi, ok } from '../support/api';
import { currentPath, renderApp } from '../support/render';

describe('reset password', () => {
  it('says so when the link is invalid or expired', async () => {
    mockApi({ 'GET auth/reset-password/bad': json(400, { code: 'err_validation', message: 'Link expired.' }) });
    renderApp('/reset-password/bad');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.resetLinkInvalid);
    expect(screen.getByRole('link', { name: 'Send a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('holds the new password to the §5 rule and the confirmation to a match', async () => {
    const api = mockApi({ 'GET auth/reset-password/s1': ok({ email: 'agent@demo.test' }) });
    renderApp('/reset-password/s1');
    expect(await screen.findByText('agent@demo.test')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New password'), 'password');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(MESSAGES.passwordRule)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordMismatch)).toBeInTheDocument();
    expect(api.callsTo('POST', 'auth/reset-password/s1')).toHaveLength(0);
  });

  it('sets the password, then opens /login saying it is done', async () => {
    const api = mockApi({
      'GET auth/reset-password/s1': ok({ email: 'agent@demo.test' }),
      'POST auth/reset-password/s1': ok({ message: 'ok' }),
    });
    renderApp('/reset-password/s1');
    await userEvent.type(await screen.findByLabelText('New password'), 'NewPass1!');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'NewPass1!');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(MESSAGES.passwordResetDone)).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(api.callsTo('POST', 'auth/reset-password/s1')[0]?.body).toEqual({ password: 'NewPass1!', confirmPassword: 'NewPass1!' });
  });
});

describe('verify email', () => {
  it('verifies once and says so', async () => {
    const api = mockApi({ 'POST auth/verify-email/v1': ok({ message: 'ok' }) });
    renderApp('/verify-email/v1');
    expect(await screen.findByText(MESSAGES.emailVerified)).toBeInTheDocument();
    expect(api.callsTo('POST', 'auth/verify-email/v1')).toHaveLength(1);
  });

  it("shows the server's reason when it fails", async () => {
    mockApi({ 'POST auth/verify-email/v2': json(400, { code: 'err_validation', message: 'This link has expired.' }) });
    renderApp('/verify-email/v2');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired.');
  });
});

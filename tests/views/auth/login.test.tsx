import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/messages';
import { json, mockApi, ok } from '../support/api';
import { currentPath, renderApp } from '../support/render';

describe('login', () => {
  it('has labelled Email and Password fields and signs in with them', async () => {
    const view = renderApp('/login');
    await userEvent.type(await screen.findByLabelText('Email'), 'agent@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'Demo1234!');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(view.session.signIn).toHaveBeenCalledWith('agent@demo.test', 'Demo1234!');
  });

  it('shows and hides the password on request', async () => {
    renderApp('/login');
    const password = await screen.findByLabelText('Password');
    await userEvent.type(password, 'Demo1234!');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('says what is missing at the field and does not sign in', async () => {
    const view = renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required.');
    expect(view.session.signIn).not.toHaveBeenCalled();
  });

  it("shows the session flow's error", async () => {
    renderApp('/login', { error: MESSAGES.loginFailed('Email or password is incorrect.') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Email or password is incorrect.');
  });

  it("links to 'Forgot password'", async () => {
    renderApp('/login');
    await userEvent.click(await screen.findByRole('link', { name: 'Forgot password' }));
    expect(currentPath()).toBe('/forgot-password');
    expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeInTheDocument();
  });
});

describe('forgot password', () => {
  it('sends the link for the cms platform and says so', async () => {
    const api = mockApi({ 'POST auth/forgot-password/confirmation-link': ok({ message: 'sent' }) });
    renderApp('/forgot-password');
    await userEvent.type(await screen.findByLabelText('Email'), 'agent@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(MESSAGES.resetLinkSent, { selector: '.p-toast-summary' })).toBeInTheDocument();
    expect(api.callsTo('POST', 'auth/forgot-password/confirmation-link')[0]?.body).toEqual({ platform: 'cms', email: 'agent@demo.test' });
  });

  it("says 'Failed to send link reset password.' with the reason when it fails", async () => {
    mockApi({ 'POST auth/forgot-password/confirmation-link': json(429, { code: 'err_rate_limited', message: 'Too many requests.' }) });
    renderApp('/forgot-password');
    await userEvent.type(await screen.findByLabelText('Email'), 'agent@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Failed to send link reset password. Too many requests.')).toBeInTheDocument();
  });

  it('checks the email format first', async () => {
    const api = mockApi({});
    renderApp('/forgot-password');
    await userEvent.type(await screen.findByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email format is invalid.')).toBeInTheDocument();
    await waitFor(() => expect(api.calls).toHaveLength(0));
  });
});

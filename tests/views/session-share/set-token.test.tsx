import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentPath, renderApp, sessionValue } from '../support/render';
import { fakeSession } from '../support/session';
import { mockApi, list } from '../support/api';
import { tokenFromFragment } from '../../../src/features/session-share/session-share';

describe('/set-token', () => {
  it('takes the token from the fragment, wipes it from the address bar, and signs in', async () => {
    mockApi({ 'GET notifications': list([]), 'GET employees/birthdays': list([]) });
    const replaceState = vi.spyOn(window.history, 'replaceState');
    const fake = sessionValue();
    const view = renderApp('/set-token#token=abc.def', fake);
    await waitFor(() => expect(fake.acceptToken).toHaveBeenCalledWith('abc.def'));
    expect(fake.acceptToken).toHaveBeenCalledTimes(1);
    expect(window.location.hash).toBe('');
    expect(window.location.href).not.toContain('abc.def');
    expect(replaceState).toHaveBeenCalled();
    view.setSession({ isLoading: true });
    view.setSession({ session: fakeSession(['agent']) });
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
  });

  it('never reads a token from the query string', async () => {
    const fake = sessionValue();
    renderApp('/set-token?token=leaky', fake);
    expect(await screen.findByText('No token was given.')).toBeInTheDocument();
    expect(fake.acceptToken).not.toHaveBeenCalled();
  });

  it("shows the session flow's error when the token is refused", async () => {
    const fake = sessionValue();
    const view = renderApp('/set-token#token=bad', fake);
    await waitFor(() => expect(fake.acceptToken).toHaveBeenCalled());
    view.setSession({ error: 'Unauthenticated (403). Please login again.' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unauthenticated (403). Please login again.');
    expect(currentPath()).toBe('/set-token');
  });

  it.each([
    ['#token=abc', 'abc'],
    ['#foo=1&token=x%2By', 'x+y'],
    ['#token=', null],
    ['', null],
    ['#other=1', null],
  ])('tokenFromFragment(%j) → %j', (hash, token) => {
    expect(tokenFromFragment(hash)).toBe(token);
  });
});

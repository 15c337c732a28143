import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../domain/messages';
import { list, mockApi } from '../support/api';
import { currentPath, renderApp } from '../support/render';
import { fakeSession } from '../support/session';

describe('/forbidden', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({ 'GET notifications': list([]), 'GET employees/birthdays': list([]) });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the 403 text and 'Back to Dashboard', counts down 10 seconds, then opens /dashboard", async () => {
    renderApp('/forbidden', { session: fakeSession(['agent']) });
    expect(await screen.findByText(MESSAGES.forbiddenPage)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '403' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MESSAGES.backToDashboard })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('10 seconds');

    for (let second = 1; second <= 9; second++) {
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(screen.getByRole('timer')).toHaveTextContent(`${10 - second} ${10 - second === 1 ? 'second' : 'seconds'}`);
      expect(currentPath()).toBe('/forbidden');
    }
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(currentPath()).toBe('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Hello, Dewi' })).toBeInTheDocument();
  });

  it("'Back to Dashboard' goes at once", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp('/forbidden', { session: fakeSession(['agent']) });
    await user.click(await screen.findByRole('button', { name: MESSAGES.backToDashboard }));
    expect(currentPath()).toBe('/dashboard');
  });

  it('sends a signed-out visitor to / instead', async () => {
    renderApp('/forbidden');
    await screen.findByRole('button', { name: 'Login' });
    expect(currentPath()).toBe('/login');
  });
});

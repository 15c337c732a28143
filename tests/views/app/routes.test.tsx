import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROUTES, type RoutePath } from '../../../domain/access';
import { MESSAGES } from '../../../domain/messages';
import { IMPLEMENTED_PATHS } from '../../../src/app/routes';
import { mockApi, ok, list, json } from '../support/api';
import { currentPath, renderApp } from '../support/render';
import { fakeSession, fakeUser } from '../support/session';

const agent = () => fakeSession(['agent']);

function dashboardApi() {
  return mockApi({
    'GET employees/birthdays': list([]),
    'GET notifications': list([]),
    'GET users/me': ok(fakeUser()),
  });
}

describe('route guards', () => {
  it('sends a signed-out visitor on a protected route to /, which shows the login page', async () => {
    renderApp('/dashboard');
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
  });

  it('sends a signed-in user on a restricted public route to /dashboard', async () => {
    dashboardApi();
    for (const path of ['/login', '/forgot-password', '/reset-password/abc']) {
      const view = renderApp(path, { session: agent() });
      expect(await screen.findByRole('heading', { name: 'Hello, Dewi' })).toBeInTheDocument();
      expect(currentPath()).toBe('/dashboard');
      view.unmount();
    }
  });

  it("'/' goes to /dashboard when signed in and to /login when not", async () => {
    dashboardApi();
    const view = renderApp('/', { session: agent() });
    await screen.findByRole('heading', { name: 'Hello, Dewi' });
    expect(currentPath()).toBe('/dashboard');
    view.unmount();

    renderApp('/');
    await screen.findByRole('button', { name: 'Login' });
    expect(currentPath()).toBe('/login');
  });

  it('shows a labelled spinner while the session is being restored, then the page', async () => {
    dashboardApi();
    const view = renderApp('/dashboard', { isLoading: true });
    expect(screen.getByRole('progressbar', { name: 'Loading session' })).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard');
    view.setSession({ session: agent() });
    expect(await screen.findByRole('heading', { name: 'Hello, Dewi' })).toBeInTheDocument();
  });

  it('sends a signed-in user to /forbidden when the API answers 403 err_forbidden', async () => {
    mockApi({
      'GET employees/birthdays': json(403, { code: 'err_forbidden', message: MESSAGES.forbiddenPage }),
      'GET notifications': list([]),
    });
    renderApp('/dashboard', { session: agent() });
    expect(await screen.findByText(MESSAGES.forbiddenPage, { selector: 'p.result-page__text' })).toBeInTheDocument();
    expect(currentPath()).toBe('/forbidden');
  });
});

describe('404', () => {
  it('shows the 404 text for an unknown path to a signed-out visitor', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByText(MESSAGES.notFoundPage)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
  });

  it('shows the 404 text inside the shell to a signed-in user for a path no route has', async () => {
    dashboardApi();
    renderApp('/no-such-page', { session: fakeSession(['admin']) });
    expect(await screen.findByText(MESSAGES.notFoundPage)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/no-such-page'));
  });

  it('has a screen for every protected route of §2 (issue 19 built the last ones)', () => {
    const unbuilt = (Object.keys(ROUTES) as RoutePath[]).filter((p) => ROUTES[p].kind === 'protected' && !IMPLEMENTED_PATHS.has(p));
    expect(unbuilt).toEqual([]);
  });
});

describe('the cache', () => {
  it('forgets every answer when the user signs out', async () => {
    mockApi({ 'GET users/me': ok(fakeUser()), 'GET notifications': list([]) });
    const view = renderApp('/profile', { session: agent() });
    expect(await screen.findByText('Dewi Lestari')).toBeInTheDocument();
    expect(view.queryClient.getQueryCache().getAll().length).toBeGreaterThan(0);
    view.setSession({ session: null });
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(view.queryClient.getQueryCache().find({ queryKey: ['users', 'me'] })).toBeUndefined();
  });
});

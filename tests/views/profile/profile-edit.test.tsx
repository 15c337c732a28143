import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../domain/messages';
import { list, mockApi, ok } from '../support/api';
import { currentPath, renderApp } from '../support/render';
import { fakeSession, fakeUser, USER_ID } from '../support/session';

const scrolled = () => vi.mocked(Element.prototype.scrollIntoView).mock.contexts as Element[];

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET users/me': ok(fakeUser()),
    'GET notifications': list([]),
    [`PATCH users/${USER_ID}`]: (call) => ok({ ...fakeUser(), ...(call.body as object) }),
    'POST users/check-email': (call) => ok({ isExist: (call.body as { email: string }).email === 'taken@demo.test' }),
    ...extra,
  });
}

describe('profile edit', () => {
  it('has the step index in the path: 0 personal data, 1 contact & address', async () => {
    api();
    renderApp('/profile/edit/0', { session: fakeSession(['agent']) });
    expect(await screen.findByLabelText('Full name')).toHaveValue('Dewi Lestari');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('dewi@demo.test');
    expect(currentPath()).toBe('/profile/edit/1');
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(currentPath()).toBe('/profile/edit/0');
  });

  it('sends an unknown step index back to step 0', async () => {
    api();
    renderApp('/profile/edit/7', { session: fakeSession(['agent']) });
    await screen.findByLabelText('Full name');
    expect(currentPath()).toBe('/profile/edit/0');
  });

  it('on Next, scrolls to and focuses the first invalid field, its error at the field', async () => {
    api();
    renderApp('/profile/edit/0', { session: fakeSession(['agent']) });
    const firstName = await screen.findByLabelText('First name');
    await userEvent.type(firstName, '9');
    await userEvent.clear(screen.getByLabelText('Full name'));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(firstName).toHaveAccessibleDescription('First name format is invalid.');
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Name is required.');
    expect(scrolled()).toContain(screen.getByText('First name', { selector: 'label' }));
    expect(currentPath()).toBe('/profile/edit/0');
  });

  it("on Save, goes back to the step of the first invalid field and focuses it", async () => {
    const calls = api();
    renderApp('/profile/edit/0', { session: fakeSession(['agent']) });
    await userEvent.clear(await screen.findByLabelText('Full name'));
    await userEvent.click(screen.getByRole('link', { name: /Contact & Address/ }));
    expect(currentPath()).toBe('/profile/edit/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentPath()).toBe('/profile/edit/0'));
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveFocus());
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Name is required.');
    expect(scrolled()).toContain(screen.getByText('Full name', { selector: 'label' }));
    expect(calls.callsTo('PATCH', `users/${USER_ID}`)).toHaveLength(0);
  });

  it("checks a changed email (debounced) and refuses one that is already used", async () => {
    const calls = api();
    renderApp('/profile/edit/1', { session: fakeSession(['agent']) });
    const email = await screen.findByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'taken@demo.test');
    expect(await screen.findByText(MESSAGES.emailUsed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(email).toHaveFocus());
    expect(calls.callsTo('PATCH', `users/${USER_ID}`)).toHaveLength(0);

    await userEvent.clear(email);
    await userEvent.type(email, 'new@demo.test');
    expect(await screen.findByText(MESSAGES.emailAvailable)).toBeInTheDocument();
  });

  it("saves, says 'Update profile successfully', reloads the session and opens /profile", async () => {
    const calls = api();
    const view = renderApp('/profile/edit/0', { session: fakeSession(['agent']) });
    const nick = await screen.findByLabelText('Nickname');
    await userEvent.clear(nick);
    await userEvent.type(nick, 'Wi');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const phone = await screen.findByLabelText('Phone');
    await userEvent.clear(phone);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(MESSAGES.updateProfileSuccess)).toBeInTheDocument();
    const body = calls.callsTo('PATCH', `users/${USER_ID}`)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'Dewi Lestari', nickName: 'Wi', phone: null, gender: 'female', birthDate: '1990-05-17' });
    expect(body).not.toHaveProperty('email');
    await waitFor(() => expect(view.session.reload).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(currentPath()).toBe('/profile'));
  });
});

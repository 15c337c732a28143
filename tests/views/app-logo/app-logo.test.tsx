/**
 * /config-app-logo (issue 19): the top bar shows the saved logo (the
 * product's name without one); the page previews it, removes it on Save, and
 * shows the server's refusal at the logo.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { APP_LOGO_MESSAGES } from '../../../domain/entities/app-config';
import { json, list, mockApi, ok } from '../support/api';
import { renderApp } from '../support/render';
import { fakeSession } from '../support/session';

const LOGO = '/api/files/LOGOLOGOLOGOLOGOLOGOLOGO';

describe('app logo', () => {
  it('shows the saved logo in the top bar and the preview, and removes it on Save', async () => {
    let logo: { url: string } | null = { url: LOGO };
    const api = mockApi({
      'GET notifications': list([]),
      'GET app-configs/custom/as-object': (call) => ok(Object.fromEntries((call.query.get('keys') ?? '').split(',').map((k) => [k, k === 'app_logo' ? logo : null]))),
      'PATCH app-configs/app_logo': (call) => {
        logo = (call.body as { value: { url: string } | null }).value;
        return ok({ key: 'app_logo', value: logo });
      },
    });
    renderApp('/config-app-logo', { session: fakeSession(['admin']) });
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('img', { name: 'Franchise Back Office' })).toHaveAttribute('src', LOGO);
    expect(await screen.findByRole('img', { name: 'The top bar with the logo' })).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: /Remove/ }));
    expect(screen.getByRole('img', { name: 'The top bar with the product name' })).toBeInTheDocument();
    await userEvent.click(save);
    expect(await screen.findByText(APP_LOGO_MESSAGES.saved, { selector: '.p-toast-summary' })).toBeInTheDocument();
    expect(api.callsTo('PATCH', 'app-configs/app_logo').map((c) => c.body)).toEqual([{ value: null }]);
    expect(await within(banner).findByText('Franchise Back Office')).toBeInTheDocument();
    expect(within(banner).queryByRole('img', { name: 'Franchise Back Office' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal at the logo", async () => {
    mockApi({
      'GET notifications': list([]),
      'GET app-configs/custom/as-object': ok({ app_logo: { url: LOGO }, feature_flags: null }),
      'PATCH app-configs/app_logo': json(400, { code: 'err_validation', message: 'Invalid request.', fields: { 'value.url': APP_LOGO_MESSAGES.notUploaded } }),
    });
    renderApp('/config-app-logo', { session: fakeSession(['admin']) });
    await screen.findByRole('img', { name: 'The top bar with the logo' });
    await userEvent.click(screen.getByRole('button', { name: /Remove/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(APP_LOGO_MESSAGES.notUploaded)).toBeInTheDocument();
  });
});

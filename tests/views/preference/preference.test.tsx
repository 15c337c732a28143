/**
 * /preference (issue 19, §2, §8): tabs 'Term & Condition' and 'Privacy Policy'
 * in the limited editor with 'Update' ('Updated successfully'), the version
 * gate's latest version, the feature flags' switches; a load failure says
 * 'Something went wrong'; a refusal shows at its field.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../domain/messages';
import { mockApi, ok, type ApiCall } from '../support/api';
import { renderApp } from '../support/render';
import { fakeSession } from '../support/session';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const STORED: Record<string, unknown> = {
  TERMS_AND_CONDITIONS: '<p>Syarat lama.</p>',
  PRIVACY_AND_POLICY: '<p>Privasi lama.</p>',
  cms_latest_version: { version: '2.76.0', isForceUpdate: false },
  feature_flags: { client: true, template_message: true, listing_no_watermark: true, listing_has_portal: false, mylist: true },
};

function preferenceApi(overrides: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  const store = { ...STORED };
  const read = (call: ApiCall) => ok(Object.fromEntries((call.query.get('keys') ?? '').split(',').map((k) => [k, store[k] ?? null])));
  const write = (call: ApiCall) => {
    const key = call.path.split('/')[1]!;
    store[key] = (call.body as { value: unknown }).value;
    return ok({ key, value: store[key] });
  };
  return mockApi({
    'GET notifications': ok({ results: [], count: 0, prev: null, next: null }),
    'GET app-configs/custom/as-object': read,
    'PATCH app-configs/TERMS_AND_CONDITIONS': write,
    'PATCH app-configs/PRIVACY_AND_POLICY': write,
    'PATCH app-configs/cms_latest_version': write,
    'PATCH app-configs/feature_flags': write,
    ...overrides,
  });
}

const open = (path = '/preference') => renderApp(path, { session: fakeSession(['admin']) });
const toast = (text: string) => screen.findByText(text, { selector: '.p-toast-summary' });

describe('/preference', () => {
  it('shows the tabs and the stored Term & Condition in its editor', async () => {
    preferenceApi();
    open();
    const editor = await screen.findByRole('textbox', { name: 'Term & Condition' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Term & Condition', 'Privacy Policy', 'App Version', 'Feature Flags']);
    expect(screen.getByRole('tab', { name: 'Term & Condition' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(editor).toHaveTextContent('Syarat lama.'));
  });

  it('updates the Privacy Policy with Update and says "Updated successfully"', async () => {
    const api = preferenceApi();
    open('/preference?tab=privacy');
    const editor = await screen.findByRole('textbox', { name: 'Privacy Policy' });
    await waitFor(() => expect(editor).toHaveTextContent('Privasi lama.'));
    await userEvent.type(editor, ' Baru.');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await toast(MESSAGES.preferenceUpdated)).toBeInTheDocument();
    const sent = api.callsTo('PATCH', 'app-configs/PRIVACY_AND_POLICY')[0]!.body as { value: string };
    expect(sent.value).toContain('Baru.');
    expect(sent.value).toContain('Privasi lama.');
    expect(api.callsTo('PATCH', 'app-configs/TERMS_AND_CONDITIONS')).toHaveLength(0);
  });

  it('shows the server\'s refusal under the editor', async () => {
    preferenceApi({
      'PATCH app-configs/TERMS_AND_CONDITIONS': { status: 400, body: { code: 'err_validation', message: 'Terms and conditions is too long.', fields: { value: 'Terms and conditions is too long.' } } },
    });
    open();
    const editor = await screen.findByRole('textbox', { name: 'Term & Condition' });
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(editor).toHaveAccessibleDescription('Terms and conditions is too long.'));
  });

  it('says "Something went wrong" when the texts cannot be loaded, and tries again', async () => {
    let fails = true;
    preferenceApi({
      'GET app-configs/custom/as-object': (call) =>
        fails && call.query.get('keys')!.includes('TERMS_AND_CONDITIONS')
          ? { status: 500, body: { code: 'err_server', message: 'down' } }
          : ok({ TERMS_AND_CONDITIONS: '<p>Kembali.</p>', PRIVACY_AND_POLICY: '', cms_latest_version: null, feature_flags: null }),
    });
    open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.preferenceLoadFailed);
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    fails = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Term & Condition' })).toHaveTextContent('Kembali.'));
  });

  it('raises the latest version and forces the update; a version that is not dotted numbers is refused at the field', async () => {
    const api = preferenceApi();
    open('/preference?tab=version');
    const version = await screen.findByLabelText('Latest Version');
    expect(version).toHaveValue('2.76.0');
    await userEvent.clear(version);
    await userEvent.type(version, '2.80');
    await userEvent.click(screen.getByRole('switch', { name: 'Force Update' }));
    await userEvent.type(version, '.x');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(version).toHaveAccessibleDescription('version format is invalid.');
    expect(api.callsTo('PATCH', 'app-configs/cms_latest_version')).toHaveLength(0);
    await userEvent.clear(version);
    await userEvent.type(version, '2.80.0');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await toast(MESSAGES.preferenceUpdated)).toBeInTheDocument();
    expect(api.callsTo('PATCH', 'app-configs/cms_latest_version')[0]!.body).toEqual({ value: { version: '2.80.0', isForceUpdate: true } });
  });

  it('switches the feature flags, one switch a flag in words, saved together; the sidebar follows', async () => {
    const api = preferenceApi();
    open('/preference?tab=flags');
    const portal = await screen.findByRole('switch', { name: 'Listing Has Portal' });
    expect(portal).not.toBeChecked();
    expect(screen.getAllByRole('switch').map((s) => s.getAttribute('id'))).toHaveLength(5);
    expect(screen.getByRole('switch', { name: 'Client' })).toBeChecked();
    await userEvent.click(portal);
    await userEvent.click(screen.getByRole('switch', { name: 'My List' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await toast(MESSAGES.preferenceUpdated)).toBeInTheDocument();
    expect(api.callsTo('PATCH', 'app-configs/feature_flags')[0]!.body).toEqual({
      value: { client: true, template_message: true, listing_no_watermark: true, listing_has_portal: true, mylist: false },
    });
    // The shell reads the flags again: My List is marked now.
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Transaction' }));
    await waitFor(() => expect(within(within(nav).getByRole('link', { name: /^My List/ })).getByTitle('Hidden by a remote feature flag')).toBeInTheDocument());
    expect(within(within(nav).getByRole('link', { name: /^Listing Has Portal/ })).queryByTitle(/remote feature flag/)).not.toBeInTheDocument();
  });
});

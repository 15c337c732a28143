/**
 * Web config screens (issue 19): /banner's keyboard reorder (Alt+Arrow on the
 * focused handle and the Move buttons; the move said in the live region; one
 * request with the whole order; undone on a refusal), /partner's delete after
 * a confirmation, and the template editor's live preview and its refusal of
 * an unknown placeholder at the field before any request.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Banner } from '../../../domain/banners';
import type { Partner } from '../../../domain/partners';
import { TEMPLATE_MESSAGES, TEMPLATE_PLACEHOLDERS } from '../../../domain/template-messages';
import { json, list, mockApi, ok } from '../support/api';
import { renderApp } from '../support/render';
import { fakeSession } from '../support/session';

const at = '2026-11-20T03:00:00.000Z';
const bannerOf = (bannerId: string, title: string, displayOrder: number): Banner => ({
  bannerId,
  title,
  imageUrl: `/api/files/${bannerId}`,
  link: null,
  placement: 'WEB_HOME_HERO',
  startAt: '2026-11-01T01:00:00.000Z',
  endAt: null,
  status: 'ACTIVE',
  displayOrder,
  createdAt: at,
  updatedAt: at,
});
const BANNERS = [bannerOf('b1', 'Rumah impian', 1), bannerOf('b2', 'KPR murah', 2), bannerOf('b3', 'Pameran', 3)];
const titles = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[2]!.textContent);

describe('banner reorder', () => {
  it('moves the focused row with Alt+ArrowUp, says so, keeps focus on its handle and saves the whole order in one request', async () => {
    const api = mockApi({
      'GET notifications': list([]),
      'GET banners': list(BANNERS),
      'PATCH banners/order': ok([BANNERS[1], BANNERS[0], BANNERS[2]]),
    });
    renderApp('/banner', { session: fakeSession(['admin']) });
    const table = await screen.findByRole('table', { name: 'Banners of Website home hero' });
    await within(table).findByText('KPR murah');
    const handle = within(table).getByRole('button', { name: 'Reorder KPR murah, position 2 of 3' });
    act(() => handle.focus());
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(titles(table)).toEqual(['KPR murah', 'Rumah impian', 'Pameran']);
    expect(screen.getByText('KPR murah moved to position 1 of 3.')).toHaveAttribute('aria-live', 'polite');
    expect(document.activeElement).toHaveAccessibleName('Reorder KPR murah, position 1 of 3');
    expect(api.callsTo('PATCH', 'banners/order').map((c) => c.body)).toEqual([{ placement: 'WEB_HOME_HERO', bannerIds: ['b2', 'b1', 'b3'] }]);
    // A key without Alt moves nothing.
    await userEvent.keyboard('{ArrowDown}');
    expect(api.callsTo('PATCH', 'banners/order')).toHaveLength(1);
  });

  it('moves with the Move down button, and puts the order back when the server refuses it', async () => {
    mockApi({
      'GET notifications': list([]),
      'GET banners': list(BANNERS),
      'PATCH banners/order': json(400, { code: 'err_validation', message: 'Refused.', fields: { bannerIds: 'Refused.' } }),
    });
    renderApp('/banner', { session: fakeSession(['admin']) });
    const table = await screen.findByRole('table', { name: 'Banners of Website home hero' });
    await within(table).findByText('Pameran');
    expect(within(table).getByRole('button', { name: 'Move Rumah impian up' })).toBeDisabled();
    await userEvent.click(within(table).getByRole('button', { name: 'Move Rumah impian down' }));
    expect(await screen.findByText(/The order was not saved/)).toBeInTheDocument();
    expect(titles(table)).toEqual(['Rumah impian', 'KPR murah', 'Pameran']);
  });
});

describe('partner delete', () => {
  it('asks first, and deletes only once confirmed', async () => {
    const bank: Partner = { partnerId: 'p1', name: 'Bank Nusantara', link: 'https://bank.example.com', logoUrl: '/api/files/p1', displayOrder: 1, createdAt: at, updatedAt: at };
    const api = mockApi({ 'GET notifications': list([]), 'GET partners': list([bank]), 'DELETE partners/p1': ok(bank) });
    renderApp('/partner', { session: fakeSession(['admin']) });
    await screen.findByRole('img', { name: 'Bank Nusantara logo' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Bank Nusantara' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Partner' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Partner' }));
    expect(api.callsTo('DELETE', 'partners/p1')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Bank Nusantara' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete Partner' })).getByRole('button', { name: 'Delete Partner' }));
    expect(await screen.findByText('Bank Nusantara deleted.', { selector: '.p-toast-summary' })).toBeInTheDocument();
    expect(api.callsTo('DELETE', 'partners/p1')).toHaveLength(1);
  });
});

describe('template editor', () => {
  it('previews with sample values as one types, and refuses an unknown placeholder at the field before any request', async () => {
    const api = mockApi({ 'GET notifications': list([]) });
    renderApp('/template-messages/edit', { session: fakeSession(['admin']) });
    await screen.findByRole('heading', { name: 'Create Template' });
    await userEvent.type(screen.getByLabelText('Name', { exact: true }), 'Sapaan');
    const body = screen.getByLabelText('Message', { exact: true });
    await userEvent.type(body, 'Halo {{{{client_name}}, dari {{{{kantor}}');
    expect(screen.getByRole('region', { name: 'Message preview' })).toHaveTextContent(`Halo ${TEMPLATE_PLACEHOLDERS.client_name}, dari {{kantor}}`);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TEMPLATE_MESSAGES.unknownPlaceholders(['kantor']))).toBeInTheDocument();
    expect(body).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', 'template-messages')).toHaveLength(0);

    await userEvent.selectOptions(screen.getByLabelText('Channel'), 'EMAIL');
    expect(screen.getByLabelText('Subject')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES, CLIENT_SHARE_REFUSAL_MESSAGES, type Client } from '../../../domain/client';
import { MESSAGES } from '../../../domain/messages';
import ClientDetailPage from '../../../src/features/clients/ClientDetailPage';
import ClientListPage from '../../../src/features/clients/ClientListPage';
import { fakeListing } from '../listing/listing-fixtures';
import { json, list, mockApi, ok } from '../support/api';
import { renderScreen } from '../support/render';
import { fakeSession, USER_ID } from '../support/session';

const CODE = 'AbCdEfGhIjKlMnOpQrStUv';
const clientOf = (overrides: Partial<Client> = {}): Client => ({
  clientId: 'c-1',
  ownerUserId: USER_ID,
  ownerName: 'Nanda',
  name: 'Bpk. Hendra Wijaya',
  phones: ['081298765401', '087812340001'],
  email: 'hendra@gmail.com',
  needs: 'buy',
  budgetMin: 3_000_000_000,
  budgetMax: 5_000_000_000,
  preferredAreas: ['Jakarta Selatan', 'Tangerang Selatan'],
  status: 'ACTIVE',
  shareCount: 1,
  createdAt: '2026-11-01T03:00:00.000Z',
  updatedAt: '2026-11-02T03:00:00.000Z',
  notes: [{ clientNoteId: 'n-1', body: 'Three bedrooms, near a school.', authorName: 'Nanda', createdAt: '2026-11-01T04:00:00.000Z' }],
  shares: [
    {
      clientShareId: 's-1',
      listingId: 'l-1',
      listing: { listingCode: 'LST-000008', title: 'Rumah Minimalis di Cilandak', status: 'PUBLISH', sellOrRent: 'sell', price: 2_950_000_000, defaultPriceFreq: null, city: 'Jakarta Selatan' },
      listingSharedCode: CODE,
      refusal: null,
      employeeId: 'emp-0',
      isPdfAvailable: true,
      createdAt: '2026-11-01T05:00:00.000Z',
    },
  ],
  ...overrides,
});

const toast = (text: string) => screen.findByText(text, { selector: '.p-toast-summary' });
const renderAt = (path: string, pattern: string, Screen: ComponentType, roles: Parameters<typeof fakeSession>[0]) => renderScreen(path, pattern, Screen, { session: fakeSession(roles) });
/** PrimeReact's overlay has no offsetParent in jsdom: its options count as hidden. */
const option = (name: RegExp) => screen.findByRole('option', { name, hidden: true });

describe('/clients', () => {
  it("lists the agent's clients with the URL's filters and sort; Add Client", async () => {
    const api = mockApi({ 'GET clients': list([clientOf()]) });
    renderAt('/clients?status=ACTIVE&needs=buy&sort=name:ASC', '/clients', ClientListPage, ['agent']);
    const table = await screen.findByRole('table', { name: 'Clients' });
    const row = await within(table).findByRole('row', { name: /Hendra Wijaya/ });
    expect(row).toHaveTextContent('081298765401, 087812340001');
    expect(row).toHaveTextContent('Rp 5.000.000.000');
    expect(within(row).getByRole('link', { name: 'Bpk. Hendra Wijaya' })).toHaveAttribute('href', '/clients/c-1');
    expect(within(table).queryByRole('columnheader', { name: 'Agent' })).not.toBeInTheDocument();
    const query = api.callsTo('GET', 'clients')[0]!.query;
    expect([query.get('filterStatus'), query.get('filterNeeds'), query.get('sort')]).toEqual(['ACTIVE', 'buy', 'name:ASC']);
    expect(screen.getByRole('button', { name: 'Add Client' })).toBeInTheDocument();
  });

  it("shows the Super Admin every agent's clients with their agent, and no Add Client", async () => {
    mockApi({ 'GET clients': list([clientOf({ ownerUserId: 'someone-else', ownerName: 'Umar' })]) });
    renderAt('/clients', '/clients', ClientListPage, ['admin']);
    const table = await screen.findByRole('table', { name: 'Clients' });
    expect(await within(table).findByRole('row', { name: /Umar/ })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Agent' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Client' })).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(CLIENT_MESSAGES.readOnly);
  });

  it('checks the form before sending, then shows the server’s refusal at its field', async () => {
    const api = mockApi({
      'GET clients': list([]),
      'POST clients': json(400, { code: 'err_validation', message: CLIENT_MESSAGES.duplicatePhone, fields: { 'phones.1': CLIENT_MESSAGES.duplicatePhone } }),
    });
    const user = userEvent.setup();
    renderAt('/clients', '/clients', ClientListPage, ['agent']);
    expect(await screen.findByText(MESSAGES.noRecords)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Client' }));
    const form = await screen.findByRole('form', { name: 'Add client' });
    const dialog = screen.getByRole('dialog', { name: 'Add Client' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Client' }));
    expect(await within(form).findByText(MESSAGES.required('Name'))).toBeInTheDocument();
    expect(within(form).getByText(MESSAGES.required('Phones'))).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Name'), 'Ibu Sari');
    await user.type(within(form).getByLabelText('Phone 1'), '0712');
    await user.type(within(form).getByLabelText('Minimum Budget (Rp)'), '2000000');
    await user.type(within(form).getByLabelText('Maximum Budget (Rp)'), '1000000');
    await user.click(within(dialog).getByRole('button', { name: 'Add Client' }));
    expect(await within(form).findByText(CLIENT_MESSAGES.budgetOrder)).toBeInTheDocument();
    expect(within(form).getByText(CLIENT_MESSAGES.phoneFormat)).toBeInTheDocument();
    expect(api.callsTo('POST', 'clients')).toHaveLength(0);

    await user.clear(within(form).getByLabelText('Phone 1'));
    await user.type(within(form).getByLabelText('Phone 1'), '081234567890');
    await user.click(within(form).getByRole('button', { name: 'Add Phone' }));
    await user.type(within(form).getByLabelText('Phone 2'), '0812 3456 7891');
    await user.clear(within(form).getByLabelText('Maximum Budget (Rp)'));
    await user.type(within(form).getByLabelText('Maximum Budget (Rp)'), '3000000');
    await user.click(within(dialog).getByRole('button', { name: 'Add Client' }));
    await waitFor(() => expect(api.callsTo('POST', 'clients')).toHaveLength(1));
    expect(api.callsTo('POST', 'clients')[0]!.body).toMatchObject({ name: 'Ibu Sari', phones: ['081234567890', '081234567891'], budgetMin: 2_000_000, budgetMax: 3_000_000, needs: 'buy' });
    expect(await within(form).findByText(CLIENT_MESSAGES.duplicatePhone)).toBeInTheDocument();
    expect(within(form).getByLabelText('Phone 2')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('/clients/{clientId}', () => {
  it('shows the facts, the shared listing with its masked link and PDF, and the notes; adds a note', async () => {
    const api = mockApi({
      'GET clients/c-1': ok(clientOf()),
      'POST clients/c-1/notes': ok(clientOf()),
    });
    const user = userEvent.setup();
    renderAt('/clients/c-1', '/clients/:clientId', ClientDetailPage, ['agent']);
    expect(await screen.findByRole('heading', { name: 'Bpk. Hendra Wijaya' })).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'Client information' });
    expect(facts).toHaveTextContent('Rp 3.000.000.000 – Rp 5.000.000.000');
    expect(facts).toHaveTextContent('Jakarta Selatan, Tangerang Selatan');
    const shares = screen.getByRole('table', { name: 'Listings shared with the client' });
    expect(within(shares).getByRole('textbox', { name: 'masked link of Rumah Minimalis di Cilandak' })).toHaveValue(`${window.location.origin}/shared/${CODE}`);
    expect(within(shares).getByRole('button', { name: 'Download PDF of Rumah Minimalis di Cilandak' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Notes on the client' })).toHaveTextContent('Three bedrooms, near a school.');

    const noteForm = screen.getByRole('form', { name: 'Add note' });
    await user.click(within(noteForm).getByRole('button', { name: 'Add Note' }));
    await waitFor(() => expect(api.callsTo('POST', 'clients/c-1/notes')).toHaveLength(1));
    await user.type(within(noteForm).getByLabelText('New Note'), 'Called back.');
    await user.click(within(noteForm).getByRole('button', { name: 'Add Note' }));
    await waitFor(() => expect(api.callsTo('POST', 'clients/c-1/notes')).toHaveLength(2));
    expect(api.callsTo('POST', 'clients/c-1/notes')[1]!.body).toEqual({ note: 'Called back.' });
    expect(await toast(CLIENT_MESSAGES.noteAdded)).toBeInTheDocument();
  });

  it('shares a picked listing and shows the server’s refusal at the listing', async () => {
    const api = mockApi({
      'GET clients/c-1': ok(clientOf()),
      'GET office/listings': list([fakeListing({ listingId: 'l-9', title: 'Rumah Dekat Tol Pasteur', listingCode: 'LST-000028', status: 'PUBLISH' }), fakeListing({ listingId: 'l-8', title: 'Rumah Draft', status: 'OPEN' })]),
      'POST clients/c-1/shares': json(409, { code: 'err_conflict', message: CLIENT_SHARE_REFUSAL_MESSAGES.alreadyShared, fields: { listingId: CLIENT_SHARE_REFUSAL_MESSAGES.alreadyShared } }),
    });
    const user = userEvent.setup();
    renderAt('/clients/c-1', '/clients/:clientId', ClientDetailPage, ['agent']);
    await user.click(await screen.findByRole('button', { name: 'Share a Listing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share a Listing' });
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await within(dialog).findByText(MESSAGES.required('Listing'))).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Listing'), 'rumah');
    await user.click(await option(/Rumah Dekat Tol Pasteur/));
    // A listing whose link would not answer is not offered.
    expect(screen.queryByRole('option', { name: /Rumah Draft/, hidden: true })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(api.callsTo('POST', 'clients/c-1/shares')).toHaveLength(1));
    expect(api.callsTo('POST', 'clients/c-1/shares')[0]!.body).toEqual({ listingId: 'l-9' });
    expect(await within(dialog).findByText(CLIENT_SHARE_REFUSAL_MESSAGES.alreadyShared)).toBeInTheDocument();
  });

  it('deletes only after a confirmation', async () => {
    const api = mockApi({ 'GET clients/c-1': ok(clientOf()), 'DELETE clients/c-1': ok(clientOf()) });
    const user = userEvent.setup();
    renderAt('/clients/c-1', '/clients/:clientId', ClientDetailPage, ['agent']);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Client' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep Client' }));
    expect(api.callsTo('DELETE', 'clients/c-1')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Client' })).getByRole('button', { name: 'Delete Client' }));
    await waitFor(() => expect(api.callsTo('DELETE', 'clients/c-1')).toHaveLength(1));
    expect(await toast(CLIENT_MESSAGES.deleted)).toBeInTheDocument();
  });

  it('shows no Share a Listing for an inactive client, saying why', async () => {
    mockApi({ 'GET clients/c-1': ok(clientOf({ status: 'INACTIVE' })) });
    renderAt('/clients/c-1', '/clients/:clientId', ClientDetailPage, ['agent']);
    expect(await screen.findByText(CLIENT_SHARE_REFUSAL_MESSAGES.notActive)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share a Listing' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it("gives the Super Admin the client to read, with nothing to change and no one else's PDF", async () => {
    mockApi({ 'GET clients/c-1': ok(clientOf({ ownerUserId: 'someone-else', shares: clientOf().shares!.map((s) => ({ ...s, isPdfAvailable: false })) })) });
    renderAt('/clients/c-1', '/clients/:clientId', ClientDetailPage, ['admin']);
    expect(await screen.findByText(CLIENT_MESSAGES.readOnly)).toBeInTheDocument();
    for (const name of ['Edit', 'Delete', 'Share a Listing']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add note' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download PDF/ })).not.toBeInTheDocument();
  });

  it('tells an agent another agent’s client is not found', async () => {
    mockApi({ 'GET clients/c-2': json(404, { code: 'err_not_found', message: CLIENT_MESSAGES.notFound }) });
    renderAt('/clients/c-2', '/clients/:clientId', ClientDetailPage, ['agent']);
    expect(await screen.findByText(CLIENT_MESSAGES.notFound)).toBeInTheDocument();
  });
});

/**
 * The document center and the magazine (issue 19): the list by category in
 * the URL; uploading a PDF shows its progress and files it; a PNG renamed
 * x.pdf is refused at the field before anything is sent; delete asks first;
 * a magazine issue is published in a click.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOCUMENT_MESSAGES, type DocumentItem } from '../../../domain/document';
import { MAGAZINE_MESSAGES, type MagazineItem } from '../../../domain/magazine';
import { ONLY_PDF } from '../../../domain/upload';
import { list, mockApi, ok } from '../support/api';
import { renderApp } from '../support/render';
import { fakeSession } from '../support/session';
import { FakeXhr, sentUpload } from '../support/xhr';

const at = '2026-11-20T03:00:00.000Z';
const form: DocumentItem = {
  documentId: 'd1',
  title: 'Listing Agreement Form',
  category: 'FORM',
  fileKey: 'k1',
  url: '/api/files/k1',
  fileName: 'listing-agreement-form-for-every-office-of-the-network-2026.pdf',
  size: 48_000,
  uploadedByName: 'Dimas',
  createdAt: at,
  updatedAt: at,
};
const toast = (text: string) => screen.findByText(text, { selector: '.p-toast-summary' });
const pdfFile = (name: string) => new File(['%PDF-1.7\n%…\n'], name, { type: 'application/pdf' });

beforeEach(() => {
  FakeXhr.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/document-center', () => {
  it('lists documents with long names cut, filters by the category tab in the URL, deletes after confirming', async () => {
    const api = mockApi({
      'GET notifications': list([]),
      'GET documents': (call) => list(call.query.get('filterCategory') === 'CONTRACT' ? [] : [form]),
      'DELETE documents/d1': ok(form),
    });
    renderApp('/document-center', { session: fakeSession(['admin_hq']) });
    const table = await screen.findByRole('table', { name: 'Documents' });
    const row = await within(table).findByRole('row', { name: /Listing Agreement Form/ });
    expect(within(row).getByRole('link', { name: 'listing-agreement-form-for-every-office…' })).toHaveAttribute('href', '/api/files/k1');
    expect(row).toHaveTextContent('47 KB');

    await userEvent.click(screen.getByRole('link', { name: 'Contracts' }));
    expect(window.location.search).toBe('?category=CONTRACT');
    expect(await within(table).findByText('No Records Found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'All' }));

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Listing Agreement Form' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Document' });
    expect(api.callsTo('DELETE', 'documents/d1')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Document' }));
    expect(await toast(DOCUMENT_MESSAGES.deleted('Listing Agreement Form'))).toBeInTheDocument();
    expect(api.callsTo('DELETE', 'documents/d1')).toHaveLength(1);
  });

  it('uploads a PDF with its progress, suggests its title and files it; a PNG named x.pdf is refused before sending', async () => {
    const api = mockApi({ 'GET notifications': list([]), 'GET documents': list([]), 'POST documents': ok({ ...form, documentId: 'd2', title: 'price list' }) });
    renderApp('/document-center', { session: fakeSession(['admin_hq']) });
    await userEvent.click(await screen.findByRole('button', { name: 'Upload Document' }));
    const dialog = await screen.findByRole('form', { name: 'Upload document' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Document' }));
    expect(await within(dialog).findByText(DOCUMENT_MESSAGES.fileRequired)).toBeInTheDocument();

    // Named like a PDF, the bytes are a PNG's: refused at the field, nothing sent.
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])], 'x.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(dialog).getByLabelText('File'), png);
    expect(await within(dialog).findByText(ONLY_PDF)).toBeInTheDocument();
    expect(FakeXhr.all).toHaveLength(0);

    await userEvent.upload(within(dialog).getByLabelText('File'), pdfFile('price-list.pdf'));
    const xhr = await sentUpload();
    expect(xhr.form.fields).toMatchObject({ purpose: 'document', fileName: 'price-list.pdf' });
    xhr.progress(40, 100);
    expect(within(dialog).getByRole('progressbar', { name: 'Uploading price-list.pdf' })).toHaveAttribute('aria-valuenow', '40');
    expect(within(dialog).getByRole('button', { name: 'Save Document' })).toBeDisabled();
    xhr.respond(201, { payload: { fileKey: 'PriceListPdfKey0000000', url: '/api/files/PriceListPdfKey0000000', fileName: 'price-list.pdf', contentType: 'application/pdf', size: 12 } });
    expect(await within(dialog).findByRole('link', { name: 'price-list.pdf' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveValue('price list');

    await userEvent.selectOptions(within(dialog).getByLabelText('Category'), 'MARKETING');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Document' }));
    expect(await toast(DOCUMENT_MESSAGES.created('price list'))).toBeInTheDocument();
    expect(api.callsTo('POST', 'documents')[0]!.body).toEqual({ title: 'price list', category: 'MARKETING', fileKey: 'PriceListPdfKey0000000' });
  });
});

describe('/magazine', () => {
  const issue: MagazineItem = {
    magazineId: 'm1',
    title: 'Genius Magazine — November 2026',
    issueDate: '2026-11-01',
    coverFileKey: 'c1',
    coverUrl: '/api/files/c1',
    pdfFileKey: 'p1',
    pdfUrl: '/api/files/p1',
    pdfFileName: 'genius-magazine-2026-11-01.pdf',
    status: 'UNPUBLISH',
    createdAt: at,
    updatedAt: at,
  };

  it('lists issues and publishes one in a click', async () => {
    const api = mockApi({ 'GET notifications': list([]), 'GET magazines': list([issue]), 'PATCH magazines/m1': ok({ ...issue, status: 'PUBLISH' }) });
    renderApp('/magazine', { session: fakeSession(['admin']) });
    const table = await screen.findByRole('table', { name: 'Magazine issues' });
    const row = await within(table).findByRole('row', { name: /November 2026/ });
    expect(row).toHaveTextContent('01 Nov 2026');
    expect(within(row).getByText('Unpublished')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Publish Genius Magazine — November 2026' }));
    expect(await toast(MAGAZINE_MESSAGES.published(issue.title))).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('PATCH', 'magazines/m1')[0]!.body).toEqual({ status: 'PUBLISH' }));
  });

  it('refuses an issue without a cover or a PDF at their fields', async () => {
    const api = mockApi({ 'GET notifications': list([]), 'GET magazines': list([]) });
    renderApp('/magazine', { session: fakeSession(['admin']) });
    await userEvent.click(await screen.findByRole('button', { name: 'Create Issue' }));
    const dialog = await screen.findByRole('form', { name: 'Create magazine issue' });
    await userEvent.type(within(dialog).getByLabelText('Title'), 'December');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Issue' }));
    expect(await within(dialog).findByText(MAGAZINE_MESSAGES.coverRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MAGAZINE_MESSAGES.pdfRequired)).toBeInTheDocument();
    expect(within(dialog).getByText('Issue Date is required.')).toBeInTheDocument();
    expect(api.callsTo('POST', 'magazines')).toHaveLength(0);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Listing } from '../../../domain/entities/listing';
import { MESSAGES } from '../../../domain/messages';
import ListingFormPage from '../../../src/features/listing/form/ListingFormPage';
import { list, mockApi, ok } from '../support/api';
import { renderWithProviders } from '../support/render';
import { fakeSession } from '../support/session';
import { fakeListing } from './listing-fixtures';
import { bytesOf, FakeXhr, image, sentUpload, stored } from '../support/xhr';

const MB = 1024 * 1024;

/** jsdom has no image decoder nor canvas: these stand in, and record the widths drawn at. */
function fakeCanvas(encodedSize: (width: number) => number) {
  const widths: number[] = [];
  vi.stubGlobal('createImageBitmap', vi.fn(async () => ({ width: 4000, height: 3000, close: vi.fn() })));
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage: vi.fn() } as unknown as RenderingContext);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, done: BlobCallback, type?: string) {
    widths.push(this.width);
    done(new Blob([new Uint8Array(encodedSize(this.width))], { type }));
  });
  return widths;
}

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET listing-options': ok({ parts: [{ lookupId: 'part-1', name: 'Rumah' }], propertyTypes: [{ lookupId: 'type-1', name: 'Residential' }], certificateTypes: [] }),
    'GET geodata/cities': list([{ cityId: 'c-1', name: 'Bandung', provinceId: 'p-1', province: { provinceId: 'p-1', name: 'Jawa Barat' } }]),
    'POST listings': (call) => ok(fakeListing({ ...(call.body as Partial<Listing>), listingId: 'listing-new' })),
    ...extra,
  });
}

async function openCreate() {
  window.history.replaceState(null, '', '/listing/create');
  renderWithProviders(<Route path="/listing/create" component={ListingFormPage} />, { session: fakeSession(['agent']) });
  return screen.findByLabelText('Photos');
}

beforeEach(() => {
  FakeXhr.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('listing photos', () => {
  it('uploads a picked photo with a progress bar, then shows it; the listing carries it as { key, url }', async () => {
    const calls = api();
    const input = await openCreate();
    await userEvent.upload(input, image('house.jpg', 1000));

    const xhr = await sentUpload();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/files');
    // The browser sets the multipart type with its boundary: a content type set here would break it.
    expect(xhr.headers['content-type']).toBeUndefined();
    expect(xhr.headers['x-client-version']).toBeDefined();
    const { names, fields, file } = xhr.form;
    // The fields first: the server knows the purpose's limit before the file's first byte.
    expect(names).toEqual(['purpose', 'fileName', 'file']);
    expect(fields).toEqual({ purpose: 'listingPhoto', fileName: 'house.jpg' });
    expect({ name: file.name, type: file.type }).toEqual({ name: 'house.jpg', type: 'image/jpeg' });
    expect(await bytesOf(file)).toEqual(new Uint8Array(1000).fill(7));

    const bar = screen.getByRole('progressbar', { name: 'Uploading house.jpg' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    xhr.progress(450, 1000);
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    xhr.progress(1000, 1000);
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    xhr.respond(200, stored('key-house', 'house.jpg'));

    const gallery = await screen.findByRole('list', { name: 'Photos: uploaded' });
    expect(within(gallery).getByRole('img', { name: 'house.jpg' })).toHaveAttribute('src', '/api/files/key-house');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Title'), 'Rumah Kemang');
    await userEvent.selectOptions(screen.getByLabelText('Listing part'), 'Rumah');
    await userEvent.selectOptions(screen.getByLabelText('Property type'), 'Residential');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Description' }), 'Rumah nyaman dekat stasiun');
    await userEvent.type(screen.getByLabelText('Price (Rp)'), '900000000');
    await userEvent.type(screen.getByLabelText('City'), 'Band');
    await userEvent.click(await screen.findByRole('option', { name: 'Bandung, Jawa Barat', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(calls.callsTo('POST', 'listings')).toHaveLength(1));
    expect(calls.callsTo('POST', 'listings')[0]?.body).toMatchObject({ photos: [{ key: 'key-house', url: '/api/files/key-house' }] });
  });

  it('removes an uploaded photo', async () => {
    api();
    const input = await openCreate();
    await userEvent.upload(input, [image('front.jpg', 10), image('back.png', 10, 'image/png')]);
    (await sentUpload(2)).respond(200, stored('key-back', 'back.png'));
    FakeXhr.all[0]?.respond(200, stored('key-front', 'front.jpg'));
    const gallery = await screen.findByRole('list', { name: 'Photos: uploaded' });
    await waitFor(() => expect(within(gallery).getAllByRole('img')).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Remove back.png' }));
    expect(within(gallery).getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual(['front.jpg']);
  });

  it(`says '${MESSAGES.fileTooLarge(2)}' when ten ever narrower tries stay above 2 MB, and sends nothing`, async () => {
    api();
    const widths = fakeCanvas(() => 3 * MB);
    const input = await openCreate();
    await userEvent.upload(input, image('huge.jpg', 5 * MB));
    expect(await screen.findByText(MESSAGES.fileTooLarge(2))).toBeInTheDocument();
    expect(widths).toEqual([1920, 1728, 1555, 1400, 1260, 1134, 1020, 918, 826, 744]);
    expect(FakeXhr.all).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss huge.jpg' }));
    expect(screen.queryByText(MESSAGES.fileTooLarge(2))).not.toBeInTheDocument();
  });

  it('sends the compressed copy of a photo above 2 MB once a try gets under the limit', async () => {
    api();
    const widths = fakeCanvas((width) => (width <= 1600 ? 1500 : 3 * MB));
    const input = await openCreate();
    await userEvent.upload(input, image('big.jpg', 4 * MB));
    const xhr = await sentUpload();
    expect(widths).toEqual([1920, 1728, 1555]);
    expect(xhr.form.file.size).toBe(1500);
  });

  it('refuses a GIF, dropped or picked, without sending it', async () => {
    api();
    const input = await openCreate();
    const zone = input.closest('.upload-box__zone') as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files: [image('party.gif', 10, 'image/gif')] } });
    expect(await screen.findByText('Only JPG and PNG images can be uploaded.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Uploads in progress' })).getByText('party.gif')).toBeInTheDocument();

    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, image('dance.gif', 10, 'image/gif'));
    expect(await screen.findAllByText('Only JPG and PNG images can be uploaded.')).toHaveLength(2);
    expect(FakeXhr.all).toHaveLength(0);
  });

  it('shows a name over 40 characters cut to 40', async () => {
    api();
    const input = await openCreate();
    const name = `${'rumah-dua-lantai-dengan-kolam-renang-'.repeat(2)}depan.jpg`;
    await userEvent.upload(input, image(name, 10));
    const shown = `${name.slice(0, 39)}…`;
    expect(await screen.findByRole('progressbar', { name: `Uploading ${shown}` })).toBeInTheDocument();
    expect(screen.getByText(shown).closest('li')).toHaveAttribute('title', name);
    expect(screen.queryByText(name)).not.toBeInTheDocument();
  });

  it(`says '${MESSAGES.uploadError}' when the server refuses the file`, async () => {
    api();
    const input = await openCreate();
    await userEvent.upload(input, image('house.jpg', 10));
    (await sentUpload()).respond(500, { code: 'err_internal', message: 'Boom' });
    expect(await screen.findByText(MESSAGES.uploadError)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Photos: uploaded' })).not.toBeInTheDocument();
  });
});

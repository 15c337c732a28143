import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Listing, ListingPhoto } from '../../../domain/entities/listing';
import { MESSAGES } from '../../../domain/messages';
import NotWatermarkPage from '../../../src/features/listing-not-watermark/NotWatermarkPage';
import { json, mockApi, ok, type ApiCall } from '../support/api';
import { renderWithProviders } from '../support/render';
import { fakeSession } from '../support/session';
import { fakeListing } from '../listing/listing-fixtures';

const TITLE = 'Rumah 2 Lantai Kemang';
const GENIUS_AT = '2026-01-02T00:00:00.000Z';

const PHOTOS: ListingPhoto[] = [
  { key: 'p-absent', url: 'https://cdn.test/a.jpg' },
  { key: 'p-false', url: 'https://cdn.test/b.jpg', isWatermark: false },
  { key: 'p-admin', url: 'https://cdn.test/c.jpg', isWatermark: true },
  { key: 'p-genius', url: 'https://cdn.test/d.jpg', isWatermark: true, createdAt: GENIUS_AT },
  { key: 'p-absent-2', url: 'https://cdn.test/e.jpg', isWatermark: null },
];

type Row = Listing & { unflaggedPhotoCount: number };

function listingOf(photos: ListingPhoto[], overrides: Partial<Listing> = {}): Row {
  return {
    ...fakeListing({
      listingId: 'l-1',
      listingCode: 'LST-0001',
      title: TITLE,
      status: 'PUBLISH',
      sellOrRent: 'rent',
      defaultPriceFreq: 'yearly',
      photos,
      user: { nickName: 'Budi' },
      createdAt: '2026-03-05T03:00:00.000Z',
      ...overrides,
    }),
    unflaggedPhotoCount: photos.filter((p) => p.isWatermark === undefined || p.isWatermark === null).length,
  };
}

const page = (rows: Row[], count = rows.length) => ok({ results: rows, count, prev: null, next: null });

/** A fake server holding one listing: the list shows it while it has unflagged photos; the POST applies the move. */
function fakeServer(photos: ListingPhoto[] = PHOTOS, post?: (call: ApiCall) => { status: number; body: unknown }) {
  let current = photos;
  const api = mockApi({
    'GET listings/not-watermark': () => {
      const row = listingOf(current);
      return page(row.unflaggedPhotoCount > 0 ? [row] : []);
    },
    'POST listings/l-1/bulk-update-status-watermark': (call) => {
      if (post) return post(call);
      const { keys, isWatermark } = call.body as { keys: string[]; isWatermark: boolean };
      current = current.map((p) => (keys.includes(p.key) ? { ...p, isWatermark } : p));
      return ok(listingOf(current));
    },
  });
  return api;
}

function renderPage(path = '/listing-not-watermark') {
  window.history.replaceState(null, '', path);
  return renderWithProviders(<NotWatermarkPage />, { session: fakeSession(['admin_hq']) });
}

const table = () => screen.getByRole('table');
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
function firstRow(): HTMLElement {
  const [row] = bodyRows();
  if (!row) throw new Error('the table has no row');
  return row;
}
const cellTexts = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

async function openModal() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /^View/ }));
  const dialog = await screen.findByRole('dialog', { name: TITLE });
  return { user, dialog };
}

const photoCard = (dialog: HTMLElement, n: number) => within(dialog).getByRole('figure', { name: `Photo ${n} of ${TITLE}` });
const FLAG_LABEL = /^(Unidentified|Watermark by Genius|Watermark by Admin|Not Watermark)$/;
const flagOf = (card: HTMLElement) => within(card).getByText(FLAG_LABEL).textContent;
const buttonsOf = (card: HTMLElement) => within(card).queryAllByRole('button').map((b) => b.textContent);
const posts = (api: ReturnType<typeof mockApi>) => api.callsTo('POST', 'listings/l-1/bulk-update-status-watermark');
const toast = (text: string) => screen.findByText(text, { selector: '.p-toast-summary' });

describe('/listing-not-watermark table', () => {
  it('shows code (a link to the listing), title, office, agent, unflagged count, posting date, sell or rent and status', async () => {
    fakeServer();
    renderPage();
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Listing Code',
      'Title',
      'Office',
      'Agent',
      'Photos Without Watermark',
      'Posting Date',
      'Sell / Rent',
      'Status',
      'Action',
    ]);
    expect(cellTexts(firstRow())).toEqual(['LST-0001', TITLE, 'Office Kemang', 'Budi', '2', '05 Mar 2026', 'Rent', 'Publish', 'View']);
    expect(within(firstRow()).getByRole('link', { name: 'LST-0001' })).toHaveAttribute('href', '/listing/l-1/information');
  });

  it('asks for 25 from the page in the URL, and keeps the debounced search in the URL', async () => {
    const api = fakeServer();
    renderPage('/listing-not-watermark?page=3');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    const first = api.callsTo('GET', 'listings/not-watermark').at(0)?.query;
    expect([first?.get('limit'), first?.get('offset')]).toEqual(['25', '50']);
    // The screen's rows (columns and photos), not whole listings.
    expect(first?.get('view')).toBe('row');

    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search listings' }), 'kemang');
    await waitFor(() => expect(api.callsTo('GET', 'listings/not-watermark').at(-1)?.query.get('search')).toBe('kemang'));
    const last = api.callsTo('GET', 'listings/not-watermark').at(-1)?.query;
    expect(last?.get('offset')).toBe('0');
    // One request for the whole word, not one per keystroke.
    expect(api.callsTo('GET', 'listings/not-watermark').filter((c) => c.query.get('search'))).toHaveLength(1);
    expect(new URLSearchParams(window.location.search).get('search')).toBe('kemang');
    expect(new URLSearchParams(window.location.search).get('page')).toBeNull();
  });

  it("says 'No Records Found' when every listing is flagged", async () => {
    mockApi({ 'GET listings/not-watermark': page([]) });
    renderPage();
    expect(await screen.findByText(MESSAGES.noRecords)).toBeInTheDocument();
  });

  it('shows the error with a retry that asks again', async () => {
    let failing = true;
    const api = mockApi({
      'GET listings/not-watermark': () => (failing ? json(503, { code: 'err_internal', message: 'down' }) : page([listingOf(PHOTOS)])),
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.serverUnavailable);
    failing = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(api.callsTo('GET', 'listings/not-watermark')).toHaveLength(2);
  });
});

describe('photo modal', () => {
  it('opens 768 wide with every photo and the label of its flag', async () => {
    fakeServer();
    renderPage();
    const { dialog } = await openModal();
    expect(dialog.style.width).toBe('768px');
    expect(within(dialog).getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual([1, 2, 3, 4, 5].map((n) => `Photo ${n} of ${TITLE}`));
    expect([1, 2, 3, 4, 5].map((n) => flagOf(photoCard(dialog, n)))).toEqual([
      'Unidentified',
      'Not Watermark',
      'Watermark by Admin',
      'Watermark by Genius',
      'Unidentified',
    ]);
  });

  it('offers only the moves §4 allows for each flag', async () => {
    fakeServer();
    renderPage();
    const { dialog } = await openModal();
    expect(buttonsOf(photoCard(dialog, 1))).toEqual(['Watermarked', 'Not Watermarked']);
    expect(buttonsOf(photoCard(dialog, 2))).toEqual(['Watermarked']);
    expect(buttonsOf(photoCard(dialog, 3))).toEqual(['Not Watermarked']);
    expect(buttonsOf(photoCard(dialog, 4))).toEqual([]);
  });

  it("confirms 'Watermarked?', sends the photo's key, toasts and shows the new flag; the row's count drops", async () => {
    const api = fakeServer();
    renderPage();
    await waitFor(() => expect(cellTexts(firstRow())[4]).toBe('2'));
    const { user, dialog } = await openModal();
    await user.click(within(photoCard(dialog, 1)).getByRole('button', { name: 'Watermarked' }));
    const confirm = await screen.findByRole('dialog', { name: 'Watermarked?' });
    expect(posts(api)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));

    expect(await toast('Success change to watermarked')).toBeInTheDocument();
    expect(posts(api).map((c) => c.body)).toEqual([{ keys: ['p-absent'], isWatermark: true }]);
    await waitFor(() => expect(within(photoCard(dialog, 1)).getByText('Watermark by Admin')).toBeInTheDocument());
    expect(buttonsOf(photoCard(dialog, 1))).toEqual(['Not Watermarked']);
    await waitFor(() => expect(cellTexts(firstRow())[4]).toBe('1'));
  });

  it("confirms 'Not watermarked?' for a photo watermarked by admin and toasts 'Not watermarked'", async () => {
    const api = fakeServer();
    renderPage();
    const { user, dialog } = await openModal();
    await user.click(within(photoCard(dialog, 3)).getByRole('button', { name: 'Not Watermarked' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Not watermarked?' })).getByRole('button', { name: 'Yes' }));
    expect(await toast('Not watermarked')).toBeInTheDocument();
    expect(posts(api).map((c) => c.body)).toEqual([{ keys: ['p-admin'], isWatermark: false }]);
    await waitFor(() => expect(within(photoCard(dialog, 3)).getByText('Not Watermark')).toBeInTheDocument());
  });

  it('sends nothing when the confirmation is declined', async () => {
    const api = fakeServer();
    renderPage();
    const { user, dialog } = await openModal();
    await user.click(within(photoCard(dialog, 2)).getByRole('button', { name: 'Watermarked' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Watermarked?' })).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Watermarked?' })).not.toBeInTheDocument());
    expect(posts(api)).toHaveLength(0);
    expect(within(photoCard(dialog, 2)).getByText('Not Watermark')).toBeInTheDocument();
    expect(buttonsOf(photoCard(dialog, 2))).toEqual(['Watermarked']);
  });

  it('keeps the flag and shows the message when the server refuses', async () => {
    const message = 'This photo watermark flag cannot be changed that way.';
    const api = fakeServer(PHOTOS, () => ({ status: 400, body: { code: 'err_validation', message } }));
    renderPage();
    const { user, dialog } = await openModal();
    await user.click(within(photoCard(dialog, 2)).getByRole('button', { name: 'Watermarked' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Watermarked?' })).getByRole('button', { name: 'Yes' }));
    expect(await toast(message)).toBeInTheDocument();
    expect(posts(api)).toHaveLength(1);
    expect(within(photoCard(dialog, 2)).getByText('Not Watermark')).toBeInTheDocument();
    expect(buttonsOf(photoCard(dialog, 2))).toEqual(['Watermarked']);
  });
});

describe("bulk 'ALL' buttons", () => {
  it('set only the unflagged photos, then disappear; the listing leaves the list', async () => {
    const api = fakeServer();
    renderPage();
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Not Watermarked ALL' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Not watermarked?' })).getByRole('button', { name: 'Yes' }));

    expect(await toast('Not watermarked')).toBeInTheDocument();
    expect(posts(api).map((c) => c.body)).toEqual([{ keys: ['p-absent', 'p-absent-2'], isWatermark: false }]);
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Not Watermarked ALL' })).not.toBeInTheDocument());
    expect(within(dialog).queryByRole('button', { name: 'Watermarked ALL' })).not.toBeInTheDocument();
    expect([1, 2, 3, 4, 5].map((n) => flagOf(photoCard(dialog, n)))).toEqual([
      'Not Watermark',
      'Not Watermark',
      'Watermark by Admin',
      'Watermark by Genius',
      'Not Watermark',
    ]);
    // The photos' own machines start again from the new flags.
    expect(buttonsOf(photoCard(dialog, 1))).toEqual(['Watermarked']);
    await waitFor(() => expect(screen.getByText(MESSAGES.noRecords)).toBeInTheDocument());
  });

  it("'Watermarked ALL' confirms 'Watermarked?' and toasts 'Success change to watermarked'", async () => {
    const api = fakeServer();
    renderPage();
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Watermarked ALL' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Watermarked?' })).getByRole('button', { name: 'Yes' }));
    expect(await toast('Success change to watermarked')).toBeInTheDocument();
    expect(posts(api).map((c) => c.body)).toEqual([{ keys: ['p-absent', 'p-absent-2'], isWatermark: true }]);
  });

  it('do not show when no photo is unflagged', async () => {
    mockApi({ 'GET listings/not-watermark': page([listingOf(PHOTOS.slice(1, 4))]) });
    renderPage();
    const { dialog } = await openModal();
    expect(within(dialog).getAllByRole('img')).toHaveLength(3);
    expect(within(dialog).queryByRole('button', { name: /ALL$/ })).not.toBeInTheDocument();
  });

  it('a declined bulk confirmation sends nothing; a refused one keeps every flag', async () => {
    const message = 'Photo not found in this listing.';
    const api = fakeServer(PHOTOS, () => ({ status: 400, body: { code: 'err_validation', message } }));
    renderPage();
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Watermarked ALL' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Watermarked?' })).getByRole('button', { name: 'No' }));
    expect(posts(api)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Watermarked ALL' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Watermarked?' })).getByRole('button', { name: 'Yes' }));
    expect(await toast(message)).toBeInTheDocument();
    expect(within(photoCard(dialog, 1)).getByText('Unidentified')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Watermarked ALL' })).toBeInTheDocument();
  });
});

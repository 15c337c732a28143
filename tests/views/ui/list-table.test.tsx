/**
 * The list widget every list screen shares (src/ui/ListTable.tsx), used as a
 * user uses it on the screens that carry it: page sizes, sort by a header
 * (mouse and keyboard), 'Export CSV' of the same request with its progress,
 * the empty, error and estimated-count states.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Author } from '../../../domain/entities/author';
import type { Listing } from '../../../domain/entities/listing';
import { MESSAGES } from '../../../domain/messages';
import { TOKEN_KEY } from '../../../src/api/token';
import AuthorListPage from '../../../src/features/author/AuthorListPage';
import BlogPostsPage from '../../../src/features/blog-posts/BlogPostsPage';
import BlogTagsPage from '../../../src/features/blog-tags/BlogTagsPage';
import ListingListPage from '../../../src/features/listing/ListingListPage';
import { fakeArticle, rowsOf } from '../blog-posts/fixtures';
import { fakeListing } from '../listing/listing-fixtures';
import { json, mockApi, ok, type ApiCall } from '../support/api';
import { renderWithProviders } from '../support/render';
import { fakeSession } from '../support/session';

const AUTHOR: Author = { employeeId: 'emp-budi', name: 'Budi Santoso', nickName: 'Budi', slugAuthor: 'budi-santoso', articleCount: 4 } as Author;
const HOUSE = fakeListing({ listingCode: 'LST-0101', title: 'Rumah Kemang' });

const pageOf = <T,>(results: T[], count = results.length, countIsEstimate = false) => ok({ results, count, countIsEstimate, prev: null, next: null });
const lastCall = (calls: ApiCall[]) => calls.at(-1) as ApiCall;
const url = () => new URLSearchParams(window.location.search);

function open(path: string, page: ReactElement, roles: Parameters<typeof fakeSession>[0] = ['admin_blog']) {
  window.history.replaceState(null, '', path);
  return renderWithProviders(page, { session: fakeSession(roles) });
}

/** The browser's download: the Blob handed to an object URL and the link clicked to save it. */
function watchDownloads() {
  const saved: { download: string; href: string }[] = [];
  const blobs: Blob[] = [];
  const createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:csv-${blobs.length}`;
  });
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ download: this.download, href: this.href });
  });
  return { saved, blobs };
}

const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

/** A CSV answer streamed chunk by chunk, as the server sends it: the test says when each chunk arrives. */
function streamedCsv(fileName: string) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: () =>
      new Response(body, {
        status: 200,
        headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${fileName}"` },
      }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the list widget: page size', () => {
  it('offers 10, 12, 20, 25, 50 and 100; a new size asks for that limit from the first page and keeps it in the URL', async () => {
    const api = mockApi({ 'GET authors': () => pageOf([AUTHOR], 300) });
    open('/author?page=3', <AuthorListPage />, ['admin']);
    await screen.findByRole('link', { name: 'Budi Santoso' });
    const size = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(within(size).getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '12', '20', '25', '50', '100']);
    expect(size).toHaveValue('25');

    await userEvent.selectOptions(size, '12');
    await waitFor(() => expect(lastCall(api.callsTo('GET', 'authors')).query.get('limit')).toBe('12'));
    expect(lastCall(api.callsTo('GET', 'authors')).query.get('offset')).toBe('0');
    expect(url().get('limit')).toBe('12');
    expect(url().get('page')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('12');
    expect(screen.getByText('1–12 of 300')).toBeInTheDocument();
  });
});

describe('the list widget: sort', () => {
  it('a click on a header sorts on the server by that column, ascending then descending, kept in the URL', async () => {
    const api = mockApi({ 'GET articles': () => rowsOf([fakeArticle()], 60) });
    open('/blog-posts?page=2', <BlogPostsPage statistics={null} />);
    const table = await screen.findByRole('table', { name: 'Posts' });
    await within(table).findByRole('link', { name: 'Tips Membeli Rumah Pertama' });
    expect(lastCall(api.callsTo('GET', 'articles')).query.has('sort')).toBe(false);
    expect(within(table).getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'descending');

    await userEvent.click(within(within(table).getByRole('columnheader', { name: /Title/ })).getByText('Title'));
    await waitFor(() => expect(lastCall(api.callsTo('GET', 'articles')).query.get('sort')).toBe('title:ASC'));
    expect(lastCall(api.callsTo('GET', 'articles')).query.get('offset')).toBe('0');
    expect(url().get('sort')).toBe('title:ASC');
    expect(url().get('page')).toBeNull();
    expect(within(table).getByRole('columnheader', { name: /Title/ })).toHaveAttribute('aria-sort', 'ascending');

    await userEvent.click(within(within(table).getByRole('columnheader', { name: /Title/ })).getByText('Title'));
    await waitFor(() => expect(url().get('sort')).toBe('title:DESC'));
    expect(lastCall(api.callsTo('GET', 'articles')).query.get('sort')).toBe('title:DESC');
  });

  it('sorts from the keyboard: Enter on a focused header; a column the server cannot sort offers no sort', async () => {
    const api = mockApi({ 'GET articles': () => rowsOf([fakeArticle()]) });
    open('/blog-posts', <BlogPostsPage statistics={null} />);
    const table = await screen.findByRole('table', { name: 'Posts' });
    await within(table).findByRole('link', { name: 'Tips Membeli Rumah Pertama' });
    const publishAt = within(table).getByRole('columnheader', { name: /Publish At/ });
    publishAt.focus();
    expect(publishAt).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(lastCall(api.callsTo('GET', 'articles')).query.get('sort')).toBe('publicationAt:ASC'));
    expect(url().get('sort')).toBe('publicationAt:ASC');
    expect(within(table).getByRole('columnheader', { name: /Author/ })).not.toHaveAttribute('aria-sort');
  });
});

describe('the list widget: Export CSV', () => {
  it('asks the same list (filters, search, sort; every row) for text/csv with the session token, shows the bytes received, and saves the server’s file', async () => {
    const downloads = watchDownloads();
    const csv = streamedCsv('listings-2026-03-05.csv');
    const api = mockApi({
      'GET office/listings': (call) => (call.headers.get('Accept') === 'text/csv' ? csv.response() : pageOf([HOUSE], 60)),
    });
    localStorage.setItem(TOKEN_KEY, 'token-1');
    open('/listing?search=rumah&status=OPEN&sort=price:ASC&page=2', <ListingListPage />, ['agent']);
    await screen.findByText('Rumah Kemang');

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const exports = () => api.callsTo('GET', 'office/listings').filter((c) => c.headers.get('Accept') === 'text/csv');
    await waitFor(() => expect(exports()).toHaveLength(1));
    const request = exports()[0] as ApiCall;
    expect(Object.fromEntries(request.query)).toEqual({ search: 'rumah', sort: 'price:ASC', filterStatus: 'OPEN', includeData: 'user,office' });
    expect(request.headers.get('Authorization')).toBe('Bearer token-1');

    csv.send('Code,Title\r\n');
    const running = await screen.findByRole('button', { name: /Exporting… 12 B/ });
    expect(running).toBeDisabled();
    expect(downloads.saved).toEqual([]);

    csv.send('LST-0101,Rumah Kemang\r\n');
    csv.end();
    await waitFor(() => expect(downloads.saved).toEqual([{ download: 'listings-2026-03-05.csv', href: 'blob:csv-1' }]));
    expect(await blobText(downloads.blobs[0] as Blob)).toBe('Code,Title\r\nLST-0101,Rumah Kemang\r\n');
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('tells the user in a toast when the export fails, and saves nothing', async () => {
    const downloads = watchDownloads();
    mockApi({
      'GET master-article-tags': (call) =>
        call.headers.get('Accept') === 'text/csv' ? json(500, { code: 'err_internal', message: 'Export is not available' }) : pageOf([]),
    });
    open('/blog-tags', <BlogTagsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Export is not available')).toBeInTheDocument();
    expect(downloads.saved).toEqual([]);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });
});

describe('the list widget: states', () => {
  it(`says '${MESSAGES.noRecords}' in the table when nothing matches`, async () => {
    mockApi({ 'GET master-article-tags': () => pageOf([]) });
    open('/blog-tags?search=zzz', <BlogTagsPage />);
    const table = await screen.findByRole('table', { name: 'Tags' });
    expect(within(table).getByText(MESSAGES.noRecords)).toBeInTheDocument();
  });

  it('shows the failure as an alert with Try again, which asks again', async () => {
    let isDown = true;
    const api = mockApi({ 'GET authors': () => (isDown ? json(503, { code: 'err_internal', message: 'down' }) : pageOf([AUTHOR])) });
    open('/author', <AuthorListPage />, ['admin']);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.serverUnavailable);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    isDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Budi Santoso' })).toBeInTheDocument();
    expect(api.callsTo('GET', 'authors')).toHaveLength(2);
  });

  it('shows a labelled spinner until the first page arrives', async () => {
    const api = mockApi({ 'GET authors': () => pageOf([AUTHOR]) });
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const fake = api.fetchMock.getMockImplementation() as typeof fetch;
    api.fetchMock.mockImplementationOnce(async (input, init) => {
      await held;
      return fake(input, init);
    });
    open('/author', <AuthorListPage />, ['admin']);
    expect(await screen.findByLabelText('Loading authors')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole('link', { name: 'Budi Santoso' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading authors')).not.toBeInTheDocument();
  });

  it("says 'about 16,500' when the server marks its count as an estimate, and the exact count otherwise", async () => {
    let isEstimate = true;
    mockApi({ 'GET listings': () => pageOf<Listing>([HOUSE], 16_520, isEstimate) });
    const view = open('/listing', <ListingListPage />, ['admin']);
    await screen.findByText('Rumah Kemang');
    expect(screen.getByText('1–25 of about 16,500')).toBeInTheDocument();

    view.unmount();
    isEstimate = false;
    open('/listing?page=2', <ListingListPage />, ['admin']);
    await screen.findByText('Rumah Kemang');
    expect(screen.getByText('26–50 of 16,520')).toBeInTheDocument();
    expect(screen.queryByText(/about/)).not.toBeInTheDocument();
  });
});

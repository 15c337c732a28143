import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { ALBUM_MESSAGES as M, type Album } from '../../../domain/album';
import AlbumDetailPage from '../../../src/features/album/AlbumDetailPage';
import AlbumFormPage from '../../../src/features/album/AlbumFormPage';
import AlbumListPage from '../../../src/features/album/AlbumListPage';
import { list, mockApi, ok } from '../support/api';
import { renderScreen } from '../support/render';
import { fakeSession } from '../support/session';

const albumOf = (overrides: Partial<Album> = {}): Album => ({
  albumId: 'al-1',
  title: 'Annual Awards Night',
  description: 'The top agents of the year.',
  eventOn: '2026-10-12',
  status: 'PUBLISHED',
  photoCount: 1,
  videoCount: 1,
  coverUrl: '/api/files/key-one-aaaaaaaaaaaaaaaa',
  createdAt: '2026-10-13T03:00:00.000Z',
  updatedAt: '2026-10-13T03:00:00.000Z',
  media: [
    { albumMediaId: 'm1', type: 'PHOTO', fileKey: 'key-one-aaaaaaaaaaaaaaaa', url: '/api/files/key-one-aaaaaaaaaaaaaaaa', videoUrl: null, caption: 'Gold winners', position: 0 },
    { albumMediaId: 'm2', type: 'VIDEO', fileKey: null, url: null, videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', caption: 'Highlights', position: 1 },
  ],
  ...overrides,
});

const toast = (text: string) => screen.findByText(text, { selector: '.p-toast-summary' });
const renderAt = (path: string, pattern: string, Screen: ComponentType) => renderScreen(path, pattern, Screen, { session: fakeSession(['admin_hq']) });

describe('/album', () => {
  it('lists albums on the URL’s status tab with their counts, and links each to its detail', async () => {
    const api = mockApi({ 'GET albums': list([albumOf()]) });
    renderAt('/album?activeTab=PUBLISHED', '/album', AlbumListPage);
    const row = await within(await screen.findByRole('table', { name: 'Albums' })).findByRole('row', { name: /Annual Awards Night/ });
    expect(within(row).getByText('Published')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Annual Awards Night' })).toHaveAttribute('href', '/album/al-1');
    expect(api.callsTo('GET', 'albums')[0]!.query.get('filterStatus')).toBe('PUBLISHED');
    expect(screen.getByRole('link', { name: 'Published' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Create Album' })).toHaveAttribute('href', '/album/create');
  });

  it('says No Records Found when nothing matches', async () => {
    mockApi({ 'GET albums': list([]) });
    renderAt('/album?search=zzz', '/album', AlbumListPage);
    expect(await screen.findByText('No Records Found')).toBeInTheDocument();
  });
});

describe('/album/{albumId}', () => {
  it('shows the grid of photos and videos in order, a video as a link to its page; Delete asks first', async () => {
    const api = mockApi({ 'GET albums/al-1': ok(albumOf()), 'DELETE albums/al-1': ok(albumOf()), 'GET albums': list([]) });
    renderAt('/album/al-1', '/album/:albumId', AlbumDetailPage);
    const grid = await screen.findByRole('list', { name: 'Photos and videos' });
    const items = within(grid).getAllByRole('listitem');
    expect(items.map((i) => i.querySelector('figcaption')?.textContent)).toEqual(['Gold winners', 'Highlights']);
    expect(within(items[0]!).getByRole('img', { name: 'Gold winners' })).toHaveAttribute('src', '/api/files/key-one-aaaaaaaaaaaaaaaa');
    expect(within(items[1]!).getByRole('link', { name: /Watch on YouTube/ })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/album/al-1/edit');

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Album' });
    expect(dialog).toHaveTextContent(M.confirmDelete('Annual Awards Night'));
    expect(api.callsTo('DELETE', 'albums/al-1')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Album' }));
    expect(await toast(M.deleted('Annual Awards Night'))).toBeInTheDocument();
    expect(api.callsTo('DELETE', 'albums/al-1')).toHaveLength(1);
  });
});

describe('/album/create and edit', () => {
  it('refuses a link that is not YouTube or Vimeo and an empty published album before sending anything', async () => {
    const api = mockApi({});
    renderAt('/album/create', '/album/create', AlbumFormPage);
    const form = await screen.findByRole('form', { name: 'Create Album' });
    await userEvent.type(within(form).getByLabelText('Add a video (YouTube or Vimeo link)'), 'https://example.com/v/1');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Video' }));
    expect(await within(form).findByText(M.videoUrl)).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Title'), 'Gathering');
    await userEvent.selectOptions(within(form).getByLabelText('Status'), 'PUBLISHED');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Album' }));
    expect(await within(form).findByText(M.publishEmpty)).toBeInTheDocument();
    expect(api.callsTo('POST', 'albums')).toHaveLength(0);
  });

  it('edits the items: moves the video first, removes the photo after confirming, sends them in the new order', async () => {
    const api = mockApi({ 'GET albums/al-1': ok(albumOf()), 'PATCH albums/al-1': (call) => ok(albumOf({ title: (call.body as { title: string }).title })) });
    renderAt('/album/al-1/edit', '/album/:albumId/edit', AlbumFormPage);
    const form = await screen.findByRole('form', { name: 'Edit Annual Awards Night' });
    const items = within(form).getByRole('list', { name: 'Album items' });
    expect(within(items).getAllByRole('listitem').map((i) => i.getAttribute('aria-label'))).toEqual(['Photo 1', 'Video 2']);
    await userEvent.click(within(items).getByRole('button', { name: 'Move video 2 up' }));
    expect(within(items).getAllByRole('listitem').map((i) => i.getAttribute('aria-label'))).toEqual(['Video 1', 'Photo 2']);
    await userEvent.click(within(items).getByRole('button', { name: 'Remove photo 2' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Item' });
    expect(confirm).toHaveTextContent(M.confirmRemoveItem);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(within(items).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.type(within(form).getByLabelText('Caption of video 1'), '!');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Album' }));
    expect(await toast(M.updated('Annual Awards Night'))).toBeInTheDocument();
    expect(api.callsTo('PATCH', 'albums/al-1')[0]!.body).toMatchObject({
      title: 'Annual Awards Night',
      status: 'PUBLISHED',
      media: [{ type: 'VIDEO', videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', caption: 'Highlights!' }],
    });
  });
});

/**
 * Albums (issue 19): an HQ admin lists albums by status and title, creates one
 * with an uploaded photo and a video link, reads it with its items in order,
 * edits it (reordering, removing, adding), publishes and deletes it, each write
 * audited; a video that is not YouTube or Vimeo, a photo that is not stored and
 * a published album with nothing in it are refused at their fields before any
 * write; nobody but admin-HQ-plus reads or writes albums.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALBUM_MESSAGES as M, album } from '../../domain/album';
import { listPayload } from '../../domain/entities/common';
import { uploadedFile } from '../../domain/entities/file';
import { albumMedia, auditEvents } from '../../server/db/schema';
import { encodePng, rgbAt } from './png-fixtures';
import { errorOf, fingerprintOf, listTables, payloadOf, requestsAs, signIn, startTestServer, type TestServer } from './support';
import { imageEntries, postForm } from './upload-form';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const as = (email: string) => requestsAs(server.app, email);
const nothingWritten = async (requests: () => Promise<void>) => {
  const tables = await listTables(server.database);
  const before = await fingerprintOf(server.database, tables);
  await requests();
  expect(await fingerprintOf(server.database, tables)).toEqual(before);
};
const uploadPhoto = async (email: string) => {
  const png = encodePng({ width: 8, height: 6, colorType: 2, pixel: rgbAt });
  return payloadOf(await postForm(server.app, imageEntries(png, 'image/png', 'general', 'stage.png'), await signIn(server.app, email)), uploadedFile, 201);
};

describe('albums', () => {
  it('are listed newest event first, by status tab and by title', async () => {
    const admin = await as('admin_hq@demo.test');
    const all = payloadOf(await admin('GET', 'albums'), listPayload(album));
    expect(all.results.map((a) => [a.title, a.status])).toEqual([
      ['Agent Training Day', 'DRAFT'],
      ['New Office Launch Surabaya', 'DRAFT'],
      ['Annual Awards Night 2026', 'PUBLISHED'],
      ['Open House Bandung', 'PUBLISHED'],
    ]);
    const awards = all.results[2]!;
    expect(awards).toMatchObject({ photoCount: 3, videoCount: 1 });
    expect(awards.coverUrl).toMatch(/\/files\//);
    expect(payloadOf(await admin('GET', 'albums?filterStatus=PUBLISHED'), listPayload(album)).results.map((a) => a.title)).toEqual(['Annual Awards Night 2026', 'Open House Bandung']);
    expect(payloadOf(await admin('GET', 'albums?search=bandung'), listPayload(album)).results.map((a) => a.title)).toEqual(['Open House Bandung']);
    const csv = await admin('GET', 'albums?filterStatus=DRAFT');
    expect(csv.statusCode).toBe(200);
    const exported = await server.app.inject({ method: 'GET', url: '/api/albums?filterStatus=DRAFT', headers: { authorization: `Bearer ${await signIn(server.app, 'admin_hq@demo.test')}`, accept: 'text/csv' } });
    expect(exported.body.split('\r\n')[0]).toBe('Title,Event Date,Photos,Videos,Description,Status,Last Updated');
    expect(exported.body).toContain('Agent Training Day');
    expect(exported.body).not.toContain('Open House Bandung');
  });

  it('are created with an uploaded photo and a video link, read in order, edited, published and deleted, each write audited', async () => {
    const admin = await as('admin@demo.test');
    const photo = await uploadPhoto('admin@demo.test');
    const created = payloadOf(
      await admin('POST', 'albums', {
        title: 'Gathering Bali',
        description: 'Two days by the sea.',
        eventOn: '2026-10-12',
        status: 'DRAFT',
        media: [
          { type: 'PHOTO', fileKey: photo.fileKey, caption: 'Welcome dinner' },
          { type: 'VIDEO', videoUrl: 'https://youtu.be/dQw4w9WgXcQ?t=3', caption: 'Aftermovie' },
        ],
      }),
      album,
      201,
    );
    expect(created).toMatchObject({ title: 'Gathering Bali', status: 'DRAFT', photoCount: 1, videoCount: 1 });
    const detail = payloadOf(await admin('GET', `albums/${created.albumId}`), album);
    // A video is kept in one canonical form, whichever was pasted.
    expect(detail.media!.map((m) => [m.position, m.type, m.caption, m.videoUrl ?? m.fileKey])).toEqual([
      [0, 'PHOTO', 'Welcome dinner', photo.fileKey],
      [1, 'VIDEO', 'Aftermovie', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ]);
    expect(detail.media![0]!.url).toBe(photo.url);

    // Reorder (video first), drop nothing, add a Vimeo link; then publish.
    const [first, second] = detail.media!;
    const edited = payloadOf(
      await admin('PATCH', `albums/${created.albumId}`, {
        status: 'PUBLISHED',
        media: [
          { type: 'VIDEO', videoUrl: second!.videoUrl, caption: 'Aftermovie' },
          { type: 'PHOTO', fileKey: first!.fileKey, caption: null },
          { type: 'VIDEO', videoUrl: 'https://player.vimeo.com/video/76979871' },
        ],
      }),
      album,
    );
    expect(edited.status).toBe('PUBLISHED');
    expect(edited.media!.map((m) => [m.type, m.caption, m.videoUrl])).toEqual([
      ['VIDEO', 'Aftermovie', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
      ['PHOTO', null, null],
      ['VIDEO', null, 'https://vimeo.com/76979871'],
    ]);
    expect(edited).toMatchObject({ photoCount: 1, videoCount: 2 });
    // A field alone leaves the items as they are.
    expect(payloadOf(await admin('PATCH', `albums/${created.albumId}`, { title: 'Gathering Bali 2026' }), album).media).toHaveLength(3);

    expect(payloadOf(await admin('DELETE', `albums/${created.albumId}`), album).title).toBe('Gathering Bali 2026');
    expect((await admin('GET', `albums/${created.albumId}`)).statusCode).toBe(404);
    expect(await server.database.db.select().from(albumMedia).where(eq(albumMedia.albumId, created.albumId))).toEqual([]);
    const events = await server.database.db.select().from(auditEvents).where(and(eq(auditEvents.entityType, 'album'), eq(auditEvents.entityId, created.albumId)));
    expect(events.map((e) => e.action).sort()).toEqual(['create', 'delete', 'status', 'update']);
  });

  it('refuses a foreign video link, a photo not stored, an empty published album and an unknown field, at the field, before any write', async () => {
    const admin = await as('admin@demo.test');
    const [draft] = payloadOf(await admin('GET', 'albums?search=Training'), listPayload(album)).results;
    const base = { title: 'Refused', eventOn: '2026-10-12', status: 'DRAFT' };
    await nothingWritten(async () => {
      expect(errorOf(await admin('POST', 'albums', { ...base, media: [{ type: 'VIDEO', videoUrl: 'https://evil.example/watch?v=dQw4w9WgXcQ' }] }), 400).fields).toEqual({ 'media.0.videoUrl': M.videoUrl });
      expect(errorOf(await admin('POST', 'albums', { ...base, media: [{ type: 'VIDEO', videoUrl: 'javascript:alert(1)' }] }), 400).fields).toEqual({ 'media.0.videoUrl': M.videoUrl });
      expect(errorOf(await admin('POST', 'albums', { ...base, media: [{ type: 'PHOTO', fileKey: 'AAAAAAAAAAAAAAAAAAAAAAAA' }] }), 400).fields).toEqual({ 'media.0.fileKey': M.photoMissing });
      expect(errorOf(await admin('POST', 'albums', { ...base, status: 'PUBLISHED', media: [] }), 400).fields).toEqual({ media: M.publishEmpty });
      expect(errorOf(await admin('POST', 'albums', { ...base, title: ' ', eventOn: '12/10/2026', media: [] }), 400).fields).toMatchObject({ title: 'Title is required.', eventOn: 'Event date format is invalid.' });
      expect(errorOf(await admin('POST', 'albums', { ...base, media: [{ type: 'PHOTO', fileKey: 'AAAAAAAAAAAAAAAAAAAAAAAA', url: 'x' }] }), 400).fields).toEqual({ 'media.0.url': 'Unknown field: media.0.url.' });
      // Publishing the empty demo draft without adding anything.
      expect(errorOf(await admin('PATCH', `albums/${draft!.albumId}`, { status: 'PUBLISHED' }), 400).fields).toEqual({ media: M.publishEmpty });
      expect((await admin('PATCH', 'albums/no-such-album', { title: 'Nope' })).statusCode).toBe(404);
    });
  });

  it('are admin-HQ-plus only', async () => {
    for (const email of ['agent@demo.test', 'franchise_owner@demo.test', 'admin_office@demo.test']) {
      const other = await as(email);
      expect((await other('GET', 'albums')).statusCode).toBe(403);
      expect((await other('POST', 'albums', { title: 'x', eventOn: '2026-01-01', status: 'DRAFT', media: [] })).statusCode).toBe(403);
    }
  });
});

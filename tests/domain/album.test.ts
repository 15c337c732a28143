import { describe, expect, it } from 'vitest';
import { ALBUM_MESSAGES as M, albumRefusal, canonicalVideoUrl, createAlbumBody, MAX_ALBUM_MEDIA, parseVideoUrl, updateAlbumBody } from '../../domain/album';

const ID = 'dQw4w9WgXcQ';

describe('video links', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`, 'youtube'],
    [`https://youtube.com/watch?v=${ID}&t=42s`, 'youtube'],
    [`https://m.youtube.com/watch?v=${ID}`, 'youtube'],
    [`https://youtu.be/${ID}?si=abc`, 'youtube'],
    [`https://www.youtube.com/shorts/${ID}`, 'youtube'],
    [`https://www.youtube.com/embed/${ID}`, 'youtube'],
    [`https://www.youtube-nocookie.com/embed/${ID}`, 'youtube'],
    [`https://www.youtube.com/live/${ID}`, 'youtube'],
    [`http://www.youtube.com/watch?v=${ID}`, 'youtube'],
    ['https://vimeo.com/76979871', 'vimeo'],
    ['https://player.vimeo.com/video/76979871', 'vimeo'],
  ])('%s is a %s video, kept in one canonical form', (url, provider) => {
    const link = parseVideoUrl(url);
    expect(link?.provider).toBe(provider);
    expect(canonicalVideoUrl(link!)).toBe(provider === 'youtube' ? `https://www.youtube.com/watch?v=${ID}` : 'https://vimeo.com/76979871');
  });

  it.each([
    'not a url',
    `javascript:alert(1)//https://youtu.be/${ID}`,
    `https://evil.example/watch?v=${ID}`,
    `https://youtube.com.evil.example/watch?v=${ID}`,
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC123',
    `https://user:pass@youtu.be/${ID}`,
    `https://youtu.be:8443/${ID}`,
    'https://vimeo.com/channels/staffpicks',
    'https://vimeo.com/12ab',
    `ftp://youtu.be/${ID}`,
  ])('%s is refused', (url) => {
    expect(parseVideoUrl(url)).toBeNull();
  });
});

describe('album bodies', () => {
  const base = { title: 'Awards Night', eventOn: '2026-10-12', status: 'DRAFT' as const };

  it('keep a video canonical and an empty caption as none', () => {
    const body = createAlbumBody.parse({ ...base, media: [{ type: 'VIDEO', videoUrl: ` https://youtu.be/${ID} `, caption: '' }] });
    expect(body.media).toEqual([{ type: 'VIDEO', videoUrl: `https://www.youtube.com/watch?v=${ID}`, caption: null }]);
  });

  it('refuse a foreign link at its item, an empty published album at media, and too many items', () => {
    const issues = (input: unknown) => createAlbumBody.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ ...base, media: [{ type: 'PHOTO', fileKey: 'A'.repeat(22) }, { type: 'VIDEO', videoUrl: 'https://evil.example/v' }] })).toEqual([['media.1.videoUrl', M.videoUrl]]);
    expect(issues({ ...base, status: 'PUBLISHED', media: [] })).toEqual([['media', M.publishEmpty]]);
    expect(issues({ ...base, media: Array.from({ length: MAX_ALBUM_MEDIA + 1 }, () => ({ type: 'VIDEO', videoUrl: `https://youtu.be/${ID}` })) })).toEqual([['media', M.tooMany]]);
  });

  it('a draft may be empty; publishing refuses only an album sent with no items', () => {
    expect(albumRefusal({ status: 'DRAFT', media: [] })).toBeNull();
    expect(albumRefusal({ status: 'PUBLISHED', media: [{}] })).toBeNull();
    expect(albumRefusal({ status: 'PUBLISHED', media: [] })).toEqual({ field: 'media', message: M.publishEmpty });
    // An edit that sends no items keeps the album's: the server decides with what it has.
    expect(updateAlbumBody.safeParse({ status: 'PUBLISHED' }).success).toBe(true);
  });
});

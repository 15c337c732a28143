/**
 * Blog posts in the back office (§2, §3, §4, §5, §7): the /blog-posts tabs
 * with search and pages; create (a draft with the URL derived from its title,
 * written by the caller) and the 'URL already used!' refusal; the slug check;
 * the status moves, with a post approved for a time ahead waiting as
 * SCHEDULED beside exactly one publish job, and an unpublish dropping it; the
 * body's HTML cleaned on save; the feature and embedded images; bad bodies
 * refused with a field message and nothing written.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { article, articleRow, checkSlugPayload, embeddedImagePayload, SCHEDULE_MESSAGES, type Article } from '../../domain/entities/article';
import { listPayload } from '../../domain/entities/common';
import { uploadedFile } from '../../domain/entities/file';
import { DEFAULT_ZONE } from '../../domain/format';
import { ERROR_CODES, MESSAGES } from '../../domain/messages';
import { articleCategories, articleCategoryLinks, articleImages, articles, articleTags, employees, jobs, users } from '../../server/db/schema';
import { encodePng } from '../../server/db/seed/demo-listings';
import { PUBLISH_ARTICLE_JOB } from '../../server/services/article-publish-job';
import { ARTICLE_MESSAGES } from '../../server/services/articles';
import { bearer, countRows, errorOf, payloadOf, signIn, startTestServer, type TestServer } from './support';
import { imageEntries, postForm } from './upload-form';

const BLOG_ADMIN = 'admin_blog@demo.test';

let server: TestServer;
let token: string;
let blogAdmin: { userId: string; name: string; employeeId: string };
const category: Record<string, string> = {};
const tag: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  token = await signIn(server.app, BLOG_ADMIN);
  const { db } = server.database;
  const [user] = await db.select().from(users).where(eq(users.email, BLOG_ADMIN));
  const [employee] = await db.select().from(employees).where(eq(employees.userId, user!.userId));
  blogAdmin = { userId: user!.userId, name: user!.name, employeeId: employee!.employeeId };
  for (const c of await db.select().from(articleCategories)) category[c.categoryName] = c.categoryId;
  for (const t of await db.select().from(articleTags)) tag[t.tagName] = t.tagId;
});
afterAll(async () => {
  await server?.close();
});

const qs = (query: Record<string, string | number>) => `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;
const get = (url: string) => server.app.inject({ method: 'GET', url, headers: bearer(token) });
const send = (method: 'POST' | 'PATCH', url: string, payload: unknown) => server.app.inject({ method, url, payload: payload as object, headers: bearer(token) });

const articleList = listPayload(articleRow.strict());

/** What the wizard's detail step sends for a new post. */
function draftBody(title: string, extra: Record<string, unknown> = {}) {
  return {
    title,
    subtitle: `Ringkasan ${title}`,
    categoryIds: [category['Membeli Rumah']!],
    parentCategoryIds: [category['Tips Properti']!],
    tagIds: [tag['KPR']!],
    publishType: 'PUBLISH_NOW',
    status: 'OPEN',
    body: '<p>Isi artikel yang cukup panjang.</p>',
    ...extra,
  };
}

async function create(title: string, extra: Record<string, unknown> = {}): Promise<Article> {
  return payloadOf(await send('POST', '/api/articles', draftBody(title, extra)), article.strict(), 201);
}

const patch = async (articleId: string, body: unknown) => send('PATCH', `/api/articles/${articleId}`, body);

/** A schedule `days` ahead on the network's clock, as the picker writes it. */
const aheadOf = (days: number) => DateTime.fromJSDate(server.clock.now(), { zone: DEFAULT_ZONE }).plus({ days }).startOf('minute');
const pickerValue = (at: DateTime) => at.toFormat('yyyy-MM-dd HH:mm');

async function publishJobs(articleId: string) {
  return server.database.db.select().from(jobs).where(eq(jobs.key, `${PUBLISH_ARTICLE_JOB}:${articleId}`));
}

/** Rows a refused create or edit must leave alone. */
const blogRows = async () => ({
  articles: await countRows(server.database, 'articles'),
  categoryLinks: await countRows(server.database, 'article_category_links'),
  tagLinks: await countRows(server.database, 'article_tag_links'),
  jobs: await countRows(server.database, 'jobs'),
});

async function upload(fileName: string, seed: number) {
  const png = encodePng(4, 4, () => [seed, 100, 200]);
  const res = await postForm(server.app, imageEntries(png, 'image/png', 'blogFeatureImage', fileName), token);
  return payloadOf(res, uploadedFile, 201);
}

describe('GET /articles: a tab of /blog-posts', () => {
  it('lists one status, searched by title, in pages with count, prev and next', async () => {
    for (const n of [1, 2, 3]) await create(`Safir Tab ${n}`);
    const first = payloadOf(await get(`/api/articles${qs({ status: 'OPEN', search: 'safir tab', limit: 2, sort: 'title:ASC' })}`), articleList);
    expect(first).toMatchObject({ count: 3, prev: null, next: 2 });
    expect(first.results.map((r) => r.title)).toEqual(['Safir Tab 1', 'Safir Tab 2']);
    const second = payloadOf(await get(`/api/articles${qs({ status: 'OPEN', search: 'safir tab', limit: 2, offset: 2, sort: 'title:ASC' })}`), articleList);
    expect(second).toMatchObject({ count: 3, prev: 0, next: null });
    expect(second.results.map((r) => r.title)).toEqual(['Safir Tab 3']);
    expect(payloadOf(await get(`/api/articles${qs({ status: 'PUBLISH', search: 'safir tab' })}`), articleList).count).toBe(0);
  });

  it('shows each row with its categories as parent and child, and treats % in a search as a character', async () => {
    const { results } = payloadOf(await get(`/api/articles${qs({ search: 'Safir Tab 1' })}`), articleList);
    expect(results[0]!.categories).toEqual([
      { categoryId: category['Membeli Rumah'], parentCategory: { categoryId: category['Tips Properti'], categoryName: 'Tips Properti' }, category: { categoryName: 'Membeli Rumah' } },
    ]);
    expect(payloadOf(await get(`/api/articles${qs({ search: 'Safir%' })}`), articleList).count).toBe(0);
  });

  it('has demo posts in every tab', async () => {
    for (const status of ['PUBLISH', 'OPEN', 'SCHEDULED', 'NEED_APPROVAL', 'DELETE', 'UNPUBLISH']) {
      const { results } = payloadOf(await get(`/api/articles${qs({ status })}`), articleList);
      expect(results.length, status).toBeGreaterThan(0);
      expect(results.every((r) => r.status === status)).toBe(true);
    }
  });
});

describe('POST /articles', () => {
  it('saves a draft written by the caller, with the URL derived from the title, and answers 201 with the post', async () => {
    const created = await create('Rumah Ideal di Kota Bogor: Panduan 2026!');
    expect(created).toMatchObject({
      title: 'Rumah Ideal di Kota Bogor: Panduan 2026!',
      slug: 'rumah-ideal-di-kota-bogor-panduan-2026',
      status: 'OPEN',
      publishType: 'PUBLISH_NOW',
      publicationAt: null,
      authorName: blogAdmin.name,
      createdByUserId: blogAdmin.userId,
      user: { userId: blogAdmin.userId, name: blogAdmin.name },
      tags: [{ tagId: tag['KPR'], tag: { tagName: 'KPR' } }],
      images: [],
    });
    expect(created.categories.map((c) => [c.parentCategory?.categoryName ?? null, c.category.categoryName])).toEqual([['Tips Properti', 'Membeli Rumah']]);
    const [row] = await server.database.db.select().from(articles).where(eq(articles.articleId, created.articleId));
    expect(row!.employeeId).toBe(blogAdmin.employeeId);
    expect(payloadOf(await get(`/api/articles/${created.articleId}`), article.strict())).toEqual(created);
  });

  it('files the post under the parent of a chosen sub-category even when the parent is not sent', async () => {
    const created = await create('Safir Induk Otomatis', { parentCategoryIds: undefined, categoryIds: [category['Menjual Rumah']!, category['Gaya Hidup']!] });
    expect(created.categories.map((c) => [c.parentCategory?.categoryName ?? null, c.category.categoryName])).toEqual([
      [null, 'Gaya Hidup'],
      ['Tips Properti', 'Menjual Rumah'],
    ]);
    const linked = await server.database.db.select().from(articleCategoryLinks).where(eq(articleCategoryLinks.articleId, created.articleId));
    expect(linked.map((l) => l.categoryId).sort()).toEqual([category['Menjual Rumah'], category['Gaya Hidup'], category['Tips Properti']].sort());
  });

  it('keeps the author name and the employee it is sent', async () => {
    const created = await create('Safir Penulis Tamu', { authorName: 'Tim Riset Genius', externalData: { employeeId: blogAdmin.employeeId } });
    expect(created.authorName).toBe('Tim Riset Genius');
  });

  it("refuses a URL another post uses with 400 'URL already used!' on slug, writing nothing", async () => {
    const first = await create('Safir Judul Kembar');
    const before = await blogRows();
    const res = await send('POST', '/api/articles', draftBody('Safir Judul Kembar'));
    const error = errorOf(res, 400, ERROR_CODES.validation);
    expect(error).toEqual({ code: ERROR_CODES.validation, message: MESSAGES.urlUsed, fields: { slug: MESSAGES.urlUsed } });
    errorOf(await send('POST', '/api/articles', draftBody('Judul Lain', { slug: first.slug })), 400);
    expect(await blogRows()).toEqual(before);
  });
});

describe('POST /articles/check-slug', () => {
  it('answers the slug when another post uses it, null when it is free, and not the post being edited', async () => {
    const own = await create('Safir Cek URL');
    const check = async (body: unknown) => payloadOf(await send('POST', '/api/articles/check-slug', body), checkSlugPayload.strict());
    expect(await check({ slug: own.slug })).toEqual({ slug: own.slug, isUsed: true });
    expect(await check({ slug: 'safir-belum-dipakai' })).toEqual({ slug: null, isUsed: false });
    expect(await check({ slug: own.slug, articleId: own.articleId })).toEqual({ slug: null, isUsed: false });
    const other = await create('Safir Cek URL Lain');
    expect(await check({ slug: own.slug, articleId: other.articleId })).toEqual({ slug: own.slug, isUsed: true });
  });
});

describe('PATCH /articles/:articleId: the wizard and the status moves', () => {
  it('moves a draft to Waiting Approval with its body, and keeps the URL when only the title changes', async () => {
    const draft = await create('Safir Menunggu');
    const saved = payloadOf(await patch(draft.articleId, { status: 'NEED_APPROVAL', body: '<p>Isi final.</p>', title: 'Safir Menunggu Persetujuan' }), article);
    expect(saved).toMatchObject({ status: 'NEED_APPROVAL', body: '<p>Isi final.</p>', title: 'Safir Menunggu Persetujuan', slug: draft.slug });
  });

  it('publishes an approved PUBLISH_NOW post at once, publicationAt being the moment it goes live', async () => {
    const post = await create('Safir Terbit Sekarang', { status: 'NEED_APPROVAL' });
    const approved = payloadOf(await patch(post.articleId, { status: 'PUBLISH' }), article);
    expect(approved.status).toBe('PUBLISH');
    expect(approved.publicationAt).toBe(server.clock.now().toISOString());
    expect(await publishJobs(post.articleId)).toEqual([]);
  });

  it('keeps an approved post with a time ahead SCHEDULED, with exactly one pending publish job at that time', async () => {
    const at = aheadOf(2);
    const post = await create('Safir Terjadwal', { status: 'NEED_APPROVAL', publishType: 'SCHEDULED', publicationAt: pickerValue(at) });
    expect(post).toMatchObject({ status: 'NEED_APPROVAL', publicationAt: at.toJSDate().toISOString() });
    expect(await publishJobs(post.articleId)).toEqual([]);

    const approved = payloadOf(await patch(post.articleId, { status: 'PUBLISH' }), article);
    expect(approved.status).toBe('SCHEDULED');
    const pending = await publishJobs(post.articleId);
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ status: 'pending', runAt: at.toJSDate(), payload: { articleId: post.articleId } });

    // A new time moves the one job.
    const later = aheadOf(3);
    payloadOf(await patch(post.articleId, { publicationAt: pickerValue(later) }), article);
    const moved = await publishJobs(post.articleId);
    expect(moved.map((j) => [j.status, j.runAt.toISOString()])).toEqual([['pending', later.toJSDate().toISOString()]]);
  });

  it('keeps a post that went live on its schedule editable: resending its own past schedule is no new date in the past', async () => {
    const post = await create('Safir Sudah Terbit', { publishType: 'SCHEDULED', publicationAt: pickerValue(aheadOf(1)), status: 'PUBLISH' });
    expect(post.status).toBe('SCHEDULED');
    // Its time came and the job published it (as tests/server/jobs.test.ts shows).
    const at = aheadOf(-1);
    await server.database.db.update(articles).set({ status: 'PUBLISH', publicationAt: at.toJSDate() }).where(eq(articles.articleId, post.articleId));

    const resent = await patch(post.articleId, { title: 'Safir Sudah Terbit (revisi)', publishType: 'SCHEDULED', publicationAt: pickerValue(at) });
    expect(payloadOf(resent, article)).toMatchObject({ title: 'Safir Sudah Terbit (revisi)', status: 'PUBLISH', publicationAt: at.toJSDate().toISOString() });
    // Another past time is still refused.
    const moved = await patch(post.articleId, { publishType: 'SCHEDULED', publicationAt: pickerValue(at.minus({ minutes: 1 })) });
    expect(errorOf(moved, 400).fields).toEqual({ publicationAt: SCHEDULE_MESSAGES.past });
  });

  it('drops the publish job when a scheduled post is unpublished', async () => {
    const post = await create('Safir Batal Terbit', { publishType: 'SCHEDULED', publicationAt: pickerValue(aheadOf(1)), status: 'PUBLISH' });
    expect(post.status).toBe('SCHEDULED');
    expect(await publishJobs(post.articleId)).toHaveLength(1);
    const unpublished = payloadOf(await patch(post.articleId, { status: 'UNPUBLISH' }), article);
    expect(unpublished.status).toBe('UNPUBLISH');
    expect(await publishJobs(post.articleId)).toEqual([]);
  });

  it('replaces categories and tags, refusing unknown ones naming the field and writing nothing', async () => {
    const post = await create('Safir Ganti Kategori');
    const saved = payloadOf(await patch(post.articleId, { categoryIds: [category['Pasar Properti']!], tagIds: [tag['Investasi']!, tag['Jakarta']!] }), article);
    expect(saved.categories.map((c) => c.category.categoryName)).toEqual(['Pasar Properti']);
    expect(saved.tags.map((t) => t.tag.tagName)).toEqual(['Investasi', 'Jakarta']);
    const before = await blogRows();
    expect(errorOf(await patch(post.articleId, { categoryIds: ['no-such-category'], status: 'PUBLISH' }), 400).fields).toEqual({ categoryIds: ARTICLE_MESSAGES.unknownCategory });
    expect(errorOf(await patch(post.articleId, { tagIds: [tag['KPR']!, 'no-such-tag'] }), 400).fields).toEqual({ tagIds: ARTICLE_MESSAGES.unknownTag });
    expect(errorOf(await patch(post.articleId, { parentCategoryIds: [category['Membeli Rumah']!] }), 400).fields).toEqual({ parentCategoryIds: ARTICLE_MESSAGES.notAParent });
    expect(await blogRows()).toEqual(before);
    expect(payloadOf(await get(`/api/articles/${post.articleId}`), article)).toMatchObject({ status: 'OPEN', tags: saved.tags });
  });

  it('answers 404 for a post that does not exist', async () => {
    errorOf(await patch('no-such-article', { status: 'PUBLISH' }), 404, ERROR_CODES.notFound);
    errorOf(await get('/api/articles/no-such-article'), 404, ERROR_CODES.notFound);
  });
});

describe('the body is cleaned on save', () => {
  const HOSTILE = [
    '<h2>Judul Aman</h2><h3 class="ql-align-center">Sub judul</h3>',
    '<ol><li data-list="bullet">satu</li><li data-list="ordered">dua</li></ol>',
    '<p>Baca <a href="https://www.genius.co.id/blog" onclick="steal()">di sini</a> atau <a href="javascript:alert(1)">ini</a>.</p>',
    '<blockquote>Kutipan</blockquote>',
    '<p><img src="https://cdn.genius.co.id/rumah.png" alt="rumah" onerror="alert(2)"><img src="javascript:alert(3)"></p>',
    '<script>alert(4)</script>',
    '<svg onload="alert(5)"><circle r="5"></circle></svg>',
    '<style>body { display: none }</style>',
    '<iframe src="https://evil.test/frame"></iframe>',
    '<p style="color: red">merah</p>',
  ].join('');

  it('keeps headings, lists, links, quotes and images, and drops script, handlers, javascript: URLs, svg, style and frames', async () => {
    const post = await create('Safir Sanitasi', { body: HOSTILE });
    const stored = post.body!;
    for (const kept of [
      '<h2>Judul Aman</h2>',
      '<h3 class="ql-align-center">Sub judul</h3>',
      '<li data-list="bullet">satu</li>',
      '<blockquote>Kutipan</blockquote>',
      'href="https://www.genius.co.id/blog"',
      'src="https://cdn.genius.co.id/rumah.png"',
      'alt="rumah"',
      '<p>merah</p>',
    ]) {
      expect(stored).toContain(kept);
    }
    expect(stored).not.toMatch(/<script|alert|onerror|onclick|onload|javascript:|<svg|<style|style=|<iframe|evil\.test/i);
    const [row] = await server.database.db.select({ body: articles.body }).from(articles).where(eq(articles.articleId, post.articleId));
    expect(row!.body).toBe(stored);
  });

  it('refuses a body with nothing left after cleaning, naming the body', async () => {
    const post = await create('Safir Isi Kosong');
    const error = errorOf(await patch(post.articleId, { body: '<script>document.write("tulisan")</script>' }), 400);
    expect(error.fields).toEqual({ body: MESSAGES.required('Body') });
  });
});

describe('images', () => {
  it('attaches an uploaded file as the feature image, and a second one replaces it', async () => {
    const post = await create('Safir Gambar Utama');
    const first = await upload('depan.png', 10);
    const withImage = payloadOf(await send('POST', `/api/articles/image/${post.articleId}`, { fileKey: first.fileKey, imageName: 'Tampak depan', captionImage: 'Rumah di Bogor', altText: 'Rumah bercat putih' }), article.strict());
    expect(withImage.images).toEqual([
      {
        fileId: expect.any(String),
        imageUrl: `/api/files/${first.fileKey}`,
        metadata: { originalName: 'depan.png', mimeType: 'image/png', imageName: 'Tampak depan', captionImage: 'Rumah di Bogor', altText: 'Rumah bercat putih' },
      },
    ]);
    const second = await upload('samping.png', 20);
    const replaced = payloadOf(await send('POST', `/api/articles/image/${post.articleId}`, { fileKey: second.fileKey, imageName: 'Tampak samping' }), article);
    expect(replaced.images.map((i) => [i.imageUrl, i.metadata.imageName, i.metadata.captionImage])).toEqual([[`/api/files/${second.fileKey}`, 'Tampak samping', null]]);
    const rows = await server.database.db.select().from(articleImages).where(and(eq(articleImages.articleId, post.articleId), eq(articleImages.kind, 'feature')));
    expect(rows.map((r) => r.fileKey)).toEqual([second.fileKey]);
  });

  it("refuses a file that was never uploaded with 'File not found!' and keeps the image it had", async () => {
    const post = await create('Safir Gambar Hilang');
    const file = await upload('ada.png', 30);
    payloadOf(await send('POST', `/api/articles/image/${post.articleId}`, { fileKey: file.fileKey, imageName: 'Ada' }), article);
    const res = await send('POST', `/api/articles/image/${post.articleId}`, { fileKey: 'A'.repeat(22), imageName: 'Hilang' });
    expect(errorOf(res, 400).fields).toEqual({ fileKey: MESSAGES.fileNotFound });
    expect(payloadOf(await get(`/api/articles/${post.articleId}`), article).images.map((i) => i.metadata.imageName)).toEqual(['Ada']);
    errorOf(await send('POST', '/api/articles/image/no-such-article', { fileKey: file.fileKey, imageName: 'X' }), 404);
  });

  it('records an image embedded in the body and answers where it is served', async () => {
    const post = await create('Safir Gambar Isi');
    const file = await upload('isi.png', 40);
    const embedded = payloadOf(await send('POST', `/api/articles/image-blog/${post.articleId}`, { fileKey: file.fileKey }), embeddedImagePayload.strict());
    expect(embedded).toEqual({ fileId: expect.any(String), imageUrl: `/api/files/${file.fileKey}` });
    const again = payloadOf(await send('POST', `/api/articles/image-blog/${post.articleId}`, { fileKey: file.fileKey }), embeddedImagePayload);
    expect(again).toEqual(embedded);
    const rows = await server.database.db.select().from(articleImages).where(eq(articleImages.articleId, post.articleId));
    expect(rows.map((r) => [r.kind, r.fileKey])).toEqual([['embedded', file.fileKey]]);
    // The feature image (images) is not the body's pictures.
    expect(payloadOf(await get(`/api/articles/${post.articleId}`), article).images).toEqual([]);
    const served = await server.app.inject({ method: 'GET', url: embedded.imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });
});

describe('bad bodies: 400 naming the field, nothing written', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['no category', { categoryIds: [] }, 'categoryIds', MESSAGES.categoriesRequired],
    ['an unknown category', { categoryIds: ['no-such-category'] }, 'categoryIds', ARTICLE_MESSAGES.unknownCategory],
    ['an unknown tag', { tagIds: ['no-such-tag'] }, 'tagIds', ARTICLE_MESSAGES.unknownTag],
    ['no title', { title: '' }, 'title', MESSAGES.required('Title')],
    ['a schedule without a date', { publishType: 'SCHEDULED', publicationAt: null }, 'publicationAt', MESSAGES.required('Schedule date')],
    ['a schedule in another format', { publishType: 'SCHEDULED', publicationAt: '23/11/2030 10:00' }, 'publicationAt', SCHEDULE_MESSAGES.invalid],
    ['someone else’s employee record', { externalData: { employeeId: 'not-mine' } }, 'externalData.employeeId', ARTICLE_MESSAGES.notYourEmployee],
    ['a title without letters or digits and no URL', { title: '!!! ???' }, 'slug', MESSAGES.required('URL')],
  ];

  it.each(cases)('%s', async (_name, change, field, message) => {
    const before = await blogRows();
    const error = errorOf(await send('POST', '/api/articles', { ...draftBody('Safir Salah'), ...change }), 400, ERROR_CODES.validation);
    // Schema refusals may put the field's label before the message.
    expect(error.fields?.[field]).toContain(message);
    expect(await blogRows()).toEqual(before);
  });

  it('refuses a new time alone that is past on the server clock, keeping the schedule', async () => {
    const at = aheadOf(1);
    const post = await create('Safir Jadwal Lalu', { publishType: 'SCHEDULED', publicationAt: pickerValue(at) });
    const res = await patch(post.articleId, { publicationAt: pickerValue(aheadOf(-1)) });
    expect(errorOf(res, 400).fields).toEqual({ publicationAt: SCHEDULE_MESSAGES.past });
    expect(payloadOf(await get(`/api/articles/${post.articleId}`), article).publicationAt).toBe(at.toJSDate().toISOString());
  });

  it('no posts were written by the refusals', async () => {
    const rows = await server.database.db.select({ title: articles.title }).from(articles).where(inArray(articles.title, ['Safir Salah', '!!! ???']));
    expect(rows).toEqual([]);
  });
});

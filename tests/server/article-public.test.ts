/**
 * The blog as the website and the statistics cards see it (§7): the published
 * list (top 5 by popularity, the visitor count; narrowed by writer), the
 * public page by slug (published posts only, each read a visitor), the
 * posts' visitor and share counts; and the demo posts (every status, the
 * scheduled one's job, feature images, readers and shares).
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { article, CONTENT_STATUSES, publicArticle, publicArticleRow, type Article } from '../../domain/entities/article';
import { listPayload } from '../../domain/entities/common';
import { SHARE_CHANNELS, shareCounts } from '../../domain/entities/listing-masking';
import { visitorCount } from '../../domain/entities/statistics';
import { ERROR_CODES } from '../../domain/messages';
import { articleCategories, articleImages, articles, articleTags, articleVisitors, contentShares, jobs, users } from '../../server/db/schema';
import { sniffImageType } from '../../server/services/image-header';
import { newId } from '../../server/services/tokens';
import { bearer, errorOf, payloadOf, signIn, startTestServer, type TestServer } from './support';

const BLOG_ADMIN = 'admin_blog@demo.test';
const OTHER_WRITER = 'admin_hq@demo.test';

let server: TestServer;
const tokens = new Map<string, string>();
const userIdOf = new Map<string, string>();
const category = new Map<string, string>();
const tag = new Map<string, string>();

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  for (const u of await db.select().from(users)) userIdOf.set(u.email, u.userId);
  for (const c of await db.select().from(articleCategories)) category.set(c.categoryName, c.categoryId);
  for (const t of await db.select().from(articleTags)) tag.set(t.tagName, t.tagId);
});
afterAll(async () => {
  await server?.close();
});

async function tokenOf(email: string): Promise<string> {
  if (!tokens.has(email)) tokens.set(email, await signIn(server.app, email));
  return tokens.get(email)!;
}

const qs = (query: Record<string, string | number>) => `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;
const publicGet = (url: string) => server.app.inject({ method: 'GET', url });
const adminGet = async (url: string, email = BLOG_ADMIN) => server.app.inject({ method: 'GET', url, headers: bearer(await tokenOf(email)) });
const send = async (method: 'POST' | 'PATCH', url: string, payload: unknown, email = BLOG_ADMIN) =>
  server.app.inject({ method, url, payload: payload as object, headers: bearer(await tokenOf(email)) });

const publicList = listPayload(publicArticleRow.strict());

/** A post written by `email`, in the status asked (published through the approval move). */
async function post(title: string, options: { email?: string; publish?: boolean; categories?: string[]; tags?: string[] } = {}): Promise<Article> {
  const email = options.email ?? BLOG_ADMIN;
  const body = {
    title,
    subtitle: `Ringkasan ${title}`,
    categoryIds: (options.categories ?? ['Membeli Rumah']).map((n) => category.get(n)!),
    tagIds: (options.tags ?? ['KPR']).map((n) => tag.get(n)!),
    publishType: 'PUBLISH_NOW',
    body: '<h2>Isi</h2><p>Paragraf publik.</p>',
  };
  const created = payloadOf(await send('POST', '/api/articles', body, email), article, 201);
  if (!options.publish) return created;
  return payloadOf(await send('PATCH', `/api/articles/${created.articleId}`, { status: 'PUBLISH' }, email), article);
}

const visitors = async (articleId?: string) =>
  payloadOf(await adminGet(`/api/article-visitors/count${articleId ? qs({ articleId }) : ''}`), visitorCount.strict()).totalCount;

describe('GET /articles/public: the website list, without a token', () => {
  it('answers the top 5 published posts by popularity (their visitor count), most read first', async () => {
    const top = payloadOf(await publicGet(`/api/articles/public${qs({ limit: 5, sort: 'popularity:DESC' })}`), publicList);
    expect(top.results).toHaveLength(5);
    const [published] = await server.database.db.select({ n: count() }).from(articles).where(eq(articles.status, 'PUBLISH'));
    expect(top).toMatchObject({ count: published!.n, prev: null, next: 5 });
    const popularity = top.results.map((r) => r.popularity);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
    expect(top.results[0]).toMatchObject({ title: 'Tips Membeli Rumah Pertama untuk Milenial', popularity: 48 });
    for (const row of top.results) {
      const [n] = await server.database.db.select({ n: count() }).from(articleVisitors).where(eq(articleVisitors.articleId, row.articleId));
      expect(row.popularity).toBe(n!.n);
    }
    const statuses = await server.database.db.select({ status: articles.status }).from(articles).where(inArray(articles.articleId, top.results.map((r) => r.articleId)));
    expect(new Set(statuses.map((s) => s.status))).toEqual(new Set(['PUBLISH']));
  });

  it("narrows to the writers in userIds, and a read moves a post up", async () => {
    const other = await post('Safir Tulisan Admin HQ', { email: OTHER_WRITER, publish: true });
    const hqId = userIdOf.get(OTHER_WRITER)!;
    const blogId = userIdOf.get(BLOG_ADMIN)!;
    const byHq = payloadOf(await publicGet(`/api/articles/public${qs({ userIds: hqId, sort: 'popularity:DESC' })}`), publicList);
    expect(byHq.results.map((r) => [r.articleId, r.popularity])).toEqual([[other.articleId, 0]]);
    const byBlog = payloadOf(await publicGet(`/api/articles/public${qs({ userIds: blogId, limit: 50 })}`), publicList);
    expect(byBlog.results.map((r) => r.articleId)).not.toContain(other.articleId);
    for (let i = 0; i < 3; i++) expect((await publicGet(`/api/articles/public/${other.slug}`)).statusCode).toBe(200);
    const both = payloadOf(await publicGet(`/api/articles/public${qs({ userIds: `${hqId},${blogId}`, sort: 'popularity:DESC', limit: 50 })}`), publicList);
    expect(both.results.find((r) => r.articleId === other.articleId)?.popularity).toBe(3);
    expect(both.count).toBe(byBlog.count + 1);
  });

  it('lists newest first by default', async () => {
    // Posts published in the same instant would tie: this one goes live a minute later.
    server.clock.advance(60_000);
    const newest = await post('Safir Terbaru', { publish: true });
    const list = payloadOf(await publicGet('/api/articles/public'), publicList);
    expect(list.results[0]?.articleId).toBe(newest.articleId);
    const dates = list.results.map((r) => r.publicationAt ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('GET /articles/public/:slug: the public page', () => {
  it('is 404 for a draft and for a scheduled post, and counts no visitor for them', async () => {
    const draft = await post('Safir Masih Draf');
    const before = await visitors();
    errorOf(await publicGet(`/api/articles/public/${draft.slug}`), 404, ERROR_CODES.notFound);
    const [scheduled] = await server.database.db.select().from(articles).where(eq(articles.status, 'SCHEDULED'));
    errorOf(await publicGet(`/api/articles/public/${scheduled!.slug}`), 404, ERROR_CODES.notFound);
    errorOf(await publicGet('/api/articles/public/tidak-ada-artikel-ini'), 404, ERROR_CODES.notFound);
    expect(await visitors()).toBe(before);
  });

  it('answers a published post and counts each read as a visitor', async () => {
    const published = await post('Safir Sudah Terbit', { publish: true });
    const allBefore = await visitors();
    expect(await visitors(published.articleId)).toBe(0);
    const page = payloadOf(await publicGet(`/api/articles/public/${published.slug}`), publicArticle.strict());
    expect(page).toMatchObject({ articleId: published.articleId, title: 'Safir Sudah Terbit', body: '<h2>Isi</h2><p>Paragraf publik.</p>', slug: published.slug });
    await publicGet(`/api/articles/public/${published.slug}`);
    expect(await visitors(published.articleId)).toBe(2);
    expect(await visitors()).toBe(allBefore + 2);
  });

  it('leaves out unpublished categories and tags', async () => {
    const published = await post('Safir Kategori Arsip', { publish: true, categories: ['Arsip Promo', 'Gaya Hidup'], tags: ['Promo Lama', 'Renovasi'] });
    expect(published.categories.map((c) => c.category.categoryName)).toEqual(['Arsip Promo', 'Gaya Hidup']);
    const page = payloadOf(await publicGet(`/api/articles/public/${published.slug}`), publicArticle);
    expect(page.categories.map((c) => c.category.categoryName)).toEqual(['Gaya Hidup']);
    expect(page.tags.map((t) => t.tag.tagName)).toEqual(['Renovasi']);
  });
});

describe('the posts statistics cards', () => {
  it('article-shared/count: a post’s shares per channel, and every post’s without contentId', async () => {
    const shared = await post('Safir Dibagikan', { publish: true });
    const share = (channel: string, contentType = 'article') => ({ contentShareId: newId(), contentType, contentId: shared.articleId, channel });
    await server.database.db.insert(contentShares).values([share('whatsapp'), share('whatsapp'), share('facebook'), share('copyLink'), share('twitter', 'listing')]);
    const counts = payloadOf(await adminGet(`/api/article-shared/count${qs({ contentId: shared.articleId })}`), shareCounts);
    expect(counts).toEqual({ totalCount: 4, socialMediaCounts: { ...Object.fromEntries(SHARE_CHANNELS.map((c) => [c, 0])), whatsapp: 2, facebook: 1, copyLink: 1 } });
    const all = payloadOf(await adminGet('/api/article-shared/count'), shareCounts);
    const [stored] = await server.database.db.select({ n: count() }).from(contentShares).where(eq(contentShares.contentType, 'article'));
    expect(all.totalCount).toBe(stored!.n);
    expect(all.totalCount).toBeGreaterThan(counts.totalCount);
  });

  it('are for blog admins only', async () => {
    errorOf(await publicGet('/api/article-visitors/count'), 403, ERROR_CODES.unauthorized);
    errorOf(await adminGet('/api/article-shared/count', 'agent@demo.test'), 403, ERROR_CODES.forbidden);
  });
});

describe('the demo posts', () => {
  it('cover every content status, written by the blog admin, the scheduled one ahead with its pending job', async () => {
    const rows = await server.database.db.select().from(articles).where(eq(articles.createdByUserId, userIdOf.get(BLOG_ADMIN)!));
    const demo = rows.filter((r) => r.articleId.startsWith('ART-'));
    expect(demo.length).toBeGreaterThanOrEqual(12);
    expect(new Set(demo.map((r) => r.status))).toEqual(new Set(CONTENT_STATUSES));
    expect(demo.filter((r) => r.status === 'NEED_APPROVAL')).toHaveLength(2);
    const scheduled = demo.filter((r) => r.status === 'SCHEDULED');
    for (const s of scheduled) {
      expect(s.publicationAt!.getTime()).toBeGreaterThan(server.clock.now().getTime());
      const pending = await server.database.db.select().from(jobs).where(and(eq(jobs.key, `publish-article:${s.articleId}`), eq(jobs.status, 'pending')));
      expect(pending.map((j) => j.runAt.getTime())).toEqual([s.publicationAt!.getTime()]);
    }
    expect(demo.find((r) => r.articleId === 'ART-20260031')).toMatchObject({ status: 'PUBLISH', title: 'Tips Membeli Rumah Pertama untuk Milenial' });
  });

  it('have real PNG feature images on most posts, served by GET /files', async () => {
    const features = await server.database.db.select().from(articleImages).where(eq(articleImages.kind, 'feature'));
    const demoFeatures = features.filter((f) => f.articleId.startsWith('ART-'));
    expect(demoFeatures.length).toBeGreaterThanOrEqual(10);
    const res = await publicGet(`/api/files/${demoFeatures[0]!.fileKey}`);
    expect(res.statusCode).toBe(200);
    expect(sniffImageType(res.rawPayload)).toBe('image/png');
  });

  it('have readers in clearly different numbers and shares over several channels', async () => {
    const rows = await server.database.db
      .select({ articleId: articleVisitors.articleId, n: count() })
      .from(articleVisitors)
      .innerJoin(articles, eq(articles.articleId, articleVisitors.articleId))
      .where(eq(articles.status, 'PUBLISH'))
      .groupBy(articleVisitors.articleId);
    const demo = rows.filter((r) => r.articleId.startsWith('ART-')).map((r) => r.n);
    expect(demo.length).toBeGreaterThanOrEqual(5);
    expect(new Set(demo).size).toBe(demo.length);
    const channels = await server.database.db
      .selectDistinct({ channel: contentShares.channel })
      .from(contentShares)
      .where(and(eq(contentShares.contentType, 'article'), inArray(contentShares.contentId, rows.map((r) => r.articleId))));
    expect(channels.length).toBeGreaterThanOrEqual(4);
  });
});

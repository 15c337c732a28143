/**
 * Article categories and tags (§2, §5, §7): the two-level category tree, its
 * list with status and search on both levels, creation from the wizard (a
 * parent with sub-categories, in one transaction) and from the categories
 * screen (one sub-category), rename and the unpublish cascade; tags likewise.
 * A duplicate name (case-insensitive, per parent) is a 400 naming the field,
 * with nothing written.
 */
import { eq, inArray, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleCategory, articleTag, TAXONOMY_MESSAGES, type ArticleCategory } from '../../domain/entities/article';
import { listPayload } from '../../domain/entities/common';
import { ERROR_CODES, MESSAGES } from '../../domain/messages';
import { articleCategories, articleTags } from '../../server/db/schema';
import { bearer, countRows, errorOf, payloadOf, signIn, startTestServer, type TestServer } from './support';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await signIn(server.app, 'admin_blog@demo.test');
});
afterAll(async () => {
  await server?.close();
});

const qs = (query: Record<string, string | number>) => `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;
const get = (url: string) => server.app.inject({ method: 'GET', url, headers: bearer(token) });
const send = (method: 'POST' | 'PATCH', url: string, payload: unknown) => server.app.inject({ method, url, payload: payload as object, headers: bearer(token) });

const categoryList = listPayload(articleCategory.strict());
const tagList = listPayload(articleTag.strict());

async function createTree(categoryName: string, subCategories: string[] = []): Promise<ArticleCategory> {
  return payloadOf(await send('POST', '/api/master-article-categories', { categoryName, subCategories }), articleCategory, 201);
}

async function listCategories(query: Record<string, string | number>) {
  return payloadOf(await get(`/api/master-article-categories${qs(query)}`), categoryList);
}

async function storedCategory(categoryId: string) {
  const [row] = await server.database.db.select().from(articleCategories).where(eq(articleCategories.categoryId, categoryId));
  return row!;
}

/** Rows of both taxonomy tables: a refused write leaves them as they were. */
const taxonomyRows = async () => ({ categories: await countRows(server.database, 'article_categories'), tags: await countRows(server.database, 'article_tags') });

const names = (c: ArticleCategory) => c.subCategories.map((s) => s.categoryName);

describe('POST /master-article-categories: a parent with its sub-categories (the wizard)', () => {
  it('creates the parent and its children in one go, published, and answers 201 with the tree', async () => {
    const created = await createTree('Kuarsa Lokasi', ['Jakarta', '  Bandung ', '', 'Surabaya']);
    expect(created).toMatchObject({ categoryName: 'Kuarsa Lokasi', parentCategoryId: null, status: 'PUBLISH' });
    expect(names(created)).toEqual(['Bandung', 'Jakarta', 'Surabaya']);
    expect(created.subCategories.every((s) => s.parentCategoryId === created.categoryId && s.status === 'PUBLISH')).toBe(true);
    const stored = await server.database.db.select().from(articleCategories).where(eq(articleCategories.parentCategoryId, created.categoryId));
    expect(stored.map((s) => s.categoryName).sort()).toEqual(['Bandung', 'Jakarta', 'Surabaya']);
  });

  it('creates a parent without sub-categories', async () => {
    const created = await createTree('Kuarsa Tanpa Anak');
    expect(created.subCategories).toEqual([]);
  });

  it('refuses a parent name already used, whatever its case, naming the field; nothing is written', async () => {
    await createTree('Kuarsa Investasi', ['Saham']);
    const before = await taxonomyRows();
    const body = errorOf(await send('POST', '/api/master-article-categories', { categoryName: 'kuarsa INVESTASI', subCategories: ['Obligasi'] }), 400, ERROR_CODES.validation);
    expect(body.fields).toEqual({ categoryName: TAXONOMY_MESSAGES.categoryNameUsed });
    expect(body.message).toBe(TAXONOMY_MESSAGES.categoryNameUsed);
    expect(await taxonomyRows()).toEqual(before);
  });

  it('refuses two sub-categories of the same name in one request, naming the second; nothing is written', async () => {
    const before = await taxonomyRows();
    const body = errorOf(await send('POST', '/api/master-article-categories', { categoryName: 'Kuarsa Baru', subCategories: ['Rumah', 'RUMAH '] }), 400);
    expect(body.fields).toEqual({ 'subCategories.1': TAXONOMY_MESSAGES.categoryNameUsed });
    expect(await taxonomyRows()).toEqual(before);
  });

  it('allows one name at different levels and under different parents', async () => {
    const a = await createTree('Kuarsa Kota', ['Kuarsa Kota', 'Depok']);
    const b = await createTree('Kuarsa Desa', ['Depok']);
    expect(names(a)).toEqual(['Depok', 'Kuarsa Kota']);
    expect(names(b)).toEqual(['Depok']);
  });

  it('requires a name (§5), with the field named', async () => {
    const before = await taxonomyRows();
    const body = errorOf(await send('POST', '/api/master-article-categories', { categoryName: '  ', subCategories: [] }), 400);
    expect(body.message).toBe(MESSAGES.required('Category name'));
    expect(body.fields).toEqual({ categoryName: MESSAGES.required('Category name') });
    expect(await taxonomyRows()).toEqual(before);
  });
});

describe('POST /master-article-categories: one sub-category under a parent (the categories screen)', () => {
  it('adds the child and answers 201 with the parent and all its children', async () => {
    const parent = await createTree('Kuarsa Tips', ['Membeli']);
    const res = await send('POST', '/api/master-article-categories', { parentCategoryId: parent.categoryId, categoryName: 'Menjual', status: 'UNPUBLISH' });
    const answered = payloadOf(res, articleCategory, 201);
    expect(answered.categoryId).toBe(parent.categoryId);
    expect(answered.subCategories.map((s) => [s.categoryName, s.status])).toEqual([
      ['Membeli', 'PUBLISH'],
      ['Menjual', 'UNPUBLISH'],
    ]);
  });

  it('publishes a new child unless told otherwise', async () => {
    const parent = await createTree('Kuarsa Default');
    const answered = payloadOf(await send('POST', '/api/master-article-categories', { parentCategoryId: parent.categoryId, categoryName: 'Anak' }), articleCategory, 201);
    expect(answered.subCategories).toMatchObject([{ categoryName: 'Anak', status: 'PUBLISH' }]);
  });

  it('refuses a name its parent already has, whatever its case; nothing is written', async () => {
    const parent = await createTree('Kuarsa Hukum', ['Sertifikat']);
    const before = await taxonomyRows();
    const body = errorOf(await send('POST', '/api/master-article-categories', { parentCategoryId: parent.categoryId, categoryName: 'SERTIFIKAT', status: 'PUBLISH' }), 400);
    expect(body.fields).toEqual({ categoryName: TAXONOMY_MESSAGES.categoryNameUsed });
    expect(await taxonomyRows()).toEqual(before);
  });

  it('answers 404 for an unknown parent and 400 for a sub-category as parent (two levels only)', async () => {
    const parent = await createTree('Kuarsa Dua Level', ['Anak']);
    const before = await taxonomyRows();
    errorOf(await send('POST', '/api/master-article-categories', { parentCategoryId: 'no-such-category', categoryName: 'X', status: 'PUBLISH' }), 404, ERROR_CODES.notFound);
    const child = parent.subCategories[0]!;
    const body = errorOf(await send('POST', '/api/master-article-categories', { parentCategoryId: child.categoryId, categoryName: 'Cucu', status: 'PUBLISH' }), 400);
    expect(Object.keys(body.fields ?? {})).toEqual(['parentCategoryId']);
    expect(await taxonomyRows()).toEqual(before);
  });

  it('explains a body that fits neither shape by the shape it meant, not "Invalid input"', async () => {
    const parent = await createTree('Kuarsa Bentuk');
    const meantChild = errorOf(await send('POST', '/api/master-article-categories', { parentCategoryId: parent.categoryId, categoryName: '' }), 400);
    expect(meantChild.message).toContain(MESSAGES.required('Category name'));
    const mixed = errorOf(await send('POST', '/api/master-article-categories', { categoryName: 'Kuarsa X', status: 'PUBLISH' }), 400);
    expect(mixed.fields).toHaveProperty('status');
    const empty = errorOf(await send('POST', '/api/master-article-categories', {}), 400);
    expect(empty.message).toContain(MESSAGES.required('Category name'));
  });
});

describe('GET /master-article-categories', () => {
  let parent: ArticleCategory;
  let hidden: ArticleCategory;

  beforeAll(async () => {
    parent = await createTree('Zirkon Properti', ['Apartemen', 'Ruko', 'Villa']);
    const ruko = parent.subCategories.find((s) => s.categoryName === 'Ruko')!;
    await send('PATCH', `/api/master-article-categories/${ruko.categoryId}`, { status: 'UNPUBLISH' });
    hidden = await createTree('Zirkon Arsip', ['Lama']);
    await send('PATCH', `/api/master-article-categories/${hidden.categoryId}`, { status: 'UNPUBLISH' });
    await createTree('Zirkon Gaya Hidup', ['Dekorasi']);
  });

  it('lists parents with their sub-categories, by name, as a list payload', async () => {
    const list = await listCategories({ search: 'Zirkon' });
    expect(list.count).toBe(3);
    expect(list.results.map((c) => c.categoryName)).toEqual(['Zirkon Arsip', 'Zirkon Gaya Hidup', 'Zirkon Properti']);
    expect(list.results.every((c) => c.parentCategoryId === null)).toBe(true);
    expect(names(list.results[2]!)).toEqual(['Apartemen', 'Ruko', 'Villa']);
  });

  it('applies the status filter to both levels', async () => {
    const published = await listCategories({ search: 'Zirkon', status: 'PUBLISH' });
    expect(published.results.map((c) => c.categoryName)).toEqual(['Zirkon Gaya Hidup', 'Zirkon Properti']);
    expect(names(published.results[1]!)).toEqual(['Apartemen', 'Villa']);
    const unpublished = await listCategories({ search: 'Zirkon', status: 'UNPUBLISH' });
    expect(unpublished.results.map((c) => [c.categoryName, names(c)])).toEqual([['Zirkon Arsip', ['Lama']]]);
  });

  it('finds a parent by a sub-category name, showing only the matching children', async () => {
    const list = await listCategories({ search: 'villa' });
    const found = list.results.find((c) => c.categoryId === parent.categoryId);
    expect(found && names(found)).toEqual(['Villa']);
    // A child hidden by the status filter does not bring its parent along.
    const none = await listCategories({ search: 'Ruko', status: 'PUBLISH' });
    expect(none.results.find((c) => c.categoryId === parent.categoryId)).toBeUndefined();
  });

  it('pages over parents with count, prev and next', async () => {
    const first = await listCategories({ search: 'Zirkon', limit: 2, offset: 0 });
    expect(first).toMatchObject({ count: 3, prev: null, next: 2 });
    expect(first.results).toHaveLength(2);
    const second = await listCategories({ search: 'Zirkon', limit: 2, offset: 2 });
    expect(second).toMatchObject({ count: 3, prev: 0, next: null });
    expect(second.results.map((c) => c.categoryName)).toEqual(['Zirkon Properti']);
  });

  it('takes a search with LIKE wildcards literally', async () => {
    expect((await listCategories({ search: 'Zirkon%' })).count).toBe(0);
  });
});

describe('PATCH /master-article-categories/:categoryId', () => {
  it('renames, and answers the category with its children', async () => {
    const parent = await createTree('Kuarsa Nama Lama', ['A1']);
    const answered = payloadOf(await send('PATCH', `/api/master-article-categories/${parent.categoryId}`, { categoryName: 'Kuarsa Nama Baru' }), articleCategory);
    expect(answered).toMatchObject({ categoryId: parent.categoryId, categoryName: 'Kuarsa Nama Baru' });
    expect(names(answered)).toEqual(['A1']);
    expect((await storedCategory(parent.categoryId)).categoryName).toBe('Kuarsa Nama Baru');
  });

  it('lets a category change the case of its own name, and refuses a sibling name; nothing is written', async () => {
    const parent = await createTree('Kuarsa Kembar', ['Satu', 'Dua']);
    const [satu, dua] = [...parent.subCategories].sort((a, b) => a.categoryName.localeCompare(b.categoryName)).reverse();
    payloadOf(await send('PATCH', `/api/master-article-categories/${satu!.categoryId}`, { categoryName: 'SATU' }), articleCategory);
    const body = errorOf(await send('PATCH', `/api/master-article-categories/${dua!.categoryId}`, { categoryName: 'satu', status: 'UNPUBLISH' }), 400);
    expect(body.fields).toEqual({ categoryName: TAXONOMY_MESSAGES.categoryNameUsed });
    expect(await storedCategory(dua!.categoryId)).toMatchObject({ categoryName: 'Dua', status: 'PUBLISH' });
  });

  it('unpublishing a parent unpublishes its children; publishing it again leaves them unpublished', async () => {
    const parent = await createTree('Kuarsa Kaskade', ['K1', 'K2']);
    const other = await createTree('Kuarsa Tetangga', ['T1']);
    const answered = payloadOf(await send('PATCH', `/api/master-article-categories/${parent.categoryId}`, { status: 'UNPUBLISH' }), articleCategory);
    expect(answered.status).toBe('UNPUBLISH');
    expect(answered.subCategories.map((s) => s.status)).toEqual(['UNPUBLISH', 'UNPUBLISH']);
    const rows = await server.database.db
      .select()
      .from(articleCategories)
      .where(or(eq(articleCategories.parentCategoryId, parent.categoryId), eq(articleCategories.parentCategoryId, other.categoryId)));
    expect(Object.fromEntries(rows.map((r) => [r.categoryName, r.status]))).toEqual({ K1: 'UNPUBLISH', K2: 'UNPUBLISH', T1: 'PUBLISH' });
    const republished = payloadOf(await send('PATCH', `/api/master-article-categories/${parent.categoryId}`, { status: 'PUBLISH' }), articleCategory);
    expect(republished.status).toBe('PUBLISH');
    expect(republished.subCategories.map((s) => s.status)).toEqual(['UNPUBLISH', 'UNPUBLISH']);
  });

  it('unpublishing a child touches only the child', async () => {
    const parent = await createTree('Kuarsa Satu Anak', ['S1', 'S2']);
    const s1 = parent.subCategories.find((s) => s.categoryName === 'S1')!;
    const answered = payloadOf(await send('PATCH', `/api/master-article-categories/${s1.categoryId}`, { status: 'UNPUBLISH' }), articleCategory);
    expect(answered).toMatchObject({ categoryId: s1.categoryId, status: 'UNPUBLISH', subCategories: [] });
    expect((await storedCategory(parent.categoryId)).status).toBe('PUBLISH');
    expect((await storedCategory(parent.subCategories.find((s) => s.categoryName === 'S2')!.categoryId)).status).toBe('PUBLISH');
  });

  it('answers 404 for an unknown category, and refuses unknown fields', async () => {
    errorOf(await send('PATCH', '/api/master-article-categories/no-such-category', { status: 'UNPUBLISH' }), 404, ERROR_CODES.notFound);
    const parent = await createTree('Kuarsa Ketat');
    const body = errorOf(await send('PATCH', `/api/master-article-categories/${parent.categoryId}`, { parentCategoryId: null }), 400);
    expect(body.fields).toHaveProperty('parentCategoryId');
  });
});

describe('/master-article-tags', () => {
  const createTag = (tagName: string) => send('POST', '/api/master-article-tags', { tagName });

  it('creates a published tag and answers 201 with it', async () => {
    const tag = payloadOf(await createTag('  Zamrud KPR '), articleTag, 201);
    expect(tag).toMatchObject({ tagName: 'Zamrud KPR', status: 'PUBLISH' });
    const [row] = await server.database.db.select().from(articleTags).where(eq(articleTags.tagId, tag.tagId));
    expect(row).toMatchObject({ tagName: 'Zamrud KPR', status: 'PUBLISH' });
  });

  it("requires a name with §8's 'Please enter new tag.'", async () => {
    const before = await taxonomyRows();
    const body = errorOf(await createTag(' '), 400);
    expect(body).toMatchObject({ message: MESSAGES.enterNewTag, fields: { tagName: MESSAGES.enterNewTag } });
    expect(await taxonomyRows()).toEqual(before);
  });

  it('refuses a tag name already used, whatever its case; nothing is written', async () => {
    payloadOf(await createTag('Zamrud Pajak'), articleTag, 201);
    const before = await taxonomyRows();
    const body = errorOf(await createTag('ZAMRUD pajak'), 400, ERROR_CODES.validation);
    expect(body.fields).toEqual({ tagName: TAXONOMY_MESSAGES.tagNameUsed });
    expect(await taxonomyRows()).toEqual(before);
  });

  it('lists by name with status and search, paged', async () => {
    const hidden = payloadOf(await createTag('Zamrud Arsip'), articleTag, 201);
    payloadOf(await send('PATCH', `/api/master-article-tags/${hidden.tagId}`, { status: 'UNPUBLISH' }), articleTag);
    const all = payloadOf(await get(`/api/master-article-tags${qs({ search: 'zamrud' })}`), tagList);
    expect(all.results.map((t) => t.tagName)).toEqual(['Zamrud Arsip', 'Zamrud KPR', 'Zamrud Pajak']);
    const published = payloadOf(await get(`/api/master-article-tags${qs({ search: 'zamrud', status: 'PUBLISH' })}`), tagList);
    expect(published.results.map((t) => t.tagName)).toEqual(['Zamrud KPR', 'Zamrud Pajak']);
    const paged = payloadOf(await get(`/api/master-article-tags${qs({ search: 'zamrud', limit: 1, offset: 1 })}`), tagList);
    expect(paged).toMatchObject({ count: 3, prev: 0, next: 2, results: [{ tagName: 'Zamrud KPR' }] });
  });

  it('renames and unpublishes; refuses a name another tag has; 404 for an unknown tag', async () => {
    const tag = payloadOf(await createTag('Zamrud Lama'), articleTag, 201);
    const renamed = payloadOf(await send('PATCH', `/api/master-article-tags/${tag.tagId}`, { tagName: 'Zamrud Baru', status: 'UNPUBLISH' }), articleTag);
    expect(renamed).toEqual({ tagId: tag.tagId, tagName: 'Zamrud Baru', status: 'UNPUBLISH' });
    const body = errorOf(await send('PATCH', `/api/master-article-tags/${tag.tagId}`, { tagName: 'zamrud kpr' }), 400);
    expect(body.fields).toEqual({ tagName: TAXONOMY_MESSAGES.tagNameUsed });
    const [row] = await server.database.db.select().from(articleTags).where(inArray(articleTags.tagId, [tag.tagId]));
    expect(row!.tagName).toBe('Zamrud Baru');
    errorOf(await send('PATCH', '/api/master-article-tags/no-such-tag', { status: 'PUBLISH' }), 404, ERROR_CODES.notFound);
  });

  it('refuses a status in the create body (the contract is the name only)', async () => {
    const body = errorOf(await send('POST', '/api/master-article-tags', { tagName: 'Zamrud Status', status: 'PUBLISH' }), 400);
    expect(body.fields).toHaveProperty('status');
  });
});

describe('who may', () => {
  it('refuses a caller without the blog admin guard', async () => {
    const agent = await signIn(server.app, 'agent@demo.test');
    const res = await server.app.inject({ method: 'GET', url: '/api/master-article-tags', headers: bearer(agent) });
    errorOf(res, 403, ERROR_CODES.forbidden);
  });
});

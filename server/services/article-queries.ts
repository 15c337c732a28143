/**
 * The reads of blog posts (§3, §7): one post with its categories, tags,
 * feature image and creator; the /blog-posts tabs; the website's published
 * list (popularity is the visitor count) and its public page, which counts a
 * visitor on every read.
 */
import { and, asc, count, desc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Article, ArticleRow, ArticlesQuery, PublicArticle, PublicArticleRow, PublicArticlesQuery } from '../../domain/entities/article';
import type { ListPayload } from '../../domain/entities/common';
import type { VisitorCount } from '../../domain/entities/statistics';
import type { Executor } from '../db/client';
import { articleCategories, articleCategoryLinks, articleImages, articles, articleTagLinks, articleTags, articleVisitors, users } from '../db/schema';
import { notFound } from '../errors';
import { fileUrl } from './files';
import { countedPage, escapeLike, type Window } from './lists';
import { newId } from './tokens';

export const ARTICLE_NOT_FOUND = 'Article not found.';

type ArticleDbRow = typeof articles.$inferSelect;
type Categories = Article['categories'];

interface Relations {
  categories: Map<string, Categories>;
  tags: Map<string, Article['tags']>;
  images: Map<string, Article['images']>;
}

const iso = (at: Date | null): string | null => (at ? at.toISOString() : null);

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

/**
 * A post is filed under the parents of its sub-categories too (so a parent's
 * filter finds it); a parent shows on its own only when no linked child
 * already names it as 'Parent / Child'.
 */
async function categoriesOf(db: Executor, articleIds: string[], isPublic: boolean): Promise<Map<string, Categories>> {
  const parent = alias(articleCategories, 'parent');
  const rows = await db
    .select({
      articleId: articleCategoryLinks.articleId,
      categoryId: articleCategories.categoryId,
      categoryName: articleCategories.categoryName,
      parentId: parent.categoryId,
      parentName: parent.categoryName,
    })
    .from(articleCategoryLinks)
    .innerJoin(articleCategories, eq(articleCategories.categoryId, articleCategoryLinks.categoryId))
    .leftJoin(parent, eq(parent.categoryId, articleCategories.parentCategoryId))
    .where(and(inArray(articleCategoryLinks.articleId, articleIds), isPublic ? eq(articleCategories.status, 'PUBLISH') : undefined))
    .orderBy(asc(sql`lower(coalesce(${parent.categoryName}, ${articleCategories.categoryName}))`), asc(parent.categoryId), asc(sql`lower(${articleCategories.categoryName})`));
  const result = new Map<string, Categories>();
  for (const [articleId, links] of groupBy(rows, (r) => r.articleId)) {
    const namedParents = new Set(links.map((l) => l.parentId).filter((id) => id !== null));
    const shown = links.filter((l) => !namedParents.has(l.categoryId));
    result.set(
      articleId,
      shown.map((l) => ({
        categoryId: l.categoryId,
        parentCategory: l.parentId && l.parentName ? { categoryId: l.parentId, categoryName: l.parentName } : null,
        category: { categoryName: l.categoryName },
      })),
    );
  }
  return result;
}

async function tagsOf(db: Executor, articleIds: string[], isPublic: boolean): Promise<Map<string, Article['tags']>> {
  const rows = await db
    .select({ articleId: articleTagLinks.articleId, tagId: articleTags.tagId, tagName: articleTags.tagName })
    .from(articleTagLinks)
    .innerJoin(articleTags, eq(articleTags.tagId, articleTagLinks.tagId))
    .where(and(inArray(articleTagLinks.articleId, articleIds), isPublic ? eq(articleTags.status, 'PUBLISH') : undefined))
    .orderBy(asc(sql`lower(${articleTags.tagName})`));
  const grouped = groupBy(rows, (r) => r.articleId);
  return new Map([...grouped].map(([id, tags]) => [id, tags.map((t) => ({ tagId: t.tagId, tag: { tagName: t.tagName } }))]));
}

/** The feature image (images[0] is what the detail step and the public page show); body images live in the body. */
async function imagesOf(db: Executor, articleIds: string[]): Promise<Map<string, Article['images']>> {
  const rows = await db
    .select()
    .from(articleImages)
    .where(and(inArray(articleImages.articleId, articleIds), eq(articleImages.kind, 'feature')))
    .orderBy(desc(articleImages.createdAt));
  const grouped = groupBy(rows, (r) => r.articleId);
  return new Map(
    [...grouped].map(([id, images]) => [
      id,
      images.map((i) => ({
        fileId: i.fileId,
        imageUrl: fileUrl(i.fileKey),
        metadata: { originalName: i.originalName, mimeType: i.mimeType, imageName: i.imageName ?? '', captionImage: i.captionImage, altText: i.altText },
      })),
    ]),
  );
}

async function relationsOf(db: Executor, articleIds: string[], parts: { tags: boolean; images: boolean; isPublic?: boolean }): Promise<Relations> {
  const isPublic = parts.isPublic ?? false;
  if (!articleIds.length) return { categories: new Map(), tags: new Map(), images: new Map() };
  return {
    categories: await categoriesOf(db, articleIds, isPublic),
    tags: parts.tags ? await tagsOf(db, articleIds, isPublic) : new Map(),
    images: parts.images ? await imagesOf(db, articleIds) : new Map(),
  };
}

function toArticleRow(row: ArticleDbRow, relations: Relations): ArticleRow {
  return {
    articleId: row.articleId,
    title: row.title,
    slug: row.slug,
    status: row.status,
    publishType: row.publishType,
    publicationAt: iso(row.publicationAt),
    authorName: row.authorName,
    createdAt: row.createdAt.toISOString(),
    categories: relations.categories.get(row.articleId) ?? [],
  };
}

function toArticle(row: ArticleDbRow, relations: Relations, user: Article['user']): Article {
  return {
    ...toArticleRow(row, relations),
    subtitle: row.subtitle,
    body: row.body,
    tags: relations.tags.get(row.articleId) ?? [],
    images: relations.images.get(row.articleId) ?? [],
    createdByUserId: row.createdByUserId,
    user,
  };
}

// ---------------------------------------------------------------------------
// The back office

export async function getArticle(db: Executor, articleId: string): Promise<Article> {
  const [row] = await db.select().from(articles).where(eq(articles.articleId, articleId));
  if (!row) throw notFound(ARTICLE_NOT_FOUND);
  const [user] = await db.select({ userId: users.userId, name: users.name, nickName: users.nickName }).from(users).where(eq(users.userId, row.createdByUserId));
  return toArticle(row, await relationsOf(db, [articleId], { tags: true, images: true }), user ?? null);
}

const SORT_COLUMNS = {
  createdAt: articles.createdAt,
  publicationAt: articles.publicationAt,
  title: articles.title,
  updatedAt: articles.updatedAt,
} as const;

/**
 * 'field:DIR' (validated by articlesQuery), undated posts last either way, the
 * id as the tie-break so pages never overlap. Only publicationAt can be null:
 * the other orders stay plain, so one (column, id) index serves both directions.
 */
function orderOf(sort: string): SQL[] {
  const [field, dir] = sort.split(':') as [keyof typeof SORT_COLUMNS, 'ASC' | 'DESC'];
  const column = SORT_COLUMNS[field];
  const by = dir === 'ASC' ? asc : desc;
  const first = field === 'publicationAt' ? sql`${column} ${sql.raw(dir === 'ASC' ? 'asc' : 'desc')} nulls last` : by(column);
  return [first, by(articles.articleId)];
}

/** One tab of /blog-posts: a status (absent: every status), searched by title. */
export async function listArticles(db: Executor, q: ArticlesQuery & Window): Promise<ListPayload<ArticleRow>> {
  const where = and(q.status ? eq(articles.status, q.status) : undefined, q.search ? ilike(articles.title, `%${escapeLike(q.search)}%`) : undefined);
  const rows = await db.select().from(articles).where(where).orderBy(...orderOf(q.sort)).limit(q.limit).offset(q.offset);
  const relations = await relationsOf(db, rows.map((r) => r.articleId), { tags: false, images: false });
  return countedPage(db, rows.map((r) => toArticleRow(r, relations)), db.select({ one: sql`1` }).from(articles).where(where), q);
}

/** The post that uses a slug, other than `exceptArticleId`. */
export async function slugOwner(db: Executor, slug: string, exceptArticleId?: string): Promise<string | null> {
  const [row] = await db
    .select({ articleId: articles.articleId })
    .from(articles)
    .where(and(eq(articles.slug, slug), exceptArticleId ? ne(articles.articleId, exceptArticleId) : undefined));
  return row?.articleId ?? null;
}

// ---------------------------------------------------------------------------
// The website: published posts only

const isPublished = eq(articles.status, 'PUBLISH');

/** Published posts, most read first (popularity:DESC, the top-5 chart) or newest first; userIds: their writers. */
export async function listPublicArticles(db: Executor, q: PublicArticlesQuery & Window): Promise<ListPayload<PublicArticleRow>> {
  const where = and(isPublished, q.userIds?.length ? inArray(articles.createdByUserId, q.userIds) : undefined);
  const visits = db
    .select({ articleId: articleVisitors.articleId, n: count().as('n') })
    .from(articleVisitors)
    .groupBy(articleVisitors.articleId)
    .as('visits');
  const popularity = sql<number>`coalesce(${visits.n}, 0)`.mapWith(Number);
  const newest = [sql`${articles.publicationAt} desc nulls last`, desc(articles.articleId)];
  const rows = await db
    .select({ article: articles, popularity })
    .from(articles)
    .leftJoin(visits, eq(visits.articleId, articles.articleId))
    .where(where)
    .orderBy(...(q.sort === 'popularity:DESC' ? [desc(popularity), ...newest] : newest))
    .limit(q.limit)
    .offset(q.offset);
  const results = rows.map(({ article: a, popularity: n }) => ({
    articleId: a.articleId,
    title: a.title,
    slug: a.slug,
    publicationAt: iso(a.publicationAt),
    authorName: a.authorName,
    popularity: n,
  }));
  return countedPage(db, results, db.select({ one: sql`1` }).from(articles).where(where), q);
}

/**
 * The public page of a published post (anything else is 404, so drafts do
 * not leak), without unpublished categories and tags; the read counts a visitor.
 */
export async function readPublicArticle(db: Executor, slug: string, now: Date): Promise<PublicArticle> {
  const [row] = await db.select().from(articles).where(and(eq(articles.slug, slug), isPublished));
  if (!row) throw notFound(ARTICLE_NOT_FOUND);
  await db.insert(articleVisitors).values({ articleVisitorId: newId(), articleId: row.articleId, createdAt: now });
  return toArticle(row, await relationsOf(db, [row.articleId], { tags: true, images: true, isPublic: true }), null);
}

/** article-visitors/count: a post's reads, or every post's. */
export async function countArticleVisitors(db: Executor, articleId?: string): Promise<VisitorCount> {
  const [row] = await db
    .select({ n: count() })
    .from(articleVisitors)
    .where(articleId ? eq(articleVisitors.articleId, articleId) : undefined);
  return { totalCount: row?.n ?? 0 };
}

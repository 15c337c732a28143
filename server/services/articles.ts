/**
 * The writes of blog posts (§3, §4, §7): create and edit with their
 * categories and tags, the status a save really stores (a post approved for a
 * time ahead waits as SCHEDULED, with its publish job), the slug check, and
 * the feature and embedded images. Each write is one transaction, and every
 * refusal comes before anything is written.
 */
import { and, eq, inArray } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { z } from 'zod';
import { slugFromTitle, storedStatus } from '../../domain/blog';
import {
  isBodyEmpty,
  isPastSchedule,
  SCHEDULE_MESSAGES,
  scheduleInstant,
  type Article,
  type articleFeatureImageBody,
  type CheckSlugPayload,
  type ContentStatus,
  type createArticleBody,
  type PublishType,
  type updateArticleBody,
} from '../../domain/entities/article';
import { MESSAGES } from '../../domain/messages';
import type { Db, Executor } from '../db/client';
import { articleCategories, articleCategoryLinks, articleImages, articles, articleTagLinks, articleTags, employees, files, users } from '../db/schema';
import { fieldError, notFound } from '../errors';
import { ARTICLE_NOT_FOUND, getArticle, slugOwner } from './article-queries';
import { cancelPublication, schedulePublication } from './article-publish-job';
import { callerAudit, recordAudit } from './audit';
import type { Caller } from './caller';
import { fileUrl } from './files';
import { cleanHtml, LISTING_HTML_POLICY, widenHtmlPolicy, type HtmlPolicy } from './html';
import { newId } from './tokens';

type CreateInput = z.output<typeof createArticleBody>;
type UpdateInput = z.output<typeof updateArticleBody>;
type FeatureImageInput = z.output<typeof articleFeatureImageBody>;
type ArticleDbRow = typeof articles.$inferSelect;

export const ARTICLE_MESSAGES = {
  unknownCategory: 'Categories contain a category that does not exist.',
  notAParent: 'Parent categories must be existing top-level categories.',
  unknownTag: 'Tags contain a tag that does not exist.',
  notYourEmployee: 'Employee must be one of your own employee records.',
} as const;

// ---------------------------------------------------------------------------
// The body's HTML: the blog editor's full toolbar (§9), nothing executable

const ALIGNMENTS = ['ql-align-center', 'ql-align-right', 'ql-align-justify'];
const ALIGNABLE = ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'blockquote', 'pre'];
/** Absolute http(s) images, or a file this server stores (what the editor inserts after an upload). */
const SAFE_IMAGE_SRC = /^https?:\/\/[^\s"'<>]+$/i;
const OWN_FILE_SRC = /^\/api\/files\/[A-Za-z0-9_-]{22,64}$/;

const safeImage: sanitizeHtml.Transformer = (tagName, attribs) => {
  const { src, ...rest } = attribs;
  const url = src?.trim() ?? '';
  return { tagName, attribs: SAFE_IMAGE_SRC.test(url) || OWN_FILE_SRC.test(url) ? { ...rest, src: url } : rest };
};

const widened = widenHtmlPolicy(LISTING_HTML_POLICY, {
  tags: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 's', 'blockquote', 'pre', 'code', 'div', 'img', 'hr'],
  attributes: { img: ['src', 'alt', 'width', 'height'] },
});

/** Quill 2's own markup: alignment classes, and the code block's container divs. */
export const ARTICLE_HTML_POLICY: HtmlPolicy = {
  ...widened,
  allowedClasses: {
    ...Object.fromEntries(ALIGNABLE.map((tag) => [tag, ALIGNMENTS])),
    div: [...ALIGNMENTS, 'ql-code-block-container', 'ql-code-block'],
  },
  // Without src here an image could load from javascript: or data:.
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  transformTags: { ...widened.transformTags, strike: 's', del: 's', img: safeImage },
  // An image whose source was refused is no image at all; a link whose href was refused is only its text.
  exclusiveFilter: (frame) => (frame.tag === 'img' && !frame.attribs.src) || (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

export const cleanArticleBody = (html: string): string => cleanHtml(html, ARTICLE_HTML_POLICY);

/** Sanitized, and still not empty (§5: only non-image markup left counts as empty). */
function storableBody(html: string): string {
  const clean = cleanArticleBody(html);
  if (isBodyEmpty(clean)) throw fieldError('body', MESSAGES.required('Body'));
  return clean;
}

// ---------------------------------------------------------------------------
// Slug, categories, tags, author

/** The URL as the preview derives it; a slug the client sends is held to the same form. */
function normalSlug(value: string): string {
  const slug = slugFromTitle(value);
  if (!slug) throw fieldError('slug', MESSAGES.required('URL'));
  return slug;
}

async function freeSlug(db: Executor, value: string, articleId?: string): Promise<string> {
  const slug = normalSlug(value);
  if (await slugOwner(db, slug, articleId)) throw fieldError('slug', MESSAGES.urlUsed);
  return slug;
}

/** POST articles/check-slug: the slug when another post uses it (the post being edited does not count). */
export async function checkSlug(db: Executor, body: { slug: string; articleId?: string }): Promise<CheckSlugPayload> {
  const slug = normalSlug(body.slug);
  const isUsed = (await slugOwner(db, slug, body.articleId)) !== null;
  return { slug: isUsed ? slug : null, isUsed };
}

/** The categories to link: the chosen ones, the parents sent with them, and the parents of chosen sub-categories. */
async function categoryLinks(db: Executor, categoryIds: readonly string[], parentCategoryIds: readonly string[] = []): Promise<string[]> {
  const ids = [...new Set([...categoryIds, ...parentCategoryIds])];
  const rows = await db
    .select({ categoryId: articleCategories.categoryId, parentCategoryId: articleCategories.parentCategoryId })
    .from(articleCategories)
    .where(inArray(articleCategories.categoryId, ids));
  const byId = new Map(rows.map((r) => [r.categoryId, r]));
  if (categoryIds.some((id) => !byId.has(id))) throw fieldError('categoryIds', ARTICLE_MESSAGES.unknownCategory);
  if (parentCategoryIds.some((id) => byId.get(id)?.parentCategoryId !== null)) throw fieldError('parentCategoryIds', ARTICLE_MESSAGES.notAParent);
  const parents = rows.flatMap((r) => (r.parentCategoryId ? [r.parentCategoryId] : []));
  return [...new Set([...ids, ...parents])];
}

async function tagLinks(db: Executor, tagIds: readonly string[]): Promise<string[]> {
  const ids = [...new Set(tagIds)];
  const rows = await db.select({ tagId: articleTags.tagId }).from(articleTags).where(inArray(articleTags.tagId, ids));
  if (rows.length !== ids.length) throw fieldError('tagIds', ARTICLE_MESSAGES.unknownTag);
  return ids;
}

async function replaceLinks(tx: Executor, articleId: string, links: { categoryIds?: string[]; tagIds?: string[] }): Promise<void> {
  if (links.categoryIds) {
    await tx.delete(articleCategoryLinks).where(eq(articleCategoryLinks.articleId, articleId));
    await tx.insert(articleCategoryLinks).values(links.categoryIds.map((categoryId) => ({ articleId, categoryId })));
  }
  if (links.tagIds) {
    await tx.delete(articleTagLinks).where(eq(articleTagLinks.articleId, articleId));
    await tx.insert(articleTagLinks).values(links.tagIds.map((tagId) => ({ articleId, tagId })));
  }
}

/** externalData.employeeId must be one of the caller's records; absent, the caller's blog-admin record (else their first). */
async function authorEmployeeId(db: Executor, caller: Caller, named: string | undefined): Promise<string | null> {
  if (!named) return (caller.employees.find((e) => e.employeeRole.role === 'admin_blog') ?? caller.employees[0])?.employeeId ?? null;
  const [row] = await db
    .select({ employeeId: employees.employeeId })
    .from(employees)
    .where(and(eq(employees.employeeId, named), eq(employees.userId, caller.userId)));
  if (!row) throw fieldError('externalData.employeeId', ARTICLE_MESSAGES.notYourEmployee);
  return row.employeeId;
}

async function callerName(db: Executor, caller: Caller): Promise<string | null> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.userId, caller.userId));
  return row?.name ?? null;
}

// ---------------------------------------------------------------------------
// Status and schedule

interface Schedule {
  publishType: PublishType;
  /** The scheduled instant (publishType SCHEDULED only). */
  at: Date | null;
}

/** A 'YYYY-MM-DD HH:mm' on Jakarta's clock, not past on the server's unless it is the post's saved schedule (`kept`). */
function scheduleAt(value: string | null | undefined, now: Date, kept: Date | null = null): Date {
  const text = value?.trim() ?? '';
  if (!text) throw fieldError('publicationAt', MESSAGES.required('Schedule date'));
  const at = scheduleInstant(text);
  if (!at) throw fieldError('publicationAt', SCHEDULE_MESSAGES.invalid);
  const isKept = kept !== null && at.toMillis() === kept.getTime();
  if (!isKept && isPastSchedule(text, now)) throw fieldError('publicationAt', SCHEDULE_MESSAGES.past);
  return at.toJSDate();
}

/** An edit's schedule: what it sends, else what the post has (a new time alone applies to the stored publish type). */
function editedSchedule(body: UpdateInput, row: ArticleDbRow, now: Date): Schedule {
  const publishType = body.publishType ?? row.publishType;
  if (publishType !== 'SCHEDULED') return { publishType, at: null };
  if (body.publishType === undefined && body.publicationAt === undefined) return { publishType, at: row.publicationAt };
  return { publishType, at: scheduleAt(body.publicationAt, now, row.publishType === 'SCHEDULED' ? row.publicationAt : null) };
}

type Current = Pick<ArticleDbRow, 'status' | 'publishType' | 'publicationAt' | 'publishedAt'> | null;

interface StoredState {
  status: ContentStatus;
  publicationAt: Date | null;
  publishedAt: Date | null;
}

/**
 * What a save stores (domain storedStatus on the server's clock). A scheduled
 * post's publicationAt is its schedule; a PUBLISH_NOW post's is the moment it
 * went live, kept while it stays (or was last) live.
 */
function storedState(current: Current, requested: ContentStatus, schedule: Schedule, now: Date): StoredState {
  const status = storedStatus(requested, schedule.publishType, schedule.at, now);
  const goesLive = status === 'PUBLISH' && current?.status !== 'PUBLISH';
  const publishedAt = goesLive ? now : (current?.publishedAt ?? null);
  if (schedule.publishType === 'SCHEDULED') return { status, publicationAt: schedule.at, publishedAt };
  if (goesLive) return { status, publicationAt: now, publishedAt };
  const keeps = status === 'PUBLISH' || current?.publishType === 'PUBLISH_NOW';
  return { status, publicationAt: keeps ? (current?.publicationAt ?? null) : null, publishedAt };
}

/** The publish job follows the stored status: (re)scheduled while SCHEDULED, dropped when the post leaves it. */
async function syncPublishJob(tx: Executor, articleId: string, before: ContentStatus | null, state: StoredState): Promise<void> {
  if (state.status === 'SCHEDULED') await schedulePublication(tx, articleId, state.publicationAt!);
  else if (before === 'SCHEDULED') await cancelPublication(tx, articleId);
}

// ---------------------------------------------------------------------------
// Create and edit

/** What a post's History shows changing: what the wizard and the header's moves change, not its timestamps. */
const AUDITED_ARTICLE_FIELDS = [
  'title',
  'subtitle',
  'slug',
  'authorName',
  'publishType',
  'publicationAt',
  'status',
  'body',
  'employeeId',
  'categoryIds',
  'tagIds',
] as const;

/** The post's category and tag links as they stand (in the transaction), sorted so that only a real change shows. */
async function linksOf(tx: Executor, articleId: string): Promise<{ categoryIds: string[]; tagIds: string[] }> {
  const categories = await tx.select({ id: articleCategoryLinks.categoryId }).from(articleCategoryLinks).where(eq(articleCategoryLinks.articleId, articleId));
  const tags = await tx.select({ id: articleTagLinks.tagId }).from(articleTagLinks).where(eq(articleTagLinks.articleId, articleId));
  return { categoryIds: categories.map((r) => r.id).sort(), tagIds: tags.map((r) => r.id).sort() };
}

/** A slug taken between the check and the insert (two saves at once) reads like the check. */
async function refusingUsedSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
      if (e.code === '23505') throw fieldError('slug', MESSAGES.urlUsed);
    }
    throw error;
  }
}

export async function createArticle(db: Db, caller: Caller, body: CreateInput, now: Date): Promise<Article> {
  const articleId = newId();
  await refusingUsedSlug(() =>
    db.transaction(async (tx) => {
      const slug = await freeSlug(tx, body.slug ?? body.title);
      const categoryIds = await categoryLinks(tx, body.categoryIds, body.parentCategoryIds);
      const tagIds = await tagLinks(tx, body.tagIds);
      const employeeId = await authorEmployeeId(tx, caller, body.externalData?.employeeId);
      const schedule: Schedule = { publishType: body.publishType, at: body.publishType === 'SCHEDULED' ? scheduleAt(body.publicationAt, now) : null };
      const state = storedState(null, body.status, schedule, now);
      const [created] = await tx
        .insert(articles)
        .values({
          articleId,
          title: body.title,
          subtitle: body.subtitle,
          slug,
          authorName: body.authorName || (await callerName(tx, caller)),
          publishType: body.publishType,
          body: body.body === undefined ? null : storableBody(body.body),
          ...state,
          createdByUserId: caller.userId,
          employeeId,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await replaceLinks(tx, articleId, { categoryIds, tagIds });
      await syncPublishJob(tx, articleId, null, state);
      await recordAudit(tx, callerAudit(caller, now), {
        action: 'create',
        entityType: 'article',
        entityId: articleId,
        before: null,
        after: { ...created!, categoryIds: [...categoryIds].sort(), tagIds: [...tagIds].sort() },
        fields: AUDITED_ARTICLE_FIELDS,
        stateFrom: null,
        stateTo: created!.status,
      });
    }),
  );
  return getArticle(db, articleId);
}

async function lockArticle(tx: Executor, articleId: string): Promise<ArticleDbRow> {
  const [row] = await tx.select().from(articles).where(eq(articles.articleId, articleId)).for('update');
  if (!row) throw notFound(ARTICLE_NOT_FOUND);
  return row;
}

/** The text fields an edit sends; a new title keeps the URL (links to the post stay valid) unless a slug comes too. */
async function editedFields(tx: Executor, articleId: string, body: UpdateInput): Promise<Partial<typeof articles.$inferInsert>> {
  return {
    ...(body.title !== undefined && { title: body.title }),
    ...(body.subtitle !== undefined && { subtitle: body.subtitle }),
    ...(body.authorName !== undefined && { authorName: body.authorName || null }),
    ...(body.slug !== undefined && { slug: await freeSlug(tx, body.slug, articleId) }),
    ...(body.body !== undefined && { body: storableBody(body.body) }),
  };
}

async function editedLinks(tx: Executor, articleId: string, body: UpdateInput): Promise<{ categoryIds?: string[]; tagIds?: string[] }> {
  const current = async () => (await tx.select().from(articleCategoryLinks).where(eq(articleCategoryLinks.articleId, articleId))).map((l) => l.categoryId);
  const hasCategories = body.categoryIds !== undefined || body.parentCategoryIds !== undefined;
  return {
    categoryIds: hasCategories ? await categoryLinks(tx, body.categoryIds ?? (await current()), body.parentCategoryIds) : undefined,
    tagIds: body.tagIds ? await tagLinks(tx, body.tagIds) : undefined,
  };
}

/** PATCH articles/:id: an edit, or a status move ('status' in the trail, with the edit's other changes). */
export async function updateArticle(db: Db, caller: Caller, articleId: string, body: UpdateInput, now: Date): Promise<Article> {
  await refusingUsedSlug(() =>
    db.transaction(async (tx) => {
      const row = await lockArticle(tx, articleId);
      const schedule = editedSchedule(body, row, now);
      const fields = await editedFields(tx, articleId, body);
      const links = await editedLinks(tx, articleId, body);
      const state = storedState(row, body.status ?? row.status, schedule, now);
      const relinks = links.categoryIds !== undefined || links.tagIds !== undefined;
      const linksBefore = relinks ? await linksOf(tx, articleId) : {};
      const [after] = await tx
        .update(articles)
        .set({ ...fields, publishType: schedule.publishType, ...state, updatedAt: now })
        .where(eq(articles.articleId, articleId))
        .returning();
      await replaceLinks(tx, articleId, links);
      await syncPublishJob(tx, articleId, row.status, state);
      const moved = row.status !== after!.status;
      await recordAudit(tx, callerAudit(caller, now), {
        action: moved ? 'status' : 'update',
        entityType: 'article',
        entityId: articleId,
        before: { ...row, ...linksBefore },
        after: { ...after!, ...(relinks ? await linksOf(tx, articleId) : {}) },
        fields: AUDITED_ARTICLE_FIELDS,
        ...(moved && { stateFrom: row.status, stateTo: after!.status }),
      });
    }),
  );
  return getArticle(db, articleId);
}

// ---------------------------------------------------------------------------
// Images: files already uploaded with POST /files, attached by key

async function uploadedFile(tx: Executor, fileKey: string): Promise<{ fileName: string; contentType: string }> {
  const [file] = await tx.select({ fileName: files.fileName, contentType: files.contentType }).from(files).where(eq(files.fileKey, fileKey));
  if (!file) throw fieldError('fileKey', MESSAGES.fileNotFound);
  return file;
}

/** A feature image as the trail shows it. */
const featureImageOf = (image: Pick<typeof articleImages.$inferSelect, 'fileKey' | 'imageName' | 'captionImage' | 'altText'> | undefined) =>
  image ? { fileKey: image.fileKey, imageName: image.imageName, captionImage: image.captionImage, altText: image.altText } : null;

/** The post's one feature image: the new one replaces any earlier (whose file stays: another post may use it). */
export async function attachFeatureImage(db: Db, caller: Caller, articleId: string, body: FeatureImageInput, now: Date): Promise<Article> {
  await db.transaction(async (tx) => {
    await lockArticle(tx, articleId);
    const file = await uploadedFile(tx, body.fileKey);
    const [earlier] = await tx.select().from(articleImages).where(and(eq(articleImages.articleId, articleId), eq(articleImages.kind, 'feature'))).limit(1);
    await tx.delete(articleImages).where(and(eq(articleImages.articleId, articleId), eq(articleImages.kind, 'feature')));
    await tx.insert(articleImages).values({
      fileId: newId(),
      articleId,
      fileKey: body.fileKey,
      kind: 'feature',
      originalName: file.fileName,
      mimeType: file.contentType,
      imageName: body.imageName,
      captionImage: body.captionImage || null,
      altText: body.altText || null,
      createdAt: now,
    });
    await tx.update(articles).set({ updatedAt: now }).where(eq(articles.articleId, articleId));
    const image = { fileKey: body.fileKey, imageName: body.imageName, captionImage: body.captionImage || null, altText: body.altText || null };
    await recordAudit(tx, callerAudit(caller, now), {
      action: 'update',
      entityType: 'article',
      entityId: articleId,
      changes: [{ field: 'featureImage', before: featureImageOf(earlier), after: image }],
    });
  });
  return getArticle(db, articleId);
}

/** An image of the body, recorded once per file (audited when it is new to the post); answers where it is served. */
export async function attachEmbeddedImage(db: Db, caller: Caller, articleId: string, fileKey: string, now: Date): Promise<{ fileId: string; imageUrl: string }> {
  return db.transaction(async (tx) => {
    await lockArticle(tx, articleId);
    const file = await uploadedFile(tx, fileKey);
    const [known] = await tx
      .select({ fileId: articleImages.fileId })
      .from(articleImages)
      .where(and(eq(articleImages.articleId, articleId), eq(articleImages.fileKey, fileKey), eq(articleImages.kind, 'embedded')));
    const fileId = known?.fileId ?? newId();
    if (!known) {
      await tx
        .insert(articleImages)
        .values({ fileId, articleId, fileKey, kind: 'embedded', originalName: file.fileName, mimeType: file.contentType, imageName: file.fileName, createdAt: now });
      await recordAudit(tx, callerAudit(caller, now), {
        action: 'update',
        entityType: 'article',
        entityId: articleId,
        changes: [{ field: 'embeddedImage', before: null, after: fileKey }],
      });
    }
    return { fileId, imageUrl: fileUrl(fileKey) };
  });
}

/**
 * Article categories (a two-level tree: parents and their sub-categories) and
 * tags: the lists, creation and edits. A name is unique per level under one
 * parent whatever its case (a unique index says so too): a duplicate is a 400
 * naming the field, and nothing is written.
 */
import { and, asc, eq, exists, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  TAXONOMY_MESSAGES,
  type ArticleCategory,
  type ArticleTag,
  type TaxonomyQuery,
  type TaxonomyStatus,
  type UpdateArticleCategoryBody,
  type UpdateArticleTagBody,
} from '../../domain/entities/article';
import type { ListPayload } from '../../domain/entities/common';
import type { Db, Executor } from '../db/client';
import { articleCategories, articleTags } from '../db/schema';
import { fieldError, notFound, refusingDuplicates } from '../errors';
import { callerAudit, recordAudit, type AuditRecord } from './audit';
import type { Caller } from './caller';
import { countedPage, escapeLike, type Window } from './lists';
import { newId } from './tokens';

type CategoryRow = typeof articleCategories.$inferSelect;
type TagRow = typeof articleTags.$inferSelect;

export const CATEGORY_NOT_FOUND = 'Category not found.';
export const TAG_NOT_FOUND = 'Tag not found.';
export const NOT_A_PARENT = 'A sub-category cannot have sub-categories: choose a parent category.';

const likePattern = (search: string | undefined) => (search ? `%${escapeLike(search)}%` : undefined);
const nameKey = (name: string) => name.toLowerCase();

// ---------------------------------------------------------------------------
// The trail: a name and a status are what an admin edits

const AUDITED_CATEGORY_FIELDS = ['categoryName', 'parentCategoryId', 'status'] as const;
const AUDITED_TAG_FIELDS = ['tagName', 'status'] as const;

/** A created category or tag: its fields, and the status it starts in. */
function created(entityType: 'article_category' | 'article_tag', entityId: string, after: Record<string, unknown> & { status: string }): AuditRecord {
  const fields = entityType === 'article_category' ? AUDITED_CATEGORY_FIELDS : AUDITED_TAG_FIELDS;
  return { action: 'create', entityType, entityId, before: null, after, fields, stateFrom: null, stateTo: after.status };
}

/** An edit: a status move when the status changed (with any rename), else an update. */
function edited(
  entityType: 'article_category' | 'article_tag',
  entityId: string,
  before: Record<string, unknown> & { status: string },
  after: Record<string, unknown> & { status: string },
): AuditRecord {
  const fields = entityType === 'article_category' ? AUDITED_CATEGORY_FIELDS : AUDITED_TAG_FIELDS;
  const moved = before.status !== after.status;
  return { action: moved ? 'status' : 'update', entityType, entityId, before, after, fields, ...(moved && { stateFrom: before.status, stateTo: after.status }) };
}

// ---------------------------------------------------------------------------
// Categories

const toCategoryBase = (row: CategoryRow) => ({
  categoryId: row.categoryId,
  parentCategoryId: row.parentCategoryId,
  categoryName: row.categoryName,
  status: row.status,
});

const byName = (column: typeof articleCategories.categoryName | typeof articleTags.tagName) => [asc(sql`lower(${column})`), asc(column)];

/**
 * Parents that match: by status, and by their own name or a sub-category's
 * (with the status too, so a parent is not found through a child the list
 * then hides).
 */
function parentFilter(db: Executor, q: TaxonomyQuery): SQL | undefined {
  const pattern = likePattern(q.search);
  const child = alias(articleCategories, 'child');
  const childMatches = pattern
    ? exists(
        db
          .select({ one: sql`1` })
          .from(child)
          .where(and(eq(child.parentCategoryId, articleCategories.categoryId), ilike(child.categoryName, pattern), q.status ? eq(child.status, q.status) : undefined)),
      )
    : undefined;
  return and(
    isNull(articleCategories.parentCategoryId),
    q.status ? eq(articleCategories.status, q.status) : undefined,
    pattern ? or(ilike(articleCategories.categoryName, pattern), childMatches) : undefined,
  );
}

/**
 * The sub-categories shown under the page's parents: every one of a parent
 * whose own name matched (or with no search), only the matching ones of a
 * parent found through its children.
 */
async function subCategoriesOf(db: Executor, parents: readonly (CategoryRow & { nameMatches: boolean })[], q: TaxonomyQuery) {
  if (!parents.length) return [];
  const pattern = likePattern(q.search);
  const wholeParents = parents.filter((p) => p.nameMatches).map((p) => p.categoryId);
  return db
    .select()
    .from(articleCategories)
    .where(
      and(
        inArray(articleCategories.parentCategoryId, parents.map((p) => p.categoryId)),
        q.status ? eq(articleCategories.status, q.status) : undefined,
        pattern
          ? or(ilike(articleCategories.categoryName, pattern), wholeParents.length ? inArray(articleCategories.parentCategoryId, wholeParents) : undefined)
          : undefined,
      ),
    )
    .orderBy(...byName(articleCategories.categoryName));
}

function withChildren(parent: CategoryRow, children: readonly CategoryRow[]): ArticleCategory {
  return { ...toCategoryBase(parent), subCategories: children.filter((c) => c.parentCategoryId === parent.categoryId).map(toCategoryBase) };
}

export async function listCategories(db: Db, q: TaxonomyQuery & Window): Promise<ListPayload<ArticleCategory>> {
  const where = parentFilter(db, q);
  const pattern = likePattern(q.search);
  const parents = await db
    .select({ row: articleCategories, nameMatches: pattern ? ilike(articleCategories.categoryName, pattern) : sql<boolean>`true` })
    .from(articleCategories)
    .where(where)
    .orderBy(...byName(articleCategories.categoryName), asc(articleCategories.categoryId))
    .limit(q.limit)
    .offset(q.offset);
  const rows = parents.map((p) => ({ ...p.row, nameMatches: Boolean(p.nameMatches) }));
  const children = await subCategoriesOf(db, rows, q);
  return countedPage(db, rows.map((p) => withChildren(p, children)), db.select({ one: sql`1` }).from(articleCategories).where(where), q);
}

/** The category with all its sub-categories, whatever their status (what a create or an edit answers). */
export async function getCategoryTree(db: Executor, categoryId: string): Promise<ArticleCategory> {
  const rows = await db
    .select()
    .from(articleCategories)
    .where(or(eq(articleCategories.categoryId, categoryId), eq(articleCategories.parentCategoryId, categoryId)))
    .orderBy(...byName(articleCategories.categoryName));
  const category = rows.find((r) => r.categoryId === categoryId);
  if (!category) throw notFound(CATEGORY_NOT_FOUND);
  return withChildren(category, rows);
}

/** Is the name taken at this level (under this parent, or among parents), by another category than `exceptId`? */
async function isCategoryNameUsed(db: Executor, parentId: string | null, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ categoryId: articleCategories.categoryId })
    .from(articleCategories)
    .where(
      and(
        parentId ? eq(articleCategories.parentCategoryId, parentId) : isNull(articleCategories.parentCategoryId),
        sql`lower(${articleCategories.categoryName}) = ${nameKey(name)}`,
        exceptId ? sql`${articleCategories.categoryId} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

/** The first sub-category name repeated inside the request itself (case-insensitive), as its field path. */
function repeatedSubCategory(names: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const [i, name] of names.entries()) {
    if (seen.has(nameKey(name))) return `subCategories.${i}`;
    seen.add(nameKey(name));
  }
  return undefined;
}

/** A parent and its sub-categories, all or nothing. */
export async function createCategoryTree(db: Db, caller: Caller, body: { categoryName: string; subCategories: string[] }, now: Date): Promise<ArticleCategory> {
  const repeated = repeatedSubCategory(body.subCategories);
  if (repeated) throw fieldError(repeated, TAXONOMY_MESSAGES.categoryNameUsed);
  const parentId = newId();
  await refusingDuplicates('categoryName', TAXONOMY_MESSAGES.categoryNameUsed, () =>
    db.transaction(async (tx) => {
      if (await isCategoryNameUsed(tx, null, body.categoryName)) throw fieldError('categoryName', TAXONOMY_MESSAGES.categoryNameUsed);
      const at = { status: 'PUBLISH' as const, createdAt: now, updatedAt: now };
      const parent = { categoryId: parentId, parentCategoryId: null, categoryName: body.categoryName, ...at };
      await tx.insert(articleCategories).values(parent);
      const children = body.subCategories.map((name) => ({ categoryId: newId(), parentCategoryId: parentId, categoryName: name, ...at }));
      if (children.length) await tx.insert(articleCategories).values(children);
      await recordAudit(tx, callerAudit(caller, now), [parent, ...children].map((row) => created('article_category', row.categoryId, row)));
    }),
  );
  return getCategoryTree(db, parentId);
}

async function lockCategory(tx: Executor, categoryId: string): Promise<CategoryRow> {
  const [row] = await tx.select().from(articleCategories).where(eq(articleCategories.categoryId, categoryId)).for('update');
  if (!row) throw notFound(CATEGORY_NOT_FOUND);
  return row;
}

/** One sub-category under an existing parent (the categories screen); answers the parent's tree. */
export async function createSubCategory(
  db: Db,
  caller: Caller,
  body: { parentCategoryId: string; categoryName: string; status: TaxonomyStatus },
  now: Date,
): Promise<ArticleCategory> {
  await refusingDuplicates('categoryName', TAXONOMY_MESSAGES.categoryNameUsed, () =>
    db.transaction(async (tx) => {
      const parent = await lockCategory(tx, body.parentCategoryId);
      if (parent.parentCategoryId) throw fieldError('parentCategoryId', NOT_A_PARENT);
      if (await isCategoryNameUsed(tx, parent.categoryId, body.categoryName)) throw fieldError('categoryName', TAXONOMY_MESSAGES.categoryNameUsed);
      const row = { categoryId: newId(), ...body, createdAt: now, updatedAt: now };
      await tx.insert(articleCategories).values(row);
      await recordAudit(tx, callerAudit(caller, now), created('article_category', row.categoryId, row));
    }),
  );
  return getCategoryTree(db, body.parentCategoryId);
}

/**
 * Rename or publish/unpublish. Unpublishing a parent unpublishes its
 * sub-categories in the same transaction; publishing it again leaves them as
 * they are (some may have been unpublished on purpose).
 */
export async function updateCategory(db: Db, caller: Caller, categoryId: string, body: UpdateArticleCategoryBody, now: Date): Promise<ArticleCategory> {
  await refusingDuplicates('categoryName', TAXONOMY_MESSAGES.categoryNameUsed, () =>
    db.transaction(async (tx) => {
      const current = await lockCategory(tx, categoryId);
      if (body.categoryName && (await isCategoryNameUsed(tx, current.parentCategoryId, body.categoryName, categoryId))) {
        throw fieldError('categoryName', TAXONOMY_MESSAGES.categoryNameUsed);
      }
      const [after] = await tx.update(articleCategories).set({ ...body, updatedAt: now }).where(eq(articleCategories.categoryId, categoryId)).returning();
      const records = [edited('article_category', categoryId, current, after!)];
      if (body.status === 'UNPUBLISH' && !current.parentCategoryId) {
        // The parent's status carried to its published sub-categories: each one's own move in the trail.
        const carried = await tx
          .update(articleCategories)
          .set({ status: 'UNPUBLISH', updatedAt: now })
          .where(and(eq(articleCategories.parentCategoryId, categoryId), eq(articleCategories.status, 'PUBLISH')))
          .returning();
        for (const child of carried) records.push(edited('article_category', child.categoryId, { ...child, status: 'PUBLISH' }, child));
      }
      await recordAudit(tx, callerAudit(caller, now), records);
    }),
  );
  // A sub-category answers as itself (no children of its own), a parent with its tree.
  return getCategoryTree(db, categoryId);
}

// ---------------------------------------------------------------------------
// Tags

const toTag = (row: TagRow): ArticleTag => ({ tagId: row.tagId, tagName: row.tagName, status: row.status });

export async function listTags(db: Db, q: TaxonomyQuery & Window): Promise<ListPayload<ArticleTag>> {
  const pattern = likePattern(q.search);
  const where = and(q.status ? eq(articleTags.status, q.status) : undefined, pattern ? ilike(articleTags.tagName, pattern) : undefined);
  const rows = await db
    .select()
    .from(articleTags)
    .where(where)
    .orderBy(...byName(articleTags.tagName), asc(articleTags.tagId))
    .limit(q.limit)
    .offset(q.offset);
  return countedPage(db, rows.map(toTag), db.select({ one: sql`1` }).from(articleTags).where(where), q);
}

async function isTagNameUsed(db: Executor, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ tagId: articleTags.tagId })
    .from(articleTags)
    .where(and(sql`lower(${articleTags.tagName}) = ${nameKey(name)}`, exceptId ? sql`${articleTags.tagId} <> ${exceptId}` : undefined))
    .limit(1);
  return !!row;
}

/** A new tag is published at once: the wizard adds it to use it (the contract's body is the name only). */
export async function createTag(db: Db, caller: Caller, body: { tagName: string }, now: Date): Promise<ArticleTag> {
  const row = { tagId: newId(), tagName: body.tagName, status: 'PUBLISH' as const, createdAt: now, updatedAt: now };
  await refusingDuplicates('tagName', TAXONOMY_MESSAGES.tagNameUsed, () =>
    db.transaction(async (tx) => {
      if (await isTagNameUsed(tx, body.tagName)) throw fieldError('tagName', TAXONOMY_MESSAGES.tagNameUsed);
      await tx.insert(articleTags).values(row);
      await recordAudit(tx, callerAudit(caller, now), created('article_tag', row.tagId, row));
    }),
  );
  return toTag(row);
}

export async function updateTag(db: Db, caller: Caller, tagId: string, body: UpdateArticleTagBody, now: Date): Promise<ArticleTag> {
  return refusingDuplicates('tagName', TAXONOMY_MESSAGES.tagNameUsed, () =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(articleTags).where(eq(articleTags.tagId, tagId)).for('update');
      if (!current) throw notFound(TAG_NOT_FOUND);
      if (body.tagName && (await isTagNameUsed(tx, body.tagName, tagId))) throw fieldError('tagName', TAXONOMY_MESSAGES.tagNameUsed);
      const [updated] = await tx.update(articleTags).set({ ...body, updatedAt: now }).where(eq(articleTags.tagId, tagId)).returning();
      await recordAudit(tx, callerAudit(caller, now), edited('article_tag', tagId, current, updated!));
      return toTag(updated!);
    }),
  );
}

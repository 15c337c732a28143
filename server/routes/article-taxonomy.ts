/**
 * Article categories and tags (§2 Categories and Tags screens, §7): the lists
 * the wizard reads (?status=PUBLISH), creation from the wizard or the
 * screens, rename and publish/unpublish.
 */
import { z } from 'zod';
import {
  articleCategory,
  articleTag,
  categoryIdParams,
  createArticleCategoryBody,
  createArticleTagBody,
  createSubCategoryBody,
  tagIdParams,
  taxonomyQuery,
  updateArticleCategoryBody,
  updateArticleTagBody,
} from '../../domain/entities/article';
import { envelope } from '../../domain/entities/common';
import { CATEGORY_COLUMNS, TAG_COLUMNS } from '../../domain/lists/blog';
import { listRoute } from '../http/list-route';
import { callerOf, typed, type ApiPlugin } from '../http/types';
import { createCategoryTree, createSubCategory, createTag, listCategories, listTags, updateCategory, updateTag } from '../services/article-taxonomy';

type UnionIssue = { code: string; input?: unknown; errors?: { message: string }[][] };

/**
 * A body that fits neither shape: say what is wrong with the shape it meant
 * (a parentCategoryId means a sub-category), not zod's 'Invalid input'.
 */
function unionMessage(issue: UnionIssue): string | undefined {
  if (issue.code !== 'invalid_union' || !issue.errors) return undefined;
  const input = issue.input;
  const meantSubCategory = typeof input === 'object' && input !== null && 'parentCategoryId' in input;
  return issue.errors[meantSubCategory ? 1 : 0]?.[0]?.message;
}

/** A parent with optional sub-category names (the wizard), or one sub-category under a parent (the categories screen). */
const createCategoryBody = z.union([createArticleCategoryBody, createSubCategoryBody], { error: (issue) => unionMessage(issue as UnionIssue) });

const categoryAnswer = envelope(articleCategory);
const tagAnswer = envelope(articleTag);

export const articleTaxonomyRoutes: ApiPlugin = async (fastify) => {
  const app = typed(fastify);
  const { services } = fastify;

  listRoute(fastify, {
    url: '/master-article-categories',
    querystring: taxonomyQuery,
    item: articleCategory,
    columns: CATEGORY_COLUMNS,
    screen: 'blog-categories',
    read: (_request, q) => listCategories(services.db, q),
  });

  app.post('/master-article-categories', { schema: { body: createCategoryBody, response: { 201: categoryAnswer } } }, async (request, reply) => {
    const body = request.body;
    const created =
      'parentCategoryId' in body
        ? await createSubCategory(services.db, callerOf(request), body, services.now())
        : await createCategoryTree(services.db, callerOf(request), body, services.now());
    return reply.status(201).send({ payload: created });
  });

  app.patch(
    '/master-article-categories/:categoryId',
    { schema: { params: categoryIdParams, body: updateArticleCategoryBody, response: { 200: categoryAnswer } } },
    async (request) => ({ payload: await updateCategory(services.db, callerOf(request), request.params.categoryId, request.body, services.now()) }),
  );

  listRoute(fastify, {
    url: '/master-article-tags',
    querystring: taxonomyQuery,
    item: articleTag,
    columns: TAG_COLUMNS,
    screen: 'blog-tags',
    read: (_request, q) => listTags(services.db, q),
  });

  app.post('/master-article-tags', { schema: { body: createArticleTagBody, response: { 201: tagAnswer } } }, async (request, reply) => {
    const created = await createTag(services.db, callerOf(request), request.body, services.now());
    return reply.status(201).send({ payload: created });
  });

  app.patch(
    '/master-article-tags/:tagId',
    { schema: { params: tagIdParams, body: updateArticleTagBody, response: { 200: tagAnswer } } },
    async (request) => ({ payload: await updateTag(services.db, callerOf(request), request.params.tagId, request.body, services.now()) }),
  );
};

/**
 * Blog posts (§7): the /blog-posts list and detail, create and edit (the
 * wizard and the header's status moves), the slug check, the feature and
 * embedded images; the website's published list and public page; the posts'
 * visitor and share counts. Blog admins only, except the two public reads
 * (domain/api-access.ts; the authorize hook enforces it).
 */
import { z } from 'zod';
import {
  article,
  articleEmbeddedImageBody,
  articleFeatureImageBody,
  articleIdParams,
  articleRow,
  articleSlugParams,
  articlesQuery,
  articleVisitorsCountQuery,
  checkSlugBody,
  checkSlugPayload,
  createArticleBody,
  embeddedImagePayload,
  publicArticle,
  publicArticleRow,
  publicArticlesQuery,
  updateArticleBody,
} from '../../domain/entities/article';
import { envelope, id } from '../../domain/entities/common';
import { ARTICLE_COLUMNS, PUBLIC_ARTICLE_COLUMNS } from '../../domain/lists/blog';
import { listRoute } from '../http/list-route';
import { shareCounts as shareCountsSchema } from '../../domain/entities/listing-masking';
import { visitorCount } from '../../domain/entities/statistics';
import { callerOf, typed, type ApiPlugin } from '../http/types';
import { countArticleVisitors, getArticle, listArticles, listPublicArticles, readPublicArticle } from '../services/article-queries';
import { attachEmbeddedImage, attachFeatureImage, checkSlug, createArticle, updateArticle } from '../services/articles';
import { shareCounts } from '../services/content-statistics';

/** GET article-shared/count: content-shared/count for posts (no contentId: every post). */
const articleSharedCountQuery = z.object({ contentId: id.optional() }).strict();

const withArticleId = { params: articleIdParams };

export const articleRoutes: ApiPlugin = async (fastify) => {
  const app = typed(fastify);
  const { services } = fastify;

  listRoute(fastify, {
    url: '/articles',
    querystring: articlesQuery,
    item: articleRow,
    columns: ARTICLE_COLUMNS,
    screen: 'blog-posts',
    read: (_request, q) => listArticles(services.db, q),
  });

  app.get('/articles/:articleId', { schema: { ...withArticleId, response: { 200: envelope(article) } } }, async (request) => ({
    payload: await getArticle(services.db, request.params.articleId),
  }));

  app.post('/articles', { schema: { body: createArticleBody, response: { 201: envelope(article) } } }, async (request, reply) => {
    const created = await createArticle(services.db, callerOf(request), request.body, services.now());
    return reply.status(201).send({ payload: created });
  });

  app.patch('/articles/:articleId', { schema: { ...withArticleId, body: updateArticleBody, response: { 200: envelope(article) } } }, async (request) => ({
    payload: await updateArticle(services.db, callerOf(request), request.params.articleId, request.body, services.now()),
  }));

  app.post('/articles/check-slug', { schema: { body: checkSlugBody, response: { 200: envelope(checkSlugPayload) } } }, async (request) => ({
    payload: await checkSlug(services.db, request.body),
  }));

  app.post(
    '/articles/image/:articleId',
    { schema: { ...withArticleId, body: articleFeatureImageBody, response: { 200: envelope(article) } } },
    async (request) => ({ payload: await attachFeatureImage(services.db, callerOf(request), request.params.articleId, request.body, services.now()) }),
  );

  app.post(
    '/articles/image-blog/:articleId',
    { schema: { ...withArticleId, body: articleEmbeddedImageBody, response: { 200: envelope(embeddedImagePayload) } } },
    async (request) => ({ payload: await attachEmbeddedImage(services.db, callerOf(request), request.params.articleId, request.body.fileKey, services.now()) }),
  );

  listRoute(fastify, {
    url: '/articles/public',
    querystring: publicArticlesQuery,
    item: publicArticleRow,
    columns: PUBLIC_ARTICLE_COLUMNS,
    screen: 'blog',
    read: (_request, q) => listPublicArticles(services.db, q),
  });

  app.get('/articles/public/:slug', { schema: { params: articleSlugParams, response: { 200: envelope(publicArticle) } } }, async (request) => ({
    payload: await readPublicArticle(services.db, request.params.slug, services.now()),
  }));

  app.get('/article-visitors/count', { schema: { querystring: articleVisitorsCountQuery, response: { 200: envelope(visitorCount) } } }, async (request) => ({
    payload: await countArticleVisitors(services.db, request.query.articleId),
  }));

  app.get('/article-shared/count', { schema: { querystring: articleSharedCountQuery, response: { 200: envelope(shareCountsSchema) } } }, async (request) => ({
    payload: await shareCounts(services.db, callerOf(request), 'network', { contentType: 'article', contentId: request.query.contentId }),
  }));
};

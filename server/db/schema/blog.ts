/**
 * Blog (§3): posts, their categories (two levels) and tags, images, comments
 * and replies, visitors.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, trigram, ts } from './columns';

export const articleCategories = pgTable(
  'article_categories',
  {
    categoryId: text('category_id').primaryKey(),
    /** Null for a parent; the tree is two levels deep. */
    parentCategoryId: text('parent_category_id'),
    categoryName: text('category_name').notNull(),
    status: text('status').$type<'PUBLISH' | 'UNPUBLISH'>().notNull().default('PUBLISH'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('article_categories_parent_idx').on(t.parentCategoryId),
    // One name per level under one parent, whatever its case.
    uniqueIndex('article_categories_name_unique').on(sql`coalesce(${t.parentCategoryId}, '')`, sql`lower(${t.categoryName})`),
  ],
);

export const articleTags = pgTable(
  'article_tags',
  {
    tagId: text('tag_id').primaryKey(),
    tagName: text('tag_name').notNull(),
    status: text('status').$type<'PUBLISH' | 'UNPUBLISH'>().notNull().default('PUBLISH'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('article_tags_name_unique').on(sql`lower(${t.tagName})`)],
);

export const articles = pgTable(
  'articles',
  {
    articleId: text('article_id').primaryKey(),
    title: text('title').notNull(),
    /** Shown as Meta Description. */
    subtitle: text('subtitle'),
    slug: text('slug').notNull(),
    authorName: text('author_name'),
    publicationAt: ts('publication_at'),
    publishType: text('publish_type').$type<'PUBLISH_NOW' | 'SCHEDULED'>().notNull().default('PUBLISH_NOW'),
    status: text('status').$type<'PUBLISH' | 'OPEN' | 'SCHEDULED' | 'NEED_APPROVAL' | 'DELETE' | 'UNPUBLISH'>().notNull().default('OPEN'),
    /** Sanitized on save (server/services/html.ts). */
    body: text('body'),
    createdByUserId: text('created_by_user_id').notNull(),
    /** The author's employee record (externalData.employeeId on create, §7). */
    employeeId: text('employee_id'),
    /** When the post actually went live (set by a publish or by the publish job). */
    publishedAt: ts('published_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('articles_slug_unique').on(t.slug),
    index('articles_status_created_idx').on(t.status, t.createdAt),
    // The list's sorts with their id tie-breaker; publicationAt puts undated posts last both ways, so each way has its index.
    index('articles_created_idx').on(t.createdAt, t.articleId),
    index('articles_updated_idx').on(t.updatedAt, t.articleId),
    index('articles_title_idx').on(t.title, t.articleId),
    index('articles_publication_asc_idx').on(t.publicationAt.asc().nullsLast(), t.articleId),
    // Read backwards: publicationAt DESC NULLS LAST, articleId DESC.
    index('articles_publication_desc_idx').on(t.publicationAt.asc().nullsFirst(), t.articleId),
    // The authors list counts each author's posts.
    index('articles_employee_idx').on(t.employeeId),
    trigram('articles_title_trgm', t.title),
  ],
);

export const articleCategoryLinks = pgTable(
  'article_category_links',
  {
    articleId: text('article_id')
      .notNull()
      .references(() => articles.articleId, { onDelete: 'cascade' }),
    categoryId: text('category_id')
      .notNull()
      .references(() => articleCategories.categoryId, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('article_category_links_pk').on(t.articleId, t.categoryId), index('article_category_links_category_idx').on(t.categoryId)],
);

export const articleTagLinks = pgTable(
  'article_tag_links',
  {
    articleId: text('article_id')
      .notNull()
      .references(() => articles.articleId, { onDelete: 'cascade' }),
    tagId: text('tag_id')
      .notNull()
      .references(() => articleTags.tagId, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('article_tag_links_pk').on(t.articleId, t.tagId), index('article_tag_links_tag_idx').on(t.tagId)],
);

/** The feature image (one per post) and images embedded in the body; bytes live in files. */
export const articleImages = pgTable(
  'article_images',
  {
    fileId: text('file_id').primaryKey(),
    articleId: text('article_id')
      .notNull()
      .references(() => articles.articleId, { onDelete: 'cascade' }),
    fileKey: text('file_key').notNull(),
    kind: text('kind').$type<'feature' | 'embedded'>().notNull(),
    originalName: text('original_name'),
    mimeType: text('mime_type'),
    imageName: text('image_name'),
    captionImage: text('caption_image'),
    altText: text('alt_text'),
    createdAt: createdAt(),
  },
  (t) => [index('article_images_article_idx').on(t.articleId, t.kind)],
);

export const articleComments = pgTable(
  'article_comments',
  {
    commentId: text('comment_id').primaryKey(),
    articleId: text('article_id')
      .notNull()
      .references(() => articles.articleId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    comment: text('comment').notNull(),
    /** Null: not moderated yet (Waiting Approval, §4). */
    status: text('status').$type<'WAITING_APPROVAL' | 'PUBLISH' | 'REJECTED'>(),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdByUserId: text('created_by_user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('article_comments_article_created_idx').on(t.articleId, t.createdAt), index('article_comments_article_status_idx').on(t.articleId, t.status)],
);

export const articleReplyComments = pgTable(
  'article_reply_comments',
  {
    replyId: text('reply_id').primaryKey(),
    commentId: text('comment_id')
      .notNull()
      .references(() => articleComments.commentId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    comment: text('comment').notNull(),
    status: text('status').$type<'WAITING_APPROVAL' | 'PUBLISH' | 'REJECTED'>(),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdByUserId: text('created_by_user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('article_reply_comments_comment_idx').on(t.commentId, t.createdAt)],
);

/** One read of a post's public page (article-visitors). */
export const articleVisitors = pgTable(
  'article_visitors',
  {
    articleVisitorId: text('article_visitor_id').primaryKey(),
    articleId: text('article_id')
      .notNull()
      .references(() => articles.articleId, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('article_visitors_article_idx').on(t.articleId)],
);
